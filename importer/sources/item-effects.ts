/**
 * The stat phrasings of item effects ("Equip: Improves hit rating by 10.", "+8 Stamina" of a
 * socket bonus, "(2) Set : +20 Attack Power."): each family is one English pattern, the stats it
 * gives (ITEM_STATS codes of contract/enums.ts) and its French wording. The French is aowow's
 * ITEM_MOD_* template (`statType`) where one matches the stat, else a wording derived from those
 * templates and the game's own French (« Augmente de 1 % vos chances de toucher. »). A text of no
 * family stays English: the caller marks it so.
 */
import { ITEM_STATS } from "../../contract/enums.ts";
import { accentCapitals } from "../french-capitals.ts";
import type { ItemLocale } from "./aowow-item-locale.ts";
import type { ItemStat } from "./wowsims-tbc.ts";

/** `%d`, `%s`, `%.1f`, `%g`, `%c`, `%1$d` of an aowow template filled in order, `|4singular:plural;` by the number before it. */
export function fill(template: string, ...args: (string | number)[]): string {
  let next = 0;
  const out = template.replace(
    /%(?:(\d)\$)?(\.\d)?([dsgfc])/g,
    (_, pos: string | undefined, precision: string | undefined, type: string) => {
      // %c is the sign aowow's stat lines print before %d: the callers write it themselves.
      if (type === "c") return "";
      const value = pos ? args[Number(pos) - 1] : args[next++];
      if (typeof value === "number") {
        const text = type === "f" && precision ? value.toFixed(Number(precision.slice(1))) : String(value);
        return text.replace(".", ",");
      }
      return String(value ?? "");
    },
  );
  if (!out.includes("|4")) return out;
  return out.replace(
    /(\d+)([^|]*)\|4([^:]*):([^;]*);/g,
    (_, n: string, between: string, one: string, many: string) => `${n}${between}${Number(n) > 1 ? many : one}`,
  );
}

/** French typography of the lines written: a no-break space before « : » and « % », accented capitals aowow leaves out (french-capitals.ts). */
export function frenchTypography(text: string): string {
  return accentCapitals(
    text
      .replace(/[ \u00a0]?: /g, "\u00a0: ")
      .replace(/[ \u00a0]?:$/, "\u00a0:")
      .replace(/(\d)[ \u00a0]?%/g, "$1\u00a0%"),
  );
}

export interface EffectReading {
  stats: ItemStat[];
  /** null when no French source gives the text */
  french: string | null;
}

/** A magic school of the English lines ("Fire Damage", "Shadow Resistance") as its SPELL_SCHOOLS code. */
export const SCHOOL_CODES: Record<string, string> = {
  Holy: "holy",
  Fire: "fire",
  Nature: "nature",
  Frost: "frost",
  Shadow: "shadow",
  Arcane: "arcane",
};
/** aowow's `game.resistances` order, which is the schools' (holy .. arcane). */
const RESISTANCE_ORDER = ["holy", "fire", "nature", "frost", "shadow", "arcane"];

/** Rating names of "Improves / Increases (your) <name> rating by N." -> code and aowow statType index. */
const RATINGS: Record<string, [string | null, number]> = {
  "critical strike": ["crit_rating", 32],
  "spell critical strike": ["spell_crit_rating", 21],
  "ranged critical strike": [null, 20],
  hit: ["hit_rating", 31],
  "spell hit": ["spell_hit_rating", 18],
  "ranged hit": [null, 17],
  haste: ["haste_rating", 36],
  "spell haste": ["spell_haste_rating", 30],
  resilience: ["resilience_rating", 35],
  defense: ["defense_rating", 12],
  dodge: ["dodge_rating", 13],
  parry: ["parry_rating", 14],
  block: ["block_rating", 15],
  "shield block": ["block_rating", 15],
  expertise: ["expertise_rating", 37],
  "armor penetration": ["armor_penetration", 44],
};

/** Base stats of "+N Agility" -> code and aowow statType index. */
const BASE_STATS: Record<string, [string, number]> = {
  Mana: ["", 0],
  Health: ["", 1],
  Agility: ["agility", 3],
  Strength: ["strength", 4],
  Intellect: ["intellect", 5],
  Spirit: ["spirit", 6],
  Stamina: ["stamina", 7],
};

/** Short stat names of socket and set bonuses ("+4 Resilience Rating") -> code. */
const SHORT_STATS: Record<string, string> = {
  "attack power": "attack_power",
  "ranged attack power": "ranged_attack_power",
  "spell power": "spell_power",
  "spell damage and healing": "spell_power",
  "spell damage": "spell_damage",
  healing: "spell_healing",
  "healing spells": "spell_healing",
  "critical strike rating": "crit_rating",
  "spell critical strike rating": "spell_crit_rating",
  "hit rating": "hit_rating",
  "spell hit rating": "spell_hit_rating",
  "haste rating": "haste_rating",
  "spell haste rating": "spell_haste_rating",
  "resilience rating": "resilience_rating",
  "defense rating": "defense_rating",
  "dodge rating": "dodge_rating",
  "parry rating": "parry_rating",
  "block rating": "block_rating",
  "shield block rating": "block_rating",
  "block value": "block_value",
  "expertise rating": "expertise_rating",
  "armor penetration rating": "armor_penetration",
  "spell penetration": "spell_penetration",
  armor: "armor",
};

type Family = [RegExp, (m: RegExpExecArray, t: Templates) => EffectReading | null];

/** The aowow templates one effect family reads, or null when the locale lacks them. */
class Templates {
  constructor(private readonly locale: ItemLocale | null) {}
  stat(index: number, ...args: (string | number)[]): string | null {
    const t = this.locale?.lists.get("statType")?.[index];
    return t ? fill(t, ...args) : null;
  }
  /** "au Feu", "à l'Ombre", "aux Arcanes": the school as aowow's resistance names put it. */
  school(code: string): string | null {
    const name = this.locale?.lists.get("resistances")?.[RESISTANCE_ORDER.indexOf(code) + 1];
    return name ? name.replace(/^Résistance /, "") : null;
  }
  /** « (2 min de recharge) » of "(2 Min Cooldown)" or "(30 Sec Cooldown)". */
  cooldown(amount: number, unit: string): string | null {
    const t = this.locale?.lists.get("cooldown")?.[unit.toLowerCase() === "sec" ? 1 : 2];
    return t ? fill(t, amount) : null;
  }
  resistance(code: string): string | null {
    return this.locale?.lists.get("resistances")?.[RESISTANCE_ORDER.indexOf(code) + 1] ?? null;
  }
  /** A hand wording, given only when the locale is there (it is the source the wording follows). */
  derived(text: string): string | null {
    return this.locale ? text : null;
  }
}

const one = (code: string | null, value: number): ItemStat[] => (code ? [[code, value]] : []);
const num = (s: string | undefined) => Number(s);

const FAMILIES: Family[] = [
  [
    /^(?:Improves|Increases) (?:your )?(.+?) rating by (\d+)\.?$/,
    (m, t) => {
      const rating = RATINGS[m[1]!.toLowerCase()];
      if (!rating) return null;
      return { stats: one(rating[0], num(m[2])), french: t.stat(rating[1], num(m[2])) };
    },
  ],
  [
    /^Increases (?:your )?armor penetration by (\d+)\.?$/,
    (m, t) => ({ stats: one("armor_penetration", num(m[1])), french: t.stat(44, num(m[1])) }),
  ],
  [/^Increases attack power by (\d+)\.?$/, (m, t) => ({ stats: one("attack_power", num(m[1])), french: t.stat(38, num(m[1])) })],
  [/^\+(\d+) Attack Power\.?$/, (m, t) => ({ stats: one("attack_power", num(m[1])), french: t.stat(38, num(m[1])) })],
  [
    /^Increases ranged attack power by (\d+)\.?$/,
    (m, t) => ({ stats: one("ranged_attack_power", num(m[1])), french: t.stat(39, num(m[1])) }),
  ],
  [/^\+(\d+) ranged Attack Power\.?$/, (m, t) => ({ stats: one("ranged_attack_power", num(m[1])), french: t.stat(39, num(m[1])) })],
  [
    /^Increases attack power by (\d+) in Cat, Bear, Dire Bear, and Moonkin forms only\.?$/,
    (m, t) => ({ stats: one("feral_attack_power", num(m[1])), french: t.stat(40, num(m[1])) }),
  ],
  [
    /^\+(\d+) Attack Power in Cat, Bear, and Dire Bear forms only\.?$/,
    (m, t) => ({
      stats: one("feral_attack_power", num(m[1])),
      french: t.derived(`Augmente la puissance d'attaque de ${m[1]} seulement en forme de félin, ours ou ours redoutable.`),
    }),
  ],
  [
    /^Increases damage and healing done by magical spells and effects by up to (\d+)\.?$/,
    (m, t) => ({
      stats: one("spell_power", num(m[1])),
      french: t.derived(`Augmente les dégâts et les soins des sorts et des effets magiques d'un maximum de ${m[1]}.`),
    }),
  ],
  [
    /^Increases healing done by (?:magical )?spells and effects by up to (\d+)\.?$/,
    (m, t) => ({ stats: one("spell_healing", num(m[1])), french: t.stat(41, num(m[1])) }),
  ],
  [
    /^Increases damage done by magical spells and effects by up to (\d+)\.?$/,
    (m, t) => ({ stats: one("spell_damage", num(m[1])), french: t.stat(42, num(m[1])) }),
  ],
  [
    /^Increases healing done by up to (\d+) and damage done by up to (\d+) for all magical spells and effects\.?$/,
    (m, t) => ({
      stats: [
        ["spell_healing", num(m[1])],
        ["spell_damage", num(m[2])],
      ],
      french: t.derived(
        `Augmente les soins des sorts et des effets magiques d'un maximum de ${m[1]} et leurs dégâts d'un maximum de ${m[2]}.`,
      ),
    }),
  ],
  [/^Increases spell power by (\d+)\.?$/, (m, t) => ({ stats: one("spell_power", num(m[1])), french: t.stat(45, num(m[1])) })],
  [
    /^Increases damage done by (Holy|Fire|Nature|Frost|Shadow|Arcane) spells and effects by up to (\d+)\.?$/,
    (m, t) => {
      const code = SCHOOL_CODES[m[1]!]!;
      const school = t.school(code);
      return {
        stats: one(`${code}_spell_damage`, num(m[2])),
        french: school ? `Augmente les dégâts des sorts et des effets liés ${school} d'un maximum de ${m[2]}.` : null,
      };
    },
  ],
  [
    /^\+?(\d+) [Mm]ana (?:per|every) 5 sec(?:onds)?\.?$/,
    (m, t) => ({ stats: one("mana_per_5", num(m[1])), french: t.stat(43, num(m[1])) }),
  ],
  [
    /^\+(\d+) Healing \+(\d+) Spell Damage\.?$/,
    (m, t) => ({
      stats: [
        ["spell_healing", num(m[1])],
        ["spell_damage", num(m[2])],
      ],
      french: t.derived(`+${m[1]} aux soins et +${m[2]} aux dégâts des sorts`),
    }),
  ],
  [/^Restores \+?(\d+) mana per 5 sec\.?$/, (m, t) => ({ stats: one("mana_per_5", num(m[1])), french: t.stat(43, num(m[1])) })],
  [/^Restores \+?(\d+) health per 5 sec\.?$/, (m, t) => ({ stats: [], french: t.stat(46, num(m[1])) })],
  [
    /^Increases (?:your )?spell penetration by (\d+)\.?$/,
    (m, t) => ({ stats: one("spell_penetration", num(m[1])), french: t.stat(47, num(m[1])) }),
  ],
  [
    /^Decreases the magical resistances of your spell targets by (\d+)\.?$/,
    (m, t) => ({ stats: one("spell_penetration", num(m[1])), french: t.stat(47, num(m[1])) }),
  ],
  [
    /^Increases the block value of your shield by (\d+)\.?$/,
    (m, t) => ({ stats: one("block_value", num(m[1])), french: t.stat(48, num(m[1])) }),
  ],
  [
    /^Your attacks ignore (\d+) of your opponent's armor\.?$/,
    (m, t) => ({
      stats: one("armor_penetration", num(m[1])),
      french: t.derived(`Vos attaques ignorent ${m[1]} points de l'armure de votre adversaire.`),
    }),
  ],
  [
    /^Increases ranged attack speed by (\d+)%\.?$/,
    (m, t) => ({ stats: [], french: t.derived(`Augmente la vitesse d'attaque à distance de ${m[1]} %.`) }),
  ],
  [
    /^Restores (\d+) to (\d+) (mana|health)\. \((\d+) (Min|Sec) Cooldown\)$/,
    (m, t) => {
      const cooldown = t.cooldown(num(m[4]), m[5]!);
      const what = m[3] === "mana" ? "points de mana" : "points de vie";
      return { stats: [], french: cooldown ? `Rend ${m[1]} à ${m[2]} ${what}. ${cooldown}` : null };
    },
  ],
  [/^Run speed increased slightly\.?$/, (_, t) => ({ stats: [], french: t.derived("Vitesse de déplacement légèrement augmentée.") })],
  [
    /^Restores (\d+(?:\.\d+)?) health over (\d+) sec\. Must remain seated while eating\.$/,
    (m, t) => ({
      stats: [],
      french: t.derived(`Rend ${m[1]!.replace(".", ",")} points de vie en ${m[2]} s. Vous devez rester assis pendant que vous mangez.`),
    }),
  ],
  [
    /^Restores (\d+(?:\.\d+)?) mana over (\d+) sec\. Must remain seated while drinking\.$/,
    (m, t) => ({
      stats: [],
      french: t.derived(`Rend ${m[1]!.replace(".", ",")} points de mana en ${m[2]} s. Vous devez rester assis pendant que vous buvez.`),
    }),
  ],
  // The percentages of 1.x: no stat code (they are not ratings), a French wording each.
  [
    /^Improves your chance to hit by (\d+)%\.?$/,
    (m, t) => ({ stats: [], french: t.derived(`Augmente de ${m[1]} % vos chances de toucher.`) }),
  ],
  [
    /^Improves your chance to hit with spells by (\d+)%\.?$/,
    (m, t) => ({ stats: [], french: t.derived(`Augmente de ${m[1]} % vos chances de toucher avec les sorts.`) }),
  ],
  [
    /^Improves your chance to get a critical strike by (\d+)%\.?$/,
    (m, t) => ({ stats: [], french: t.derived(`Augmente de ${m[1]} % vos chances d'infliger un coup critique.`) }),
  ],
  [
    /^Improves your chance to get a critical strike with spells by (\d+)%\.?$/,
    (m, t) => ({ stats: [], french: t.derived(`Augmente de ${m[1]} % vos chances d'infliger un coup critique avec vos sorts.`) }),
  ],
  [
    /^Increases your chance to dodge an attack by (\d+)%\.?$/,
    (m, t) => ({ stats: [], french: t.derived(`Augmente de ${m[1]} % vos chances d'esquiver une attaque.`) }),
  ],
  [
    /^Increases your chance to parry an attack by (\d+)%\.?$/,
    (m, t) => ({ stats: [], french: t.derived(`Augmente de ${m[1]} % vos chances de parer une attaque.`) }),
  ],
  [
    /^Increases your chance to block attacks with a shield by (\d+)%\.?$/,
    (m, t) => ({ stats: [], french: t.derived(`Augmente de ${m[1]} % vos chances de bloquer les attaques avec un bouclier.`) }),
  ],
  [/^Increased Defense \+(\d+)\.?$/, (m, t) => ({ stats: [], french: t.derived(`Défense augmentée de +${m[1]}.`) })],
  // Short forms of socket and set bonuses: "+6 Agility", "+4 Resilience Rating", "+10 Fire Resistance", "+8 All Resistances".
  [
    /^([+-])(\d+) (Agility|Strength|Intellect|Spirit|Stamina|Mana|Health)(\.?)$/,
    (m, t) => {
      const [code, index] = BASE_STATS[m[3]!]!;
      const value = num(m[2]) * (m[1] === "-" ? -1 : 1);
      const fr = t.stat(index, value);
      return { stats: one(code || null, value), french: fr ? `${m[1]}${fr.replace(/^-/, "")}${m[4]}` : null };
    },
  ],
  [
    /^\+(\d+) (Holy|Fire|Nature|Frost|Shadow|Arcane) Resistance(\.?)$/,
    (m, t) => {
      const code = SCHOOL_CODES[m[2]!]!;
      const name = t.resistance(code);
      return { stats: one(`${code}_resistance`, num(m[1])), french: name ? `+${m[1]} ${name}${m[3]}` : null };
    },
  ],
  [/^\+(\d+) All Resistances(\.?)$/, (m, t) => ({ stats: [], french: t.derived(`+${m[1]} à toutes les résistances${m[2]}`) })],
  [
    /^\+(\d+) ([A-Za-z ]+?)(\.?)$/,
    (m, t) => {
      const code = SHORT_STATS[m[2]!.toLowerCase()];
      if (!code) return null;
      const label = ITEM_STATS[code]!;
      return { stats: one(code, num(m[1])), french: t.derived(`+${m[1]} ${label.charAt(0).toLowerCase()}${label.slice(1)}${m[3]}`) };
    },
  ],
];

/** Readings already made, by locale and text: the same few thousand texts recur over tens of thousands of items. */
const readings = new WeakMap<object, Map<string, EffectReading | null>>();
const NO_LOCALE = {};

/** The stats and French of an effect text (without its "Equip: " prefix), or null when no family reads it. */
export function readEffect(text: string, locale: ItemLocale | null): EffectReading | null {
  let known = readings.get(locale ?? NO_LOCALE);
  if (!known) readings.set(locale ?? NO_LOCALE, (known = new Map()));
  if (known.has(text)) return known.get(text)!;
  const reading = readEffectOnce(text, locale);
  known.set(text, reading);
  return reading;
}

function readEffectOnce(text: string, locale: ItemLocale | null): EffectReading | null {
  const templates = new Templates(locale);
  const clean = text.trim().replace(/\s+/g, " ");
  for (const [re, read] of FAMILIES) {
    const m = re.exec(clean);
    if (!m) continue;
    const reading = read(m, templates);
    if (reading) return { stats: reading.stats, french: reading.french === null ? null : frenchTypography(reading.french) };
  }
  return null;
}
