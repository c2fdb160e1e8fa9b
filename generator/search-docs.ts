/**
 * What a record gives to search: its search doc, made from its summary (name, place in its
 * list) and from its full record (the tooltip texts, the English name, and the facts that say how
 * likely a player means it). generator/search-index.ts writes the index from these docs alone.
 */
import { joined } from "../contract/text.ts";

/** The text fields of each full record that search reads besides the names (an item's tooltip is
 * its lines, read by their `text` and `right`). */
const TEXT_FIELDS: Record<string, readonly string[]> = {
  item: ["description", "tooltip"],
  spell: ["description"],
  quest: ["objectives", "description"],
  npc: ["subtitle"],
  faction: ["description"],
};

/** One searchable record, reduced to what the index needs. */
export interface SearchDoc {
  object: string;
  version: string;
  id: number;
  /** place in its list's default order, to find its summary in the list's chunk files */
  position: number;
  name: string;
  /** the English name, null when unknown or the same words as the French one */
  english: string | null;
  text: string;
  rogue: boolean;
  /** 0 to 7: how likely a player means it among equal name matches (weightOf) */
  weight: number;
}

/** What a full record gives its search doc. */
export interface SearchFacts {
  text: string;
  english: string | null;
  weight: number;
}

/** Whether a value holds something: a non-empty array or list, an object that is not only empty
 * arrays (quests: `{starts, ends}`), or a value. */
function holds(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (value && typeof value === "object") {
    const list = (value as { data?: unknown }).data;
    return Array.isArray(list) ? list.length > 0 : Object.values(value).some((v) => !Array.isArray(v) || v.length > 0);
  }
  return value !== null && value !== undefined && value !== false;
}

const anyOf = (record: Record<string, unknown>, fields: readonly string[]) => fields.some((f) => holds(record[f]));

/** What a weight is made of, most telling first: a boss fight, a presence in the world, a use. */
const BOSS = 4,
  SPAWNED = 2,
  USED = 1;

/**
 * How likely a player means a record among records whose names match a query equally well,
 * from 0 to 7, compared as a number:
 *   - an NPC: a boss or a rare (an instance encounter, a rare, a boss that drops loot) before
 *     its technical copies (BOSS), spawned in the world before unspawned (SPAWNED), and one that
 *     drops, sells, teaches, gives quests or is summoned before one nothing refers to (USED);
 *   - a world object: spawned (SPAWNED), and one that holds loot, quests or needs a key (USED);
 *   - an item that drops, is sold, rewarded, made, used in a recipe, opens something or starts a
 *     quest, a quest someone gives, a spell a class learns or something teaches: as a spawned
 *     and used NPC (SPAWNED + USED), else 0;
 *   - item sets and reputations: all as a spawned and used NPC.
 * The documentation says the same in French (generator/docs/guide.ts).
 */
export function weightOf(object: string, record: Record<string, unknown>): number {
  const common = SPAWNED + USED;
  switch (object) {
    case "npc": {
      const rank = String(record.rank);
      const boss = holds(record.encounter) || rank === "rare" || rank === "rare_elite" || (rank === "boss" && holds(record.loot));
      const used = anyOf(record, ["loot", "sells", "teaches", "quests", "encounter", "summoned_by"]);
      return (boss ? BOSS : 0) + (holds(record.zones) ? SPAWNED : 0) + (used ? USED : 0);
    }
    case "game_object":
      return (holds(record.zones) ? SPAWNED : 0) + (anyOf(record, ["loot", "quests", "keys"]) ? USED : 0);
    case "item":
      return anyOf(record, ["dropped_by", "sold_by", "reward_of", "created_by", "reagent_for", "opens", "starts_quest"]) ? common : 0;
    case "quest":
      return holds(record.starts) ? common : 0;
    case "spell":
      return anyOf(record, ["trainers", "taught_by_item", "rewarded_by", "class", "talent", "recipe"]) ? common : 0;
    default:
      return common;
  }
}

/** The words a text field gives: a text, or the texts of its lines (`{text, right}`). */
function textsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (!Array.isArray(value)) return [];
  return value.flatMap((v) =>
    typeof v === "string" ? [v] : v && typeof v === "object" ? [v.text, v.right].filter((t) => typeof t === "string") : [],
  );
}

export function searchFactsOf(object: string, record: Record<string, unknown>): SearchFacts {
  const english = typeof record.english_name === "string" ? record.english_name : null;
  return {
    text: (TEXT_FIELDS[object] ?? []).flatMap((field) => textsOf(record[field])).join(" "),
    english: english && joined(english) !== joined(String(record.name)) ? english : null,
    weight: weightOf(object, record),
  };
}
