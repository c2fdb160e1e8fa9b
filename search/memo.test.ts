import { describe, expect, it } from "vitest";
import type { SearchManifest } from "../layout/search-index.ts";
import { ENTRY_BYTES, entryBytes, MEMO_BYTES, memoized } from "./memo.ts";

const manifest = () => ({}) as SearchManifest;
const empty = async () => ({ docs: new Int32Array(0) });
const none = () => 0;

describe("search memo", () => {
  it("counts an entry at its payload, its key and what V8 holds beside them", () => {
    expect(entryBytes("t:ab", 0)).toBe(ENTRY_BYTES + 8);
    expect(entryBytes("t:ab", 13 * 1000)).toBe(ENTRY_BYTES + 8 + 13_000);
  });

  it("keeps a bounded number of entries that match nothing: the oldest go first", async () => {
    const m = manifest();
    let computed = 0;
    const first = () => memoized(m, "t:first", async () => (computed++, { docs: new Int32Array(0) }), none);
    await first();
    await first();
    expect(computed).toBe(1);
    // As many empty entries as fit, and then some: the first one has to go.
    const fit = Math.ceil(MEMO_BYTES / entryBytes("t:zz000000", 0));
    for (let i = 0; i < fit + 10; i++) await memoized(m, `t:zz${String(i).padStart(6, "0")}`, empty, none);
    await first();
    expect(computed).toBe(2);
  });

  it("keeps an entry that was used since, over entries added after it", async () => {
    const m = manifest();
    let computed = 0;
    const kept = () => memoized(m, "t:kept", async () => (computed++, { docs: new Int32Array(0) }), none);
    await kept();
    const fit = Math.floor(MEMO_BYTES / entryBytes("t:zz000000", 0));
    for (let i = 0; i < fit - 10; i++) {
      await memoized(m, `t:zz${String(i).padStart(6, "0")}`, empty, none);
      if (i % 1000 === 0) await kept();
    }
    expect(computed).toBe(1);
  });
});
