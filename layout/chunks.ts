/**
 * The chunk files of a list index (dist.ts): a run of list elements, each kept as its own
 * JSON text behind an offset table, so that the edge parses only the elements a page or a
 * search result needs, not the whole chunk. Written by the generator, read by the edge.
 *
 *   u32 little-endian    n, the number of elements
 *   (n + 1) × u32 LE     byte offsets of the elements, from the end of this table
 *   then                 the elements' compact JSON texts, UTF-8, one after the other
 */
import type { IndexFiles } from "./dist.ts";

export function encodeChunk(elements: readonly unknown[]): Uint8Array {
  const encoder = new TextEncoder();
  const texts = elements.map((e) => encoder.encode(JSON.stringify(e)));
  const table = 4 * (elements.length + 2);
  const out = new Uint8Array(table + texts.reduce((s, t) => s + t.length, 0));
  const view = new DataView(out.buffer);
  view.setUint32(0, elements.length, true);
  let at = 0;
  texts.forEach((text, i) => {
    view.setUint32(4 * (i + 1), at, true);
    out.set(text, table + at);
    at += text.length;
  });
  view.setUint32(4 * (elements.length + 1), at, true);
  return out;
}

const decoder = new TextDecoder();

/** Element i of a chunk, parsed; undefined past its end. */
export function chunkElement(bytes: Uint8Array, i: number): unknown {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint32(0, true);
  if (!(i >= 0 && i < count)) return undefined;
  const table = 4 * (count + 2);
  const start = view.getUint32(4 * (i + 1), true),
    end = view.getUint32(4 * (i + 2), true);
  return JSON.parse(decoder.decode(bytes.subarray(table + start, table + end)));
}

/** Every element of a chunk, parsed. */
export function chunkElements(bytes: Uint8Array): unknown[] {
  const count = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0, true);
  return Array.from({ length: count }, (_, i) => chunkElement(bytes, i));
}

/** The elements at these places of chunk files, in order, each chunk read once (a list's page,
 * search results). */
export async function elementsAt(files: IndexFiles, places: readonly { file: string; at: number }[]): Promise<unknown[]> {
  const chunks = new Map<string, Uint8Array>();
  await Promise.all(
    [...new Set(places.map((p) => p.file))].map(async (file) => {
      const chunk = await files.bytes(file);
      if (!chunk) throw new Error(`list index: ${file} is missing`);
      chunks.set(file, chunk);
    }),
  );
  return places.map((p) => chunkElement(chunks.get(p.file)!, p.at));
}
