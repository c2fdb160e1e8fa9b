/**
 * An item's tooltip as wow-classic-items gives it (English lines, Wowhead's order, the name
 * first), read into the item table's columns: the lines in French where a source gives the
 * wording (aowow's templates, item-effects.ts's families, the French item and set names), each
 * flagged with its language and kind, and the numbers of its lines (damage, speed, DPS, armour,
 * block, durability, stats, sockets, socket bonus, effects, required level). Lines Wowhead adds
 * to the game's tooltip (phase, sell price, drop chance, "Dropped by", max stack) are left out.
 */
import { CLASSES } from "../../contract/enums.ts";
import { classCode } from "../codes.ts";
import { skillFr } from "./item-tooltip.ts";
import type { ItemLocale } from "./aowow-item-locale.ts";
import { fill, frenchTypography, readEffect, SCHOOL_CODES } from "./item-effects.ts";
import type { WciTooltipLine } from "./wow-classic-items.ts";
import type { ItemStat } from "./wowsims-tbc.ts";

export type LineKind = "plain" | "effect" | "flavor" | "set" | "set_piece" | "set_bonus";
export type Lang = "fr" | "en";

export interface TooltipLine {
  text: string;
  right: string | null;
  lang: Lang;
  kind: LineKind;
}

export interface ItemEffect {
  trigger: "equip" | "use" | "chance_on_hit";
  text: string;
  lang: Lang;
  spell_id: number | null;
}

export interface DamageLine {
  min: number;
  max: number;
  school: string;
}

export interface ItemLines {
  lines: TooltipLine[];
  stats: ItemStat[];
  socketBonus: ItemStat[];
  damage: DamageLine[];
  speed: number | null;
  dps: number | null;
  armor: number | null;
  block: number | null;
  durability: number | null;
  sockets: string[];
  classes: string[] | null;
  effects: ItemEffect[];
  requiredLevel: number | null;
}

/** French texts the item's own sources give: its description, its set's name, other items' names. */
export interface FrenchNames {
  description: string | null;
  setName: string | null;
  /** French name of an item by its English name (set pieces), or null */
  item: (english: string) => string | null;
  /** French name of a reputation by its English name, or null */
  faction?: (english: string) => string | null;
}

const NO_NAMES: FrenchNames = { description: null, setName: null, item: () => null };

/** English standings of "Requires <faction> - <standing>", in aowow's `game.rep` order. */
const STANDINGS = ["Hated", "Hostile", "Unfriendly", "Neutral", "Friendly", "Honored", "Revered", "Exalted"];

/** Wowhead's additions to the game's tooltip. */
const NOT_GAME_LINES = /^(Phase \d+|Sell Price:.*|Drop Chance:.*|Dropped by:.*|Max Stack: \d+)$/;

/** aowow's `game.sc` order. */
const SCHOOL_ORDER = ["physical", "holy", "fire", "nature", "frost", "shadow", "arcane"];
const SCHOOL = "(Holy|Fire|Nature|Frost|Shadow|Arcane)";
const RANGE = new RegExp(`^(\\d+) - (\\d+) (?:${SCHOOL} )?Damage$`);
const SINGLE = new RegExp(`^(\\d+) (?:${SCHOOL} )?Damage$`);
const EXTRA_RANGE = new RegExp(`^\\+ ?(\\d+) - (\\d+) (?:${SCHOOL} )?Damage$`);
const EXTRA_SINGLE = new RegExp(`^\\+ ?(\\d+) (?:${SCHOOL} )?Damage$`);

const TRIGGERS: Record<string, [ItemEffect["trigger"], number]> = {
  Use: ["use", 0],
  Equip: ["equip", 1],
  "Chance on hit": ["chance_on_hit", 2],
};
const BONDING: Record<string, number> = {
  "Binds to account": 0,
  "Binds when picked up": 1,
  "Binds when equipped": 2,
  "Binds when used": 3,
  "Quest Item": 4,
};
const SOCKETS: Record<string, [string, number]> = {
  Meta: ["meta", 0],
  Red: ["red", 1],
  Yellow: ["yellow", 2],
  Blue: ["blue", 3],
  Prismatic: ["prismatic", 4],
};

/** English names of aowow's `item.inventoryType` list, by position. */
const INVENTORY_EN = [
  "",
  "Head",
  "Neck",
  "Shoulder",
  "Shirt",
  "Chest",
  "Waist",
  "Legs",
  "Feet",
  "Wrist",
  "Hands",
  "Finger",
  "Trinket",
  "One-Hand",
  "",
  "Ranged",
  "Back",
  "Two-Hand",
  "Bag",
  "Tabard",
  "",
  "Main Hand",
  "Off Hand",
  "Held In Off-hand",
  "Projectile",
  "Thrown",
  "",
  "Quiver",
  "Relic",
];
/** English names of aowow's `item.subClass` lists, by position. */
const SUBCLASS_EN: Record<string, string[]> = {
  weapon: [
    "Axe",
    "Axe",
    "Bow",
    "Gun",
    "Mace",
    "Mace",
    "Polearm",
    "Sword",
    "Sword",
    "",
    "Staff",
    "Exotic",
    "Exotic",
    "Fist Weapon",
    "Miscellaneous",
    "Dagger",
    "Thrown",
    "Spear",
    "Crossbow",
    "Wand",
    "Fishing Pole",
  ],
  armor: ["Miscellaneous", "Cloth", "Leather", "Mail", "Plate", "", "Shield", "Libram", "Idol", "Totem", "Sigil"],
  ammunition: ["", "", "Arrow", "Bullet"],
  container: [
    "Bag",
    "Soul Bag",
    "Herb Bag",
    "Enchanting Bag",
    "Engineering Bag",
    "Gem Bag",
    "Mining Bag",
    "Leatherworking Bag",
    "Inscription Bag",
  ],
  quiver: ["", "", "Quiver", "Ammo Pouch"],
};
/** ChrRaces ids of the race names of "Races: ..." (aowow's `game.ra` starts at -2). */
const RACES: Record<string, number> = {
  Human: 1,
  Orc: 2,
  Dwarf: 3,
  "Night Elf": 4,
  Undead: 5,
  Tauren: 6,
  Gnome: 7,
  Troll: 8,
  "Blood Elf": 10,
  Draenei: 11,
};

/** The game's rounding of a DPS line (printf's %.1f of the sum of the lines). */
export function dpsOf(damage: DamageLine[], speed: number): number {
  return Number(damage.reduce((sum, d) => sum + (d.min + d.max) / 2 / speed, 0).toFixed(1));
}

export function readItemLines(tooltip: WciTooltipLine[], locale: ItemLocale | null, names: FrenchNames = NO_NAMES): ItemLines {
  const out: ItemLines = {
    lines: [],
    stats: [],
    socketBonus: [],
    damage: [],
    speed: null,
    dps: null,
    armor: null,
    block: null,
    durability: null,
    sockets: [],
    classes: null,
    effects: [],
    requiredLevel: null,
  };
  const reader = new LineReader(locale, names, out);
  // The first line is the item's name; a label may hold several lines ("Binds when picked up\nMount").
  // A lone "Requires" is Wowhead's link to a PvP rank, which the next line names.
  let requires = false;
  for (const line of tooltip.slice(1)) {
    for (const label of line.label
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean)) {
      if (NOT_GAME_LINES.test(label)) continue;
      if (label === "Requires") requires = true;
      else {
        reader.add(requires ? `Requires ${label}` : label, line.format);
        requires = false;
      }
    }
  }
  if (out.speed && out.damage.length) out.dps = dpsOf(out.damage, out.speed);
  const dpsLine = out.lines.find((l) => l.text === DPS_MARK);
  if (dpsLine && out.dps !== null) Object.assign(dpsLine, reader.dpsLine(out.dps));
  return out;
}

/** Where the DPS line stands until the damage lines are all read. */
const DPS_MARK = "\u0000dps";

class LineReader {
  constructor(
    private readonly locale: ItemLocale | null,
    private readonly names: FrenchNames,
    private readonly out: ItemLines,
  ) {}

  private text(key: string): string | null {
    return this.locale?.text.get(key) ?? null;
  }
  private list(key: string, index: number): string | null {
    return this.locale?.lists.get(key)?.[index] ?? null;
  }
  private push(french: string | null, english: string, kind: LineKind): void {
    this.out.lines.push(
      french === null
        ? { text: english, right: null, lang: "en", kind }
        : { text: frenchTypography(french), right: null, lang: "fr", kind },
    );
  }

  dpsLine(dps: number): Pick<TooltipLine, "text" | "lang"> {
    const t = this.text("dps");
    return t ? { text: fill(t, dps), lang: "fr" } : { text: `(${dps.toFixed(1)} damage per second)`, lang: "en" };
  }

  add(source: string, format: string | undefined): void {
    // Wowhead's English lines carry HTML's no-break spaces and double spaces between sentences.
    const label = source.replace(/[ \u00a0]{2,}|\u00a0/g, " ");
    const out = this.out;
    if (format === "alignRight") {
      const right = this.right(label);
      const previous = out.lines[out.lines.length - 1];
      if (previous && previous.right === null) previous.right = right;
      else this.push(null, label, "plain");
      return;
    }
    if (format === "indent") return this.push(this.names.item(label), label, "set_piece");
    let m: RegExpExecArray | null;
    if ((m = /^\((\d+)\) Set ?: (.+)$/.exec(label))) {
      const effect = readEffect(m[2]!, this.locale);
      const t = this.text("setBonus");
      return this.push(effect?.french && t ? fill(t, Number(m[1]), effect.french) : null, label, "set_bonus");
    }
    if (format === "Misc" && (m = /^(.+) \((\d+)\/(\d+)\)$/.exec(label))) {
      return this.push(this.names.setName ? `${this.names.setName} (${m[2]}/${m[3]})` : null, label, "set");
    }
    if (format === "Misc" && /^".*"$/s.test(label)) {
      return this.push(this.names.description ? `« ${this.names.description.replace(/^"|"$/g, "")} »` : null, label, "flavor");
    }
    if ((m = /^(Use|Equip|Chance on hit): (.+)$/s.exec(label))) {
      const [trigger, index] = TRIGGERS[m[1]!]!;
      const body = m[2]!.trim();
      const effect = readEffect(body, this.locale);
      if (effect) out.stats.push(...effect.stats);
      const prefix = this.list("trigger", index);
      const french = effect?.french && prefix ? effect.french : null;
      out.effects.push({ trigger, text: french ?? body, lang: french ? "fr" : "en", spell_id: null });
      return this.push(french ? `${prefix}${french}` : null, label, "effect");
    }
    if ((m = /^\((\d+(?:\.\d+)?) damage per second\)$/.exec(label))) {
      // Written once every damage line is read: the game's figure is their sum (see dpsOf).
      out.dps = Number(Number(m[1]).toFixed(1));
      out.lines.push({ text: DPS_MARK, right: null, lang: "en", kind: "plain" });
      return;
    }
    if (format === "Uncommon") {
      // A green line without a trigger: a gem's or a weapon's bonus ("Increases attack power by 120 in Cat, ... forms only.").
      const fixed = this.fixed(label);
      const effect = fixed === null ? readEffect(label, this.locale) : null;
      if (effect) out.stats.push(...effect.stats);
      return this.push(fixed ?? effect?.french ?? null, label, "effect");
    }
    this.push(this.fixed(label), label, "plain");
  }

  /** The French of a fixed line, recording its numbers; null when none is known. */
  private fixed(label: string): string | null {
    const out = this.out;
    let m: RegExpExecArray | null;
    if ((m = /^Item Level (\d+)$/.exec(label))) return this.template("itemLevel", Number(m[1]));
    if (label in BONDING) return this.list("bonding", BONDING[label]!);
    if (label === "Unique") return this.list("unique", 0);
    if ((m = /^Unique \((\d+)\)$/.exec(label))) return this.list("unique", 1) && fill(this.list("unique", 1)!, Number(m[1]));
    if (label === "Unique-Equipped") return this.list("uniqueEquipped", 0);
    if (label === "Heroic") return this.text("heroic");
    if (label === "Locked") return this.text("locked");
    if (label === "Conjured Item") return this.text("conjured");
    if (label === "This Item Begins a Quest") return this.text("startQuest");
    if (label === "<Random enchantment>") return this.text("randEnchant");
    if (label === "<Right Click to Open>") return this.locale ? "<Clic droit pour ouvrir>" : null;
    if (label === "<Right Click to Read>") return this.locale ? "<Clic droit pour lire>" : null;
    if ((m = /^(Major|Minor) Glyph$/.exec(label))) return this.list("glyphType", m[1] === "Major" ? 1 : 2);
    const slot = INVENTORY_EN.indexOf(label);
    if (slot > 0) return this.list("inventoryType", slot);
    if ((m = /^(\d+) Armor$/.exec(label))) {
      out.armor = Number(m[1]);
      out.stats.push(["armor", Number(m[1])]);
      return this.template("armor", m[1]!);
    }
    if ((m = /^(\d+) Block$/.exec(label))) {
      out.block = Number(m[1]);
      return this.template("block", m[1]!);
    }
    if ((m = RANGE.exec(label))) {
      const school = m[3] ? SCHOOL_CODES[m[3]]! : "physical";
      out.damage.push({ min: Number(m[1]), max: Number(m[2]), school });
      return m[3]
        ? this.templateOf("range", 1, Number(m[1]), Number(m[2]), this.schoolName(school))
        : this.templateOf("range", 0, Number(m[1]), Number(m[2]));
    }
    if ((m = SINGLE.exec(label))) {
      const school = m[2] ? SCHOOL_CODES[m[2]]! : "physical";
      out.damage.push({ min: Number(m[1]), max: Number(m[1]), school });
      return m[2] ? this.templateOf("single", 1, Number(m[1]), this.schoolName(school)) : this.templateOf("single", 0, Number(m[1]));
    }
    if ((m = EXTRA_RANGE.exec(label))) {
      const school = m[3] ? SCHOOL_CODES[m[3]]! : "physical";
      out.damage.push({ min: Number(m[1]), max: Number(m[2]), school });
      return m[3]
        ? this.templateOf("range", 3, Number(m[1]), Number(m[2]), this.schoolName(school))
        : this.templateOf("range", 2, Number(m[1]), Number(m[2]));
    }
    if ((m = EXTRA_SINGLE.exec(label))) {
      const school = m[2] ? SCHOOL_CODES[m[2]]! : "physical";
      out.damage.push({ min: Number(m[1]), max: Number(m[1]), school });
      return m[2] ? this.templateOf("single", 3, Number(m[1]), this.schoolName(school)) : this.templateOf("single", 2, Number(m[1]));
    }
    if ((m = /^Adds (\d+(?:\.\d+)?) damage per second$/.exec(label))) return this.templateOf("ammo", 0, Number(m[1]));
    if ((m = /^Durability (\d+) \/ (\d+)$/.exec(label))) {
      out.durability = Number(m[2]);
      return this.template("durability", Number(m[1]), Number(m[2]));
    }
    if ((m = /^Requires Level (\d+)$/.exec(label))) {
      out.requiredLevel = Number(m[1]);
      return this.template("reqMinLevel", Number(m[1]));
    }
    if ((m = /^Classes: (.+)$/.exec(label))) {
      const codes = m[1]!.split(",").map((c) => classCode(c.trim()));
      if (!codes.every((c): c is string => c !== null)) return null;
      out.classes = codes;
      return this.locale ? `Classes : ${codes.map((c) => CLASSES[c]).join(", ")}` : null;
    }
    if ((m = /^Requires ([A-Z][a-z]+(?: [A-Z][a-z]+)?) \((\d+)\)$/.exec(label))) {
      const skill = skillFr(m[1]!);
      return skill && this.locale ? `Requiert ${skill} (${m[2]})` : null;
    }
    if ((m = /^Requires (.+) - (Hated|Hostile|Unfriendly|Neutral|Friendly|Honored|Revered|Exalted)$/.exec(label))) {
      const faction = this.names.faction?.(m[1]!);
      const standing = this.list("rep", STANDINGS.indexOf(m[2]!));
      return faction && standing ? `Requiert ${faction} - ${standing}` : null;
    }
    if (label === "Mount") return this.list("misc", 5);
    if (label === "Requires any Alliance race" || label === "Requires any Horde race") {
      const side = this.list("ra", label.includes("Alliance") ? 1 : 0);
      return side ? `Requiert une race ${side === "Horde" ? "de la" : "de l'"}${side === "Horde" ? " " : ""}${side}` : null;
    }
    if ((m = /^Races: (.+)$/.exec(label))) {
      const races = m[1]!.split(",").map((r) => this.list("ra", (RACES[r.trim()] ?? -99) + 2));
      return races.every((r) => r) ? `Races : ${races.join(", ")}` : null;
    }
    if ((m = /^(Meta|Red|Yellow|Blue|Prismatic) Socket$/.exec(label))) {
      const [code, index] = SOCKETS[m[1]!]!;
      out.sockets.push(code);
      return this.list("socket", index);
    }
    if ((m = /^Socket Bonus: (.+)$/.exec(label))) {
      const effect = readEffect(m[1]!, this.locale);
      if (effect) out.socketBonus.push(...effect.stats);
      const t = this.text("socketBonus");
      return effect?.french && t ? fill(t, effect.french) : null;
    }
    if ((m = /^(\d+) Charges?$/.exec(label))) return this.template("charges", Number(m[1]));
    if ((m = /^(\d+) Slot (.+)$/.exec(label))) {
      const kind = this.subclass(m[2]!);
      return kind ? this.template("containerSlots", Number(m[1]), kind) : null;
    }
    if ((m = /^Duration: (\d+) (sec|min|hours?|days?)( \(real time\))?$/.exec(label))) {
      const index = { sec: 1, min: 2, hour: 3, hours: 3, day: 4, days: 4 }[m[2]!]!;
      const t = this.list("duration", index);
      const real = this.text("realTime");
      if (!t || (m[3] && !real)) return null;
      return fill(t, Number(m[1])) + (m[3] ? ` (${real})` : "");
    }
    // Base stats and resistances: "+5 Agility", "+8 Fire Resistance".
    if (/^[+-]\d+ [A-Za-z ]+$/.test(label)) {
      const effect = readEffect(label, this.locale);
      if (effect) {
        out.stats.push(...effect.stats);
        return effect.french;
      }
    }
    return null;
  }

  private template(key: string, ...args: (string | number)[]): string | null {
    const t = this.text(key);
    return t ? fill(t, ...args) : null;
  }
  private templateOf(key: string, index: number, ...args: (string | number)[]): string | null {
    const t = this.list(key, index);
    return t && !args.includes("") ? fill(t, ...args) : null;
  }
  private schoolName(code: string): string {
    return this.list("sc", SCHOOL_ORDER.indexOf(code)) ?? "";
  }
  /** A subclass or slot name of the right-hand column in French ("Sword" -> « Épée »), else the English. */
  private subclass(english: string): string | null {
    for (const [list, names] of Object.entries(SUBCLASS_EN)) {
      const i = names.indexOf(english);
      if (i >= 0) return this.list(list, i);
    }
    return null;
  }
  private right(label: string): string {
    const m = /^Speed (\d+(?:\.\d+)?)$/.exec(label);
    if (m) {
      this.out.speed = Number(m[1]);
      const t = this.text("speed");
      return t ? `${t} ${Number(m[1]).toFixed(2).replace(".", ",")}` : label;
    }
    const fr = this.subclass(label);
    return fr ? frenchTypography(fr) : label;
  }
}
