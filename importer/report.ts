/**
 * Figures of an import, per version and record type, read back from the database just written
 * (so they count what the API will serve, whatever step wrote it): records, what the sources
 * hold and why the two differ, share with a French name, an icon, spawns, loot. Printed by the
 * CLI and written to data/IMPORT.md with the sources read, the missing ones and the known gaps.
 */
import type Database from "better-sqlite3";
import { sourcesOf, uncredited } from "./credits.ts";
import type { Disagreement, SourceCount, VersionData } from "./rows.ts";

export interface TypeFigures {
  type: string;
  records: number;
  /** records with a French name (name_is_english = 0); null when the type has no name */
  french: number | null;
  /** records with an icon; null when the type has none */
  icon: number | null;
  /** records with spawns (quests: with a giver); null when not relevant */
  spawned: number | null;
  /** records with loot (items: that drop from something); null when not relevant */
  looted: number | null;
  /** what the sources hold, when a step said so */
  source: SourceCount | null;
  /** further shares the type is judged by (quests with XP, loot lines with a chance, ...) */
  shares: { label: string; count: number; of: number }[];
}

export interface VersionReport {
  version: string;
  figures: TypeFigures[];
  sources: string[];
  missing: string[];
  /** where two sources of one field disagree (the steps count them) */
  disagreements: Disagreement[];
}

interface TypeQueries {
  type: string;
  table: string;
  /** a link table: rows, not named records */
  link?: boolean;
  icon?: boolean;
  spawned?: string;
  looted?: string;
  /** rows matching `where` among the rows matching `of` (all of the version's rows when absent) */
  shares?: { label: string; where: string; of?: string }[];
}

/** Each API type, its table and what "spawned" and "looted" mean for it (ids of version @v). */
const TYPES: TypeQueries[] = [
  {
    type: "npc",
    table: "npc",
    icon: true,
    spawned: "SELECT npc_id FROM npc_spawn WHERE version = @v",
    looted: "SELECT source_id FROM loot WHERE version = @v AND source_type = 'npc'",
  },
  {
    type: "object",
    table: "game_object",
    icon: true,
    spawned: "SELECT object_id FROM object_spawn WHERE version = @v",
    looted: "SELECT source_id FROM loot WHERE version = @v AND source_type = 'object'",
  },
  {
    type: "quest",
    table: "quest",
    spawned: "SELECT quest_id FROM quest_relation WHERE version = @v AND role = 'starts'",
    shares: [
      { label: "with XP", where: "xp IS NOT NULL" },
      { label: "with a type", where: "type IS NOT NULL" },
      { label: "with a completion text", where: "completion IS NOT NULL" },
    ],
  },
  { type: "item", table: "item", icon: true, looted: "SELECT item_id FROM loot WHERE version = @v" },
  { type: "item_set", table: "item_set" },
  { type: "spell", table: "spell", icon: true },
  { type: "faction", table: "faction", icon: true },
  { type: "instance", table: "instance", icon: true },
  { type: "zone", table: "zone" },
  { type: "encounter", table: "encounter" },
  // Links between records: rows, not records, but what the sources hold is counted the same way.
  {
    type: "loot",
    table: "loot",
    link: true,
    shares: [
      { label: "NPC lines with a chance", where: "chance IS NOT NULL", of: "source_type = 'npc'" },
      { label: "object lines with a chance", where: "chance IS NOT NULL", of: "source_type = 'object'" },
    ],
  },
  { type: "quest_reward", table: "quest_reward", link: true, shares: [{ label: "choices", where: "choice = 1" }] },
  // Links between records: rows, not records, but what the sources hold is counted the same way.
  ...["vendor_item", "npc_reputation", "object_key", "quest_requirement", "quest_reputation", "spell_reagent", "trainer_spell"].map(
    (table) => ({ type: table, table, link: true }),
  ),
];

export function versionReport(db: Database.Database, data: VersionData): VersionReport {
  const v = data.version;
  const count = (sql: string) => db.prepare(sql).pluck().get({ v }) as number;
  const within = (t: TypeQueries, ids: string) => count(`SELECT count(*) FROM ${t.table} WHERE version = @v AND id IN (${ids})`);
  const figures = TYPES.map((t): TypeFigures => {
    const has = (column: string) =>
      (db.prepare(`SELECT count(*) FROM pragma_table_info('${t.table}') WHERE name = ?`).pluck().get(column) as number) > 0;
    return {
      type: t.type,
      records: count(`SELECT count(*) FROM ${t.table} WHERE version = @v`),
      french:
        !t.link && has("name")
          ? count(`SELECT count(*) FROM ${t.table} WHERE version = @v${has("name_is_english") ? " AND name_is_english = 0" : ""}`)
          : null,
      icon: t.icon ? count(`SELECT count(*) FROM ${t.table} WHERE version = @v AND icon IS NOT NULL`) : null,
      spawned: t.spawned ? within(t, t.spawned) : null,
      looted: t.looted ? within(t, t.looted) : null,
      source: mergedCounts(data.sourceCounts.filter((c) => c.type === t.type)),
      shares: [
        ...(t.shares ?? []).map((sh) => {
          const of = sh.of ? ` AND ${sh.of}` : "";
          return {
            label: sh.label,
            count: count(`SELECT count(*) FROM ${t.table} WHERE version = @v${of} AND ${sh.where}`),
            of: count(`SELECT count(*) FROM ${t.table} WHERE version = @v${of}`),
          };
        }),
        // What only a step can count (what a source held), as it counted it.
        ...data.shares.filter((sh) => sh.type === t.type).map(({ label, count, of }) => ({ label, count, of })),
      ],
    };
  }).filter((f) => f.records > 0 || f.source);
  return {
    version: v,
    figures,
    sources: [...new Set(data.sources)],
    missing: [...new Set(data.missing)],
    disagreements: data.disagreements,
  };
}

/** Several sources of one type: the biggest is the reference, every reason is kept. */
function mergedCounts(counts: SourceCount[]): SourceCount | null {
  if (!counts.length) return null;
  const main = counts.reduce((a, b) => (b.count > a.count ? b : a));
  return { ...main, reasons: counts.flatMap((c) => c.reasons) };
}

/** "with XP 84.0 %", "NPC lines with a chance 93.2 % of 150210" (the base is given when it is not the whole table). */
function shareTexts(f: TypeFigures): string[] {
  return f.shares.map((s) => `${s.label} ${pct(s.count, s.of)}${s.of !== f.records ? ` of ${s.of}` : ""}`);
}

const pct = (n: number | null, of: number) => (n === null ? "-" : of ? `${((100 * n) / of).toFixed(1)} %` : "-");
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

export function formatReport(r: VersionReport): string {
  const lines = r.figures.map((f) => {
    const parts = f.french === null ? [] : [`French ${pct(f.french, f.records)}`];
    if (f.icon !== null) parts.push(`icon ${pct(f.icon, f.records)}`);
    if (f.spawned !== null) parts.push(`${f.type === "quest" ? "with givers" : "spawned"} ${pct(f.spawned, f.records)}`);
    if (f.looted !== null) parts.push(`${f.type === "item" ? "dropped" : "with loot"} ${pct(f.looted, f.records)}`);
    parts.push(...shareTexts(f));
    const source = f.source ? ` (source ${f.source.count})` : "";
    return `  ${f.type.padEnd(9)} ${String(f.records).padStart(7)} records${source}${parts.map((p) => `, ${p}`).join("")}`;
  });
  if (r.missing.length) lines.push(`  missing sources: ${r.missing.join(", ")}`);
  return [`${r.version}:`, ...lines].join("\n");
}

/** What the staged sources cannot give (MANIFEST 'Absent'), and the inferences made instead. */
export const KNOWN_GAPS = [
  "Absent from the staged data (MANIFEST 'Absent'): item_template and quest_template of every version, creature_template of tbc and wotlk, the creature / gameobject spawn tables, creature_loot_template, Spell.dbc and ItemDisplayInfo.dbc, French client tables of 1.12 and 3.3.5, the wotlk French quest texts. Everything below follows from that.",
  "NPCs: tbc and wotlk NPCs come from Questie; their type and family are copied from the classic creature_template for the same id (same id, same creature), so NPCs new in tbc or wotlk have none. Tbc levels and rank Questie lacks come from pfQuest's units-tbc (patched over units.lua); where both give levels and disagree (a few hundred NPCs, e.g. flight masters 55 or 65), Questie's are kept. Factions come from the faction template (classic creature_template, Questie factionID) through FactionTemplate. No NPC icon.",
  "Loot: creature_loot_template being absent, NPC chances come from pfQuest's item tables (vmangos for classic, cmangos-tbc for tbc), Questie's quest-item drop tables and AtlasLoot's boss tables (Wowhead-observed); where they disagree: Questie's hand correction > cmangos quest-holder chance > pfQuest > AtlasLoot > Questie's Wowhead figure. World object and container loot comes from the loot templates (pfQuest's object figures only for objects no template covers). No source has the chance of a drop through a shared loot table (pfQuest keeps the item's chance inside the table, not the table's own) nor of most wotlk NPC drops (no wotlk creature loot source; AtlasLoot gives few wotlk raid percentages, none for Icecrown Citadel): those lines keep a null chance; shared tables used across the world (level-bracket pools of hundreds of NPCs) are not imported. AtlasLoot bosses are matched to NPCs by English name or LibBabble-Boss's French name; AtlasLoot's #nN# boss codes, composite encounters (councils, The Four Horsemen) and names several NPCs share with nothing to tell them apart are left out (listed under Differences). Difficulty: AtlasLoot's normal / heroic and 10 / 25-player pages, where the instance has several difficulties. Pickpocketing, skinning, fishing, disenchanting, prospecting and milling are not imported: the API has no kind of loot for them.",
  "Items: the list is Questie's; each version reads the wow-classic-items package of its era (0.8.2: Classic 1.13 from the 1.12 data; 1.0.0: TBC Classic; 2.0.1: WotLK Classic), installed under pinned aliases: icon, quality, slot, bonding, stack size, sell price and the tooltip (Wowhead's lines, minus the phase, sell price, drop chance, \"Dropped by\" and max stack lines Wowhead adds), whose lines give damage (its school, extra damage lines), speed, DPS (recomputed from the lines as the game rounds it), armour, block, durability, stats, sockets, socket bonus, class restriction and effects. Items the era's package lacks take icon, quality and slot from 2.0.1, a classic price from the 2020 Wowhead Classic data, tbc numbers from wowsims. The lines are French where a source words them: aowow's French templates for the fixed lines (damage, speed, DPS, durability, required level, bonding, slots, sockets, triggers), its ITEM_MOD templates and wordings derived from them for the stat families of Equip / Use / Chance on hit lines, socket and set bonuses (importer/sources/item-effects.ts), the French description for the flavour text, ItemSet.dbc's French set name and the French item names for set pieces; any other line stays English with lang \"en\" (spell texts: no staged French source). No item_template is staged: effects have no spell id. Disagreements between sources and the rule for each are under \"Disagreements between sources\". Items no package holds are 'common' without icon.",
  "Item sets come from the 2.4.3 ItemSet.dbc for every version (sets added in 3.x are missing in wotlk); without Spell.dbc most bonus texts only name their spell (« Bonus de N pièces : effet du sort S. »).",
  "Quests: XP is Questie's XP table figure: what the quest gives a character of its level (all of it up to 5 levels above, less beyond), before the game rounds it to a multiple of 5, 10, 25 or 50; rows of level -1 or no XP give none. The type is derived from the journal zone: dungeon, raid or pvp when that zone is the inside of a dungeon, raid or battleground (the quest's instance is then that one); no source gives the other types (group, elite, escort, heroic...) nor the suggested players. Which reward items are a choice follows a rule (the weapons and armour of a quest, when it rewards two or more of them not all of one item set; anything else is given); reward counts are unknown (1). Both checked on a sample of AzerothCore's 3.3.5 quest_template (azerothcore/azerothcore-wotlk @ f47faf36, not staged: 196 quests of 11 stretches of the file): every type derived agrees with its QuestInfo (38 of 38; 38 of its 44 dungeon, raid and PvP quests found), and the rule gives the fixed / choice split of 33 of the 37 wotlk quests with two or more reward items (125 of 132 reward lines); the 4 misses are a choice between consumables and quests giving weapons or armour (not one set) outright. No money, honour, time limit, reward spell or title. Objective counts only where the English objective text states them. wotlk: French completion texts from AzerothCore's 2020 quest_offer_reward_locale update, frFR rows holding English text skipped; no French description. In every text the game's placeholders read <nom>, <classe>, <race>, « masculin/féminin », <nombre> (a world counter), <durée> (a time left), $B a line break.",
  "Spells: no Spell.dbc nor any French spell text keyed by id is staged. A spell is imported when a source of its version lists its id (trainer lists and tables, starting spells, talent tables, glyphs, profession recipes, Dr3wbit's classic spells; tbc only what the 2.4.3 client's SkillLineAbility.dbc / Talent.dbc or the MaNGOS tables show) and some source names it in English; an unnamed id is left out. French names: a recipe takes its created item's French name unless a source names the spell otherwise (\"Smelt Silver\", a transmutation; a 3.x \"Scroll of <enchantment>\" gives the enchantment's name, its French from the scroll's \"Parchemin d'…\"), a glyph its glyph item's; every other spell is joined by English name to the spell-name libraries (Babble-Spell-2.2 of the version's client first, then LibBabble-Spell-3.0, 2.x), so 3.x-only names stay English (name_is_english = 1). Derived, not stated by a source: a talent rank's level (10 + 5 per tier above + 1 per rank; none for death knights and hunter pets); ranks grouped by English name and class; an icon, or a name checked against the 2.x libraries, taken from the same spell id in another version's list; names of unnamed spell_chain ranks whose named ranks share one name; classic trainer links (the classic npc_trainer lists teaching spells: a class trainer is linked to its class's spells of one level and cost when it has as many rows of that level and cost); the enchantment names of scrolls. No source gives a spell's school, a French description (descriptions are the sources' English tooltips, in english_description), a quest's reward spell, a tbc trainer template's NPCs (creature_template absent) or classic profession trainers' recipes.",
  "Factions: 2.4.3 Faction.dbc in French for every version (classic keeps those the 1.12 client references); the 3.3.5 factions come from aowow's French labels, without description or starting reputation. English names from LibBabble-Faction-3.0, by French name, where it names the faction. No icon.",
  "Instances: encounters come from the 3.3.5 instance_encounters list for every version, placed by where the boss spawns; fights credited by a spell are left out. 3.3.5-only instances have no entrance zone nor maximum level; instance interiors have no map image.",
  "Zones: French names from the 2.4.3 AreaTable (plus the 1.12 list for classic and aowow's names for Northrend); map images for the zones of WorldMapArea, the Northrend ones listed by hand (importer/sources/northrend.ts).",
  "Spawns are zone-map coordinates, floor unknown, each record's from one source (pfQuest repeats a spawn near a zone border on both maps, so the two are not mixed): classic takes pfQuest's (the 1.12 emulator's) and adds Questie's zones known without a position, inside instances where pfQuest has none; tbc takes Questie's, and pfQuest's (units.lua / objects.lua patched by the tbc delta) for records Questie places nowhere; wotlk takes Questie's. A place without a position counts one position in `zones` and gives a map without points. A boss no source places (summoned by a script: Ragnaros, Kil'jaeden) lists its encounter's instance in `zones` with 0 positions. Questie files Blackrock Depths under zone 1585, which no AreaTable has: read as the instance's area, 1584.",
  "Vendors: tbc vendor templates cannot be attached to NPCs (creature_template absent); wotlk prices whose id is past the 2.4.3 ItemExtendedCost table show as money; a price in several kinds of items keeps the first.",
  "Records whose English name or subtitle looks like a GM, test, trigger or placeholder record are imported with internal = 1.",
];

export function importMarkdown(date: string, reports: VersionReport[]): string {
  const out = [
    "# Import report",
    "",
    `Written by \`npm run import\` (same files in, same report out); data_updated = ${date}.`,
    "",
    '"in source" is what the main source of the type holds for that version; the difference is explained under Differences.',
    "Spawned: NPCs and objects with at least one spawn, quests with at least one giver. Loot: NPCs and objects with loot, items that drop from something.",
    "The last rows of each version are link tables (loot lines, vendor lines, ...): their count is rows, not records.",
    "",
    "| version | type | in source | imported | difference | French name | icon | spawned | loot | other shares |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|---|",
  ];
  for (const r of reports) {
    for (const f of r.figures) {
      const source = f.source ? String(f.source.count) : "-";
      const diff = f.source ? signed(f.records - f.source.count) : "-";
      out.push(
        `| ${r.version} | ${f.type} | ${source} | ${f.records} | ${diff} | ${pct(f.french, f.records)} | ${pct(f.icon, f.records)} | ${pct(f.spawned, f.records)} | ${pct(f.looted, f.records)} | ${shareTexts(f).join("; ") || "-"} |`,
      );
    }
  }
  out.push("", "## Differences", "");
  for (const r of reports) {
    for (const f of r.figures) {
      if (!f.source) continue;
      const reasons = f.source.reasons.length
        ? `${f.source.reasons.map((r) => r.trim().replace(/\.$/, "")).join("; ")}.`
        : f.records === f.source.count
          ? "none"
          : "not explained by the step";
      out.push(`- ${r.version} ${f.type} (\`${f.source.source}\`): ${reasons}`);
    }
  }
  out.push(
    "",
    "## Disagreements between sources",
    "",
    "Where two sources give one field of a record, how often they differ (of the records both give it for), and the one rule that decides.",
    "",
    "| version | type | field | kept | other | differ | of | rule |",
    "|---|---|---|---|---|---:|---:|---|",
  );
  for (const r of reports) {
    for (const d of r.disagreements) {
      out.push(`| ${r.version} | ${d.type} | ${d.field} | ${d.sources[0]} | ${d.sources[1]} | ${d.count} | ${d.of} | ${d.rule} |`);
    }
  }
  const files = reports.flatMap((r) => r.sources);
  out.push(
    "",
    "## Sources and licences",
    "",
    "The projects whose files this import read, at the revision taken, with their licence. The API root (`data_sources`) and `llms.txt` credit the same list.",
    "",
    "| project | repository | revision | licence |",
    "|---|---|---|---|",
    ...sourcesOf(files).map((s) => `| ${s.name} | ${s.url} | ${s.revision} | ${s.licence} |`),
  );
  const unclaimed = [...new Set(uncredited(files))];
  if (unclaimed.length)
    out.push("", `Files no project of importer/credits.ts claims (to credit): ${unclaimed.map((f) => `\`${f}\``).join(", ")}.`);
  out.push("", "## Files read", "");
  for (const r of reports) out.push(`- ${r.version}: ${r.sources.map((s) => `\`${s}\``).join(", ") || "none"}`);
  out.push("", "## Missing sources", "");
  const missing = reports.filter((r) => r.missing.length);
  if (!missing.length) out.push("None of the files the importer looks for was missing.");
  for (const r of missing) out.push(`- ${r.version}: ${r.missing.map((s) => `\`${s}\``).join(", ")}`);
  out.push("", "## Known gaps", "", ...KNOWN_GAPS.map((g) => `- ${g}`), "");
  return out.join("\n");
}
