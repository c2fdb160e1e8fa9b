/**
 * A small program a client of the API would write with the client openapi-typescript generates
 * from openapi.json (imported from ./api.ts, written beside it by test/node/openapi-client.test.ts)
 * and openapi-fetch: the root, a record, a filtered list walked by cursor, a search and an error.
 * The test compiles it with tsc --noEmit (so the generated types must fit what it does), then
 * runs it against the mirror. `seen` hands every answer back for validation.
 */
import createClient from "openapi-fetch";
import type { components, paths } from "./api.ts";

type Schemas = components["schemas"];

/** An answer, with the path template of its operation, for validation against openapi.json. */
export interface Seen {
  template: keyof paths;
  status: number;
  body: unknown;
}

export async function runClient(baseUrl: string, seen: (answer: Seen) => void): Promise<string[]> {
  // Code lists are one comma-separated parameter: openapi-fetch repeats arrays unless told so.
  const client = createClient<paths>({ baseUrl, querySerializer: { array: { style: "form", explode: false } } });
  const notes: string[] = [];

  const root = await client.GET("/");
  seen({ template: "/", status: root.response.status, body: root.data });
  const versions: Schemas["api"]["versions"] = root.data?.versions ?? [];
  notes.push(`root: ${versions.map((v) => v.id).join(",")}`);

  const npc = await client.GET("/{version}/npcs/{id}", { params: { path: { version: "classic", id: 639 } } });
  seen({ template: "/{version}/npcs/{id}", status: npc.response.status, body: npc.data });
  if (npc.data) {
    const line = npc.data.loot.data.find((l) => l.item !== null);
    // A loot line's item always carries its level: number | null, never undefined.
    const level: number | null = line?.item ? line.item.item_level : null;
    notes.push(`npc: ${npc.data.name} (${npc.data.rank_name}), loot item level ${level}`);
  }

  let cursor: string | undefined;
  let pages = 0;
  const types = new Set<string>();
  do {
    const page = await client.GET("/{version}/npcs", {
      params: { path: { version: "classic" }, query: { type: ["humanoid", "beast"], sort: "-level", limit: 3, cursor } },
    });
    seen({ template: "/{version}/npcs", status: page.response.status, body: page.data });
    if (!page.data) break;
    for (const element of page.data.data) types.add(element.type ?? "null");
    cursor = page.data.next_cursor ?? undefined;
    pages++;
  } while (cursor && pages < 100);
  notes.push(`list: ${pages} pages, types ${[...types].sort().join(",")}`);

  const search = await client.GET("/search", { params: { query: { q: "vancleef", type: ["npc", "item"] } } });
  seen({ template: "/search", status: search.response.status, body: search.data });
  notes.push(`search: ${(search.data?.data ?? []).map((r) => `${r.object}:${r.id}`).join(",")}`);
  // One result per record, with the versions it exists in.
  const records = await client.GET("/search", { params: { query: { q: "vancleef", unique: "record" } } });
  seen({ template: "/search", status: records.response.status, body: records.data });

  const missing = await client.GET("/{version}/npcs/{id}", { params: { path: { version: "classic", id: 999999999 } } });
  seen({ template: "/{version}/npcs/{id}", status: missing.response.status, body: missing.error });
  const code: Schemas["error"]["error"]["code"] | undefined = missing.error?.error.code;
  notes.push(`error: ${missing.response.status} ${code}`);
  return notes;
}
