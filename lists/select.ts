/**
 * Filtering and ordering of a list, as the API description (params.ts) defines each filter:
 * pure functions over the columns the generator wrote (top-level lists) or over the elements
 * themselves (sub-lists). Positions are places in the default order (by French name). A sorted
 * request walks the field's whole order (orders.ts) and keeps the rows that pass.
 */
import { LIST_FILTERS, type ListName, type Param } from "../contract/params.ts";
import { words } from "../contract/text.ts";
import { sortedOrder } from "./orders.ts";

export type Columns = Record<string, readonly unknown[]>;

/** Validated values of the filters and sort of one request (defaults already removed). */
export type Criteria = Record<string, string>;

/** The filters and sort of a list (its pagination parameters are not filters). */
function filtersOf(list: ListName): readonly Param[] {
  return LIST_FILTERS[list] as readonly Param[];
}

/** The words of a name filter, each once: « epee Épée » is one word, as the cursor sees it. */
export const distinctWords = (q: string): string[] => [...new Set(words(q))];

/** A filter's test compiled once per request: per row, only the column reads remain. */
function compile(param: Param, raw: string, column: (field: string) => readonly unknown[]): ((i: number) => boolean) | null {
  if (param.kind === "sort" || param.kind === "cursor" || param.kind === "ids" || !param.filter) return null;
  const { test: kind, flags } = param.filter;
  const values = column(param.filter.on);
  switch (kind) {
    case "words": {
      // "some word of the text starts with q", on the text as it is: words are joined by spaces.
      // Each word once, the longest (the rarest, most often) first, so that most rows fail at once.
      const query = distinctWords(raw)
        .sort((a, b) => b.length - a.length)
        .map((q) => [q, ` ${q}`] as const);
      return (i) => {
        const text = String(values[i] ?? "");
        return query.every(([q, spaced]) => text.startsWith(q) || text.includes(spaced));
      };
    }
    case "in": {
      const wanted = new Set(raw.split(","));
      const flagged = (flags ?? []).filter((f) => wanted.has(f)).map((f) => column(f));
      return (i) => {
        const value = values[i];
        const hit = Array.isArray(value) ? value.some((x) => wanted.has(String(x))) : value != null && wanted.has(String(value));
        return hit || flagged.some((f) => f[i] === true);
      };
    }
    case "min": {
      const bound = Number(raw);
      return (i) => typeof values[i] === "number" && (values[i] as number) >= bound;
    }
    case "max": {
      const bound = Number(raw);
      return (i) => typeof values[i] === "number" && (values[i] as number) <= bound;
    }
    case "equals": {
      if (param.kind === "boolean") {
        const wanted = raw === "true";
        return (i) => Boolean(values[i]) === wanted;
      }
      const wanted = Number(raw);
      return (i) => values[i] === wanted;
    }
  }
}

/** Whether the row at a position passes every filter of the criteria (the sort aside). */
export function passing(list: ListName, column: (field: string) => readonly unknown[], criteria: Criteria): (i: number) => boolean {
  const tests = filtersOf(list)
    .filter((p) => p.kind !== "sort" && p.name in criteria)
    .flatMap((p) => compile(p, criteria[p.name]!, column) ?? []);
  return (i) => tests.every((t) => t(i));
}

/** Whether the criteria filter anything (a sort or the records' numbers are no filter). */
export function filters(list: ListName, criteria: Criteria): boolean {
  return filtersOf(list).some((p) => p.kind !== "sort" && p.name in criteria);
}

/** Positions of the rows that pass every filter, in the order the sort asks for. */
export function select(list: ListName, count: number, column: (field: string) => readonly unknown[], criteria: Criteria): number[] {
  const order = sortedOrder(filtersOf(list), count, column, criteria.sort);
  const positions: number[] = [];
  const pass = passing(list, column, criteria);
  if (order) {
    for (let n = 0; n < order.length; n++) if (pass(order[n]!)) positions.push(order[n]!);
  } else {
    for (let i = 0; i < count; i++) if (pass(i)) positions.push(i);
    if (criteria.sort === "-name") positions.reverse();
  }
  return positions;
}
