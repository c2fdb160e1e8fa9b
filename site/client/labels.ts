/**
 * French labels of the API's codes for the list filters, found in contract/enums.ts (bundled
 * from there at build time, so the site never holds a second list of codes). The labels of the
 * parameters and sort fields themselves are contract/params.ts's PARAM_LABELS and SORT_LABELS.
 */
import * as ENUMS from "../../contract/enums.ts";
import { RESOURCES } from "../../contract/resources.ts";

type Labels = Readonly<Record<string, string>>;

const MAPS: Labels[] = Object.values(ENUMS).filter(
  (v): v is Labels => typeof v === "object" && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === "string"),
);
const OBJECTS: Labels = Object.fromEntries(RESOURCES.map((r) => [r.object, r.label]));

/** Labels for a filter's codes: the one map of the contract holding them all, else code by code. */
export function labelsOf(values: readonly string[]): Labels {
  if (values.every((v) => v in OBJECTS)) return OBJECTS;
  const whole = MAPS.filter((m) => values.every((v) => v in m)).sort((a, b) => Object.keys(a).length - Object.keys(b).length)[0];
  if (whole) return whole;
  return Object.fromEntries(values.map((v) => [v, MAPS.find((m) => v in m)?.[v] ?? v]));
}
