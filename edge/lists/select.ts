/**
 * Filtering and ordering of a list, as the API description (params.ts) defines each filter:
 * pure functions over the columns the generator wrote (top-level lists) or over the elements
 * themselves (sub-lists). Positions are places in the default order (by French name).
 */
import { LIST_FILTERS, type ListName, type Param } from "../api/params.ts";
import { words, wordsMatch } from "../api/text.ts";

export type Columns = Record<string, readonly unknown[]>;

/** Validated values of the filters and sort of one request (defaults already removed). */
export type Criteria = Record<string, string>;

/** Reads `a.b.c` in an element; null when absent. */
export function pick(element: unknown, path: string): unknown {
  let value: unknown = element;
  for (const part of path.split(".")) value = value == null ? null : (value as Record<string, unknown>)[part];
  return value ?? null;
}

function paramsOf(list: ListName): readonly Param[] {
  return LIST_FILTERS[list] as readonly Param[];
}

function test(param: Param, raw: string, value: unknown, row: (field: string) => unknown): boolean {
  if (param.kind === "sort" || param.kind === "cursor" || !param.filter) return true;
  const { test: kind, flags } = param.filter;
  switch (kind) {
    case "words":
      return wordsMatch(words(raw), String(value ?? "").split(" "));
    case "in": {
      const wanted = raw.split(",");
      const hit = (v: unknown) => (Array.isArray(v) ? v.some((x) => wanted.includes(String(x))) : value != null && wanted.includes(String(v)));
      return hit(value) || (flags ?? []).some((f) => wanted.includes(f) && row(f) === true);
    }
    case "min":
      return typeof value === "number" && value >= Number(raw);
    case "max":
      return typeof value === "number" && value <= Number(raw);
    case "equals":
      return param.kind === "boolean" ? Boolean(value) === (raw === "true") : value === Number(raw);
  }
}

/** Positions of the rows that pass every filter, in the order the sort asks for. */
export function select(list: ListName, count: number, column: (field: string) => readonly unknown[], criteria: Criteria): number[] {
  const active = paramsOf(list).filter((p) => p.kind !== "sort" && p.name in criteria);
  const positions: number[] = [];
  for (let i = 0; i < count; i++) {
    if (active.every((p) => p.kind !== "sort" && p.kind !== "cursor" && test(p, criteria[p.name]!, column(p.filter!.on)[i], (f) => column(f)[i]))) positions.push(i);
  }
  return order(list, positions, column, criteria.sort);
}

function order(list: ListName, positions: number[], column: (field: string) => readonly unknown[], sort: string | undefined): number[] {
  if (!sort || sort === "name") return positions;
  const descending = sort.startsWith("-");
  const name = descending ? sort.slice(1) : sort;
  if (name === "name") return positions.reverse();
  const sortParam = paramsOf(list).find((p) => p.kind === "sort");
  const field = sortParam?.kind === "sort" ? sortParam.fields[name] : undefined;
  if (!field) return positions;
  const values = column(`sort:${field.on}`);
  // Empty values come last in both directions; ties keep the name order.
  return positions.sort((a, b) => {
    const va = values[a] as number | string | null, vb = values[b] as number | string | null;
    if (va == null || vb == null) return va == null && vb == null ? a - b : va == null ? 1 : -1;
    const c = va < vb ? -1 : va > vb ? 1 : 0;
    return (descending ? -c : c) || a - b;
  });
}
