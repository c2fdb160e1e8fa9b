/**
 * Validation of a request's query against the parameters its route accepts (paramsOf in
 * routes.ts): unknown, repeated, missing and malformed parameters become the spec's 400 errors,
 * with a French message that lists what is permitted. What passes comes back canonical and
 * without defaults, so "nothing left but a cursor" means "the pre-rendered file answers".
 */
import { defaultOf } from "../../contract/defaults.ts";
import { isCursorShaped } from "../../contract/cursor.ts";
import type { Param } from "../../contract/params.ts";
import { paramsOf, type Route } from "../../contract/routes.ts";
import { ApiError } from "../../contract/api-error.ts";

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
    case "sort": {
      const fields = Object.keys(param.fields).flatMap((f) => [f, `-${f}`]);
      if (!fields.includes(raw)) throw invalid(param, `Valeur « ${raw} » invalide pour « ${name} ». Valeurs permises : ${list(fields)}.`);
      return raw;
    }
    case "cursor":
      if (!isCursorShaped(raw)) throw new ApiError("cursor_invalid", undefined, name);
      return raw;
  }
}

/** The validated, non-default parameters of a request, by name. Throws ApiError. */
export function validateQuery(route: Route, query: URLSearchParams): Record<string, string> {
  const params = paramsOf(route);
  const given = new Map<string, string[]>();
  for (const [name, value] of query) given.set(name, [...(given.get(name) ?? []), value]);

  const values: Record<string, string> = {};
  for (const [name, raws] of given) {
    const param = params.find((p) => p.name === name);
    if (!param) {
      const accepted = params.length
        ? `Paramètres acceptés : ${list(params.map((p) => p.name))}.`
        : "Cette route n'accepte aucun paramètre.";
      throw new ApiError("parameter_unknown", `Paramètre « ${name} » inconnu pour cette route. ${accepted}`, name);
    }
    if (raws.length > 1) {
      throw invalid(
        param,
        `Le paramètre « ${name} » est répété ; donnez-le une seule fois (plusieurs valeurs se séparent par des virgules).`,
      );
    }
    const value = checked(param, raws[0]!);
    if (value !== null && value !== defaultOf(param)) values[name] = value;
  }
  for (const param of params) {
    if (param.kind === "text" && param.required && !(param.name in values)) {
      throw new ApiError("parameter_missing", `Le paramètre « ${param.name} » est obligatoire.`, param.name);
    }
  }
  return values;
}
