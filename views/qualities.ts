/** The in-game colour of each item quality, for the site's stylesheet and the tooltip embed. */
import { QUALITIES } from "../contract/enums.ts";

export const QUALITY_COLOURS: Record<string, string> = {
  poor: "#9d9d9d",
  common: "#ffffff",
  uncommon: "#1eff00",
  rare: "#0070dd",
  epic: "#a335ee",
  legendary: "#ff8000",
  artifact: "#e6cc80",
  heirloom: "#00ccff",
};

/** `.q-<quality> { color }` for every quality of the contract; throws when one has no colour. */
export function qualityCss(): string {
  const missing = Object.keys(QUALITIES).filter((q) => !QUALITY_COLOURS[q]);
  if (missing.length) throw new Error(`site: no colour for item quality ${missing.join(", ")}`);
  return Object.keys(QUALITIES)
    .map((q) => `.q-${q}{color:${QUALITY_COLOURS[q]}}`)
    .join("\n");
}
