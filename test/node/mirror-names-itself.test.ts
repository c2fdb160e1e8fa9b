// @vitest-environment node
/**
 * A mirror names itself: the sample build, made for another address, served by the
 * mirror on an ephemeral port hands out its own addresses — record and list `url`s, `Link`,
 * `next_cursor` pages, `doc_url`, llms.txt, computed lists — or those of --base-url, with ETags
 * that are the hash of the bytes sent (so they change exactly when those bytes do). And the
 * relocation itself on addresses that start with one another.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Addresses } from "../../contract/addresses.ts";
import { contentHashOf } from "../../hashing/content-hash.ts";
import { mirrorAddresses, relocationBetween } from "../../edge/testing.ts";
import { startMirror } from "../../edge/node/server.ts";
import { readDistFacts } from "../support/dist.ts";

const facts = readDistFacts();
const built = facts.build.addresses;
const servers: Server[] = [];
let own: string;
let given: string;
let asBuilt: string;
const GIVEN = "https://miroir.example/api/v1";

beforeAll(async () => {
  const start = async (baseUrl?: string) => {
    const mirror = await startMirror({ dist: facts.dir, port: 0, baseUrl });
    servers.push(mirror.server);
    return mirror.url;
  };
  own = await start("listening");
  given = await start(GIVEN);
  asBuilt = await start(built.base_url);
});
afterAll(() => Promise.all(servers.map((server) => new Promise<void>((done) => server.close(() => done())))));

const etagOfBody = (bytes: Uint8Array) => contentHashOf(bytes);
const onDisk = (file: string) => readFileSync(join(facts.dir, file));
const builtAddresses = [built.base_url, built.docs_url, built.site_url];

async function get(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes, text: new TextDecoder().decode(bytes) };
}

describe("a mirror serving a build made for another address", () => {
  it("hands out its own address in a record, with the ETag of the bytes it sends", async () => {
    const { response, bytes, text } = await get(`${own}/v1/classic/npcs/639`);
    expect(response.status).toBe(200);
    const body = JSON.parse(text);
    expect(body.api_url).toBe(`${own}/v1/classic/npcs/639`);
    expect(body.url.startsWith(`${own}/`)).toBe(true);
    for (const address of builtAddresses) expect(text).not.toContain(address);
    expect(text).toContain(built.media_url.split("{icon}")[0]!); // icons stay on their outside host
    const etag = response.headers.get("ETag")!;
    expect(etag).toBe(etagOfBody(bytes));
    expect(etag).not.toBe(facts.manifest["v1/classic/npcs/639.json"]![0]);
    // The relocated ETag is the one that revalidates; the build's is another body's.
    expect((await fetch(`${own}/v1/classic/npcs/639`, { headers: { "If-None-Match": etag } })).status).toBe(304);
    expect(
      (await fetch(`${own}/v1/classic/npcs/639`, { headers: { "If-None-Match": facts.manifest["v1/classic/npcs/639.json"]![0] } })).status,
    ).toBe(200);
  });

  it("names itself in a page of the site too: canonical, JSON alternate, Open Graph, with the ETag of the bytes it sends", async () => {
    const { response, bytes, text } = await get(`${own}/classic/npc/639`);
    expect(response.status).toBe(200);
    expect(text).toContain(`<link rel="canonical" href="${own}/classic/npc/639" />`);
    expect(text).toContain(`<link rel="alternate" type="application/json" href="${own}/v1/classic/npcs/639" />`);
    expect(text).toContain(`<meta property="og:url" content="${own}/classic/npc/639" />`);
    for (const address of builtAddresses) expect(text).not.toContain(address);
    const etag = response.headers.get("ETag")!;
    expect(etag).toBe(etagOfBody(bytes));
    expect((await fetch(`${own}/classic/npc/639`, { headers: { "If-None-Match": etag } })).status).toBe(304);
    const there = await get(`${given}/classic/npc/639`);
    expect(there.text).toContain('<link rel="canonical" href="https://miroir.example/api/classic/npc/639" />');
  });

  it("keeps the bytes and the build's ETag of a file that holds no address", async () => {
    const { response, bytes } = await get(`${own}/v1/stats`);
    expect(Buffer.from(bytes).equals(onDisk("v1/stats.json"))).toBe(true);
    expect(response.headers.get("ETag")).toBe(facts.manifest["v1/stats.json"]![0]);
  });

  it("pages a list through its own Link header and next_cursor", async () => {
    const first = await get(`${own}/v1/classic/npcs`);
    const body = JSON.parse(first.text);
    expect(body.url).toBe(`${own}/v1/classic/npcs`);
    expect(body.has_more).toBe(true);
    const next = `${own}/v1/classic/npcs?cursor=${body.next_cursor}`;
    expect(first.response.headers.get("Link")).toBe(`<${next}>; rel="next"`);
    const second = await get(next);
    expect(second.response.status).toBe(200);
    expect(JSON.parse(second.text).data[0].api_url.startsWith(`${own}/v1/classic/npcs/`)).toBe(true);
    expect(second.response.headers.get("ETag")).toBe(etagOfBody(second.bytes));
  });

  it("relocates computed answers too: filtered lists and search", async () => {
    for (const path of ["/v1/classic/npcs?sort=-level&limit=3", "/v1/search?q=vancleef"]) {
      const { response, bytes, text } = await get(`${own}${path}`);
      expect(response.status, path).toBe(200);
      expect(JSON.parse(text).url.startsWith(`${own}/v1/`), path).toBe(true);
      for (const address of builtAddresses) expect(text, path).not.toContain(address);
      expect(response.headers.get("ETag"), path).toBe(etagOfBody(bytes));
    }
  });

  it("points doc_url and llms.txt at itself", async () => {
    const error = await get(`${own}/v1/nowhere`);
    expect(error.response.status).toBe(404);
    expect(JSON.parse(error.text).error.doc_url).toBe(`${own}/docs/erreurs#route_unknown`);
    const llms = await get(`${own}/v1/llms.txt`);
    expect(llms.text).toContain(`${own}/v1`);
    for (const address of builtAddresses) expect(llms.text).not.toContain(address);
  });

  it("uses --base-url when given, docs and site on its origin", async () => {
    const { text } = await get(`${given}/v1/classic/npcs/639`);
    expect(JSON.parse(text).api_url).toBe(`${GIVEN}/classic/npcs/639`);
    const error = JSON.parse((await get(`${given}/v1/classic/npcs/0`)).text);
    expect(error.error.doc_url).toBe("https://miroir.example/api/docs/erreurs#parameter_invalid");
  });

  it("serves a build made for its own address exactly as built", async () => {
    const { response, bytes } = await get(`${asBuilt}/v1/classic/npcs/639`);
    expect(Buffer.from(bytes).equals(onDisk("v1/classic/npcs/639.json"))).toBe(true);
    expect(response.headers.get("ETag")).toBe(facts.manifest["v1/classic/npcs/639.json"]![0]);
  });
});

describe("relocation of addresses", () => {
  const from: Addresses = {
    base_url: "https://x.example/v1",
    docs_url: "https://x.example/docs",
    site_url: "https://x.example",
    media_url: "https://x.example/media",
    map_url: "",
  };
  const to = mirrorAddresses("http://127.0.0.1:9/v1", from);

  it("matches each address whole, the longest first, and leaves icons where they are", () => {
    const relocation = relocationBetween(from, to)!;
    expect(to).toEqual({
      base_url: "http://127.0.0.1:9/v1",
      docs_url: "http://127.0.0.1:9/docs",
      site_url: "http://127.0.0.1:9",
      media_url: from.media_url,
      map_url: "",
    });
    expect(
      relocation.text(
        '"https://x.example/v1/classic/npcs/1" "https://x.example/docs/erreurs#a" "https://x.example/classic/pnj/1" "https://x.example/media/i.jpg"',
      ),
    ).toBe(
      '"http://127.0.0.1:9/v1/classic/npcs/1" "http://127.0.0.1:9/docs/erreurs#a" "http://127.0.0.1:9/classic/pnj/1" "https://x.example/media/i.jpg"',
    );
    // Another host or port that starts with the same text is not the build's address.
    expect(relocation.text("https://x.example.org/ https://x.example:8443/v1")).toBe("https://x.example.org/ https://x.example:8443/v1");
    expect(relocation.text("Base : https://x.example/v1. Addresses : https://x.example.")).toBe(
      "Base : http://127.0.0.1:9/v1. Addresses : http://127.0.0.1:9.",
    );
  });

  it("returns the same bytes when there is nothing to change, and no relocation between equal sites", () => {
    const relocation = relocationBetween(from, to)!;
    const bytes = new TextEncoder().encode('{"name":"Edwin"}');
    expect(relocation.bytes(bytes)).toBe(bytes);
    expect(relocationBetween(from, { ...from })).toBeNull();
  });
});
