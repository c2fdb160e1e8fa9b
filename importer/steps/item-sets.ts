/**
 * Item sets and their bonuses: not imported yet.
 */
import type { StepContext } from "./context.ts";

export async function importItemSets(ctx: StepContext): Promise<void> {
  void ctx;
}
