/**
 * The Workers Static Assets FileStore inside workerd answers null for a missing key. The R2
 * store is tested end to end over a bucket filled by the deploy command (test/node/deploy.test.ts).
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { assetsStore } from "../../edge/worker.ts";

const assets = assetsStore((env as unknown as { ASSETS: Fetcher }).ASSETS);

describe("assets store", () => {
  it("reads a file and answers null for a missing key", async () => {
    expect(JSON.parse(await (await assets.get("v1/stats.json"))!.text()).object).toBe("stats");
    expect(await assets.get("v1/classic/npcs/987654321.json")).toBeNull();
  });
});
