/**
 * Reader of the client's WDBC tables (2.4.3 layout: a 20-byte header, fixed-size records of
 * 32-bit fields, then a string block). Only integer fields and strings are needed here.
 */
export interface Dbc {
  fields: number;
  rows: Uint32Array[];
  /** The string stored at an offset of the string block (locstring fields hold offsets). */
  text(offset: number): string;
}

export function readDbc(buf: Buffer): Dbc {
  if (buf.toString("latin1", 0, 4) !== "WDBC") throw new Error("not a WDBC file");
  const [count, fields, size, stringSize] = [0, 1, 2, 3].map((i) => buf.readUInt32LE(4 + 4 * i)) as [number, number, number, number];
  const rows: Uint32Array[] = [];
  for (let r = 0; r < count; r++) {
    const row = new Uint32Array(fields);
    for (let f = 0; f < fields; f++) row[f] = buf.readUInt32LE(20 + r * size + 4 * f);
    rows.push(row);
  }
  const strings = buf.subarray(20 + count * size, 20 + count * size + stringSize);
  return {
    fields,
    rows,
    text(offset) {
      const end = strings.indexOf(0, offset);
      return strings.toString("utf8", offset, end < 0 ? strings.length : end);
    },
  };
}
