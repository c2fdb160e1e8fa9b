/**
 * If-None-Match matching, RFC 9110's weak comparison: `W/` is ignored, `*` matches any current
 * answer, lists are comma separated.
 */

const opaque = (tag: string) => tag.trim().replace(/^W\//, "");

export function ifNoneMatchHits(header: string | null, etag: string): boolean {
  if (header === null) return false;
  if (header.trim() === "*") return true;
  const want = opaque(etag);
  return header.split(",").some((tag) => opaque(tag) === want);
}
