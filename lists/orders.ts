/**
 * The order of every row of a list for one sort field and direction, kept per column array (so
 * per cached index, and dropped with it): a warm isolate answers a sorted, filtered request by
 * walking this order and keeping the rows that pass, instead of sorting the filtered rows again.
 */
import { sortColumn } from "../layout/dist.ts";
import type { Param } from "../contract/params.ts";

const orders = new WeakMap<readonly unknown[], Map<boolean, Int32Array>>();

/** Row positions in the order of `sort`; null for the name order (the rows' own order) or an
 * unknown field. */
export function sortedOrder(
  params: readonly Param[],
  count: number,
  column: (field: string) => readonly unknown[],
  sort: string | undefined,
): Int32Array | null {
  if (!sort || sort === "name" || sort === "-name") return null;
  const descending = sort.startsWith("-");
  const name = descending ? sort.slice(1) : sort;
  const sortParam = params.find((p) => p.kind === "sort");
  const field = sortParam?.kind === "sort" ? sortParam.fields[name] : undefined;
  if (!field) return null;
  const values = column(sortColumn(field.on));
  // No column (a build without it): every value is empty, which is the name order.
  if (values.length !== count) return null;
  let kept = orders.get(values);
  if (!kept) orders.set(values, (kept = new Map()));
  let order = kept.get(descending);
  if (!order) {
    // Empty values come last in both directions; ties keep the name order.
    order = Int32Array.from({ length: values.length }, (_, i) => i).sort((a, b) => {
      const va = values[a] as number | string | null,
        vb = values[b] as number | string | null;
      if (va == null || vb == null) return va == null && vb == null ? a - b : va == null ? 1 : -1;
      const c = va < vb ? -1 : va > vb ? 1 : 0;
      return (descending ? -c : c) || a - b;
    });
    kept.set(descending, order);
  }
  return order;
}
