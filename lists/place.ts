/**
 * Where a list page stands among its pages, read from the cursor of its API query: the edge
 * and the browser draw the same « Page précédente » link from it (views/pages/list.ts), minted
 * with the cursor code the lists issue their cursors with (hashing/cursor.ts).
 */
import { LIMIT_DEFAULT } from "../contract/params.ts";
import { pagePlace, type PagePlace } from "../hashing/cursor.ts";

/** The place of the page a list query asks for; null when its cursor or limit is not one the API takes. */
export function listPlaceOf(query: URLSearchParams): PagePlace | null {
  const limit = query.has("limit") ? Number(query.get("limit")) : LIMIT_DEFAULT;
  if (!Number.isSafeInteger(limit) || limit < 1) return null;
  return pagePlace(query.get("cursor"), limit);
}
