/**
 * Vendor lists and the keys that open world objects: not imported yet.
 */
import type { StepContext } from "./context.ts";

export async function importVendors(ctx: StepContext): Promise<void> {
  void ctx;
}
