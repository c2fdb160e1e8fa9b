/**
 * The value each query parameter takes when it is absent. A request that only restates
 * defaults asks for the default answer, which is a pre-rendered file (generator/pages.ts renders
 * every list at limit 20, sorted by name, without total_count).
 */
import type { Param } from "./params.ts";

export function defaultOf(param: Param): string | undefined {
  switch (param.kind) {
    case "integer":
      return param.default === undefined ? undefined : String(param.default);
    case "sort":
      return "name";
    case "boolean":
      // include_total=false is the absence of total_count; rogue=false is a filter.
      return param.name === "include_total" ? "false" : undefined;
    default:
      return undefined;
  }
}
