/**
 * Texts and bytes packed into one buffer, each at its place, for a batch that crosses to or from a
 * thread whole: moved rather than copied, where strings would be cloned into the other heap.
 */

/**
 * The items' UTF-8 bytes one after the other, in a buffer of its own (not Node's shared pool, so it
 * can be moved), and each item's [start, end]. The buffer is sized for the most bytes a text can
 * take (three per UTF-16 unit) rather than measured, which would read every text twice: the pages
 * past what is written are never touched, so they take no memory.
 */
export function packBytes(items: readonly (string | Uint8Array)[]): { bytes: Buffer; places: [start: number, end: number][] } {
  let most = 0;
  for (const item of items) most += typeof item === "string" ? item.length * 3 : item.byteLength;
  const buffer = Buffer.allocUnsafeSlow(most);
  const places: [number, number][] = [];
  let at = 0;
  for (const item of items) {
    const start = at;
    if (typeof item === "string") at += buffer.write(item, at);
    else {
      buffer.set(item, at);
      at += item.byteLength;
    }
    places.push([start, at]);
  }
  return { bytes: buffer.subarray(0, at), places };
}
