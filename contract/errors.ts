/**
 * The error codes of the API: status, type and the French message of each. The edge answers
 * with them, openapi.json lists them, and doc_url points to their documentation.
 */
import { VERSIONS } from "./enums.ts";
import { METHODS } from "./http.ts";
import { inFrench } from "./text.ts";

export interface ErrorCode {
  status: number;
  type: "invalid_request_error" | "rate_limit_error" | "api_error";
  /** French text shown when the caller gives no more precise message. */
  message: string;
  /** French explanation for the documentation: when the code is answered, and what to do. */
  help: string;
}

export const ERRORS = {
  parameter_invalid: {
    status: 400,
    type: "invalid_request_error",
    message: "Valeur de paramètre invalide.",
    help: "Un paramètre de requête ou du chemin a une valeur hors de ce que la route accepte : un code inconnu, un nombre hors bornes, un numéro qui n'est pas un entier positif, un paramètre répété. `param` le nomme ; les valeurs permises sont sur la page de la route.",
  },
  parameter_unknown: {
    status: 400,
    type: "invalid_request_error",
    message: "Paramètre inconnu pour cette route.",
    help: "La route ne connaît pas ce paramètre (une faute de frappe, ou un filtre d'une autre route). `param` le nomme.",
  },
  parameter_missing: {
    status: 400,
    type: "invalid_request_error",
    message: "Paramètre obligatoire absent.",
    help: "Un paramètre obligatoire manque, comme `q` pour /search. `param` le nomme.",
  },
  cursor_invalid: {
    status: 400,
    type: "invalid_request_error",
    message: "Curseur illisible ou émis pour une autre requête.",
    help: "Le curseur n'a pas été émis par cette API, a été modifié, ou a été émis pour d'autres filtres, un autre tri ou d'autres données (une reconstruction) ; ou il mènerait une recherche au-delà des résultats qu'elle parcourt. Repartez de la première page sans `cursor`, ou précisez la recherche.",
  },
  resource_missing: {
    status: 404,
    type: "invalid_request_error",
    message: "Aucun enregistrement avec ce numéro dans cette version.",
    help: "La version existe, mais aucun enregistrement de ce type ne porte ce numéro : il peut exister dans une autre version (voir le champ `versions` d'un enregistrement).",
  },
  version_unknown: {
    status: 404,
    type: "invalid_request_error",
    message: `Version du jeu inconnue : utilisez ${VERSIONS.slice(0, -1).join(", ")} ou ${VERSIONS.at(-1)}.`,
    help: `Le premier segment du chemin n'est pas une version couverte : ${VERSIONS.slice(0, -1).join(", ")} ou ${VERSIONS.at(-1)}.`,
  },
  route_unknown: {
    status: 404,
    type: "invalid_request_error",
    message: "Aucune route à cette adresse.",
    help: "Aucune route ne correspond au chemin. La racine /v1 liste les routes.",
  },
  history_unavailable: {
    status: 410,
    type: "invalid_request_error",
    message:
      "Cette version des données ne peut plus être comparée à la version servie : téléchargez à nouveau les fichiers en bloc (/v1/bulk), puis suivez les changements depuis la version actuelle.",
    help: "Le paramètre `since` de /changes nomme une version des données que l'API ne garde plus (elle garde les dernières versions, listées par /changes sans paramètre) ou qu'elle n'a jamais servie. Un miroir qui la reçoit télécharge à nouveau les fichiers en bloc de /bulk, puis repart de l'identifiant de la version actuelle.",
  },
  range_not_satisfiable: {
    status: 416,
    type: "invalid_request_error",
    message: "Plage d'octets hors du fichier : l'en-tête Content-Range donne sa taille.",
    help: "L'en-tête Range d'un téléchargement de /bulk/files/ commence après la fin du fichier (un téléchargement déjà complet, ou un autre fichier). Content-Range donne la taille du fichier ; redemandez sans Range pour le fichier entier.",
  },
  request_malformed: {
    status: 400,
    type: "invalid_request_error",
    message: "Requête HTTP illisible : ligne de requête ou en-têtes mal formés.",
    help: "Le miroir hors ligne n'a pas pu lire la requête HTTP (octets interdits dans l'adresse ou les en-têtes, en-têtes trop longs, requête HTTP/1.1 sans Host). Encodez l'adresse en %XX.",
  },
  method_not_allowed: {
    status: 405,
    type: "invalid_request_error",
    message: `Méthode refusée : seules ${inFrench(METHODS)} sont acceptées.`,
    help: `Seules ${inFrench(METHODS)} sont acceptées ; l'en-tête Allow les rappelle.`,
  },
  rate_limited: {
    status: 429,
    type: "rate_limit_error",
    message: "Trop de requêtes : réessayez après le délai indiqué par Retry-After.",
    help: "Le client a dépassé une des fenêtres de limite de débit. Attendez le nombre de secondes de Retry-After : une requête refusée n'est pas comptée.",
  },
  internal_error: {
    status: 500,
    type: "api_error",
    message: "Erreur du service ; si elle persiste, signalez-la avec l'en-tête X-Request-Id.",
    help: "Le service n'a pas pu répondre (un fichier de la version des données endommagé, un stockage indisponible). Réessayez ; si l'erreur persiste, signalez-la avec la valeur de l'en-tête X-Request-Id.",
  },
} as const satisfies Record<string, ErrorCode>;

export type ErrorCodeName = keyof typeof ERRORS;

/** A French list: « classic », « classic et wotlk », « classic, tbc et wotlk ». */
const frenchList = (items: readonly string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} et ${items[items.length - 1]}`;

/** resource_missing's message for a record this version lacks and other versions hold. */
export function missingElsewhere(version: string, elsewhere: readonly string[]): string {
  if (elsewhere.length === 0) return ERRORS.resource_missing.message;
  return `Cet enregistrement n'existe pas en ${version} ; il existe en ${frenchList(elsewhere)}.`;
}

/** resource_missing's message for a comparison the build does not have: the record exists in one version, or none. */
export function noComparison(held: readonly string[]): string {
  if (held.length === 0) return "Aucun enregistrement de ce type avec ce numéro, dans aucune version : rien à comparer.";
  return `Cet enregistrement n'existe qu'en ${frenchList(held)} : rien à comparer.`;
}
