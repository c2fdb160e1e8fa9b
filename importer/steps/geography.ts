/**
 * Zones (with map images), quest categories, factions and NPC factions, instances and encounters: not imported yet.
 */
import type { StepContext } from "./context.ts";

export async function importGeography(ctx: StepContext): Promise<void> {
  void ctx;
}
