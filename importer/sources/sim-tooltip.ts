/**
 * The tooltip lines of a wowsims item, in French. Its numbers are written as the English lines
 * of wow-classic-items and translated by item-tooltip.ts, so tbc and wotlk tooltips use one
 * wording. Only the lines that translator knows (damage, speed, armour, base stats,
 * resistances, sockets) are written: rating and spell lines are free "Equip:" text in the game.
 */
import { tooltipFacts } from "./item-tooltip.ts";
import type { SimItem } from "./wowsims-tbc.ts";
import type { WciTooltipLine } from "./wow-classic-items.ts";

const ENGLISH_STATS: Record<string, string> = {
  strength: "Strength",
  agility: "Agility",
  stamina: "Stamina",
  intellect: "Intellect",
  spirit: "Spirit",
  fire_resistance: "Fire Resistance",
  frost_resistance: "Frost Resistance",
  nature_resistance: "Nature Resistance",
  shadow_resistance: "Shadow Resistance",
  arcane_resistance: "Arcane Resistance",
};
const SOCKETS: Record<string, string> = { red: "Red Socket", yellow: "Yellow Socket", blue: "Blue Socket", meta: "Meta Socket" };

/** English lines in the game's order: damage, speed, damage per second, armour, stats, sockets. */
export function simTooltipEnglish(item: SimItem): string[] {
  const lines: string[] = [];
  if (item.damage) {
    const { min, max, speed } = item.damage;
    lines.push(`${min} - ${max} Damage`, `Speed ${speed.toFixed(2)}`, `(${((min + max) / 2 / speed).toFixed(1)} damage per second)`);
  }
  const armor = item.stats.find(([code]) => code === "armor");
  if (armor) lines.push(`${armor[1]} Armor`);
  for (const [code, value] of item.stats) if (ENGLISH_STATS[code]) lines.push(`+${value} ${ENGLISH_STATS[code]}`);
  for (const colour of item.sockets) lines.push(SOCKETS[colour]!);
  return lines;
}

export function simTooltipFrench(item: SimItem): string[] {
  // tooltipFacts skips the first line, the item's name in wow-classic-items.
  const lines: WciTooltipLine[] = [{ label: "" }, ...simTooltipEnglish(item).map((label) => ({ label }))];
  return tooltipFacts(lines, true).french;
}
