/**
 * The quest type the sources allow: none of them states the game's quest type (QuestInfo,
 * stored in the absent quest_template), so it is derived from the quest's journal zone. A
 * quest filed under a zone that is the inside of an instance is a quest of that instance: a
 * dungeon quest, a raid quest, or a PvP quest for a battleground. Every other type (group,
 * elite, escort, heroic...) stays unknown.
 */
import type { NewRow } from "../../rows/row.ts";

const TYPE_OF_INSTANCE: Record<string, string> = { dungeon: "dungeon", raid: "raid", battleground: "pvp" };

export interface QuestPlace {
  type: string | null;
  instance_id: number | null;
}

/** Instance and type of each journal zone that is the inside of an instance. */
export function instanceZones(
  zones: readonly NewRow<"zone">[],
  instances: readonly Pick<NewRow<"instance">, "id" | "type">[],
): Map<number, QuestPlace> {
  const typeOf = new Map(instances.map((i) => [i.id, i.type]));
  const out = new Map<number, QuestPlace>();
  for (const z of zones) {
    if (!z.instance_id) continue;
    out.set(z.id, { instance_id: z.instance_id, type: TYPE_OF_INSTANCE[typeOf.get(z.instance_id) ?? ""] ?? null });
  }
  return out;
}

/** Where the quest's journal category puts it; a negative category is not a place. */
export function questPlace(quest: Pick<NewRow<"quest">, "zone_or_sort">, zones: Map<number, QuestPlace>): QuestPlace {
  const zone = quest.zone_or_sort && quest.zone_or_sort > 0 ? zones.get(quest.zone_or_sort) : undefined;
  return zone ?? { type: null, instance_id: null };
}
