// @vitest-environment node
/**
 * A client that hangs up must never fail another request. In workerd, a request that waits on
 * a read another request started dies with that request when its client cancels it (the
 * runtime's "code had hung" 500, without the API's headers). Here 64 requests for the same cold
 * files overlap in the real Worker under workerd, the first is cancelled while the others wait,
 * and every other one must get its normal answer.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { distDir } from "../support/dist.ts";
import { startWorkerd, type Workerd } from "../support/workerd.ts";

let workerd: Workerd;
beforeAll(async () => {
  workerd = await startWorkerd(distDir(), 30);
}, 60_000);
afterAll(() => workerd?.dispose());

describe("a request cancelled by its client", () => {
  it.each([
    // the isolate's first request: build.json, then an ETag shard, then the record
    ["/v1/classic/npcs/639", 10],
    // a filtered list: its index and chunks
    ["/v1/tbc/items?quality=epic", 40],
    // a search: the manifest, name and term shards, then the summaries' chunks
    ["/v1/search?q=epee&version=wotlk", 70],
  ])(
    "does not fail the others waiting on the same files (%s, cancelled after %i ms)",
    async (path, abortAfterMs) => {
      const { first, others } = await workerd.burst(path, 64, abortAfterMs);
      expect(first).toBe("aborted");
      expect(others).toEqual(Array(63).fill("200 id"));
    },
    30_000,
  );
});
