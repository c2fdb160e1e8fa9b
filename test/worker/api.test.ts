/**
 * The API contract against the real Worker (edge/worker.ts in workerd, dist/ bound as Workers
 * Static Assets by wrangler.jsonc), plus what only the Worker deployment can show.
 */
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, inject, it } from "vitest";
import { apiSuite } from "../support/api-suite.ts";

const facts = inject("dist");
const ORIGIN = "https://api.test";

apiSuite("worker", facts, (path, init) => SELF.fetch(`${ORIGIN}${path}`, init));

describe("worker: assets binding", () => {
  it("reads dist through ASSETS but never passes on the assets layer's own ETag", async () => {
    const direct = await (env as unknown as { ASSETS: Fetcher }).ASSETS.fetch(`${ORIGIN}/v1/stats.json`);
    expect(direct.status).toBe(200);
    const assetsEtag = direct.headers.get("ETag");
    await direct.body?.cancel();
    const response = await SELF.fetch(`${ORIGIN}/v1/stats`);
    expect(response.headers.get("ETag")).toBe(facts.manifest["v1/stats.json"]![0]);
    expect(response.headers.get("ETag")).not.toBe(assetsEtag);
  });

  it("serves the same answer with or without a client address", async () => {
    const a = await SELF.fetch(`${ORIGIN}/v1/stats`, { headers: { "CF-Connecting-IP": "203.0.113.9" } });
    const b = await SELF.fetch(`${ORIGIN}/v1/stats`);
    expect(a.status).toBe(200);
    expect(a.headers.get("ETag")).toBe(b.headers.get("ETag"));
    expect(await a.text()).toBe(await b.text());
  });
});
