import { describe, expect, it } from "vitest";
import { readDbc } from "../formats/dbc.ts";
import { readLocks } from "./lock-dbc.ts";

describe("lock-dbc", () => {
  it("Lock.dbc: lockpicking, herbalism and mining locks with their level", () => {
    const row = (id: number, type: number, index: number, skill: number) => {
      const r = new Array(33).fill(0);
      [r[0], r[2], r[10], r[18]] = [id, type, index, skill];
      return r;
    };
    const rows = [row(24, 2, 1, 70), row(29, 2, 2, 0), row(57, 2, 5, 0)];
    const buf = Buffer.alloc(20 + rows.length * 132 + 1);
    buf.write("WDBC", 0, "latin1");
    [rows.length, 33, 132, 1].forEach((v, i) => buf.writeUInt32LE(v, 4 + 4 * i));
    rows.forEach((r, i) => r.forEach((v, f) => buf.writeUInt32LE(v, 20 + i * 132 + 4 * f)));
    expect(readDbc(buf).rows).toHaveLength(3);
    const locks = readLocks(readDbc(buf));
    expect(locks.get(24)).toEqual({ type: "locked_chest", skill: "lockpicking", level: 70 });
    expect(locks.get(29)).toEqual({ type: "herb", skill: "herbalism", level: 0 });
    expect(locks.has(57)).toBe(false);
  });
});
