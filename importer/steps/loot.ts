/**
 * Loot of NPCs, world objects and container items: not imported yet.
 */
import type { StepContext } from "./context.ts";

export async function importLoot(ctx: StepContext): Promise<void> {
  void ctx;
}
