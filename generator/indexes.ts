/**
 * The indexes the edge answers filtered lists from (never served): per list, one file of
 * columns — the fields its filters and sorts read, one value per element in default order —
 * and the elements themselves in chunks, so a request loads the columns and only the chunks of
 * the page it returns.
 */
import { LIST_FILTERS, type ListName, type Param } from "../contract/params.ts";
import { words } from "../contract/text.ts";
import { pick, sortColumn } from "../layout/dist.ts";

/** The column files of a list: every field a filter or sort of the list reads. */
export function columnsOf(list: ListName, elements: unknown[]): Record<string, unknown[]> {
  const columns: Record<string, unknown[]> = {};
  for (const param of LIST_FILTERS[list] as readonly Param[]) {
    if (param.kind === "sort") {
      for (const field of Object.values(param.fields)) {
        if (field.on === "name" || columns[sortColumn(field.on)]) continue;
        columns[sortColumn(field.on)] = elements.map((e) => {
          const v = pick(e, field.on);
          return field.order ? (v == null ? null : field.order.indexOf(String(v))) : v;
        });
      }
    } else if (param.kind !== "cursor" && param.kind !== "ids" && param.filter) {
      const { on, test, flags } = param.filter;
      if (test === "words") columns[on] ??= elements.map((e) => words(String(pick(e, on) ?? "")).join(" "));
      else columns[on] ??= elements.map((e) => pick(e, on));
      for (const flag of flags ?? []) columns[flag] ??= elements.map((e) => pick(e, flag));
    }
  }
  return columns;
}
