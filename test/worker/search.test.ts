/**
 * GET /search through the real worker: ranking tiers, folding of case, accents, apostrophes and
 * hyphens, English names, split and joined words, one typo, queries of one- and two-letter
 * words (names only), the name each result was found by,
 * game numbers, filters, cursor walks, total_count and the errors of the route, and the entries
 * of the quality set whose record the sample holds. Expectations come from the full lists
 * (walked through the worker) read by plain application of the documented rules, not by the
 * edge's search code.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { words as wordsOf } from "../../contract/text.ts";
import { get, walk, type Json } from "../support/worker-client.ts";
import { decodeCursor, encodeCursor } from "../../hashing/cursor.ts";
import { Q_MAX_WORDS, SEARCH_DEPTH_MAX } from "../../contract/params.ts";
import { isMeant, QUALITY_SET, SAMPLE_NAMED_OTHERWISE } from "../support/search-quality.ts";

const TYPES = ["item", "spell", "quest", "npc", "game_object", "item_set", "faction"];
const SEGMENTS = ["items", "spells", "quests", "npcs", "game-objects", "item-sets", "factions"];
const VERSIONS = ["classic", "tbc", "wotlk"];
const keys = (list: Json[]) => list.map((e) => e.key);
const search = async (query: string) => (await get(`/v1/search?${query}&limit=100`)).body.data as Json[];

const joinedOf = (s: string) => wordsOf(s).join("");

/** The documented ranking tiers, from the name each result says it was found by: 0 the French
 * name is the query, 1 the English one is, 2 the French name starts with it, 3 a name holds its
 * words, 4 the text does (names compare written as one word; the English name is read from the
 * record). */
async function tier(element: Json, q: string): Promise<number> {
  const found = element.matched_name;
  if (!found) return 4;
  const name = joinedOf(found === "name" ? element.name : (await get(new URL(element.api_url).pathname)).body.english_name),
    query = joinedOf(q);
  if (name === query) return found === "name" ? 0 : 1;
  return found === "name" && name.startsWith(query) ? 2 : 3;
}
const tiersOf = (list: Json[], q: string) => Promise.all(list.map((e) => tier(e, q)));
const nameMatches = (element: Json, q: string) => wordsOf(q).every((w) => wordsOf(element.name).some((n) => n.startsWith(w)));

/** Every searchable summary of the build. */
const summaries: Json[] = [];
beforeAll(async () => {
  for (const version of VERSIONS) for (const segment of SEGMENTS) summaries.push(...(await walk(`/v1/${version}/${segment}?limit=100`)));
});

describe("search: ranking", () => {
  it("puts exact names first, then name prefixes, then names holding the words, then text matches", async () => {
    const data = await search("q=dague");
    const tiers = await tiersOf(data, "dague");
    expect(new Set(tiers)).toEqual(new Set([0, 2, 4]));
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    expect(data[0]!.name).toBe("Dague");
    for (const q of ["potion de soins", "thrall", "garr", "poison mortel", "cle squelette", "vancleef", "head of"]) {
      const ts = await tiersOf(await search(`q=${encodeURIComponent(q)}`), q);
      expect(ts.length, q).toBeGreaterThan(1);
      expect(ts, q).toEqual([...ts].sort((a, b) => a - b));
    }
  });

  it("finds every record whose name matches, and text matches through tooltips", async () => {
    const data = await search("q=dague");
    const expected = summaries.filter((e) => nameMatches(e, "dague"));
    expect(keys(data)).toEqual(expect.arrayContaining(keys(expected)));
    const byText = data.filter((e) => !nameMatches(e, "dague"));
    expect(byText.length).toBeGreaterThan(0);
    for (const e of byText) {
      const record = (await get(new URL(e.api_url).pathname)).body;
      const tooltip = (record.tooltip ?? []).flatMap((l: { text: string; right: string | null }) => [l.text, l.right]);
      const text = [record.description, tooltip, record.objectives, record.subtitle].flat().filter(Boolean).join(" ");
      expect(
        wordsOf(text).some((w) => w.startsWith("dague")),
        e.key,
      ).toBe(true);
    }
  });

  it("orders the exact matches of one record by version", async () => {
    for (const q of ["dague", "thrall", "poison instantane", "baie du butin"]) {
      const found = await search(`q=${encodeURIComponent(q)}`);
      const tiers = await tiersOf(found, q);
      const exact = found.filter((_, i) => tiers[i] === 0);
      expect(exact.length, q).toBeGreaterThan(1);
      for (const one of new Set(exact.map((e) => `${e.object}:${e.id}`))) {
        const versions = exact.filter((e) => `${e.object}:${e.id}` === one).map((e) => VERSIONS.indexOf(e.version));
        expect(versions, `${q} ${one}`).toEqual([...versions].sort());
      }
    }
  });

  it("says which name found each result, and none for a game number or a text match", async () => {
    const [byNumber] = await search("q=639&type=npc");
    expect(byNumber).toMatchObject({ id: 639, object: "npc" });
    expect(byNumber!.matched_name).toBeUndefined();
    const dague = await search("q=dague");
    const byText = dague.find((e) => !wordsOf(e.name).some((w) => w.startsWith("dague")));
    expect(byText?.matched_name).toBeUndefined();
    expect(dague[0]!.matched_name).toBe("name");
  });
});

describe("search: folding", () => {
  it("ignores accents and case, ligatures included", async () => {
    expect((await search("q=epee")).map((e) => e.name)).toContain("Épée courte");
    expect((await search("q=%C3%89P%C3%89E%20COURTE"))[0]!.name).toBe("Épée courte");
    const oeil = (await search("q=OEIL")).map((e) => e.name);
    expect(oeil).toContain("Œil de Sulfuras");
    expect(oeil.every((n) => n.startsWith("Œil"))).toBe(true);
  });

  it("splits words on apostrophes and hyphens", async () => {
    const edwin = await search("q=tete%20edwin");
    expect(edwin.slice(0, 3).map((e) => e.name)).toEqual(Array(3).fill("Tête d'Edwin VanCleef"));
    const butin = await search("q=butin");
    const expected = summaries.filter((e) => e.name === "Baie-du-Butin");
    expect(expected.length).toBeGreaterThan(0);
    expect(keys(butin.slice(0, expected.length))).toEqual(keys(expected));
    expect(keys(await search("q=baie-du")).slice(0, expected.length)).toEqual(keys(butin).slice(0, expected.length));
  });
});

describe("search: as players type", () => {
  it("finds a record by its English name, after an equally good French match, and says so", async () => {
    const head = await search("q=head%20of%20vancleef");
    expect(head.slice(0, 3).map((e) => e.key)).toEqual(["classic:item:3637", "tbc:item:3637", "wotlk:item:3637"]);
    expect(head[0]!.matched_name).toBe("english_name");
    // « Hogger » is the French name of the sample's gnoll too: the French match, not the English one.
    expect((await search("q=hogger"))[0]).toMatchObject({ name: "Hogger", matched_name: "name" });
  });

  it("matches words split or joined, apostrophes of every kind alike", async () => {
    const edwin = ["classic:npc:639", "tbc:npc:639", "wotlk:npc:639"];
    for (const q of ["vancleef", "van%20cleef", "VAN-CLEEF", "edwinvancleef"])
      expect(keys(await search(`q=${q}`)).slice(0, 3), q).toEqual(edwin);
    expect((await search("q=baiedubutin"))[0]).toMatchObject({ name: "Baie-du-Butin", matched_name: "name" });
    for (const apostrophe of ["'", "’", "ʼ"]) {
      const q = encodeURIComponent(`tête d${apostrophe}edwin`);
      expect((await search(`q=${q}`))[0]!.name, apostrophe).toBe("Tête d'Edwin VanCleef");
    }
  });

  it("forgives one typo in a word of five letters or more when nothing matches, never in a shorter one", async () => {
    for (const q of ["vancleff", "vanclef", "vancelef", "vaancleef"]) expect((await search(`q=${q}`))[0]?.key, q).toBe("classic:npc:639");
    expect(await search("q=thral")).not.toEqual([]); // a prefix: no correction needed
    expect(await search("q=thrsll")).toEqual(expect.arrayContaining([expect.objectContaining({ name: "Thrall" })]));
    expect(await search("q=hogex")).toEqual([]); // « hogger » is two edits away
    expect(await search("q=hogr")).toEqual([]); // four letters: not corrected
  });

  it("finds, for a query of one- and two-letter words only, the names that start with it written as one word", async () => {
    for (const q of ["d e", "la m"]) {
      const found = await walk(`/v1/search?q=${encodeURIComponent(q)}&limit=100`);
      expect(found.length, q).toBeGreaterThan(0);
      for (const e of found) {
        const by = e.matched_name === "name" ? e.name : (await get(new URL(e.api_url).pathname)).body.english_name;
        expect(joinedOf(by ?? "").startsWith(joinedOf(q)), `${q}: ${e.key}`).toBe(true);
      }
      const french = summaries.filter((e) => joinedOf(e.name).startsWith(joinedOf(q)));
      expect(keys(found), q).toEqual(expect.arrayContaining(keys(french)));
    }
  });

  it("puts the record meant among the first three for the quality set's queries the sample can answer", async () => {
    const present = new Set(summaries.map((e) => `${e.version}:${e.object}:${e.id}`));
    const answerable = QUALITY_SET.filter(
      (query) => !SAMPLE_NAMED_OTHERWISE.includes(query.q) && [...present].some((key) => isMeant(query.want, key)),
    );
    expect(answerable.length).toBeGreaterThanOrEqual(30);
    for (const query of answerable) {
      const params = new URLSearchParams({ q: query.q, ...query.filters });
      const first = (await search(params.toString())).slice(0, 3).map((e) => `${e.version}:${e.object}:${e.id}`);
      expect(
        first.some((key) => isMeant(query.want, key)),
        `${query.q} -> ${query.want}: ${first}`,
      ).toBe(true);
    }
  });
});

describe("search: game numbers", () => {
  it.each(["100", "16867", "47"])("finds the record numbered %s in every type and version, first", async (q) => {
    const expected = summaries.filter((e) => e.id === Number(q));
    expect(new Set(expected.map((e) => e.object)).size).toBeGreaterThan(1);
    const rank = (e: Json) => TYPES.indexOf(e.object) * 10 + VERSIONS.indexOf(e.version);
    const data = await search(`q=${q}`);
    expect(keys(data.slice(0, expected.length))).toEqual(keys([...expected].sort((a, b) => rank(a) - rank(b))));
  });

  it("reads a number with a leading zero as text, not as a game number", async () => {
    expect(keys(await search("q=639&type=npc"))).toEqual(["classic:npc:639", "tbc:npc:639", "wotlk:npc:639"]);
    expect(await search("q=0639&type=npc")).toEqual([]);
  });

  it("never shows internal records, by name or by number", async () => {
    for (const q of ["monster", "1899", "dnd", "15214", "180000"]) {
      expect(await search(`q=${q}`), q).toEqual([]);
    }
  });
});

describe("search: filters and pages", () => {
  // Fewer results than the pages of a search reach: a walk sees them all.
  const Q = "la";

  it("filters by version, type and rogue, keeping the order", async () => {
    const all = await walk(`/v1/search?q=${Q}&limit=100`);
    expect(all.length).toBeGreaterThan(100);
    expect(all.length).toBeLessThan(SEARCH_DEPTH_MAX);
    const cases: [string, (e: Json) => boolean][] = [
      ["version=tbc", (e) => e.version === "tbc"],
      ["version=classic,wotlk&type=npc,faction", (e) => e.version !== "tbc" && ["npc", "faction"].includes(e.object)],
      ["type=item&rogue=true", (e) => e.object === "item" && e.rogue === true],
      ["rogue=false", (e) => !e.rogue],
    ];
    for (const [query, keep] of cases) {
      const expected = all.filter(keep);
      expect(expected.length, query).toBeGreaterThan(0);
      const page = await get(`/v1/search?q=${Q}&${query}&limit=100&include_total=true`);
      expect(page.body.total_count, query).toBe(expected.length);
      expect(keys(page.body.data), query).toEqual(keys(expected).slice(0, 100));
    }
  });

  it("walks by 3 with each result once, in the order of one page of 100", async () => {
    const one = await get(`/v1/search?q=thrall&limit=100&include_total=true`);
    expect(one.body.has_more).toBe(false);
    expect(one.body.total_count).toBe(one.body.data.length);
    expect(one.body.url).toBe(`${new URL(one.body.data[0].api_url).origin}/v1/search?q=thrall&limit=100`);
    const byThree = await walk("/v1/search?q=Thrall&limit=3");
    expect(keys(byThree)).toEqual(keys(one.body.data));
    expect(new Set(keys(byThree)).size).toBe(byThree.length);
  });

  it("refuses a cursor issued for other criteria, accepts it for another spelling of the query", async () => {
    const first = await get("/v1/search?q=dague&limit=2");
    const cursor = first.body.next_cursor;
    expect(cursor).toBeTruthy();
    expect((await get(`/v1/search?q=DAGUE&limit=2&cursor=${cursor}`)).status).toBe(200);
    for (const other of ["q=epee", "q=dague&type=item", "q=dague&version=tbc", "q=dague&rogue=true"]) {
      const response = await get(`/v1/search?${other}&cursor=${cursor}`);
      expect(response.status, other).toBe(400);
      expect(response.body.error.code).toBe("cursor_invalid");
      expect(response.body.error.param).toBe("cursor");
    }
    const list = await get("/v1/classic/npcs");
    expect((await get(`/v1/search?q=dague&cursor=${list.body.next_cursor}`)).body.error.code).toBe("cursor_invalid");
  });

  it("binds a cursor to the search run: a game number only when q is one as typed", async () => {
    const asNumber = await get("/v1/search?q=12&limit=1&include_total=true");
    const asText = await get("/v1/search?q=12.&limit=1&include_total=true");
    // "12" finds the records numbered 12 besides the words, "12." the words only.
    expect(asNumber.body.total_count).toBeGreaterThan(asText.body.total_count);
    expect(asText.body.total_count).toBeGreaterThan(1);
    const numberCursor = asNumber.body.next_cursor,
      textCursor = asText.body.next_cursor;
    for (const [q, cursor] of [
      ["12.", numberCursor],
      ["12", textCursor],
      ["012", numberCursor],
    ]) {
      expect((await get(`/v1/search?q=${q}&limit=1&cursor=${cursor}`)).body.error?.code, q).toBe("cursor_invalid");
    }
    expect((await get(`/v1/search?q=%2012%20&limit=1&cursor=${numberCursor}`)).status).toBe(200);
    expect((await get(`/v1/search?q=12%21&limit=1&cursor=${textCursor}`)).status).toBe(200);
    // Every version, or every type, is no filter: the same results, the same cursors.
    const all = "version=wotlk,classic,tbc&type=item,spell,quest,npc,game_object,item_set,faction";
    const same = await get(`/v1/search?q=dague&${all}&limit=2&cursor=${(await get("/v1/search?q=dague&limit=2")).body.next_cursor}`);
    expect(same.status).toBe(200);
    expect(keys(same.body.data)).toEqual(keys((await get("/v1/search?q=dague&limit=4")).body.data).slice(2));
  });

  it("pages through the first SEARCH_DEPTH_MAX results only, and answers a deeper cursor with the documented 400", async () => {
    const first = await get("/v1/search?q=de&limit=100&include_total=true");
    expect(first.body.total_count).toBeGreaterThan(SEARCH_DEPTH_MAX);
    const all = await walk("/v1/search?q=de&limit=100");
    expect(all.length).toBe(SEARCH_DEPTH_MAX);
    expect(new Set(keys(all)).size).toBe(SEARCH_DEPTH_MAX);
    // A page asked past the limit is cut there, without a next page.
    const state = decodeCursor(first.body.next_cursor)!;
    const near = encodeCursor({ ...state, offset: SEARCH_DEPTH_MAX - 30 });
    const last = await get(`/v1/search?q=de&limit=100&cursor=${near}`);
    expect(last.body.data.length).toBe(30);
    expect(last.body).toMatchObject({ has_more: false, next_cursor: null });
    // A cursor rebuilt with a valid check past the limit: the documented 400, in French.
    for (const offset of [SEARCH_DEPTH_MAX, SEARCH_DEPTH_MAX + 1, first.body.total_count - 1]) {
      const deep = await get(`/v1/search?q=de&limit=100&cursor=${encodeCursor({ ...state, offset })}`);
      expect(deep.status, String(offset)).toBe(400);
      expect(deep.body.error).toMatchObject({ code: "cursor_invalid", param: "cursor" });
      expect(deep.body.error.message).toContain(`${SEARCH_DEPTH_MAX} premiers résultats`);
    }
    // An edited cursor (its offset changed, its check not) is refused too.
    const edited = btoa(atob(first.body.next_cursor).replace(/\.[0-9a-z]+\./, ".2s.")).replace(/=+$/, "");
    expect((await get(`/v1/search?q=de&limit=100&cursor=${edited}`)).body.error.code).toBe("cursor_invalid");
  });

  it("counts the distinct words of q: repeats are one word, beyond Q_MAX_WORDS a 400", async () => {
    const many = Array.from({ length: Q_MAX_WORDS + 1 }, (_, i) => "abcdefghijklmnopqrstuvwxyz"[i]).join("%20");
    const refused = await get(`/v1/search?q=${many}`);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: "parameter_invalid", param: "q" });
    expect(refused.body.error.message).toContain(`${Q_MAX_WORDS} mots distincts`);
    // Twenty times one word: one word to match (the name tiers read the phrase as typed).
    const repeated = await get(`/v1/search?q=${Array(20).fill("dague").join("%20")}&limit=100`);
    expect(repeated.status).toBe(200);
    expect(keys(repeated.body.data).sort()).toEqual(keys(await search("q=dague")).sort());
  });

  it("answers an empty list when nothing matches", async () => {
    const page = await get("/v1/search?q=zzqx&include_total=true");
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ object: "list", data: [], has_more: false, next_cursor: null, total_count: 0 });
  });
});

describe("search: unique=record", () => {
  /** The ordinary results collapsed by hand: the first of each type and number, in rank order. */
  const collapsedByHand = (results: Json[]) => {
    const seen = new Set<string>();
    return results.filter((r) => !seen.has(`${r.object}:${r.id}`) && seen.add(`${r.object}:${r.id}`)).map((r) => r.key);
  };

  it("answers a record of the three versions once, as its best ranked version, with its versions", async () => {
    const ordinary = await search("q=lame-tonnerre");
    expect(keys(ordinary)).toEqual(["tbc:item:19019", "wotlk:item:19019", "classic:item:19019"]);
    const page = await get("/v1/search?q=lame-tonnerre&unique=record&include_total=true");
    expect(page.body.total_count).toBe(1);
    expect(page.body.data).toEqual([{ ...ordinary[0], versions: ["classic", "tbc", "wotlk"] }]);
    const quest = (await get("/v1/search?q=le%20pot-de-vin%20du%20baron&unique=record")).body.data as Json[];
    expect(quest.map((r) => [r.key, r.versions])).toEqual([["classic:quest:9101", ["classic"]]]);
    expect((await get("/v1/search?q=lame-tonnerre&unique=version")).body.data).toEqual((await get("/v1/search?q=lame-tonnerre")).body.data);
  });

  it.each(["q=a", "q=de&type=item", "q=d&version=classic,tbc", "q=lame", "q=12", "q=potion%20de%20soins", "q=vancleef&rogue=false"])(
    "pages %s as the ordinary results collapsed, with the versions each record exists in",
    async (query) => {
      const ordinary = await walk(`/v1/search?${query}&limit=100`);
      const collapsed = await walk(`/v1/search?${query}&unique=record&limit=7`);
      expect(keys(collapsed)).toEqual(collapsedByHand(ordinary));
      for (const r of collapsed) {
        const held = VERSIONS.filter((v) => summaries.some((s) => s.object === r.object && s.id === r.id && s.version === v));
        expect(r.versions, r.key).toEqual(held);
      }
      const first = await get(`/v1/search?${query}&unique=record&include_total=true`);
      const total = (await get(`/v1/search?${query}&include_total=true`)).body.total_count;
      // Past the first results the total counts the records of every result.
      if (total <= SEARCH_DEPTH_MAX) expect(first.body.total_count).toBe(collapsed.length);
      else expect(first.body.total_count).toBeGreaterThan(collapsed.length);
    },
  );

  it("counts the records of every result of a broad word, past the pages it walks", async () => {
    const all = summaries.filter((s) => wordsOf(`${s.name}`).some((w) => w.startsWith("a")));
    const page = await get("/v1/search?q=a&unique=record&include_total=true");
    expect(page.body.total_count).toBeGreaterThanOrEqual(new Set(all.map((s) => `${s.object}:${s.id}`)).size);
    expect(page.body.total_count).toBe(234);
  });

  // Broad words with filters (their total is counted from the word's postings), records found in
  // one version and not another included: the records of every result, found slice by slice.
  const partly: Record<string, [string, string[]]> = {
    // Pick Lock's wotlk description lost « Nécessite des outils de voleur. »: « de » finds its tbc version alone here.
    "q=de&type=spell,quest&version=tbc,wotlk": ["spell:1804", ["tbc"]],
    // Instant Poison lasts minutes in classic, an hour from tbc on: « m » finds its classic version alone.
    "q=m&rogue=true": ["item:6947", ["classic"]],
  };
  it.each([...Object.keys(partly), "q=d&rogue=false", "q=d&rogue=true", "q=de&version=classic,tbc", "q=l&type=npc,quest&rogue=false"])(
    "counts exactly the records of every result of %s",
    async (query) => {
      const params = new URLSearchParams(query);
      const found = new Map<string, string[]>();
      for (const type of params.get("type")?.split(",") ?? TYPES)
        for (const version of params.get("version")?.split(",") ?? VERSIONS) {
          const slice = new URLSearchParams(params);
          slice.set("type", type);
          slice.set("version", version);
          // Each slice is walked whole: its results are all within the pages a search reaches.
          expect((await get(`/v1/search?${slice}&include_total=true`)).body.total_count).toBeLessThanOrEqual(SEARCH_DEPTH_MAX);
          for (const r of await walk(`/v1/search?${slice}&limit=100`))
            found.set(`${r.object}:${r.id}`, [...(found.get(`${r.object}:${r.id}`) ?? []), version]);
        }
      const page = await get(`/v1/search?${query}&unique=record&include_total=true`);
      expect(page.body.total_count).toBe(found.size);
      if (query in partly) {
        const [key, versions] = partly[query]!;
        expect(found.get(key)).toEqual(versions);
        expect(summaries.filter((s) => `${s.object}:${s.id}` === key).map((s) => s.version)).toEqual(VERSIONS);
      }
    },
  );

  it("refuses a cursor of the ordinary search, and the ordinary search one of its own", async () => {
    const collapsed = await get("/v1/search?q=a&unique=record");
    const ordinary = await get("/v1/search?q=a");
    expect((await get(`/v1/search?q=a&cursor=${collapsed.body.next_cursor}`)).body.error.code).toBe("cursor_invalid");
    expect((await get(`/v1/search?q=a&unique=record&cursor=${ordinary.body.next_cursor}`)).body.error.code).toBe("cursor_invalid");
  });
});

describe("search: errors", () => {
  it.each([
    ["/v1/search", 400, "parameter_missing", "q"],
    [`/v1/search?q=${"a".repeat(121)}`, 400, "parameter_invalid", "q"],
    ["/v1/search?q=dague&type=spaceship", 400, "parameter_invalid", "type"],
    ["/v1/search?q=dague&version=cata", 400, "parameter_invalid", "version"],
    ["/v1/search?q=dague&sort=name", 400, "parameter_unknown", "sort"],
    ["/v1/search?q=dague&limit=101", 400, "parameter_invalid", "limit"],
    ["/v1/search?q=dague&unique=both", 400, "parameter_invalid", "unique"],
    ["/v1/search?q=dague&unique=record,version", 400, "parameter_invalid", "unique"],
  ])("%s -> %s %s", async (path, status, code, param) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(response.body.error).toMatchObject({ code, param });
  });

  it("accepts a q of exactly 120 characters", async () => {
    expect((await get(`/v1/search?q=${"a".repeat(120)}`)).status).toBe(200);
  });
});
