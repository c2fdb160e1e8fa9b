/**
 * Reads the English tooltip lines of wow-classic-items for the facts the item and set rows take
 * beside the lines (item-lines.ts writes those): bonding, stack size, class restriction, lock,
 * Agility and caster stats (the rogue rule), item set and its bonuses.
 */
import { ITEM_STATS, PROFESSIONS, SKILLS, type Labels } from "../../contract/enums.ts";
import { classCode } from "../codes.ts";
import type { WciTooltipLine } from "./wow-classic-items.ts";

export interface TooltipFacts {
  bonding: "pickup" | "equip" | "use" | "quest" | null;
  stackSize: number | null;
  /** Class codes of a "Classes: ..." restriction; null when any class may use it. */
  classes: string[] | null;
  /** Skill level of "Requires Lockpicking (N)" (lockboxes), else null. */
  lockpicking: number | null;
  agility: number;
  /** Caster stats (Intellect, spell power, healing) and no physical ones (Agility, Strength, attack power). */
  caster: boolean;
  /** English name of the item set the item belongs to, from "Name (0/5)". */
  setName: string | null;
  /** English set bonuses, from "(2) Set : ..." lines. */
  setBonuses: { pieces: number; text: string }[];
}

/** An English name of the tooltips as a code of contract/enums.ts: "Fire Resistance" -> fire_resistance. */
const codeOf = (english: string) => english.toLowerCase().replaceAll(" ", "_");

/** A stat as the French client prints it after "+N" (ITEM_STATS: "Strength", "Fire Resistance", "Armor"). */
const statFr = (english: string) => ITEM_STATS[codeOf(english)];

/** Skills a tooltip may require that are neither professions nor the skills of contract/enums.ts. */
const OTHER_SKILLS: Labels = { riding: "Monte" };

/** A skill of "Requires <Skill> (N)" in French, or undefined when it is none. */
export const skillFr = (english: string): string | undefined => {
  const code = codeOf(english);
  return PROFESSIONS[code] ?? SKILLS[code] ?? OTHER_SKILLS[code];
};

function classCodes(list: string): string[] | null {
  const codes = list.split(",").map((c) => classCode(c.trim()));
  return codes.every((c): c is string => c !== null) ? codes : null;
}

export function tooltipFacts(lines: WciTooltipLine[]): TooltipFacts {
  const facts: TooltipFacts = {
    bonding: null,
    stackSize: null,
    classes: null,
    lockpicking: null,
    agility: 0,
    caster: false,
    setName: null,
    setBonuses: [],
  };
  let magic = false;
  let physical = false;
  // The first line is the item's name; a label may hold several lines ("Locked\nRequires ...").
  for (const line of lines.slice(1)) {
    for (const label of line.label
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean)) {
      read(facts, label, line.format);
      if (line.format === "indent" || /^\(\d+\) Set/.test(label)) continue;
      if (/^\+\d+ Intellect$|spell power|healing|damage done by magical spells|spell damage/i.test(label)) magic = true;
      // Feral attack power ("... in Cat, Bear ... forms only") is a druid's caster weapon bonus.
      if (/^\+\d+ (Agility|Strength)$/.test(label) || (/attack power/i.test(label) && !/forms only/i.test(label))) physical = true;
    }
  }
  facts.caster = magic && !physical;
  return facts;
}

function read(facts: TooltipFacts, label: string, format: string | undefined): void {
  let m: RegExpExecArray | null;
  if (label === "Binds when picked up") facts.bonding = "pickup";
  else if (label === "Binds when equipped") facts.bonding = "equip";
  else if (label === "Binds when used") facts.bonding = "use";
  else if (label === "Quest Item") facts.bonding ??= "quest";
  else if ((m = /^Max Stack: (\d+)$/.exec(label))) facts.stackSize = Number(m[1]);
  else if ((m = /^\((\d+)\) Set ?: (.+)$/.exec(label))) facts.setBonuses.push({ pieces: Number(m[1]), text: m[2]!.trim() });
  else if (format === "Misc" && (m = /^(.+) \(0\/\d+\)$/.exec(label))) facts.setName = m[1]!.trim();
  else if ((m = /^Classes: (.+)$/.exec(label))) facts.classes = classCodes(m[1]!);
  else if ((m = /^Requires Lockpicking \((\d+)\)$/.exec(label))) facts.lockpicking = Number(m[1]);
  else if ((m = /^\+(\d+) Agility$/.exec(label))) facts.agility += Number(m[1]);
}

/**
 * A set bonus in French when its English text is a plain stat ("+10 Armor.", "+5 Arcane
 * Resistance."), else null: the other bonus texts are spell descriptions, which no staged
 * French source holds.
 */
export function frenchSetBonus(text: string): string | null {
  const m =
    /^\+(\d+) (Armor|Strength|Agility|Stamina|Intellect|Spirit|All Resistances|(?:Fire|Frost|Nature|Shadow|Arcane) Resistance)\.?$/.exec(
      text.trim(),
    );
  if (!m) return null;
  return m[2] === "All Resistances" ? `+${m[1]} à toutes les résistances.` : `${statFr(m[2]!)} +${m[1]}.`;
}
