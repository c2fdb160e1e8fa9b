/**
 * What a request asks, read from its address: the route path of its URL path, then its query
 * validated against the parameters of the route it matched.
 *
 * The route path is what follows /v1, or null when the address cannot be an API route. The path
 * is split on `/` first, then each segment is percent-decoded once, so `/v1/%63lassic/npcs` is
 * the classic list and an encoded `/` never separates segments. A segment that does not decode,
 * is empty, is `.` or `..`, or holds a `/`, a `\` or a control character ends in route_unknown;
 * anything else is routed, and the route's own checks (known version, numeric id, literal
 * segments) decide. File keys are only ever built from route pieces that passed those checks. A
 * single trailing slash is tolerated. Paths outside /v1 are web pages (webPathOf), decoded by
 * the same rules.
 *
 * The query is checked against the parameters its route accepts (paramsOf in routes.ts):
 * unknown, repeated, missing and malformed parameters become the spec's 400 errors, with a
 * French message that lists what is permitted. What passes comes back canonical and without
 * defaults, so "nothing left but a cursor" means "the pre-rendered file answers".
 */
import { defaultOf, type Param } from "../contract/params.ts";
import { isCursorShaped } from "../hashing/cursor.ts";
import { API_PREFIX, paramsOf, type Route } from "../contract/routes.ts";
import { ApiError } from "../contract/api-error.ts";
import { words } from "../contract/text.ts";
import { isGameId } from "../contract/game-id.ts";

/** Characters no segment may hold once decoded. */
const FORBIDDEN = /[/\\\u0000-\u001f\u007f]/;

function decoded(segment: string): string | null {
  let text: string;
  try {
    text = decodeURIComponent(segment);
  } catch {
    return null; // a lone % or bytes that are not UTF-8
  }
  if (text === "" || text === "." || text === ".." || FORBIDDEN.test(text)) return null;
  return text;
}

export function routePathOf(pathname: string): string | null {
  if (!pathname.startsWith("/")) return null;
  let path = pathname.slice(1);
  if (path.endsWith("/")) path = path.slice(0, -1);
  const segments = path.split("/").map(decoded);
  if (segments.some((s) => s === null)) return null;
  const [prefix, ...rest] = segments as string[];
  if (`/${prefix}` !== API_PREFIX) return null;
  return rest.length === 0 ? "/" : `/${rest.join("/")}`;
}

/** A path outside the API, decoded segment by segment as above and with its trailing slash
 * kept (`/docs/` is a folder's page): `/docs/erreurs`, `/`; null when a segment is refused. */
export function webPathOf(pathname: string): string | null {
  if (!pathname.startsWith("/")) return null;
  if (pathname === "/") return "/";
  const folder = pathname.endsWith("/");
  const segments = pathname
    .slice(1, folder ? -1 : undefined)
    .split("/")
    .map(decoded);
  if (segments.some((s) => s === null)) return null;
  return `/${segments.join("/")}${folder ? "/" : ""}`;
}

const list = (values: readonly string[]) => values.join(", ");

function invalid(param: Param, message: string): ApiError {
  return new ApiError("parameter_invalid", message, param.name);
}

/** The canonical value of one parameter, or null when it amounts to no value at all. */
function checked(param: Param, raw: string): string | null {
  const name = param.name;
  switch (param.kind) {
    case "text": {
      const text = raw.trim();
      if (param.maxLength !== undefined && [...text].length > param.maxLength) {
        throw invalid(param, `Le paramètre « ${name} » fait au plus ${param.maxLength} caractères.`);
      }
      if (param.maxWords !== undefined && new Set(words(text)).size > param.maxWords) {
        throw invalid(param, `Le paramètre « ${name} » compte au plus ${param.maxWords} mots distincts.`);
      }
      if (param.pattern && text !== "" && !new RegExp(param.pattern.regex).test(text)) throw invalid(param, param.pattern.message);
      return text === "" ? null : text;
    }
    case "integer": {
      const value = /^-?\d{1,15}$/.test(raw) ? Number(raw) : NaN;
      if (!(value >= param.min && value <= param.max)) {
        throw invalid(param, `Le paramètre « ${name} » doit être un nombre entier de ${param.min} à ${param.max}.`);
      }
      return String(value);
    }
    case "boolean":
      if (raw !== "true" && raw !== "false") throw invalid(param, `Le paramètre « ${name} » doit valoir true ou false.`);
      return raw;
    case "codes": {
      const codes = new Set(raw.split(","));
      const bad = [...codes].find((code) => !param.values.includes(code));
      if (bad !== undefined) {
        throw invalid(
          param,
          `Valeur « ${bad} » invalide pour « ${name} ». Valeurs permises, séparées par des virgules : ${list(param.values)}.`,
        );
      }
      // In the declared order, once each: "tbc,classic" and "classic,tbc,tbc" are one query,
      // so a cursor issued for one spelling serves the others.
      return param.values.filter((code) => codes.has(code)).join(",");
    }
    case "choice":
      if (!Object.hasOwn(param.values, raw)) {
        throw invalid(param, `Valeur « ${raw} » invalide pour « ${name} ». Valeurs permises : ${list(Object.keys(param.values))}.`);
      }
      return raw;
    case "sort": {
      const fields = Object.keys(param.fields).flatMap((f) => [f, `-${f}`]);
      if (!fields.includes(raw)) throw invalid(param, `Valeur « ${raw} » invalide pour « ${name} ». Valeurs permises : ${list(fields)}.`);
      return raw;
    }
    case "cursor":
      if (!isCursorShaped(raw)) throw new ApiError("cursor_invalid", undefined, name);
      return raw;
    case "ids": {
      if (raw === "") return null;
      const ids = raw.split(",");
      if (ids.length > param.maxItems) {
        throw invalid(param, `Le paramètre « ${name} » compte au plus ${param.maxItems} numéros ; la requête en donne ${ids.length}.`);
      }
      const bad = ids.find((id) => !isGameId(id));
      if (bad !== undefined) {
        throw invalid(
          param,
          `Le paramètre « ${name} » attend des numéros de jeu séparés par des virgules ; « ${bad} » n'en est pas un (nombre entier positif, écrit sans zéro en tête).`,
        );
      }
      // Each number once, at its first place: the order given is the answer's.
      return [...new Set(ids)].join(",");
    }
  }
}

/** The validated, non-default parameters of a request, by name. Throws ApiError. */
export function validateQuery(route: Route, query: URLSearchParams): Record<string, string> {
  const params = paramsOf(route);
  // Each name once with its first value and its count: one pass, whatever the repeats.
  const given = new Map<string, { first: string; count: number }>();
  for (const [name, value] of query) {
    const seen = given.get(name);
    if (seen) seen.count++;
    else given.set(name, { first: value, count: 1 });
  }

  const values: Record<string, string> = {};
  for (const [name, { first, count }] of given) {
    const param = params.find((p) => p.name === name);
    if (!param) {
      const accepted = params.length
        ? `Paramètres acceptés : ${list(params.map((p) => p.name))}.`
        : "Cette route n'accepte aucun paramètre.";
      throw new ApiError("parameter_unknown", `Paramètre « ${name} » inconnu pour cette route. ${accepted}`, name);
    }
    if (count > 1) {
      throw invalid(
        param,
        `Le paramètre « ${name} » est répété ; donnez-le une seule fois (plusieurs valeurs se séparent par des virgules).`,
      );
    }
    const value = checked(param, first);
    if (value !== null && value !== defaultOf(param)) values[name] = value;
  }
  for (const param of params) {
    if (param.kind === "text" && param.required && !(param.name in values)) {
      throw new ApiError("parameter_missing", `Le paramètre « ${param.name} » est obligatoire.`, param.name);
    }
  }
  return values;
}
