/**
 * wowsims/tbc's item list (`all_items.wowsims_tbc.json`, derived from its Go source: keys are
 * the Go field names): the stats, sockets, socket bonus and weapon damage of the equippable
 * items the simulator knows, as API stat codes (contract/enums.ts ITEM_STATS). The values are
 * the simulator's (TBC Classic data), not checked against a 2.4.3 item_template (none staged).
 */
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";

export type ItemStat = [code: string, value: number];

export interface SimItem {
  id: number;
  /** In the source's order, which is the tooltip's. */
  stats: ItemStat[];
  socketBonus: ItemStat[];
  /** Socket colours: red, yellow, blue, meta. */
  sockets: string[];
  damage: { min: number; max: number; speed: number } | null;
}

/** Go field -> API code, where one field is one stat of the 2.4.3 tooltip. */
const STAT_CODES: Record<string, string> = {
  Strength: "strength",
  Agility: "agility",
  Stamina: "stamina",
  Intellect: "intellect",
  Spirit: "spirit",
  Armor: "armor",
  ArcaneResistance: "arcane_resistance",
  FireResistance: "fire_resistance",
  FrostResistance: "frost_resistance",
  NatureResistance: "nature_resistance",
  ShadowResistance: "shadow_resistance",
  FeralAttackPower: "feral_attack_power",
  ArcaneSpellPower: "arcane_spell_damage",
  FireSpellPower: "fire_spell_damage",
  FrostSpellPower: "frost_spell_damage",
  HolySpellPower: "holy_spell_damage",
  NatureSpellPower: "nature_spell_damage",
  ShadowSpellPower: "shadow_spell_damage",
  MP5: "mana_per_5",
  MeleeHit: "hit_rating",
  SpellHit: "spell_hit_rating",
  MeleeCrit: "crit_rating",
  SpellCrit: "spell_crit_rating",
  MeleeHaste: "haste_rating",
  SpellHaste: "spell_haste_rating",
  Expertise: "expertise_rating",
  ArmorPenetration: "armor_penetration",
  SpellPenetration: "spell_penetration",
  Defense: "defense_rating",
  Dodge: "dodge_rating",
  Parry: "parry_rating",
  Block: "block_rating",
  BlockValue: "block_value",
  Resilience: "resilience_rating",
};

/**
 * Two Go fields the simulator fills from one 2.4.3 line: "damage and healing done by magical
 * spells" sets SpellPower and HealingPower alike, "attack power" sets AttackPower and
 * RangedAttackPower alike. Equal, they are that one stat; different, each is its own.
 */
const PAIRS: { first: string; second: string; both: string; firstAlone: string; secondAlone: string }[] = [
  { first: "SpellPower", second: "HealingPower", both: "spell_power", firstAlone: "spell_damage", secondAlone: "spell_healing" },
  {
    first: "AttackPower",
    second: "RangedAttackPower",
    both: "attack_power",
    firstAlone: "attack_power",
    secondAlone: "ranged_attack_power",
  },
];

const SOCKET_COLOURS: Record<string, string> = {
  GemColor_GemColorRed: "red",
  GemColor_GemColorYellow: "yellow",
  GemColor_GemColorBlue: "blue",
  GemColor_GemColorMeta: "meta",
};

export function readWowsimsTbc(path: string): Map<number, SimItem> {
  const raw = readFileSync(path);
  const list = JSON.parse((path.endsWith(".gz") ? gunzipSync(raw) : raw).toString("utf8")) as Record<string, unknown>[];
  const out = new Map<number, SimItem>();
  for (const r of list) {
    if (typeof r.ID !== "number") continue;
    const min = r.WeaponDamageMin,
      max = r.WeaponDamageMax,
      speed = r.SwingSpeed;
    out.set(r.ID, {
      id: r.ID,
      stats: statsOf(r.Stats),
      socketBonus: statsOf(r.SocketBonus),
      sockets: Array.isArray(r.GemSockets)
        ? r.GemSockets.map((g) => SOCKET_COLOURS[String(g)]).filter((c): c is string => c !== undefined)
        : [],
      damage: typeof min === "number" && typeof max === "number" && typeof speed === "number" && speed > 0 ? { min, max, speed } : null,
    });
  }
  return out;
}

export function statsOf(value: unknown): ItemStat[] {
  if (!value || typeof value !== "object") return [];
  const fields = value as Record<string, unknown>;
  const amount = (field: string) => (typeof fields[field] === "number" ? (fields[field] as number) : 0);
  const out: ItemStat[] = [];
  const written = new Set<(typeof PAIRS)[number]>();
  for (const field of Object.keys(fields)) {
    if (!amount(field)) continue;
    const pair = PAIRS.find((p) => p.first === field || p.second === field);
    if (!pair) {
      if (STAT_CODES[field]) out.push([STAT_CODES[field]!, amount(field)]);
      continue;
    }
    // A pair is written once, where its first field stands.
    if (written.has(pair)) continue;
    written.add(pair);
    const [a, b] = [amount(pair.first), amount(pair.second)];
    if (a === b) out.push([pair.both, a]);
    else {
      if (a) out.push([pair.firstAlone, a]);
      if (b) out.push([pair.secondAlone, b]);
    }
  }
  return out;
}
