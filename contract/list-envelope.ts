/**
 * The envelope of every list answer (schema `list` of schemas.ts): the generator's pre-rendered
 * pages and the edge's computed ones are built here, so both write the same fields in the same
 * order and the same next-page address.
 */

export interface ListEnvelope<T = unknown> {
  object: "list";
  data: T[];
  has_more: boolean;
  next_cursor: string | null;
  url: string;
  total_count?: number;
  /** with `ids` only (params.ts IDS): the numbers asked for that no record has */
  missing_ids?: number[];
}

/** `url` is the list's address with its filters; `totalCount` only when include_total asked for it. */
export function listEnvelope<T>(data: T[], nextCursor: string | null, url: string, totalCount?: number): ListEnvelope<T> {
  const body: ListEnvelope<T> = { object: "list", data, has_more: nextCursor !== null, next_cursor: nextCursor, url };
  if (totalCount !== undefined) body.total_count = totalCount;
  return body;
}

/** The address of the next page (the Link header): the list's address plus its cursor. */
export function nextPageUrl(url: string, nextCursor: string): string {
  return `${url}${url.includes("?") ? "&" : "?"}cursor=${nextCursor}`;
}
