/**
 * Which reward items of a quest are a choice. No staged source says (quest_template, where the
 * game keeps fixed and choice rewards apart, is absent; Questie lists a quest's rewards without
 * telling them apart), so a rule decides: a quest's weapons and armour are a choice when there
 * are at least two of them and they are not all pieces of one item set (the set-upgrade quests
 * give the whole set); everything else it rewards (bags, potions, reagents, quest items) is
 * given. Checked against a sample of AzerothCore's quest_template (IMPORT.md gives the figure).
 * A choice between consumables is not seen by the rule: those stay "given".
 */

export interface RewardItem {
  id: number;
  /** The item's class code (item table): "weapon", "armor", "consumable"... or null. */
  class: string | null;
  item_set_id: number | null;
}

const EQUIPMENT = new Set(["weapon", "armor"]);

export function choiceRewards(items: readonly RewardItem[]): Set<number> {
  const equipment = items.filter((i) => i.class !== null && EQUIPMENT.has(i.class));
  if (equipment.length < 2) return new Set();
  const sets = new Set(equipment.map((i) => i.item_set_id));
  if (sets.size === 1 && !sets.has(null)) return new Set();
  return new Set(equipment.map((i) => i.id));
}
