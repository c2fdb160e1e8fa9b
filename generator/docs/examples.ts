/**
 * One example per route for the documentation: a request of the build's own data (an id that
 * exists, a word that is found) and its real answer, read from the files just written or
 * computed by the edge's own list and search code over them — never written by hand. Long
 * answers are abbreviated, and say so.
 */
import { fileOf, indexFile, type IndexFiles } from "../../layout/dist.ts";
import { recordApiPath, ROUTES, type Route } from "../../contract/routes.ts";
import { RESOURCES } from "../../contract/resources.ts";
import { namedRecord } from "../../computed/named.ts";
import { responseSchemaName } from "../../contract/schemas.ts";
import { words } from "../../contract/text.ts";
import { computeList } from "../../computed/answer.ts";
import { versionBefore } from "../../contract/patch-notes.ts";

export interface Example {
  /** path and query below the base address, e.g. `/classic/npcs?limit=2` */
  request: string;
  /** the answer, pretty-printed JSON or text */
  body: string;
  abbreviated: boolean;
}

/** Elements shown of an array, keys of a deeply nested object, characters of a text. */
const SHOWN_ITEMS = 3;
const SHOWN_KEYS = 12;
const SHOWN_CHARS = 240;
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

/** Sub-list files looked at per route for one with a few elements. */
const SUBLIST_CANDIDATES = 5000;

/**
 * For each route with an {id}, the id of an example in the build (first version): the first
 * file of a record route; for a sub-list, the first whose page holds two elements or more (most
 * records have empty ones), and its record is shown by the same id, where it has one.
 */
async function exampleIds(files: IndexFiles, served: Iterable<string>, version: string): Promise<Map<Route, string>> {
  const shownBySublist = new Set<Route>();
  const wanted = ROUTES.filter((r) => r.path.includes("{id}")).map((route) => ({
    route,
    pattern: filePattern(route, version),
    found: [] as string[],
  }));
  for (const file of served) {
    for (const w of wanted) {
      if (w.found.length >= (w.route.kind === "sublist" || w.route.kind === "differences" ? SUBLIST_CANDIDATES : 1)) continue;
      const match = w.pattern.exec(file);
      if (match) w.found.push(match[1]!);
    }
  }
  const ids = new Map<Route, string>();
  for (const { route, found } of wanted) {
    if (route.kind === "differences") {
      // The first comparison with a difference, else the first.
      const path = (id: string) => fileOf(route.path.replace("{id}", id));
      const chosen = await firstOf(found, async (id) => {
        const body = (await files.json(path(id))) as { pairs?: { differences: unknown[] }[] } | null;
        return (body?.pairs ?? []).some((p) => p.differences.length > 0);
      });
      if (chosen !== undefined) ids.set(route, chosen);
      continue;
    }
    if (route.kind !== "sublist") {
      if (found.length) ids.set(route, found[0]!);
      continue;
    }
    let chosen = found[0];
    for (const id of found) {
      const page = (await files.json(fileOf(route.path.replace("{version}", version).replace("{id}", id)))) as { data?: unknown[] } | null;
      if ((page?.data?.length ?? 0) >= 2) {
        chosen = id;
        break;
      }
    }
    if (chosen === undefined) continue;
    ids.set(route, chosen);
    const record = ROUTES.find((r) => r.kind === "record" && route.path.startsWith(`${r.path}/`));
    if (record && !shownBySublist.has(record)) {
      ids.set(record, chosen);
      shownBySublist.add(record);
    }
  }
  return ids;
}

/** The first of `ids` that `wanted` accepts, else the first. */
async function firstOf(ids: readonly string[], wanted: (id: string) => Promise<boolean>): Promise<string | undefined> {
  for (const id of ids) if (await wanted(id)) return id;
  return ids[0];
}

/** A word of an example record's name that search finds, for the search example. */
function searchWord(name: string): string {
  const all = words(name);
  return all.find((w) => w.length > 3) ?? all[0] ?? "a";
}

export async function docsExamples(
  files: IndexFiles,
  served: Iterable<string>,
  base: string,
  versions: readonly string[],
): Promise<Map<Route, Example>> {
  const version = versions[0]!;
  const ids = await exampleIds(files, served, version);
  const examples = new Map<Route, Example>();
  let name = "";
  // Search last: it looks for a word of a record shown before.
  const ordered = [...ROUTES.filter((r) => r.kind !== "search"), ...ROUTES.filter((r) => r.kind === "search")];
  for (const route of ordered) {
    if (route.path.includes("{id}") && !ids.has(route)) continue; // no such record in this build
    // The bulk files and the history are made after the documentation, at the end of the build.
    if (route.kind === "bulk" || route.kind === "download" || route.kind === "changes") continue;
    // openapi.json and llms.txt describe the API rather than answer with data (llms.txt is even
    // made from these examples): their pages link to the file itself.
    if (responseSchemaName(route) === null) continue;
    // Patch notes compare a version with the one before it: the first version has none.
    const shownVersion = route.kind === "patch_notes" ? versions.find((v) => versionBefore(v) !== null) : version;
    if (shownVersion === undefined) continue;
    const path = route.path.replace("{version}", shownVersion).replace("{id}", ids.get(route) ?? "");
    // A build without comparisons has no patch notes (GenerateOptions.comparisons).
    if (route.kind === "patch_notes" && (await files.json(indexFile(path))) === null) continue;
    const cut = { done: false };
    let request = path;
    let body: string;
    if (route.kind === "named") {
      // The name of the record its record route shows, looked up as the edge does.
      const record = ROUTES.find((r) => r.kind === "record" && r.path === route.path.replace(/\/named$/, "/{id}"))!;
      const id = ids.get(record);
      if (id === undefined) continue;
      const shown = (await files.json(fileOf(record.path.replace("{version}", version).replace("{id}", id)))) as { name?: unknown };
      if (typeof shown.name !== "string") continue;
      const resource = RESOURCES.find((r) => route.path === `/{version}/${r.segment}/named`)!;
      const found = await namedRecord(files, version, resource, shown.name);
      request = `${path}?${new URLSearchParams({ name: shown.name })}`;
      body = JSON.stringify(abbreviate(await files.json(fileOf(recordApiPath(version, resource, found))), cut), null, 2);
    } else if (route.kind === "document" || route.kind === "record" || route.kind === "differences") {
      const value = (await files.json(fileOf(path))) as Record<string, unknown>;
      if (route.kind === "record" && !name && typeof value.name === "string") name = value.name;
      body = JSON.stringify(abbreviate(value, cut), null, 2);
    } else {
      const values: Record<string, string> =
        route.kind === "search" ? { q: searchWord(name), limit: EXAMPLE_LIMIT } : { limit: EXAMPLE_LIMIT };
      request = `${path}?${new URLSearchParams(values)}`;
      const { body: answer } = await computeList(files, base, route, path, values);
      body = JSON.stringify(abbreviate(answer, cut), null, 2);
    }
    examples.set(route, { request, body, abbreviated: cut.done });
  }
  return examples;
}
