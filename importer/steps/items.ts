/**
 * Items, their French names, icons, classes and the links item sources state (drops, vendors, rewards): not imported yet.
 */
import type { StepContext } from "./context.ts";

export async function importItems(ctx: StepContext): Promise<void> {
  void ctx;
}
