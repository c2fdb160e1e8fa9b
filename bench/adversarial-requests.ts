/**
 * The requests of the adversarial section (bench/adversarial.ts): for each route, its ordinary
 * request and the hostile ones that cost it most, each a fixed request target. Cursors are made
 * by the code measured (its own cursor module and search identity), so that the code before
 * and after a change of the cursor's format each get the cursor they would have issued.
 */

/** What a request target needs from the code and the build measured. */
export interface RequestTools {
  /** a search cursor for `q` (and other criteria) at `offset`, as that code would issue it over that build */
  searchCursor(q: string, offset: number, criteria?: Record<string, string>): string;
  /** a cursor of a sub-list's default query at `offset` */
  listCursor(path: string, offset: number): string;
  /** a sub-list of many pages of the build (`/classic/items/4306/dropped-by`), and its length */
  longSubList: string;
  longSubListLength: number;
  /** IDS_MAX game numbers of /classic/items spread evenly over the list, each in a chunk of its
   * own when the list has enough of them, comma-separated: the worst case of `ids` */
  spreadItemIds: string;
}

export interface Probe {
  route: string;
  /** what the request is */
  name: string;
  /** the route's ordinary request, the others' yardstick */
  ordinary?: boolean;
  /** the name of the request this one is measured against instead of its route's ordinary one: the
   * same answer without what this request adds (the plain search of a collapsed one, the list of
   * its patch notes, the record of its comparison) */
  against?: string;
  /** the most this request may cost, in times its yardstick, when closer than its route's target */
  within?: number;
  method?: "GET" | "OPTIONS";
  /** sent as given, raw UTF-8 bytes included (the mirror only: a fetch Request encodes them) */
  raw?: boolean;
  target(tools: RequestTools): string;
}

/** The most a collapsed search and a comparison between versions may cost against their ordinary
 * counterparts (issue 36): a few times, not the 10× of a hostile request. */
const COLLAPSED = 3;
const COMPARED = 3;

const words = (n: number, from = "abcdefghijklmnopqrstuvwxyz0123456789") => [...from].slice(0, n).join("%20");

const ALL_PROBES: readonly Probe[] = [
  { route: "root", name: "GET /v1", ordinary: true, target: () => "/v1" },
  { route: "root", name: "one unknown parameter", target: () => "/v1/?a" },
  { route: "root", name: "8,000 repeats of an unknown name (16 KB)", target: () => `/v1/?${Array(8000).fill("a").join("&")}` },
  { route: "record", name: "GET an NPC", ordinary: true, target: () => "/v1/classic/npcs/639" },
  { route: "record", name: "OPTIONS preflight", method: "OPTIONS", target: () => "/v1/classic/npcs/639" },
  { route: "list", name: "items?q=epee", ordinary: true, target: () => "/v1/classic/items?q=epee" },
  { route: "list", name: "1,900 repeats of limit (15 KB)", target: () => `/v1/classic/items?${Array(1900).fill("limit=5").join("&")}` },
  {
    route: "list",
    name: "q of 60 one-letter words",
    target: () => `/v1/classic/items?q=${words(26)}%20${words(34, "abcdefghijklmnopqrstuvwxyzabcdefgh")}`,
  },
  { route: "list", name: "q of 8 one-letter words", target: () => `/v1/classic/items?q=${words(8, "acdelmps")}` },
  { route: "list", name: "q typed in raw UTF-8 (épée)", raw: true, target: () => "/v1/classic/items?q=épée" },
  { route: "search", name: "search?q=epee", ordinary: true, target: () => "/v1/search?q=epee" },
  { route: "search", name: "q of 36 letters and digits", target: () => `/v1/search?q=${words(36)}` },
  { route: "search", name: "q of 8 broad letters", target: () => `/v1/search?q=${words(8, "acdelmps")}` },
  { route: "search", name: "q of 2 broad letters (as typed by anyone)", target: () => "/v1/search?q=d%20e" },
  { route: "search", name: "q of the 2 broadest prefixes, with its total", target: () => "/v1/search?q=de%20d&include_total=true" },
  { route: "search", name: "q of the broadest word and prefix, with its total", target: () => "/v1/search?q=cha%20d&include_total=true" },
  { route: "search", name: "q=d filtered (no top file), limit=100", target: () => "/v1/search?q=d&rogue=false&limit=100" },
  {
    route: "search",
    name: "q=d, cursor edited to offset 135,084",
    target: (t) => `/v1/search?q=d&limit=100&cursor=${t.searchCursor("d", 135_084)}`,
  },
  { route: "search", name: "q=d, cursor at offset 480", target: (t) => `/v1/search?q=d&limit=20&cursor=${t.searchCursor("d", 480)}` },
  // unique=record (one result per record): each beside the ordinary search it collapses.
  {
    route: "search",
    name: "unique=record: search?q=epee",
    against: "search?q=epee",
    within: COLLAPSED,
    target: () => "/v1/search?q=epee&unique=record",
  },
  {
    route: "search",
    name: "unique=record: q of the 2 broadest prefixes, with its total",
    against: "q of the 2 broadest prefixes, with its total",
    within: COLLAPSED,
    target: () => "/v1/search?q=de%20d&include_total=true&unique=record",
  },
  { route: "search", name: "q=d, with its total (yardstick of unique=record)", target: () => "/v1/search?q=d&include_total=true" },
  {
    route: "search",
    name: "unique=record: q=d, with its total",
    against: "q=d, with its total (yardstick of unique=record)",
    within: COLLAPSED,
    target: () => "/v1/search?q=d&include_total=true&unique=record",
  },
  {
    route: "search",
    name: "q=d filtered (no top file), limit=100, with its total (yardstick of unique=record)",
    target: () => "/v1/search?q=d&rogue=false&limit=100&include_total=true",
  },
  {
    route: "search",
    name: "unique=record: q=d filtered (no top file), limit=100, with its total",
    against: "q=d filtered (no top file), limit=100, with its total (yardstick of unique=record)",
    within: COLLAPSED,
    target: () => "/v1/search?q=d&rogue=false&limit=100&include_total=true&unique=record",
  },
  {
    route: "search",
    name: "q=d, cursor at offset 150 (yardstick of unique=record)",
    target: (t) => `/v1/search?q=d&limit=20&cursor=${t.searchCursor("d", 150)}`,
  },
  {
    route: "search",
    name: "unique=record: q=d, cursor at offset 150",
    against: "q=d, cursor at offset 150 (yardstick of unique=record)",
    within: COLLAPSED,
    target: (t) => `/v1/search?q=d&limit=20&unique=record&cursor=${t.searchCursor("d", 150, { unique: "record" })}`,
  },
  // Patch notes (issue 36): each against the type's own list answering the same query, the
  // first page of each a file.
  { route: "patch-notes", name: "wotlk/items, first page", ordinary: true, target: () => "/v1/wotlk/items" },
  {
    route: "patch-notes",
    name: "wotlk/items/patch-notes, first page",
    against: "wotlk/items, first page",
    within: COMPARED,
    target: () => "/v1/wotlk/items/patch-notes",
  },
  {
    route: "patch-notes",
    name: "wotlk/items?quality=epic&sort=-item_level&limit=100&include_total=true",
    target: () => "/v1/wotlk/items?quality=epic&sort=-item_level&limit=100&include_total=true",
  },
  {
    route: "patch-notes",
    name: "the same of the patch notes",
    against: "wotlk/items?quality=epic&sort=-item_level&limit=100&include_total=true",
    within: COMPARED,
    target: () => "/v1/wotlk/items/patch-notes?quality=epic&sort=-item_level&limit=100&include_total=true",
  },
  { route: "patch-notes", name: "tbc/items?q=epee&include_total=true", target: () => "/v1/tbc/items?q=epee&include_total=true" },
  {
    route: "patch-notes",
    name: "the same of the patch notes, change=changed",
    against: "tbc/items?q=epee&include_total=true",
    within: COMPARED,
    target: () => "/v1/tbc/items/patch-notes?q=epee&change=changed&include_total=true",
  },
  // A record's comparison between its versions, against the record itself: both are files.
  { route: "differences", name: "GET an item", ordinary: true, target: () => "/v1/tbc/items/19019" },
  { route: "differences", name: "its comparison", within: COMPARED, target: () => "/v1/differences/items/19019" },
  { route: "differences", name: "GET a boss with its loot", target: () => "/v1/tbc/npcs/11502" },
  {
    route: "differences",
    name: "its comparison (loot compared whole)",
    against: "GET a boss with its loot",
    within: COMPARED,
    target: () => "/v1/differences/npcs/11502",
  },
  { route: "sub-list", name: "a long sub-list, first page", ordinary: true, target: (t) => `/v1${t.longSubList}` },
  { route: "sub-list", name: "the same, limit=100", target: (t) => `/v1${t.longSubList}?limit=100` },
  {
    route: "sub-list",
    name: "the same, limit=100 near its end, with its total",
    target: (t) =>
      `/v1${t.longSubList}?limit=100&include_total=true&cursor=${t.listCursor(t.longSubList, Math.max(1, t.longSubListLength - 150))}`,
  },
  // Many records by number (issue 37): against a computed page of as many records.
  { route: "ids", name: "items?limit=100 (a computed page of 100)", ordinary: true, target: () => "/v1/classic/items?limit=100" },
  { route: "ids", name: "100 ids spread over the list", target: (t) => `/v1/classic/items?ids=${t.spreadItemIds}` },
  { route: "ids", name: "100 ids spread over the list, reversed", target: (t) => `/v1/classic/items?ids=${reversed(t.spreadItemIds)}` },
  {
    route: "ids",
    name: "100 ids spread over the list, filtered, with the total",
    target: (t) => `/v1/classic/items?ids=${t.spreadItemIds}&rogue=false&min_level=1&include_total=true`,
  },
];

const reversed = (ids: string) => ids.split(",").reverse().join(",");

/**
 * The probes of a run: all of them, or with BENCH_PROBES=<a,b> those of a route named there or
 * whose name holds one of the texts, the ordinary request of each route and the requests they are
 * measured against (a case run alone, beside its yardstick).
 */
const ONLY = process.env.BENCH_PROBES?.split(",").filter(Boolean);
const chosen = ALL_PROBES.filter((p) => ONLY?.some((text) => p.route === text || p.name.includes(text)));
export const PROBES: readonly Probe[] = ONLY?.length
  ? ALL_PROBES.filter((p) => p.ordinary || chosen.includes(p) || chosen.some((c) => c.against === p.name))
  : ALL_PROBES;
