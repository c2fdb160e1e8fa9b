/**
 * Figures of an import, per version and record type, read back from the database just written
 * (so they count what the API will serve, whatever step wrote it): records, what the sources
 * hold and why the two differ, share with a French name, an icon, spawns, loot. Printed by the
 * CLI and written to data/IMPORT.md with the sources read, the missing ones and the known gaps.
 */
import type Database from "better-sqlite3";
import type { SourceCount, VersionData } from "./rows.ts";

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
}

export interface VersionReport {
  version: string;
  figures: TypeFigures[];
  sources: string[];
  missing: string[];
}

interface TypeQueries {
  type: string;
  table: string;
  icon?: boolean;
  spawned?: string;
  looted?: string;
}

/** Each API type, its table and what "spawned" and "looted" mean for it (ids of version @v). */
const TYPES: TypeQueries[] = [
  { type: "npc", table: "npc", icon: true, spawned: "SELECT npc_id FROM npc_spawn WHERE version = @v", looted: "SELECT source_id FROM loot WHERE version = @v AND source_type = 'npc'" },
  { type: "object", table: "game_object", icon: true, spawned: "SELECT object_id FROM object_spawn WHERE version = @v", looted: "SELECT source_id FROM loot WHERE version = @v AND source_type = 'object'" },
  { type: "quest", table: "quest", spawned: "SELECT quest_id FROM quest_relation WHERE version = @v AND role = 'starts'" },
  { type: "item", table: "item", icon: true, looted: "SELECT item_id FROM loot WHERE version = @v" },
  { type: "item_set", table: "item_set" },
  { type: "spell", table: "spell", icon: true },
  { type: "faction", table: "faction", icon: true },
  { type: "instance", table: "instance", icon: true },
  { type: "zone", table: "zone" },
  { type: "encounter", table: "encounter" },
];

export function versionReport(db: Database.Database, data: VersionData): VersionReport {
  const v = data.version;
  const count = (sql: string) => db.prepare(sql).pluck().get({ v }) as number;
  const within = (t: TypeQueries, ids: string) => count(`SELECT count(*) FROM ${t.table} WHERE version = @v AND id IN (${ids})`);
  const figures = TYPES.map((t): TypeFigures => {
    const has = (column: string) => (db.prepare(`SELECT count(*) FROM pragma_table_info('${t.table}') WHERE name = ?`).pluck().get(column) as number) > 0;
    return {
      type: t.type,
      records: count(`SELECT count(*) FROM ${t.table} WHERE version = @v`),
      french: has("name") ? count(`SELECT count(*) FROM ${t.table} WHERE version = @v${has("name_is_english") ? " AND name_is_english = 0" : ""}`) : null,
      icon: t.icon ? count(`SELECT count(*) FROM ${t.table} WHERE version = @v AND icon IS NOT NULL`) : null,
      spawned: t.spawned ? within(t, t.spawned) : null,
      looted: t.looted ? within(t, t.looted) : null,
      source: mergedCounts(data.sourceCounts.filter((c) => c.type === t.type)),
    };
  }).filter((f) => f.records > 0 || f.source);
  return { version: v, figures, sources: [...new Set(data.sources)], missing: [...new Set(data.missing)] };
}

/** Several sources of one type: the biggest is the reference, every reason is kept. */
function mergedCounts(counts: SourceCount[]): SourceCount | null {
  if (!counts.length) return null;
  const main = counts.reduce((a, b) => (b.count > a.count ? b : a));
  return { ...main, reasons: counts.flatMap((c) => c.reasons) };
}

const pct = (n: number | null, of: number) => (n === null ? "-" : of ? `${((100 * n) / of).toFixed(1)} %` : "-");
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

export function formatReport(r: VersionReport): string {
  const lines = r.figures.map((f) => {
    const parts = f.french === null ? [] : [`French ${pct(f.french, f.records)}`];
    if (f.icon !== null) parts.push(`icon ${pct(f.icon, f.records)}`);
    if (f.spawned !== null) parts.push(`${f.type === "quest" ? "with givers" : "spawned"} ${pct(f.spawned, f.records)}`);
    if (f.looted !== null) parts.push(`${f.type === "item" ? "dropped" : "with loot"} ${pct(f.looted, f.records)}`);
    const source = f.source ? ` (source ${f.source.count})` : "";
    return `  ${f.type.padEnd(9)} ${String(f.records).padStart(7)} records${source}${parts.map((p) => `, ${p}`).join("")}`;
  });
  if (r.missing.length) lines.push(`  missing sources: ${r.missing.join(", ")}`);
  return [`${r.version}:`, ...lines].join("\n");
}

/** Not imported because the staged data has no source for them (MANIFEST 'Absent'). */
export const KNOWN_GAPS = [
  "Spawns are pfQuest (classic NPCs and objects) or Questie (tbc/wotlk) zone-map coordinates, floor unknown; the emulator spawn tables (creature, gameobject) are absent or not converted to map coordinates.",
  "Records whose English name or subtitle looks like a GM, test, trigger or placeholder record are imported with internal = 1.",
];

export function importMarkdown(date: string, reports: VersionReport[]): string {
  const out = [
    "# Import report",
    "",
    `Written by \`npm run import\` (same files in, same report out); data_updated = ${date}.`,
    "",
    "\"in source\" is what the main source of the type holds for that version; the difference is explained under Differences.",
    "Spawned: NPCs and objects with at least one spawn, quests with at least one giver. Loot: NPCs and objects with loot, items that drop from something.",
    "",
    "| version | type | in source | imported | difference | French name | icon | spawned | loot |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const r of reports) {
    for (const f of r.figures) {
      const source = f.source ? String(f.source.count) : "-";
      const diff = f.source ? signed(f.records - f.source.count) : "-";
      out.push(`| ${r.version} | ${f.type} | ${source} | ${f.records} | ${diff} | ${pct(f.french, f.records)} | ${pct(f.icon, f.records)} | ${pct(f.spawned, f.records)} | ${pct(f.looted, f.records)} |`);
    }
  }
  out.push("", "## Differences", "");
  for (const r of reports) {
    for (const f of r.figures) {
      if (!f.source) continue;
      const reasons = f.source.reasons.length ? f.source.reasons.join(" ") : f.records === f.source.count ? "none" : "not explained by the step";
      out.push(`- ${r.version} ${f.type} (\`${f.source.source}\`): ${reasons}`);
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
