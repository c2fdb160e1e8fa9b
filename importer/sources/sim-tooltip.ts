/**
 * The tooltip lines of a wowsims item, written as the English lines of wow-classic-items so that
 * item-lines.ts reads them as it reads the package's (one wording in every version). Only the
 * lines of damage, speed, armour, base stats, resistances and sockets are written: rating and
 * spell lines are free "Equip:" text in the game, which the simulator does not keep.
 */
import type { SimItem } from "./wowsims-tbc.ts";

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
