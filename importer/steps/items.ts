/**
 * Items: the version's Questie item list (which items exist, levels, class, drops, vendors,
 * rewards, quest started), completed by the wow-classic-items package of the version's era
 * (icon, quality, slot, bonding, stack, sell price, and the tooltip: its lines in French where a
 * source words them, and the numbers they carry: damage, speed, DPS, armour, stats, sockets,
 * effects...) and the 2.4.3 client (inventory type, French class labels), with French names
 * and descriptions. Where the package lacks an item, the WotLK Classic package gives its icon,
 * quality and slot, the 2020 Wowhead Classic data its classic price and wowsims its tbc numbers.
 * Also records every drop, vendor and reward the Questie rows state in ctx.data.itemLinks, for
 * the loot, vendor and quest reward steps.
 */
import { ITEM_CLASSES, ITEM_SLOTS, label, type Version } from "../../contract/enums.ts";
import { isInternalName } from "../hidden.ts";
import type { NewRow } from "../../rows/row.ts";
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
import { readAowowItemLocale, type ItemLocale } from "../sources/aowow-item-locale.ts";
import { readBabbleFactions } from "../sources/libbabble-faction.ts";
import { readItemLines, type FrenchNames, type ItemLines } from "../sources/item-lines.ts";
import { readItemSets } from "../sources/item-set-dbc.ts";
import { readQuestieItemFile } from "../sources/questie-db.ts";
import { questieItems, type QuestieItem } from "../sources/questie-items.ts";
import { simTooltipEnglish } from "../sources/sim-tooltip.ts";
import { readWowClassicItems, type WciItem } from "../sources/wow-classic-items.ts";
import type { ItemFiles } from "../files.ts";
import { readWowsimsTbc, type ItemStat, type SimItem } from "../sources/wowsims-tbc.ts";
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
  const englishToFrench = new Map<string, string>();
  for (const q of questie) {
    const fr = sources.french.get(q.id)?.name;
    if (fr && !isInternalName(fr) && !englishToFrench.has(q.name)) englishToFrench.set(q.name, fr);
  }
  const tally = new Tally();
  for (const q of questie) {
    rows.push(itemRow(ctx.version, q, sources, englishToFrench, tally));
    for (const id of q.npcDrops) links.drops.push({ source_type: "npc", source_id: id, item_id: q.id });
    for (const id of q.objectDrops) links.drops.push({ source_type: "object", source_id: id, item_id: q.id });
    for (const id of q.itemDrops) links.drops.push({ source_type: "item", source_id: id, item_id: q.id });
    for (const id of q.vendors) links.vendors.push({ npc_id: id, item_id: q.id });
    for (const id of q.questRewards) links.rewards.push({ quest_id: id, item_id: q.id });
  }
  tally.report(ctx);
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
  const later = ctx.load(src.laterPackage, readWowClassicItems);
  const locale = ctx.load(src.locale, readAowowItemLocale);
  const factions = ctx.load(src.factionNames, readBabbleFactions);
  const french = await frenchItems(ctx, src);
  const setDbc = ctx.dbc("ItemSet.dbc");
  // The set an item is a piece of (ItemSet.dbc lists the pieces; item-sets.ts keeps the sets), and the set's French name.
  const setOf = new Map<number, number>();
  const setNames = new Map<number, string>();
  for (const set of setDbc ? readItemSets(setDbc) : []) {
    if (set.name) setNames.set(set.id, set.name);
    for (const id of set.items) setOf.set(id, set.id);
  }
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
  return { wci, later, locale, factions, french, setOf, setNames, inventory, classNames, subclassNames, classicItems, simItems, startedBy };
}

function itemRow(version: Version, q: QuestieItem, s: ItemSources, englishToFrench: Map<string, string>, tally: Tally): NewRow<"item"> {
  const w = s.wci.get(q.id);
  // Icon, quality and slot rarely change between eras: the later package serves items the era's lacks.
  const look = w ?? s.later?.get(q.id);
  const facts = look ? tooltipFacts(look.tooltip) : null;
  const cls = (q.class != null ? ITEM_CLASS_CODES[q.class] : undefined) ?? (look?.class ? WCI_CLASS_CODES[look.class] : undefined) ?? null;
  const slot = slotOf(q, s.inventory.get(q.id), look);
  const fr = s.french.get(q.id);
  const internal = isInternalItem(q.name);
  const frName = fr?.name && !isInternalName(fr.name) ? fr.name : null;
  const setId = s.setOf.get(q.id);
  const names: FrenchNames = {
    description: fr?.description ?? null,
    setName: setId !== undefined ? (s.setNames.get(setId) ?? null) : null,
    item: (english) => englishToFrench.get(english) ?? null,
    faction: (english) => s.factions?.french.get(english) ?? null,
  };
  const sim = s.simItems?.get(q.id);
  // The era's package first; wowsims' tbc numbers only where the package has no record.
  const lines = w ? readItemLines(w.tooltip, s.locale, names) : sim ? simItemLines(sim, s.locale, names) : null;
  if (w && sim) tally.sim(lines!, simItemLines(sim, null, names));
  const classicItem = s.classicItems?.get(q.id);
  tally.compare("required_level", "Questie", "package", q.requiredLevel, w ? (lines?.requiredLevel ?? null) : null);
  tally.compare("item_level", "Questie", "package", q.itemLevel, w?.itemLevel ?? null);
  tally.compare("sell_price", "package", "wow-classic-items 2020", w?.sellPrice ?? null, classicItem?.sellPrice ?? null);
  if (w && slot) tally.coverage(w.tooltip, lines!);
  const damage = lines?.damage.length ? lines.damage : null;
  return {
    id: q.id,
    name: frName ?? q.name,
    english_name: q.name,
    name_is_english: frName ? 0 : 1,
    quality: look?.quality ?? "common",
    icon: look?.icon ?? null,
    item_level: q.itemLevel ?? w?.itemLevel ?? null,
    required_level: q.requiredLevel ?? lines?.requiredLevel ?? null,
    class: cls,
    class_name: (q.class != null ? s.classNames.get(q.class) : undefined) ?? label(ITEM_CLASSES, cls),
    subclass_name:
      q.class != null && q.subClass != null
        ? (s.subclassNames.get(`${q.class}:${q.subClass}`) ?? LATER_SUBCLASS_NAMES[`${q.class}:${q.subClass}`] ?? null)
        : null,
    slot,
    slot_name: label(ITEM_SLOTS, slot),
    bonding: facts?.bonding ?? null,
    stack_size: facts?.stackSize ?? (look ? 1 : null),
    sell_price: w?.sellPrice ?? classicItem?.sellPrice ?? null,
    description: fr?.description ?? null,
    tooltip: lines ? JSON.stringify(lines.lines) : null,
    stats: lines ? statColumn(lines.stats) : null,
    socket_bonus: lines ? statColumn(lines.socketBonus) : null,
    damage: damage ? JSON.stringify(damage) : null,
    speed: damage ? lines!.speed : null,
    dps: damage ? lines!.dps : null,
    armor: lines?.armor ?? null,
    block: lines?.block ?? null,
    durability: lines?.durability ?? null,
    sockets: lines ? lines.sockets.join(",") : null,
    classes: (lines?.classes ?? facts?.classes)?.join(",") ?? null,
    effects: lines ? JSON.stringify(lines.effects) : null,
    start_quest_id: q.startQuest ?? s.startedBy.get(q.id) ?? null,
    item_set_id: setId ?? null,
    rogue: !internal && isRogueItem(version, q, slot, facts) ? 1 : 0,
    internal: internal ? 1 : 0,
  };
}

/** A wowsims item read as the package's tooltip lines would be, with all of its stats (its lines only word the base ones). */
function simItemLines(sim: SimItem, locale: ItemLocale | null, names: FrenchNames): ItemLines {
  const english = simTooltipEnglish(sim).map((label) => (label.startsWith("Speed ") ? { label, format: "alignRight" } : { label }));
  const lines = readItemLines([{ label: "" }, ...english], locale, names);
  return { ...lines, stats: sim.stats, socketBonus: sim.socketBonus };
}

/**
 * The import's figures on items that only the step can count: equippable items whose package
 * record has damage, armour or stat lines and which got them, effect lines in French, and where
 * two sources of one field disagree, each field with the one rule of RULES.
 */
class Tally {
  private readonly counts = new Map<string, { sources: [string, string]; count: number; of: number }>();
  private numbered = 0;
  private numberedKept = 0;
  private effects = 0;
  private frenchEffects = 0;

  compare(field: string, kept: string, other: string, a: number | string | null, b: number | string | null): void {
    if (a === null || b === null) return;
    const entry = this.counts.get(field) ?? { sources: [kept, other] as [string, string], count: 0, of: 0 };
    entry.of++;
    if (a !== b) entry.count++;
    this.counts.set(field, entry);
  }

  /** The package's numbers against wowsims' for an item both hold (tbc). */
  sim(mine: ItemLines, theirs: ItemLines): void {
    const stats = (l: ItemLines) =>
      l.stats
        .map(([c, v]) => `${c}=${v}`)
        .sort()
        .join(",");
    const bonus = (l: ItemLines) =>
      l.socketBonus
        .map(([c, v]) => `${c}=${v}`)
        .sort()
        .join(",");
    const damage = (l: ItemLines) =>
      l.damage
        .slice(0, 1)
        .map((d) => `${d.min}-${d.max}@${l.speed}`)
        .join("");
    this.compare("stats", "package", "wowsims", stats(mine), stats(theirs));
    this.compare("socket_bonus", "package", "wowsims", bonus(mine), bonus(theirs));
    this.compare("sockets", "package", "wowsims", mine.sockets.join(","), theirs.sockets.join(","));
    if (theirs.damage.length) this.compare("damage", "package", "wowsims", damage(mine), damage(theirs));
  }

  /** An equippable item with a package record: did each kind of number its lines hold come through? */
  coverage(tooltip: WciItem["tooltip"], lines: ItemLines): void {
    this.effects += lines.effects.length;
    this.frenchEffects += lines.effects.filter((e) => e.lang === "fr").length;
    const labels = tooltip.slice(1).flatMap((t) => t.label.split("\n").map((l) => l.trim()));
    const has = {
      damage: labels.some((l) => /^\d+(?: - \d+)? (?:[A-Z][a-z]+ )?Damage$/.test(l)),
      armor: labels.some((l) => /^\d+ Armor$/.test(l)),
      stats: labels.some((l) => /^[+-]\d+ [A-Z]/.test(l) && !/Damage$/.test(l)),
    };
    if (!has.damage && !has.armor && !has.stats) return;
    this.numbered++;
    const kept =
      (!has.damage || lines.damage.length > 0) &&
      (!has.armor || lines.armor !== null) &&
      (!has.stats || lines.stats.some(([code]) => code !== "armor"));
    if (kept) this.numberedKept++;
  }

  report(ctx: StepContext): void {
    ctx.data.shares.push(
      { type: "item", label: ITEM_COVERAGE, count: this.numberedKept, of: this.numbered },
      { type: "item", label: FRENCH_EFFECTS, count: this.frenchEffects, of: this.effects },
    );
    for (const [field, e] of this.counts) {
      ctx.data.disagreements.push({ type: "item", field, sources: e.sources, count: e.count, of: e.of, rule: RULES[field]! });
    }
  }
}

/** The report's share labels (test/node/full-import.test.ts reads them). */
export const ITEM_COVERAGE = "equippable items with their damage, armour and stat lines";
export const FRENCH_EFFECTS = "Equip / Use / Chance on hit lines in French";

/** One rule per field where two sources disagree (data/IMPORT.md prints them). */
const RULES: Record<string, string> = {
  required_level:
    "Questie's item table (extracted from the version's emulator item_template, the world database's word) is kept; the package's \"Requires Level\" only where Questie has none",
  item_level: "Questie's item table is kept; the package's only where Questie has none",
  sell_price: "the era's package is kept; the 2020 Wowhead Classic data only for items the package lacks",
  stats: "the era's package (TBC Classic tooltips) is kept; wowsims only for items the package lacks",
  socket_bonus: "the era's package is kept; wowsims only for items the package lacks",
  sockets: "the era's package is kept; wowsims only for items the package lacks",
  damage: "the era's package is kept; wowsims only for items the package lacks",
};

async function frenchItems(ctx: StepContext, src: ItemFiles): Promise<FrenchItems> {
  const mote = (await ctx.load(src.mote, readMoteItems)) ?? new Map();
  const setNames = (await ctx.load(src.setNames, readItemSetNamesLocale)) ?? new Map();
  return mergeFrenchItems(...ctx.loadAll(src.lua, readLuaItemNames), mote, setNames);
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
