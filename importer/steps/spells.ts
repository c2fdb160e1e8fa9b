/**
 * Spells named by a source: not imported yet.
 */
import type { StepContext } from "./context.ts";

export async function importSpells(ctx: StepContext): Promise<void> {
  void ctx;
}
