/**
 * Quest requirements, rewards, flags and restrictions beyond the Questie base rows: not imported yet.
 */
import type { StepContext } from "./context.ts";

export async function importQuestDetails(ctx: StepContext): Promise<void> {
  void ctx;
}
