/**
 * The quest links step, owner of quest_requirement, quest_reward and quest_reputation: what a
 * quest asks (Questie's objectives: creatures, objects, items, reputation, exploration or
 * event, with their counts where the English objective text states them), the items it rewards
 * (the items step's quest -> item links; the sources say neither quantity nor choice, so the
 * quantity stays 1 and choices follow the rule of reward-choice.ts) and the reputation it gives.
 * It runs after the items step, whose rows name and classify the items.
 */
import { reputationRankOf } from "../../contract/enums.ts";
import type { NewRow } from "../../rows/row.ts";
import { readMoteQuests, type QuestFrench } from "../sources/quest-french.ts";
import { readQuestTemplateAddon, type QuestAddon } from "../sources/quest-template-addon.ts";
import type { QuestieDetails, QuestieTarget } from "../sources/questie-quest-details.ts";
import type { StepContext } from "./context.ts";
import { questDetails } from "./quests.ts";
import { choiceRewards } from "./reward-choice.ts";

/** Special flag 2: the quest is an exploration or an event to see through. */
const SPECIAL_EVENT = 2;

export async function importQuestLinks(ctx: StepContext): Promise<void> {
  const { data } = ctx;
  if (!data.quests.length) return;
  const files = ctx.files.quests;
  const mote = (await ctx.load(files.mote, readMoteQuests)) ?? new Map<number, QuestFrench>();
  const addon = (await ctx.load(files.addon, readQuestTemplateAddon)) ?? new Map<number, QuestAddon>();
  const details = questDetails(ctx);
  const names = targetNames(ctx);
  const zoneNames = new Map(data.zones.map((z) => [z.id, z.name]));
  const requirements = ctx.table("quest_requirement");
  const reputations = ctx.table("quest_reputation");
  for (const q of data.quests) {
    const d = details.get(q.id);
    const a = addon.get(q.id);
    const special = (d?.specialFlags ?? 0) | (a?.specialFlags ?? 0);
    const reqs = d ? questRequirements(d, mote.get(q.id)?.endText ?? null, special, names, zoneNames) : [];
    const minRep = d?.minReputation ?? (a?.minRepFaction ? { faction: a.minRepFaction, value: a.minRepValue } : null);
    if (minRep && !reqs.some((r) => r.kind === "reputation" && r.target_id === minRep.faction)) {
      reqs.push({
        kind: "reputation",
        target_id: minRep.faction,
        name: null,
        quantity: null,
        value: minRep.value,
        rank: reputationRankOf(minRep.value),
        text: null,
      });
    }
    reqs.forEach((r, i) => requirements.push({ quest_id: q.id, position: i + 1, ...r }));
    for (const r of d?.reputationRewards ?? []) reputations.push({ quest_id: q.id, faction_id: r.faction, value: r.value });
  }
  importRewards(ctx);
}

type Requirement = Omit<NewRow<"quest_requirement">, "quest_id" | "position">;

function questRequirements(
  d: QuestieDetails,
  endText: string | null,
  special: number,
  names: TargetNames,
  zoneNames: Map<number, string>,
): Requirement[] {
  const out: Requirement[] = [];
  const add = (kind: "creature" | "object" | "item", t: QuestieTarget, known: Map<number, string>) => {
    const english = known.get(t.id);
    out.push({
      kind,
      target_id: t.id,
      // The name column is for targets without a record: Questie's own (English) text then.
      name: english === undefined ? t.text : null,
      quantity: countIn(d.objectivesText, [english, t.text && t.text.replace(/\s+(slain|killed|destroyed|used)$/i, "")]),
      value: null,
      rank: null,
      text: null,
    });
  };
  for (const t of d.creatures) add("creature", t, names.npcs);
  for (const t of d.killCredits) add("creature", t, names.npcs);
  for (const t of d.objects) add("object", t, names.objects);
  for (const t of d.items) add("item", t, names.items);
  if (d.reputation)
    out.push({
      kind: "reputation",
      target_id: d.reputation.faction,
      name: null,
      quantity: null,
      value: d.reputation.value,
      rank: reputationRankOf(d.reputation.value),
      text: null,
    });
  if (d.trigger) {
    // An escort is an event to see through, not a place to find.
    const escort = /^escort/i.test(d.trigger.text ?? "");
    const zone = d.trigger.zones.map((z) => zoneNames.get(z)).find(Boolean) ?? null;
    out.push({
      kind: escort ? "text" : "explore",
      target_id: null,
      name: escort ? null : (zone ?? d.trigger.text),
      quantity: null,
      value: null,
      rank: null,
      text: endText ?? (escort ? d.trigger.text : null),
    });
  } else if (special & SPECIAL_EVENT && endText) {
    out.push({ kind: "text", target_id: null, name: null, quantity: null, value: null, rank: null, text: endText });
  }
  return out;
}

/** "Kill 10 Kobold Vermin": the number written right before a target's English name. */
export function countIn(text: string | null, names: (string | null | undefined)[]): number | null {
  if (!text) return null;
  for (const name of names) {
    if (!name) continue;
    const m = new RegExp(`(\\d+)\\s+${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "i").exec(text);
    if (m) return Number(m[1]);
  }
  return null;
}

interface TargetNames {
  npcs: Map<number, string>;
  objects: Map<number, string>;
  items: Map<number, string>;
}

/** English names of the records a requirement can point at (the key says the record exists). */
function targetNames(ctx: StepContext): TargetNames {
  const english = (rows: readonly { id: number; name: string; english_name?: string | null }[]) =>
    new Map(rows.map((r) => [r.id, r.english_name ?? r.name]));
  return { npcs: english(ctx.data.npcs), objects: english(ctx.data.objects), items: english(ctx.table("item")) };
}

/** Quest -> item links of the items step, choices by the rule of reward-choice.ts. */
function importRewards(ctx: StepContext): void {
  const quests = new Set(ctx.data.quests.map((q) => q.id));
  const items = new Map(ctx.table("item").map((i) => [i.id, i]));
  const byQuest = new Map<number, Set<number>>();
  for (const r of ctx.data.itemLinks.rewards) {
    if (!quests.has(r.quest_id)) continue;
    const set = byQuest.get(r.quest_id) ?? new Set<number>();
    byQuest.set(r.quest_id, set.add(r.item_id));
  }
  const rewards = ctx.table("quest_reward");
  for (const [quest, ids] of byQuest) {
    const choices = choiceRewards(
      [...ids].map((id) => {
        const item = items.get(id);
        return { id, class: item?.class ?? null, item_set_id: item?.item_set_id ?? null };
      }),
    );
    for (const id of ids) rewards.push({ quest_id: quest, item_id: id, quantity: 1, choice: choices.has(id) ? 1 : 0 });
  }
}
