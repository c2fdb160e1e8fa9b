import { describe, expect, it } from "vitest";
import { dbcOf } from "../../test/support/source-files.ts";
import { readLockKeys } from "./lock-keys.ts";

/** Lock.dbc: id, Type[8] (1 item, 2 skill), Index[8], Skill[8], Action[8]. */
const lock = (id: number, slots: [type: number, index: number][]) => {
  const row: number[] = new Array(33).fill(0);
  row[0] = id;
  slots.forEach(([type, index], i) => ((row[1 + i] = type), (row[9 + i] = index)));
  return row;
};

describe("readLockKeys", () => {
  it("reads the item slots of Lock.dbc, each key once; a lock without one is left out", () => {
    const dbc = dbcOf(33, [
      lock(57, [
        [1, 5060],
        [2, 1],
      ]), // Battered Chest: Thieves' Tools, or lockpicking
      lock(43, [
        [1, 10399],
        [1, 4444],
        [1, 10399],
      ]), // Old Lion Statue: two keys
      lock(24, [[2, 1]]), // lockpicking only: no key
    ]);
    expect([...readLockKeys(dbc)]).toEqual([
      [57, [5060]],
      [43, [10399, 4444]],
    ]);
  });
});
