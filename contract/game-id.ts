/**
 * The one rule for the `{id}` of an address (API routes, site pages, the tooltip embed's links)
 * and for a search query that is a game number: the number as the API writes it, digits without
 * sign or leading zero, held exactly by a JavaScript number. `0639` is not the address of 639 (the
 * build names files without leading zeros), so the API refuses it like any other invalid id
 * (400 parameter_invalid), the site has no page there, and a search for it is a text search.
 */

const GAME_ID = /^[1-9]\d{0,15}$/;

/** Whether the text is a game number as the API writes it. */
export function isGameId(text: string): boolean {
  return GAME_ID.test(text) && Number.isSafeInteger(Number(text));
}
