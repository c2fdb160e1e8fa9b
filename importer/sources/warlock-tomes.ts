/**
 * WhatsTraining's warlock tomes (WarlockTomes.lua): the demon grimoires a warlock buys, with
 * the level and cost the addon lists and the pet spell each one teaches (`TomeTaughtSpells`).
 */
import { readAssignments, readLuaText } from "../formats/lua-table.ts";

export interface WarlockTome {
  itemId: number;
  spellId: number;
  level: number;
  /** price in copper */
  cost: number | null;
}

export function readWarlockTomes(path: string): WarlockTome[] {
  const tables = readAssignments(readLuaText(path));
  const taught = tables.get("wt.TomeTaughtSpells");
  const out = new Map<number, WarlockTome>();
  for (const [level, tomes] of tables.get("wt.TomesByLevel") ?? []) {
    if (typeof level !== "number" || !(tomes instanceof Map)) continue;
    for (const t of tomes.values()) {
      if (!(t instanceof Map)) continue;
      const itemId = t.get("itemId"),
        cost = t.get("cost");
      const spellId = typeof itemId === "number" ? taught?.get(itemId) : undefined;
      // One grimoire can be listed twice (succubus and incubus share it): keep the first.
      if (typeof itemId !== "number" || typeof spellId !== "number" || out.has(itemId)) continue;
      out.set(itemId, { itemId, spellId, level, cost: typeof cost === "number" ? cost : null });
    }
  }
  return [...out.values()];
}
