/**
 * The spell step: every spell a staged source shows in the version, with its game id, English
 * and French names, and the links the sources give (trainers, talent place, ranks, recipe item
 * and reagents, glyph item). Owns the tables spell, spell_reagent and trainer_spell.
 *
 * Order of the sources, most trusted first (drafts.ts keeps the first value of each fact):
 * talent tables, glyphs, the trainers' class lists, starting spells, demon grimoires, recipes,
 * trainer tables, then the lists that only add names, icons and texts to spells shown already.
 * French names: a recipe's created item or a glyph's item first, else the spell-name libraries
 * by English name (names.ts); English where none has it (name_is_english = 1).
 */
import { readAowowLocale, type AowowLocale } from "../../sources/aowow-locale.ts";
import { readAtlasLootCrafting } from "../../sources/atlasloot-crafting.ts";
import { creatureTrainers, readCreatureTemplate } from "../../sources/creature-template.ts";
import { readScrapedSpells, type ScrapedSpell } from "../../sources/dr3wbit-spells.ts";
import { readInspectorGlyphs, readInspectorTalents } from "../../sources/libclassicinspector.ts";
import { readMirageClassSpells, readMirageTalentSpells } from "../../sources/mirague-spells.ts";
import { expandTrainerLists, readTrainerRows, type TrainerRow } from "../../sources/npc-trainer.ts";
import { readStartingSpells } from "../../sources/playercreateinfo-spell.ts";
import { readProfessionRecipes, readRecipeComments, type RecipeComment } from "../../sources/profession-recipes.ts";
import { readSkillSpells } from "../../sources/skill-line-ability-dbc.ts";
import { readSpellChain, type ChainLink } from "../../sources/spell-chain.ts";
import { readTbcTalentTable, readWotlkTalentTable, type TalentEntry } from "../../sources/talent-tables.ts";
import { readTrainerSpellList, type TrainerListSpell } from "../../sources/trainer-spell-list.ts";
import { readWarlockTomes } from "../../sources/warlock-tomes.ts";
import { readTurtleSpells } from "../../sources/whatstraining-turtle.ts";
import { readWowClassicTalents } from "../../sources/wow-classic-talents.ts";
import { readWowsimsSpellIcons } from "../../sources/wowsims-spell-icons.ts";
import { readWowsimsTree } from "../../sources/wowsims-talent-trees.ts";
import type { SpellFiles } from "../../files.ts";
import type { StepContext } from "../context.ts";
import { addStartingSpells, addTomes, addTrainerList, nameChainRanks, nameFromOtherVersions, olderNames } from "./abilities.ts";
import { Drafts } from "./drafts.ts";
import { addGlyphs } from "./glyphs.ts";
import { itemIndex, type ItemIndex } from "./items.ts";
import { loadNameTables, type NameTables } from "./names.ts";
import { rankGroups } from "./ranks.ts";
import { addRecipes } from "./recipes.ts";
import { reagentRows, spellRow, trainerRows } from "./rows.ts";
import { addClassicTalents, addTbcTalents, addWotlkTalents, petTypeOf, type PetTree } from "./talents.ts";
import { addTrainerFacts, countMatchedLinks, directLinks, type TrainerLink } from "./trainers.ts";

/** A recipe's name comment: the version's own file's first, else another file's (same id, same recipe). */
function recipeComments(comments: RecipeComment[], version: string): RecipeComment[] {
  return [...comments.filter((c) => c.version === version), ...comments.filter((c) => c.version !== version)];
}

/** TBC-Classic-only recipes of AtlasLootClassic's BCC table (MANIFEST, part 2). */
const TBC_CLASSIC_ONLY = { spellId: 351766, itemId: 185848 };

/** What every phase of the step reads and fills: the drafts, the sources most phases read, the report's reasons. */
interface SpellImport {
  ctx: StepContext;
  version: string;
  files: SpellFiles;
  drafts: Drafts;
  items: ItemIndex;
  names: NameTables;
  aowow: AowowLocale | null;
  /** the trainer list, every version's rows */
  list: TrainerListSpell[];
  tbcTable: TalentEntry[];
  reasons: string[];
}

/** The trainer tables' rows of the version, and those whose spells it learns. */
interface TrainerTables {
  rows: TrainerRow[];
  learned: TrainerRow[];
}

export async function importSpells(ctx: StepContext): Promise<void> {
  const files = ctx.files.spells;
  const s: SpellImport = {
    ctx,
    version: ctx.version,
    files,
    drafts: new Drafts(),
    items: itemIndex(ctx),
    names: loadNameTables(ctx, files.french, files.icons),
    aowow: ctx.load(files.aowow, readAowowLocale),
    list: ctx.load(files.trainerList, readTrainerSpellList) ?? [],
    tbcTable: ctx.load(files.tbcTalents, readTbcTalentTable) ?? [],
    reasons: [],
  };
  const starting = await addClassSpells(s);
  const { clientSpells, scraped } = addRecipeSpells(s);
  const trainers = await addTrainerTables(s);
  const chain = await addListedSpells(s, scraped);
  completeSpells(s, chain);
  const shownBySources = s.drafts.byId.size;
  if (s.version === "tbc") keepTbcShown(s, [clientSpells ?? [], trainers.learned, chain, starting ?? []]);
  const written = writeSpells(s);
  await linkTrainers(s, trainers.rows, written);
  const main = [files.trainerList, files.classicTalents?.ranks ?? files.wotlkTalents?.table ?? files.tbcTalents, files.recipes.table];
  ctx.sourceCount({
    type: "spell",
    source: `${main.join(" + ")} + the other spell files of importer/files.ts`,
    count: shownBySources,
    reasons: s.reasons,
  });
}

/** Talents, glyphs, class abilities, starting spells and demon grimoires; returns the starting spells. */
async function addClassSpells({ ctx, version, files, drafts, items, names, aowow, list, tbcTable, reasons }: SpellImport) {
  if (files.classicTalents) {
    addClassicTalents(
      drafts,
      ctx.load(files.classicTalents.ranks, readMirageTalentSpells) ?? [],
      ctx.load(files.classicTalents.positions, readInspectorTalents) ?? [],
      tbcTable,
    );
  } else if (version === "tbc") {
    addTbcTalents(drafts, tbcTable);
  }
  if (files.wotlkTalents) {
    const petTrees: PetTree[] = files.wotlkTalents.petTrees.flatMap((path) => {
      const petType = petTypeOf(path);
      const talents = ctx.load(path, readWowsimsTree);
      return talents && petType !== null ? [{ petType, talents }] : [];
    });
    addWotlkTalents(drafts, ctx.load(files.wotlkTalents.table, readWotlkTalentTable) ?? [], tbcTable, petTrees, aowow);
  }
  const glyphs = ctx.load(files.glyphs, readInspectorGlyphs);
  if (glyphs) {
    const withItem = addGlyphs(drafts, glyphs, items);
    if (withItem < glyphs.length)
      reasons.push(
        `${glyphs.length - withItem} glyphs have no item of their English name among the items: named by the spell-name libraries or in English, no item linked.`,
      );
  }
  // Classic: Wowhead Classic's names of class spells before the trainer list's, some of which are 3.x names.
  for (const c of ctx.load(files.classSpells, readMirageClassSpells) ?? [])
    drafts.add(c.spellId, { kind: "ability", english: c.name, rank: c.rank, icon: c.icon });
  const renamed = olderNames(list, version, ctx.load(files.classicNames, readMirageClassSpells) ?? [], names);
  if (renamed.size)
    reasons.push(
      `${renamed.size} spells the trainer list names with their 3.x name take their classic name, the one the 2.x spell-name libraries know.`,
    );
  addTrainerList(drafts, list, version, renamed);
  const starting = await ctx.load(files.startingSpells, readStartingSpells);
  if (starting) addStartingSpells(drafts, starting);
  const tomes = ctx.load(files.tomes, readWarlockTomes);
  if (tomes) addTomes(drafts, tomes, items);
  return starting;
}

/**
 * Recipes. The 2.4.3 client's SkillLineAbility.dbc says which recipes tbc has: returns its
 * spells (tbc only), and the scraped spell list, which names recipes here and adds spells later.
 */
function addRecipeSpells({ ctx, version, files, drafts, items, names, reasons }: SpellImport) {
  const clientSpells = version === "tbc" ? new Set(readSkillSpells(ctx.dbc("SkillLineAbility.dbc")).map((c) => c.spellId)) : null;
  const scraped = ctx.load(files.scraped, readScrapedSpells) ?? [];
  const recipes = addRecipes(
    drafts,
    ctx.load(files.recipes.table, readProfessionRecipes) ?? [],
    files.recipes.tables,
    ctx.load(files.crafting, readAtlasLootCrafting) ?? [],
    recipeComments(ctx.load(files.recipes.comments, readRecipeComments) ?? [], version),
    new Map(scraped.flatMap((c) => (c.name ? [[c.spellId, c.name] as const] : []))),
    items,
    names,
    { clientSpells: clientSpells?.size ? clientSpells : null, laterThan: version === "tbc" ? TBC_CLASSIC_ONLY : undefined },
  );
  if (recipes.later)
    reasons.push(
      `${recipes.later} recipes of AtlasLootClassic's BCC table are TBC Classic's own (spell ${TBC_CLASSIC_ONLY.spellId} or item ${TBC_CLASSIC_ONLY.itemId} on): not imported.`,
    );
  if (recipes.notInClient)
    reasons.push(
      `${recipes.notInClient} recipes of AtlasLootClassic's tables are not in the 2.4.3 client's SkillLineAbility.dbc: not imported.`,
    );
  return { clientSpells, scraped };
}

/** Trainer tables: the spells they list exist in the version (classic lists teaching spells). */
async function addTrainerTables({ ctx, version, files, drafts }: SpellImport): Promise<TrainerTables> {
  const trainerTable = (await ctx.load(files.trainers, readTrainerRows)) ?? [];
  const templates = (await ctx.load(files.trainerTemplates, readTrainerRows)) ?? [];
  const rows: TrainerRow[] = version === "wotlk" ? expandTrainerLists(trainerTable) : trainerTable;
  const learned = version === "classic" ? [] : [...rows, ...templates];
  for (const r of learned) drafts.add(r.spellId, { kind: r.skillId ? null : "ability" });
  addTrainerFacts(drafts, learned);
  return { rows, learned };
}

/** Spells shown by scraped item and recipe lists, ranks of spell_chain; returns the chain. */
async function addListedSpells({ ctx, files, drafts }: SpellImport, scraped: ScrapedSpell[]): Promise<ChainLink[]> {
  for (const c of scraped) {
    if (c.name) drafts.add(c.spellId, { kind: "item", english: c.name, description: c.text });
    else if (c.text) drafts.complete(c.spellId, { description: c.text });
  }
  const chain = (await ctx.load(files.chain, readSpellChain)) ?? [];
  for (const link of chain) drafts.add(link.spellId, {});
  return chain;
}

/** Lists that only complete spells shown above: names, icons, descriptions. */
function completeSpells({ ctx, version, files, drafts, names, list, reasons }: SpellImport, chain: ChainLink[]): void {
  for (const path of files.turtle)
    for (const c of ctx.load(path, readTurtleSpells) ?? []) drafts.complete(c.spellId, { english: c.name, rank: c.rank, icon: c.icon });
  for (const c of ctx.load(files.simSpells, readWowsimsSpellIcons) ?? []) drafts.complete(c.spellId, { english: c.name, icon: c.icon });
  for (const t of ctx.load(files.talentTooltips, readWowClassicTalents) ?? []) drafts.complete(t.id, { description: t.description });
  nameFromOtherVersions(drafts, list, version, names);
  // Icons of the same id in other versions' lists: an icon seldom changed with the version.
  for (const r of list) if (r.version !== version) drafts.complete(r.spellId, { icon: r.icon });
  for (const c of ctx.load(files.otherIcons.classSpells, readMirageClassSpells) ?? []) drafts.complete(c.spellId, { icon: c.icon });
  for (const c of ctx.load(files.otherIcons.talentRanks, readMirageTalentSpells) ?? []) drafts.complete(c.spellId, { icon: c.icon });
  for (const c of ctx.load(files.otherIcons.wowsims, readWowsimsSpellIcons) ?? []) drafts.complete(c.spellId, { icon: c.icon });
  const chainNamed = nameChainRanks(drafts, chain);
  if (chainNamed)
    reasons.push(`${chainNamed} ranks no list names take the name of their spell_chain, whose named ranks all bear that one name.`);
}

/**
 * tbc: only what the 2.4.3 client or server tables show (`shown`: the client's recipes, the
 * trainer tables' spells, spell_chain, the starting spells, besides the talent table and the
 * crafting list read here); the later lists (WhatsTraining's TBC Anniversary data) add facts,
 * not spells.
 */
function keepTbcShown({ ctx, files, drafts, tbcTable, reasons }: SpellImport, shown: Iterable<number | { spellId: number }>[]): void {
  const kept = new Set<number>([
    ...shown.flatMap((ids) => [...ids].map((x) => (typeof x === "number" ? x : x.spellId))),
    ...tbcTable.flatMap((t) => t.rankSpellIds),
    ...(ctx.load(files.crafting, readAtlasLootCrafting) ?? []).map((c) => c.spellId),
  ]);
  const later = [...drafts.byId.keys()].filter((id) => !kept.has(id));
  for (const id of later) drafts.byId.delete(id);
  if (later.length)
    reasons.push(
      `${later.length} spells of the later lists (WhatsTraining, AtlasLootClassic) are in no 2.4.3 client or server table: not imported.`,
    );
}

/** The spell and spell_reagent rows, ranks first grouped; returns the ids written. */
function writeSpells({ ctx, drafts, names, reasons }: SpellImport): Set<number> {
  const ranks = rankGroups(drafts.byId.values());
  for (const [id, cls] of ranks.classes) drafts.complete(id, { class: cls });
  const spellTable = ctx.table("spell");
  const reagentTable = ctx.table("spell_reagent");
  let unnamed = 0;
  for (const d of [...drafts.byId.values()].sort((a, b) => a.id - b.id)) {
    const row = spellRow(d, names, ranks.first.get(d.id) ?? null);
    if (!row) {
      unnamed++;
      continue;
    }
    spellTable.push(row);
    reagentTable.push(...reagentRows(d));
  }
  if (unnamed) reasons.push(`${unnamed} spells a source shows have an English name in none (Spell.dbc is absent): not imported.`);
  return new Set(spellTable.map((r) => r.id as number));
}

/** The trainer_spell rows: trainers linked to the spells written. */
async function linkTrainers(
  { ctx, version, files, drafts, list, reasons }: SpellImport,
  rows: TrainerRow[],
  written: Set<number>,
): Promise<void> {
  const npcs = new Set(ctx.data.npcs.map((n) => n.id));
  let links: TrainerLink[];
  if (version === "classic") {
    const trainers = creatureTrainers((await ctx.load(files.trainerClasses, readCreatureTemplate)) ?? []);
    // Counted against the whole class list: a teaching row of an unnamed spell still takes its place.
    links = countMatchedLinks(
      list.filter((r) => r.version === version),
      rows,
      trainers,
      npcs,
    );
    reasons.push(
      "Classic trainers list teaching spells, not the spells learned: a class trainer is linked to its class's spells of one level and cost when it has as many teaching rows of that level and cost.",
    );
  } else {
    links = directLinks(drafts, rows, npcs);
  }
  ctx.table("trainer_spell").push(...trainerRows(links, written));
}
