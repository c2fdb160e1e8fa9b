/**
 * The quest_sort table: the quest journal's categories that are not zones, from the client's
 * QuestSort.dbc and, for 3.3.5, aowow's French labels.
 */
import type { AowowLocale } from "../../sources/aowow-locale.ts";
import type { StepContext } from "../context.ts";
import { PLACEHOLDER } from "./sources.ts";

export function buildQuestSorts(ctx: StepContext, sorts: Map<number, string>, aowow: AowowLocale | null): void {
  const all = new Map(sorts);
  for (const [id, name] of aowow?.questSorts ?? []) if (!all.has(id) || PLACEHOLDER.test(all.get(id)!)) all.set(id, name);
  ctx.table("quest_sort").push(
    ...[...all]
      .filter(([, n]) => !PLACEHOLDER.test(n))
      .sort((a, b) => a[0] - b[0])
      .map(([id, name]) => ({ id, name })),
  );
}
