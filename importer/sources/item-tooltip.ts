/**
 * Reads the English tooltip lines of wow-classic-items: the facts that have a column of their own
 * (bonding, stack size, class restriction, lock, item set and its bonuses), and the French form
 * of the lines that follow a fixed pattern (armour, stats, damage, durability...), worded as the
 * French client words them. Free-text lines ("Equip: ...", "Use: ...", flavour text) have no
 * French source and are left out.
 */
import { CLASSES, ITEM_STATS, PROFESSIONS, SKILLS, type Labels } from "../../contract/enums.ts";
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
  /** French lines: the fixed ones always, the stat ones only when asked (see `french`). */
  french: string[];
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

const decimal = (s: string) => s.replace(".", ",");

/** Stat lines: their numbers are the WotLK Classic ones, so callers ask for them only where they hold. */
const STAT_LINES: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^(\d+) Armor$/, (m) => `Armure : ${m[1]}`],
  [/^(\d+) Block$/, (m) => `Bloquer : ${m[1]}`],
  [
    /^\+(\d+) (Strength|Agility|Stamina|Intellect|Spirit|(?:Fire|Frost|Nature|Shadow|Arcane) Resistance)$/,
    (m) => `+${m[1]} ${statFr(m[2]!)}`,
  ],
  [/^(\d+) - (\d+) Damage$/, (m) => `Dégâts : ${m[1]} - ${m[2]}`],
  [/^(\d+) Damage$/, (m) => `Dégâts : ${m[1]}`],
  [/^Speed (\d+(?:\.\d+)?)$/, (m) => `Vitesse ${decimal(m[1]!)}`],
  [/^\((\d+(?:\.\d+)?) damage per second\)$/, (m) => `(${decimal(Number(m[1]).toFixed(1))} dégâts par seconde)`],
  [/^Durability (\d+) \/ (\d+)$/, (m) => `Durabilité ${m[1]} / ${m[2]}`],
  [/^Red Socket$/, () => "Châsse rouge"],
  [/^Yellow Socket$/, () => "Châsse jaune"],
  [/^Blue Socket$/, () => "Châsse bleue"],
  [/^Meta Socket$/, () => "Châsse méta"],
];

/** Lines that hold in every version. */
const FIXED_LINES: [RegExp, (m: RegExpExecArray) => string | null][] = [
  [/^Unique$/, () => "Unique"],
  [/^Unique \((\d+)\)$/, (m) => `Unique (${m[1]})`],
  [/^Unique-Equipped$/, () => "Unique - Équipé"],
  [
    /^Classes: (.+)$/,
    (m) => {
      const codes = classCodes(m[1]!);
      return codes ? `Classes : ${codes.map((c) => CLASSES[c]).join(", ")}` : null;
    },
  ],
  [
    /^Requires ([A-Z][a-z]+(?: [A-Z][a-z]+)?) \((\d+)\)$/,
    (m) => {
      const skill = skillFr(m[1]!);
      return skill ? `Requiert ${skill} (${m[2]})` : null;
    },
  ],
  [/^Locked$/, () => "Verrouillé"],
  [/^This Item Begins a Quest$/, () => "Cet objet permet de lancer une quête"],
  [/^<Right Click to Open>$/, () => "<Clic droit pour ouvrir>"],
  [/^<Right Click to Read>$/, () => "<Clic droit pour lire>"],
  [/^<Random enchantment>$/, () => "<Enchantement aléatoire>"],
];

function classCodes(list: string): string[] | null {
  const codes = list.split(",").map((c) => classCode(c.trim()));
  return codes.every((c): c is string => c !== null) ? codes : null;
}

/** `stats`: also give the stat lines (armour, damage, stats...), whose values are WotLK Classic's. */
export function tooltipFacts(lines: WciTooltipLine[], stats: boolean): TooltipFacts {
  const facts: TooltipFacts = {
    bonding: null,
    stackSize: null,
    classes: null,
    lockpicking: null,
    agility: 0,
    caster: false,
    setName: null,
    setBonuses: [],
    french: [],
  };
  let magic = false;
  let physical = false;
  // The first line is the item's name; a label may hold several lines ("Locked\nRequires ...").
  for (const line of lines.slice(1)) {
    for (const label of line.label
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean)) {
      read(facts, label, line.format, stats);
      if (line.format === "indent" || /^\(\d+\) Set/.test(label)) continue;
      if (/^\+\d+ Intellect$|spell power|healing|damage done by magical spells|spell damage/i.test(label)) magic = true;
      // Feral attack power ("... in Cat, Bear ... forms only") is a druid's caster weapon bonus.
      if (/^\+\d+ (Agility|Strength)$/.test(label) || (/attack power/i.test(label) && !/forms only/i.test(label))) physical = true;
    }
  }
  facts.caster = magic && !physical;
  return facts;
}

function read(facts: TooltipFacts, label: string, format: string | undefined, stats: boolean): void {
  let m: RegExpExecArray | null;
  if (label === "Binds when picked up") facts.bonding = "pickup";
  else if (label === "Binds when equipped") facts.bonding = "equip";
  else if (label === "Binds when used") facts.bonding = "use";
  else if (label === "Quest Item") facts.bonding ??= "quest";
  else if ((m = /^Max Stack: (\d+)$/.exec(label))) facts.stackSize = Number(m[1]);
  else if ((m = /^\((\d+)\) Set ?: (.+)$/.exec(label))) facts.setBonuses.push({ pieces: Number(m[1]), text: m[2]!.trim() });
  else if (format === "Misc" && (m = /^(.+) \(0\/\d+\)$/.exec(label))) facts.setName = m[1]!.trim();
  else {
    if ((m = /^Classes: (.+)$/.exec(label))) facts.classes = classCodes(m[1]!);
    if ((m = /^Requires Lockpicking \((\d+)\)$/.exec(label))) facts.lockpicking = Number(m[1]);
    if ((m = /^\+(\d+) Agility$/.exec(label))) facts.agility += Number(m[1]);
    // Set piece lines (indented or coloured by quality) name other items: not this item's tooltip.
    if (format === "indent") return;
    for (const [re, fr] of FIXED_LINES) {
      const hit = re.exec(label);
      if (hit) {
        const text = fr(hit);
        if (text) facts.french.push(text);
        return;
      }
    }
    // Green "Uncommon" lines are Equip/Use texts or bonus armour; sockets come as "Poor".
    if (!stats || (format && format !== "Poor" && format !== "alignRight")) return;
    for (const [re, fr] of STAT_LINES) {
      const hit = re.exec(label);
      if (hit) {
        facts.french.push(fr(hit));
        return;
      }
    }
  }
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
