/** The API version segment every route's address starts with (the routes' paths are below it):
 * alone in its module so that a small script (the tooltip embed) can name it without the routes. */
export const API_PREFIX = "/v1";
