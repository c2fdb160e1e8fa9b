/**
 * The FileStore adapters inside workerd: Workers Static Assets answers null for a missing key,
 * and the handler over an R2 bucket (Miniflare's real R2 simulator, filled from the assets)
 * gives the same answers as the deployed worker.
 */
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, inject, it, vi } from "vitest";
import { BUILD_FILE, etagShardFile } from "../../edge/api/layout.ts";
import { assetsStore } from "../../edge/files/assets.ts";
import { r2Store } from "../../edge/files/r2.ts";
import { handle } from "../../edge/handler.ts";
import { SEARCH_MANIFEST, termShardFile, type SearchManifest } from "../../edge/search/layout.ts";

const facts = inject("dist");
const bindings = env as unknown as { ASSETS: Fetcher; TEST_R2: R2Bucket };
const assets = assetsStore(bindings.ASSETS);
const record = Object.keys(facts.manifest).find((f) => /^v1\/\w+\/npcs\/\d+\.json$/.test(f))!;
const notCopied = Object.keys(facts.manifest).find((f) => /^v1\/\w+\/npcs\/\d+\.json$/.test(f) && f !== record)!;
const truncated = Object.keys(facts.manifest).find((f) => /^v1\/\w+\/quests\/\d+\.json$/.test(f))!;

describe("assets store", () => {
  it("reads a file and answers null for a missing key", async () => {
    expect(JSON.parse(await (await assets.get("v1/stats.json"))!.text()).object).toBe("stats");
    expect(await assets.get("v1/classic/npcs/987654321.json")).toBeNull();
  });
});

describe("handler over R2", () => {
  const r2 = r2Store(bindings.TEST_R2);
  const send = (path: string) => handle(new Request(`https://api.test${path}`), { files: r2, clientAddress: "192.0.2.1" });

  beforeAll(async () => {
    const keys = [BUILD_FILE, "v1/stats.json", record];
    for (let i = 0; i < facts.build.etag_shards; i++) keys.push(etagShardFile(i));
    for (const key of keys) await bindings.TEST_R2.put(key, await (await assets.get(key))!.text());
    await bindings.TEST_R2.put(truncated, (await (await assets.get(truncated))!.text()).slice(0, 40));
  });

  it("answers like the deployed worker", async () => {
    for (const path of ["/v1/stats", `/${record.replace(/\.json$/, "")}`]) {
      const [viaR2, viaWorker] = [await send(path), await SELF.fetch(`https://api.test${path}`)];
      expect(viaR2.status, path).toBe(200);
      expect(viaR2.headers.get("ETag")).toBe(viaWorker.headers.get("ETag"));
      expect(viaR2.headers.get("Cache-Control")).toBe(viaWorker.headers.get("Cache-Control"));
      expect(await viaR2.text()).toBe(await viaWorker.text());
    }
  });

  it("reads the binary files of the indexes byte for byte", async () => {
    const manifest = JSON.parse(await (await assets.get(SEARCH_MANIFEST))!.text()) as SearchManifest;
    const file = termShardFile(Object.keys(manifest.terms)[0]!);
    const bytes = await (await assets.get(file))!.bytes();
    expect(bytes.length).toBeGreaterThan(8);
    await bindings.TEST_R2.put(file, bytes);
    expect(await (await r2.get(file))!.bytes()).toEqual(bytes);
  });

  it("answers resource_missing for a number the build does not have", async () => {
    const response = await send("/v1/classic/npcs/987654321");
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("resource_missing");
  });

  it("answers internal_error, never the broken bytes, when a file does not match its ETag", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      for (const method of ["GET", "HEAD"]) {
        const response = await handle(new Request(`https://api.test/${truncated.replace(/\.json$/, "")}`, { method }), { files: r2, clientAddress: null });
        expect(response.status, method).toBe(500);
        expect(response.headers.get("ETag")).toBeNull();
        if (method === "GET") expect(((await response.json()) as { error: { code: string } }).error.code).toBe("internal_error");
      }
      expect(String(log.mock.calls[0]?.[1])).toContain("does not match build");
    } finally {
      log.mockRestore();
    }
  });

  it("answers internal_error, and logs it, when storage lacks a file the build lists", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const response = await send(`/${notCopied.replace(/\.json$/, "")}`);
      expect(response.status).toBe(500);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("internal_error");
      expect(String(log.mock.calls[0]?.[0])).toContain(response.headers.get("X-Request-Id"));
    } finally {
      log.mockRestore();
    }
  });
});
