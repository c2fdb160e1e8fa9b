/**
 * The id index of a top-level list (dist.ts idIndexFile): where each record of the list sits in
 * its default order, looked up by game number without reading the list, so that a request for a
 * few records by `ids` reads this file and the chunks holding them only. Written by the
 * generator, read by the edge (lists/engine.ts).
 *
 *   u32 little-endian    n, the number of records
 *   n × u32 LE           their game numbers, ascending
 *   n × u32 LE           the position of each in the list's default order, in the same order
 *
 * A number past u32 is no record of the data: the generator refuses one, a lookup misses it.
 */
import { partitionPoint } from "../lib/bisect.ts";

const U32_MAX = 0xffffffff;

/** The id index of a list whose ids are given in default order (position i holds ids[i]). */
export function encodeIdIndex(ids: ArrayLike<number>): Uint8Array {
  const n = ids.length;
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => ids[a]! - ids[b]!);
  const out = new Uint8Array(4 * (1 + 2 * n));
  const view = new DataView(out.buffer);
  view.setUint32(0, n, true);
  order.forEach((position, i) => {
    const id = ids[position]!;
    if (!Number.isInteger(id) || id < 0 || id > U32_MAX) throw new Error(`id index: ${id} is no 32-bit game number`);
    if (i > 0 && ids[order[i - 1]!] === id) throw new Error(`id index: ${id} is listed twice`);
    view.setUint32(4 * (1 + i), id, true);
    view.setUint32(4 * (1 + n + i), position, true);
  });
  return out;
}

/** The number of records of an id index. */
export function idCountOf(index: Uint8Array): number {
  return new DataView(index.buffer, index.byteOffset, index.byteLength).getUint32(0, true);
}

/** The position of a record in its list's default order, or -1 when the list has none of this number. */
export function positionOfId(index: Uint8Array, id: number): number {
  const view = new DataView(index.buffer, index.byteOffset, index.byteLength);
  const n = view.getUint32(0, true);
  const at = partitionPoint(0, n, (i) => view.getUint32(4 * (1 + i), true) < id);
  return at < n && view.getUint32(4 * (1 + at), true) === id ? view.getUint32(4 * (1 + n + at), true) : -1;
}
