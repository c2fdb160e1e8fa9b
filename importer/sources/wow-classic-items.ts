/**
 * The npm package wow-classic-items (data/json/data.json): items scraped from Wowhead's WotLK
 * Classic database (its build script reads wowhead.com/wotlk). It has no expansion field (its
 * `contentPhase` is the WotLK Classic release phase), so it says nothing of which version an
 * item belongs to: the Questie item lists decide that, and this file only completes them with
 * what the dumps lack (icon, quality, slot, bonding, stack size, class restriction, tooltip).
 * The same project's data.json of 2020 (staged for classic: Wowhead Classic 1.13) has the same
 * keys without tooltips and reads the same way.
 */
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { QUALITIES } from "../../contract/enums.ts";

export interface WciTooltipLine {
  label: string;
  format?: string;
}

export interface WciItem {
  id: number;
  name: string;
  icon: string | null;
  /** API quality code ('poor' .. 'heirloom'), lowercased from the package's label. */
  quality: string | null;
  class: string | null;
  subclass: string | null;
  /** English slot label of the package ("One-Hand", "Non-equippable", ...). */
  slot: string | null;
  sellPrice: number | null;
  itemLevel: number | null;
  requiredLevel: number | null;
  tooltip: WciTooltipLine[];
}

const QUALITY_CODES = new Set(Object.keys(QUALITIES));

/** The package's data.json, or the 2020 data of the same project (gzipped). */
export function readWowClassicItems(path: string): Map<number, WciItem> {
  const raw = readFileSync(path);
  const list = JSON.parse((path.endsWith(".gz") ? gunzipSync(raw) : raw).toString("utf8")) as Record<string, unknown>[];
  const items = new Map<number, WciItem>();
  for (const r of list) {
    if (typeof r.itemId !== "number") continue;
    const quality = typeof r.quality === "string" ? r.quality.toLowerCase() : null;
    items.set(r.itemId, {
      id: r.itemId,
      name: typeof r.name === "string" ? r.name : "",
      icon: typeof r.icon === "string" && r.icon ? r.icon.toLowerCase() : null,
      quality: quality && QUALITY_CODES.has(quality) ? quality : null,
      class: str(r.class),
      subclass: str(r.subclass),
      slot: str(r.slot),
      sellPrice: typeof r.sellPrice === "number" ? r.sellPrice : null,
      itemLevel: typeof r.itemLevel === "number" ? r.itemLevel : null,
      requiredLevel: typeof r.requiredLevel === "number" ? r.requiredLevel : null,
      tooltip: Array.isArray(r.tooltip) ? (r.tooltip as WciTooltipLine[]).filter((t) => typeof t?.label === "string") : [],
    });
  }
  return items;
}

function str(v: unknown): string | null {
  return typeof v === "string" && v ? v : null;
}
