/**
 * The uniform error body of the spec: { error: { type, code, message, param, doc_url } }, with
 * status and type taken from contract/errors.ts so a code can never drift from its status; the
 * message in French typography (contract/typography.ts).
 */
import { ERRORS, type ErrorCodeName } from "./errors.ts";
import { frenchSpacing } from "./typography.ts";

export interface ErrorBody {
  error: { type: string; code: ErrorCodeName; message: string; param: string | null; doc_url: string };
}

export function statusOf(code: ErrorCodeName): number {
  return ERRORS[code].status;
}

export function errorBody(
  code: ErrorCodeName,
  docsUrl: string,
  message: string = ERRORS[code].message,
  param: string | null = null,
): ErrorBody {
  return { error: { type: ERRORS[code].type, code, message: frenchSpacing(message), param, doc_url: `${docsUrl}/erreurs#${code}` } };
}
