/**
 * Items: the version's Questie item list (which items exist, levels, class, drops, vendors,
 * rewards, quest started), completed by wow-classic-items (icon, quality, slot, bonding, stack,
 * class restriction, tooltip) and the 2.4.3 client (inventory type, French class labels), with
 * French names and descriptions; classic prices from the 2020 Wowhead Classic data, tbc stats
 * from wowsims. Also records every drop, vendor and reward the Questie rows state in
 * ctx.data.itemLinks, for the loot, vendor and quest reward steps.
 */
import { ITEM_CLASSES, ITEM_SLOTS, label, type Version } from "../../contract/enums.ts";
import { isInternalName } from "../hidden.ts";
import type { TableRow } from "../rows.ts";
import { mergeFrenchItems, readItemSetNamesLocale, readLuaItemNames, readMoteItems, type FrenchItems } from "../sources/french-items.ts";
import {
  ARMOR,
  INVENTORY_SLOTS,
  ITEM_CLASS_CODES,
  LATER_SUBCLASS_NAMES,
  WCI_CLASS_CODES,
  WCI_SLOTS,
  WEAPON,
} from "../sources/item-codes.ts";
import { readInventoryTypes, readItemClassNames, readItemSubclassNames } from "../sources/item-dbc.ts";
import { tooltipFacts, type TooltipFacts } from "../sources/item-tooltip.ts";
import { readItemSets } from "../sources/item-set-dbc.ts";
import { readQuestieItemFile } from "../sources/questie-db.ts";
import { questieItems, type QuestieItem } from "../sources/questie-items.ts";
import { simTooltipFrench } from "../sources/sim-tooltip.ts";
import { readWowClassicItems, type WciItem } from "../sources/wow-classic-items.ts";
import type { ItemFiles } from "../files.ts";
import { readWowsimsTbc, type ItemStat } from "../sources/wowsims-tbc.ts";
import type { StepContext } from "./context.ts";

/**
 * Test, placeholder and NPC-only items the shared patterns miss: "Monster - Sword, ..." (weapons
 * NPCs hold), "Deprecated ..." and "OLDRecruit's Belt" (items Blizzard retired in 1.x), "QA ...".
 * Case matters: "Old Blanchy's Feed Pouch" is a real item.
 */
const INTERNAL_ITEM = /^Monster - |^Deprecated\b|^OLD[A-Z]|^QA\b|^Test\b|\bDEBUG\b/;

export function isInternalItem(englishName: string): boolean {
  return isInternalName(englishName) || INTERNAL_ITEM.test(englishName);
}

/** Reagents and tools of the rogue class without a class restriction: Thieves' Tools, Flash Powder, Blinding Powder. */
const ROGUE_TOOLS = new Set([5060, 5140, 5530]);

/**
 * Useful to the rogue class (spec: "records useful to the rogue class"; for items the spec
 * gives no list, so the rule is the class's own): an item restricted to classes is rogue when
 * the rogue is among them (poisons, rogue set pieces); otherwise weapons the rogue can wield
 * (daggers, fist weapons, one-hand swords and maces, one-hand axes from tbc on, thrown, bows,
 * crossbows, guns) and leather armour, unless their stats are a caster's (Intellect or spell
 * power, no Agility, Strength nor attack power), cloaks and jewellery with Agility, lockboxes
 * (opened with Lockpicking) and the class's tools and reagents.
 */
export function isRogueItem(
  version: Version,
  q: Pick<QuestieItem, "id" | "class" | "subClass">,
  slot: string | null,
  facts: TooltipFacts | null,
): boolean {
  if (facts?.classes) return facts.classes.includes("rogue");
  if (ROGUE_TOOLS.has(q.id) || facts?.lockpicking != null) return true;
  if (q.class === 2) {
    const s = q.subClass;
    if (slot === "two_hand" || facts?.caster) return false;
    return (
      s === WEAPON.dagger ||
      s === WEAPON.fist ||
      s === WEAPON.sword ||
      s === WEAPON.mace ||
      s === WEAPON.thrown ||
      s === WEAPON.bow ||
      s === WEAPON.crossbow ||
      s === WEAPON.gun ||
      (s === WEAPON.axe && version !== "classic")
    );
  }
  if (q.class === 4) {
    if (q.subClass === ARMOR.leather) return !facts?.caster;
    const anyone = slot === "back" || slot === "neck" || slot === "finger" || slot === "trinket";
    return anyone && (facts?.agility ?? 0) > 0;
  }
  return false;
}

export async function importItems(ctx: StepContext): Promise<void> {
  const src = ctx.files.items;
  const files = ctx.loadAll(src.questie, readQuestieItemFile);
  if (!files.length) return;
  const { items: questie, rows: sourceRows } = questieItems(new Map(files.flatMap((rows) => [...rows])));
  const sources = await itemSources(ctx, src);
  const rows = ctx.table("item");
  const links = ctx.data.itemLinks;
  for (const q of questie) {
    rows.push(itemRow(ctx.version, q, sources));
    for (const id of q.npcDrops) links.drops.push({ source_type: "npc", source_id: id, item_id: q.id });
    for (const id of q.objectDrops) links.drops.push({ source_type: "object", source_id: id, item_id: q.id });
    for (const id of q.itemDrops) links.drops.push({ source_type: "item", source_id: id, item_id: q.id });
    for (const id of q.vendors) links.vendors.push({ npc_id: id, item_id: q.id });
    for (const id of q.questRewards) links.rewards.push({ quest_id: id, item_id: q.id });
  }
  const nameless = sourceRows - questie.length;
  ctx.sourceCount({
    type: "item",
    source: src.questie.join(", "),
    count: sourceRows,
    reasons: nameless ? [`${nameless} Questie rows without a name skipped.`] : [],
  });
}

/** What the item rows take beside Questie's: each a lookup by item id (or class codes). */
type ItemSources = Awaited<ReturnType<typeof itemSources>>;

async function itemSources(ctx: StepContext, src: ItemFiles) {
  const wci = ctx.load(src.package, readWowClassicItems) ?? new Map<number, WciItem>();
  const french = await frenchItems(ctx, src);
  const setDbc = ctx.dbc("ItemSet.dbc");
  // The set an item is a piece of (ItemSet.dbc lists the pieces; item-sets.ts keeps the sets).
  const setOf = new Map<number, number>();
  for (const set of setDbc ? readItemSets(setDbc) : []) for (const id of set.items) setOf.set(id, set.id);
  const itemDbc = ctx.dbc("Item.dbc");
  const classDbc = ctx.dbc("ItemClass.dbc");
  const subclassDbc = ctx.dbc("ItemSubClass.dbc");
  const inventory = itemDbc ? readInventoryTypes(itemDbc) : new Map<number, number>();
  const classNames = classDbc ? readItemClassNames(classDbc) : new Map<number, string>();
  const subclassNames = subclassDbc ? readItemSubclassNames(subclassDbc) : new Map<string, string>();
  const classicItems = ctx.load(src.classicItems, readWowClassicItems);
  const simItems = ctx.load(src.simItems, readWowsimsTbc);
  // Questie's item rows leave startQuest empty; its quest rows name the items that start them.
  const startedBy = new Map<number, number>();
  for (const r of ctx.data.questRelations) {
    if (r.role !== "starts" || r.entity_type !== "item") continue;
    const known = startedBy.get(r.entity_id);
    if (known === undefined || r.quest_id < known) startedBy.set(r.entity_id, r.quest_id);
  }
  return { wci, french, setOf, inventory, classNames, subclassNames, classicItems, simItems, startedBy };
}

function itemRow(version: Version, q: QuestieItem, s: ItemSources): TableRow {
  // wow-classic-items holds WotLK Classic values: numbers that patches changed (stats, armour,
  // damage, sell price) are kept for wotlk only; what rarely changed (icon, quality, slot,
  // bonding, stack, class restriction) serves every version.
  const numbers = version === "wotlk";
  const w = s.wci.get(q.id);
  const facts = w ? tooltipFacts(w.tooltip, numbers) : null;
  const cls = (q.class != null ? ITEM_CLASS_CODES[q.class] : undefined) ?? (w?.class ? WCI_CLASS_CODES[w.class] : undefined) ?? null;
  const slot = slotOf(q, s.inventory.get(q.id), w);
  const fr = s.french.get(q.id);
  const internal = isInternalItem(q.name);
  const frName = fr?.name && !isInternalName(fr.name) ? fr.name : null;
  const classicItem = s.classicItems?.get(q.id);
  const sim = s.simItems?.get(q.id);
  const tooltip = withStatLines(facts?.french ?? [], sim ? simTooltipFrench(sim) : []);
  return {
    id: q.id,
    name: frName ?? q.name,
    english_name: q.name,
    name_is_english: frName ? 0 : 1,
    quality: w?.quality ?? "common",
    icon: w?.icon ?? null,
    item_level: q.itemLevel ?? w?.itemLevel ?? null,
    required_level: q.requiredLevel,
    class: cls,
    class_name: (q.class != null ? s.classNames.get(q.class) : undefined) ?? label(ITEM_CLASSES, cls),
    subclass_name:
      q.class != null && q.subClass != null
        ? (s.subclassNames.get(`${q.class}:${q.subClass}`) ?? LATER_SUBCLASS_NAMES[`${q.class}:${q.subClass}`] ?? null)
        : null,
    slot,
    slot_name: label(ITEM_SLOTS, slot),
    bonding: facts?.bonding ?? null,
    stack_size: facts?.stackSize ?? (w ? 1 : null),
    sell_price: numbers ? (w?.sellPrice ?? null) : (classicItem?.sellPrice ?? null),
    description: fr?.description ?? null,
    tooltip: tooltip.length ? tooltip.join("\n") : null,
    stats: sim ? statColumn(sim.stats) : null,
    socket_bonus: sim ? statColumn(sim.socketBonus) : null,
    start_quest_id: q.startQuest ?? s.startedBy.get(q.id) ?? null,
    item_set_id: s.setOf.get(q.id) ?? null,
    rogue: !internal && isRogueItem(version, q, slot, facts) ? 1 : 0,
    internal: internal ? 1 : 0,
  };
}

async function frenchItems(ctx: StepContext, src: ItemFiles): Promise<FrenchItems> {
  const mote = (await ctx.load(src.mote, readMoteItems)) ?? new Map();
  const setNames = (await ctx.load(src.setNames, readItemSetNamesLocale)) ?? new Map();
  return mergeFrenchItems(...ctx.loadAll(src.lua, readLuaItemNames), mote, setNames);
}

/** Stat lines go after the "Unique" lines that open the tooltip, as in the game. */
function withStatLines(fixed: string[], stats: string[]): string[] {
  const head = fixed.findIndex((line) => !line.startsWith("Unique"));
  const at = head < 0 ? fixed.length : head;
  return [...fixed.slice(0, at), ...stats, ...fixed.slice(at)];
}

/** The item table's `code=value,...` form of stats (data/schema.sql). */
function statColumn(stats: ItemStat[]): string {
  return stats.map(([code, value]) => `${code}=${value}`).join(",");
}

/** The 2.4.3 client's inventory type where it knows the item, else the package's slot label. */
function slotOf(q: QuestieItem, inventoryType: number | undefined, w: WciItem | undefined): string | null {
  if (inventoryType !== undefined) return INVENTORY_SLOTS[inventoryType] ?? null;
  if (!w?.slot) return null;
  if (w.slot === "Off Hand" && (w.subclass === "Shield" || (q.class === 4 && q.subClass === ARMOR.shield))) return "shield";
  return WCI_SLOTS[w.slot] ?? null;
}
