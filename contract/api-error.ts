/**
 * An answer the API gives on purpose (bad parameter, unknown route, missing record...): thrown
 * anywhere during a request and turned into the uniform error body by the handler. Anything
 * else thrown is a bug and becomes internal_error.
 */
import { ERRORS, type ErrorCodeName } from "./errors.ts";
import { frenchSpacing } from "./typography.ts";

export class ApiError extends Error {
  override name = "ApiError";

  constructor(
    readonly code: ErrorCodeName,
    /** French text; the code's default message when omitted. */
    message?: string,
    readonly param: string | null = null,
    /** headers the error answer carries besides the API's own (Content-Range of a 416) */
    readonly headers: Readonly<Record<string, string>> = {},
    /** a missing record's other versions, where it exists (the site's 404 page links them); not in the body */
    readonly elsewhere: readonly string[] = [],
  ) {
    super(frenchSpacing(message ?? ERRORS[code].message));
  }
}
