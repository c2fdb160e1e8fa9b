/**
 * The error codes of the API: status, type and the French message of each. The edge answers
 * with them, openapi.json lists them, and doc_url points to their documentation.
 */
import { VERSIONS } from "./enums.ts";
import { METHODS } from "./limits.ts";
import { inFrench } from "./text.ts";

export interface ErrorCode {
  status: number;
  type: "invalid_request_error" | "rate_limit_error" | "api_error";
  /** French text shown when the caller gives no more precise message. */
  message: string;
}

export const ERRORS = {
  parameter_invalid: { status: 400, type: "invalid_request_error", message: "Valeur de paramètre invalide." },
  parameter_unknown: { status: 400, type: "invalid_request_error", message: "Paramètre inconnu pour cette route." },
  parameter_missing: { status: 400, type: "invalid_request_error", message: "Paramètre obligatoire absent." },
  cursor_invalid: { status: 400, type: "invalid_request_error", message: "Curseur illisible ou émis pour une autre requête." },
  resource_missing: { status: 404, type: "invalid_request_error", message: "Aucun enregistrement avec ce numéro dans cette version." },
  version_unknown: { status: 404, type: "invalid_request_error", message: `Version du jeu inconnue : utilisez ${VERSIONS.slice(0, -1).join(", ")} ou ${VERSIONS.at(-1)}.` },
  route_unknown: { status: 404, type: "invalid_request_error", message: "Aucune route à cette adresse." },
  request_malformed: { status: 400, type: "invalid_request_error", message: "Requête HTTP illisible : ligne de requête ou en-têtes mal formés." },
  method_not_allowed: { status: 405, type: "invalid_request_error", message: `Méthode refusée : seules ${inFrench(METHODS)} sont acceptées.` },
  rate_limited: { status: 429, type: "rate_limit_error", message: "Trop de requêtes : réessayez après le délai indiqué par Retry-After." },
  internal_error: { status: 500, type: "api_error", message: "Erreur du service ; si elle persiste, signalez-la avec l'en-tête X-Request-Id." },
} as const satisfies Record<string, ErrorCode>;

export type ErrorCodeName = keyof typeof ERRORS;
