/**
 * Opaque pagination cursors, shared by the generator (pre-rendered pages) and the edge
 * (computed pages) so that both issue the same cursor for the same page.
 *
 * A cursor carries the query it was issued for (a hash of route path, filters and sort; not
 * limit, so a client may change page size while walking), the fingerprint of the collection at
 * build time (a cursor from another build is refused), the offset of the next element, and a
 * check over the three: an edited cursor (another offset, say) is refused before any work.
 * Offsets are exact because a build's data never changes. The check is not a secret signature
 * (the build is reproducible from public code and data): a cursor rebuilt from this file reaches
 * a page that walking reaches too, at the cost of any page (pages cost the same at every depth,
 * and search stops at SEARCH_DEPTH_MAX).
 */
import { fromBase64url, toBase64url } from "../lib/base64url.ts";
import { hash8, hash8OfParts } from "./fnv.ts";

export interface CursorState {
  query: string;
  collection: string;
  offset: number;
}

const SHAPE = /^[A-Za-z0-9_-]{8,120}$/;

/**
 * Fingerprint of a collection's content, `hash8(prefix + JSON.stringify(elements))`, computed
 * element by element: a version's whole list, or every searchable record, as one JSON text
 * weighed hundreds of MB at the build's peak. A cursor from another build of it is refused.
 */
export function collectionFingerprint(elements: Iterable<unknown>, prefix = ""): string {
  function* texts() {
    for (const element of elements) yield elementText(element);
  }
  return fingerprintOfTexts(texts(), prefix);
}

/** An element's text as a collection's fingerprint reads it. */
export const elementText = (element: unknown): string => JSON.stringify(element) ?? "null";

/** collectionFingerprint of elements whose texts (elementText) are in hand. */
export function fingerprintOfTexts(texts: Iterable<string>, prefix = ""): string {
  function* parts() {
    yield `${prefix}[`;
    let first = true;
    for (const text of texts) {
      if (!first) yield ",";
      first = false;
      yield text;
    }
    yield "]";
  }
  return hash8OfParts(parts());
}

/** The query identity of a list request: route path plus its filters and sort, canonical. */
export function querySignature(path: string, filters: Record<string, string>): string {
  const canonical = Object.keys(filters)
    .sort()
    .map((k) => `${k}=${filters[k]}`)
    .join("&");
  return hash8(`${path}?${canonical}`);
}

/** The check of a cursor's content. */
const checkOf = (content: string) => hash8(`cursor:${content}`);

export function encodeCursor(state: CursorState): string {
  const content = `${state.query}.${state.collection}.${state.offset.toString(36)}`;
  return toBase64url(`${content}.${checkOf(content)}`);
}

/** The cursor's content, or null when it is not one this API issued. */
export function decodeCursor(cursor: string): CursorState | null {
  if (!SHAPE.test(cursor)) return null;
  let text: string;
  try {
    text = fromBase64url(cursor);
  } catch {
    return null;
  }
  const match = /^(([0-9a-f]{8})\.([0-9a-f]{8})\.([0-9a-z]{1,10}))\.([0-9a-f]{8})$/.exec(text);
  if (!match || checkOf(match[1]!) !== match[5]) return null;
  const offset = parseInt(match[4]!, 36);
  if (!Number.isSafeInteger(offset) || offset <= 0) return null;
  return { query: match[2]!, collection: match[3]!, offset };
}

/** True when the text has the shape of a cursor and so can name a file safely. */
export function isCursorShaped(cursor: string): boolean {
  return SHAPE.test(cursor);
}

/** Where a page stands in its list: the offset of its first element, and the cursor of the page
 * before it (null when that page is the first, which has no cursor). */
export interface PagePlace {
  offset: number;
  previous: string | null;
}

/**
 * The place of the page a cursor opens (no cursor: the first page), `limit` elements a page; null
 * when the text is no cursor this API issued. The previous page's cursor is minted here, with the
 * same query and collection, so that going back is a request like any other.
 */
export function pagePlace(cursor: string | null, limit: number): PagePlace | null {
  if (!cursor) return { offset: 0, previous: null };
  const state = decodeCursor(cursor);
  if (!state) return null;
  const before = state.offset - limit;
  return { offset: state.offset, previous: before > 0 ? encodeCursor({ ...state, offset: before }) : null };
}
