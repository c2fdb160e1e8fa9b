/**
 * `meta.data_updated` of an import: the newest date written in the data directory's
 * MANIFEST.md (a source commit date), never today, so two imports of the same files give the
 * same database and the same dist/.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Used when the directory has no manifest with a date: fixed, so still deterministic. */
export const FALLBACK_DATE = "2025-07-19";

export function dataDate(dir: string): string {
  const manifest = join(dir, "MANIFEST.md");
  if (!existsSync(manifest)) return FALLBACK_DATE;
  const dates = [...readFileSync(manifest, "utf8").matchAll(/\b(20\d\d-[01]\d-[0-3]\d)\b/g)].map((m) => m[1]);
  return dates.sort().at(-1) ?? FALLBACK_DATE;
}
