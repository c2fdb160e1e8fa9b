/**
 * One example per route for the documentation: a request of the build's own data (an id that
 * exists, a word that is found) and its real answer, read from the files just written or
 * computed by the edge's own list and search code over them — never written by hand. Long
 * answers are abbreviated, and say so.
 */
import { fileOf, type IndexFiles } from "../../contract/layout.ts";
import { ROUTES, type Route } from "../../contract/routes.ts";
import { words } from "../../contract/text.ts";
import { computeList } from "../../edge/lists/compute.ts";

export interface Example {
  /** path and query below the base address, e.g. `/classic/npcs?limit=2` */
  request: string;
  /** the answer, pretty-printed JSON or text */
  body: string;
  abbreviated: boolean;
}

/** Elements shown of an array, keys of a nested object, characters of a text. */
const SHOWN_ITEMS = 3;
const SHOWN_KEYS = 12;
const SHOWN_CHARS = 240;
const SHOWN_LINES = 30;
/** Page size of the list examples. */
const EXAMPLE_LIMIT = "2";

/** `value` cut to a readable size; `cut.done` tells whether anything was left out. */
function abbreviate(value: unknown, cut: { done: boolean }, depth = 0): unknown {
  if (typeof value === "string" && value.length > SHOWN_CHARS) {
    cut.done = true;
    return `${value.slice(0, SHOWN_CHARS)}…`;
  }
  if (Array.isArray(value)) {
    const shown = value.slice(0, SHOWN_ITEMS).map((v) => abbreviate(v, cut, depth + 1));
    if (value.length > SHOWN_ITEMS) {
      cut.done = true;
      shown.push(`… ${value.length - SHOWN_ITEMS} de plus`);
    }
    return shown;
  }
  if (value && typeof value === "object") {
    const entries = Object.entries(value);
    const kept = depth > 2 && entries.length > SHOWN_KEYS ? entries.slice(0, SHOWN_KEYS) : entries;
    const out: Record<string, unknown> = Object.fromEntries(kept.map(([k, v]) => [k, abbreviate(v, cut, depth + 1)]));
    if (kept.length < entries.length) {
      cut.done = true;
      out["…"] = `${entries.length - kept.length} champs de plus`;
    }
    return out;
  }
  return value;
}

/** The pattern of a route's files for one version, the id captured. */
function filePattern(route: Route, version: string): RegExp {
  const path = route.path.replace("{version}", version).replace("{id}", "(\\d+)").replace(/[.]/g, "\\.");
  return new RegExp(`^v1${path}\\.json$`);
}

/** For each route with an {id}, the id of its first file in the build (first version). */
function exampleIds(served: Iterable<string>, version: string): Map<Route, string> {
  const wanted = ROUTES.filter((r) => r.path.includes("{id}")).map((route) => ({ route, pattern: filePattern(route, version) }));
  const ids = new Map<Route, string>();
  for (const file of served) {
    if (ids.size === wanted.length) break;
    for (const { route, pattern } of wanted) {
      if (ids.has(route)) continue;
      const match = pattern.exec(file);
      if (match) ids.set(route, match[1]!);
    }
  }
  // A record is shown by the id of its first sub-list example, where it has one: a record
  // whose loot, say, is not empty.
  for (const route of ROUTES) {
    if (route.kind !== "sublist" || !ids.has(route)) continue;
    const record = ROUTES.find((r) => r.kind === "record" && route.path.startsWith(`${r.path}/`));
    if (record) ids.set(record, ids.get(route)!);
  }
  return ids;
}

/** A word of an example record's name that search finds, for the search example. */
function searchWord(name: string): string {
  const all = words(name);
  return all.find((w) => w.length > 3) ?? all[0] ?? "a";
}

export async function docsExamples(files: IndexFiles, served: Iterable<string>, base: string, versions: readonly string[]): Promise<Map<Route, Example>> {
  const version = versions[0]!;
  const ids = exampleIds(served, version);
  const examples = new Map<Route, Example>();
  let name = "";
  // Search last: it looks for a word of a record shown before.
  const ordered = [...ROUTES.filter((r) => r.kind !== "search"), ...ROUTES.filter((r) => r.kind === "search")];
  for (const route of ordered) {
    if (route.path.includes("{id}") && !ids.has(route)) continue; // no such record in this build
    if (route.contentType) continue; // llms.txt, made from these examples: its page links to it
    const path = route.path.replace("{version}", version).replace("{id}", ids.get(route) ?? "");
    const cut = { done: false };
    let request = path;
    let body: string;
    if (route.kind === "document" || route.kind === "record") {
      const file = fileOf(path);
      if (file.endsWith(".txt")) {
        const lines = new TextDecoder().decode((await files.bytes(file))!).split("\n");
        cut.done = lines.length > SHOWN_LINES;
        body = lines.slice(0, SHOWN_LINES).join("\n") + (cut.done ? `\n… ${lines.length - SHOWN_LINES} lignes de plus` : "");
      } else {
        const value = (await files.json(file)) as Record<string, unknown>;
        if (route.kind === "record" && !name && typeof value.name === "string") name = value.name;
        body = JSON.stringify(abbreviate(value, cut), null, 2);
      }
    } else {
      const values: Record<string, string> = route.kind === "search" ? { q: searchWord(name), limit: EXAMPLE_LIMIT } : { limit: EXAMPLE_LIMIT };
      request = `${path}?${new URLSearchParams(values)}`;
      const { body: answer } = await computeList(files, base, route, path, values);
      body = JSON.stringify(abbreviate(answer, cut), null, 2);
    }
    examples.set(route, { request, body, abbreviated: cut.done });
  }
  return examples;
}
