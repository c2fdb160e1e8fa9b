/**
 * Texts and bytes packed into one buffer, each at its place, for a batch that crosses to or from a
 * thread whole: moved rather than copied, where strings would be cloned into the other heap.
 */

/** The items' UTF-8 bytes one after the other, in a buffer of its own (not Node's shared pool, so it can be moved), and each item's [start, end]. */
export function packBytes(items: readonly (string | Uint8Array)[]): { bytes: Buffer; places: [start: number, end: number][] } {
  let size = 0;
  for (const item of items) size += typeof item === "string" ? Buffer.byteLength(item) : item.byteLength;
  const bytes = Buffer.allocUnsafeSlow(size);
  const places: [number, number][] = [];
  let at = 0;
  for (const item of items) {
    const start = at;
    if (typeof item === "string") at += bytes.write(item, at);
    else {
      bytes.set(item, at);
      at += item.byteLength;
    }
    places.push([start, at]);
  }
  return { bytes, places };
}
