/**
 * Reputation gained by killing an NPC: not imported yet.
 */
import type { StepContext } from "./context.ts";

export async function importKillReputation(ctx: StepContext): Promise<void> {
  void ctx;
}
