/**
 * Figures of an import, per version and record type (records, share with a French name,
 * share with spawns, missing sources), printed by the CLI and written to data/IMPORT.md
 * together with the known gaps of the staged data.
 */
import type { VersionData } from "./rows.ts";

export interface TypeFigures {
  type: "npc" | "object" | "zone" | "quest";
  records: number;
  french: number;
  withSpawns: number;
  spawns: number;
}

export interface VersionReport {
  version: string;
  figures: TypeFigures[];
  sources: string[];
  missing: string[];
}

export function versionReport(d: VersionData): VersionReport {
  const spawned = (spawns: { id: number }[]) => new Set(spawns.map((s) => s.id)).size;
  return {
    version: d.version,
    figures: [
      { type: "npc", records: d.npcs.length, french: d.npcs.filter((n) => !n.name_is_english).length, withSpawns: spawned(d.npcSpawns), spawns: d.npcSpawns.length },
      { type: "object", records: d.objects.length, french: d.objects.filter((o) => !o.name_is_english).length, withSpawns: spawned(d.objectSpawns), spawns: d.objectSpawns.length },
      { type: "quest", records: d.quests.length, french: d.quests.filter((q) => !q.name_is_english).length, withSpawns: new Set(d.questRelations.map((r) => r.quest_id)).size, spawns: d.questRelations.length },
      { type: "zone", records: d.zones.length, french: d.zones.length, withSpawns: 0, spawns: 0 },
    ],
    sources: [...new Set(d.sources)],
    missing: [...new Set(d.missing)],
  };
}

const pct = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(1)} %` : "-");

export function formatReport(r: VersionReport): string {
  const lines = r.figures.map(
    (f) =>
      `  ${f.type.padEnd(7)} ${String(f.records).padStart(7)} records, French ${pct(f.french, f.records)}` +
      (f.type === "zone" ? "" : f.type === "quest" ? `, with givers ${pct(f.withSpawns, f.records)} (${f.spawns} start/end links)` : `, with spawns ${pct(f.withSpawns, f.records)} (${f.spawns} spawns)`),
  );
  if (r.missing.length) lines.push(`  missing sources: ${r.missing.join(", ")}`);
  return [`${r.version}:`, ...lines].join("\n");
}

/** Not imported because the staged data has no source for them (MANIFEST 'Absent'). */
export const KNOWN_GAPS = [
  "Items, spells, item sets, factions, instances and vendors are not imported yet: item_template is absent for every version (MANIFEST 'Absent'); the Questie item databases, the French MOTE item files and npc_vendor are staged but have no adapter yet.",
  "Quests come from the Questie quest databases (quest_template is absent): name, levels, side, zone/category, previous/next quest, starters and enders, French name/objectives/description/completion where MOTE or Questie has them; no requirements, rewards, money, XP, type (group/elite...) or quest_sort names yet. wotlk has no French quest descriptions (French_Quest.sql absent).",
  "No loot: creature_loot_template is absent for every version; the gameobject/item/reference loot tables are staged but not imported.",
  "tbc and wotlk NPCs come from the Questie databases (creature_template is absent), so they have no type or family; no NPC has a faction yet (creature_template gives a FactionTemplate id, Faction.dbc mapping not done).",
  "Spawns are pfQuest (classic NPCs and objects) or Questie (tbc/wotlk) zone-map coordinates, floor unknown; the emulator spawn tables (creature, gameobject) are absent or not converted to map coordinates.",
  "Object kinds: herb / ore / chest from the pfQuest meta lists, then lockpicking / herbalism / mining locks from the 2.4.3 Lock.dbc for every version (no 1.12 or 3.3.5 DBC staged); other objects have no type, except quest givers (quest_object).",
  "Zones carry a French name only (no map image, size or instance); tbc and wotlk use the classic + tbc pfQuest lists, so Northrend zones (3.3.5) have no record.",
  "Records whose English name or subtitle looks like a GM, test, trigger or placeholder record are imported with internal = 1.",
];

export function importMarkdown(date: string, reports: VersionReport[]): string {
  const out = [
    "# Import report",
    "",
    `Written by \`npm run import\` (same files in, same report out); data_updated = ${date}.`,
    "",
    "| version | type | records | French name | with spawns (quests: with givers) | spawns (quests: start/end links) |",
    "|---|---|---:|---:|---:|---:|",
  ];
  for (const r of reports) {
    for (const f of r.figures) {
      out.push(`| ${r.version} | ${f.type} | ${f.records} | ${pct(f.french, f.records)} | ${f.type === "zone" ? "-" : pct(f.withSpawns, f.records)} | ${f.type === "zone" ? "-" : f.spawns} |`);
    }
  }
  out.push("", "## Sources", "");
  for (const r of reports) out.push(`- ${r.version}: ${r.sources.map((s) => `\`${s}\``).join(", ") || "none"}`);
  out.push("", "## Missing sources", "");
  const missing = reports.filter((r) => r.missing.length);
  if (!missing.length) out.push("None of the files the importer looks for was missing.");
  for (const r of missing) out.push(`- ${r.version}: ${r.missing.map((s) => `\`${s}\``).join(", ")}`);
  out.push("", "## Known gaps", "", ...KNOWN_GAPS.map((g) => `- ${g}`), "");
  return out.join("\n");
}
