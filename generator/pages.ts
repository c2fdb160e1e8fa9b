/**
 * Paginated lists: the list envelope, the cursor pages of a collection under its default query
 * (default sort, limit 20), and the short lists embedded in a record (first 10 elements).
 */
import { LIMIT_DEFAULT } from "../contract/params.ts";
import { collectionFingerprint, encodeCursor, querySignature } from "../hashing/cursor.ts";
import { defaultPageFile } from "../layout/dist.ts";
import { listEnvelope, nextPageUrl, type ListEnvelope } from "../contract/list-envelope.ts";
import type { Addresses } from "../contract/addresses.ts";

export interface Page {
  file: string;
  body: unknown;
  /** address of the next page, for the Link header. */
  next: string | null;
}

/** A collection read a part at a time: an array, or a list read from the build's state. */
export interface Slices {
  readonly length: number;
  slice(start: number, end: number): unknown[];
}

/**
 * The pre-rendered pages of a collection, one at a time: from offset 0 by steps of 20, and also
 * from each offset in `alsoFrom` (the embedded first-10 list continues at offset 10).
 */
export function* pagesOf(
  addresses: Addresses,
  path: string,
  elements: Slices,
  alsoFrom: number[] = [],
  collection = collectionFingerprint(elements.slice(0, elements.length)),
): Iterable<Page> {
  const query = querySignature(path, {});
  const cursorAt = (offset: number) => encodeCursor({ query, collection, offset });
  for (const start of [0, ...alsoFrom.filter((o) => o > 0 && o < elements.length)]) {
    for (let offset = start; offset === 0 || offset < elements.length; offset += LIMIT_DEFAULT) {
      const end = offset + LIMIT_DEFAULT;
      const next = end < elements.length ? cursorAt(end) : null;
      yield {
        file: defaultPageFile(path, collection, offset),
        body: listEnvelope(elements.slice(offset, end), next, `${addresses.base_url}${path}`),
        next: next && nextPageUrl(`${addresses.base_url}${path}`, next),
      };
    }
  }
}

export const EMBEDDED_SIZE = 10;

/** The first elements of a sub-list, as embedded in a record; its url is the sub-list route. */
export function embedded<T>(addresses: Addresses, path: string, elements: T[]): ListEnvelope<T> {
  const next =
    elements.length > EMBEDDED_SIZE
      ? encodeCursor({ query: querySignature(path, {}), collection: collectionFingerprint(elements), offset: EMBEDDED_SIZE })
      : null;
  return listEnvelope(elements.slice(0, EMBEDDED_SIZE), next, `${addresses.base_url}${path}`);
}
