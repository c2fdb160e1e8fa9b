/**
 * Spell records where a staged source both names a spell and shows it exists in the version.
 * Spell.dbc is absent from every staged source (MANIFEST), so no French spell name, icon,
 * school nor tooltip exists: the only names are the English ones of the wow-classic-items
 * talent list (name_is_english = 1). Which ids exist comes from the 2.4.3 client (Talent.dbc,
 * SkillLineAbility.dbc) for tbc, and from the trainers' spell lists (npc_trainer) for wotlk;
 * nothing staged lists 1.12 spells, so classic gets none rather than 2.x spells it may lack.
 */
import type { Version } from "../../edge/api/enums.ts";
import type { TableRow } from "../rows.ts";
import { readTrainerSpells } from "../sources/npc-trainer.ts";
import { readSkillSpells } from "../sources/skill-line-ability-dbc.ts";
import { readTalentSpells, type TalentSpell } from "../sources/talent-dbc.ts";
import { readWowClassicTalents, type NamedSpell } from "../sources/wow-classic-talents.ts";
import type { StepContext } from "./context.ts";

const TRAINERS: Partial<Record<Version, string>> = { wotlk: "wotlk/azerothcore_world/npc_trainer.sql.gz" };
const TALENT_LIST = "wow-classic-items/data/json/talents.json";

/** ChrClasses ids and English names → the API's class codes. */
const CLASS_IDS: Record<number, string> = {
  1: "warrior", 2: "paladin", 3: "hunter", 4: "rogue", 5: "priest", 6: "death_knight", 7: "shaman", 8: "mage", 9: "warlock", 11: "druid",
};
const CLASS_NAMES: Record<string, string> = {
  Warrior: "warrior", Paladin: "paladin", Hunter: "hunter", Rogue: "rogue", Priest: "priest", "Death Knight": "death_knight",
  Shaman: "shaman", Mage: "mage", Warlock: "warlock", Druid: "druid",
};

export async function importSpells(ctx: StepContext): Promise<void> {
  if (ctx.version === "classic") return;
  const named = new Map<number, NamedSpell>(readWowClassicTalents().map((s) => [s.id, s]));
  ctx.data.sources.push(`npm package ${TALENT_LIST}`);
  const rows = ctx.version === "tbc" ? tbcSpells(ctx, named) : await wotlkSpells(ctx, named);
  if (!rows) return;
  ctx.table("spell").push(...rows.rows);
  ctx.sourceCount({ type: "spell", source: rows.source, count: rows.count, reasons: rows.reasons });
}

interface Imported {
  rows: TableRow[];
  source: string;
  count: number;
  reasons: string[];
}

/**
 * tbc: every rank of every talent of Talent.dbc, named after any rank the talent list names
 * (all ranks of a talent share its name), and the talent list's other spells (ranks of the
 * spells talents teach) when SkillLineAbility.dbc shows them in 2.4.3.
 */
function tbcSpells(ctx: StepContext, named: Map<number, NamedSpell>): Imported | null {
  const talents = readTalentSpells(ctx.dbc("Talent.dbc"), ctx.dbc("TalentTab.dbc"));
  if (!talents.length) return null;
  const skillSpells = readSkillSpells(ctx.dbc("SkillLineAbility.dbc"));
  const nameOfTalent = new Map<number, string>();
  for (const t of talents) {
    const n = named.get(t.spellId);
    if (n && !nameOfTalent.has(t.talentId)) nameOfTalent.set(t.talentId, n.name);
  }
  const ranks = new Map<number, number>();
  for (const t of talents) ranks.set(t.talentId, (ranks.get(t.talentId) ?? 0) + 1);
  const out = new Map<number, TableRow>();
  let unnamed = 0;
  for (const t of talents) {
    const name = named.get(t.spellId)?.name ?? nameOfTalent.get(t.talentId);
    if (!name) { unnamed++; continue; }
    // A one-rank talent (Preparation) shows no rank in the game.
    const rank = named.get(t.spellId)?.rank ?? (ranks.get(t.talentId)! > 1 ? t.rank : null);
    out.set(t.spellId, spellRow(t.spellId, name, rank, t.classId !== null ? (CLASS_IDS[t.classId] ?? null) : null, talentLevel(t)));
  }
  const classOfSkillSpell = new Map<number, number>();
  for (const s of skillSpells) classOfSkillSpell.set(s.spellId, classOfSkillSpell.get(s.spellId) ?? s.classMask);
  let unconfirmed = 0;
  for (const n of named.values()) {
    if (out.has(n.id)) continue;
    if (!classOfSkillSpell.has(n.id)) { unconfirmed++; continue; }
    out.set(n.id, spellRow(n.id, n.name, n.rank, n.className ? (CLASS_NAMES[n.className] ?? null) : null, null));
  }
  const rows = [...out.values()].sort((a, b) => (a.id as number) - (b.id as number));
  return {
    rows,
    source: `${TALENT_LIST} + Talent.dbc (2.4.3)`,
    count: new Set([...talents.map((t) => t.spellId), ...named.keys()]).size,
    reasons: [
      ...(unnamed ? [`${unnamed} talent ranks of Talent.dbc have no name in any staged source (Spell.dbc is absent): not imported.`] : []),
      ...(unconfirmed ? [`${unconfirmed} spells of the talent list are neither talents nor skill spells of the 2.4.3 client: not imported.`] : []),
    ],
  };
}

/** wotlk: the talent list's spells that 3.3.5 trainers teach, at the trainers' level. */
async function wotlkSpells(ctx: StepContext, named: Map<number, NamedSpell>): Promise<Imported | null> {
  const file = ctx.have(TRAINERS[ctx.version]);
  if (!file) return null;
  const trainer = await readTrainerSpells(file);
  const rows: TableRow[] = [];
  for (const n of [...named.values()].sort((a, b) => a.id - b.id)) {
    if (!trainer.has(n.id)) continue;
    rows.push(spellRow(n.id, n.name, n.rank, n.className ? (CLASS_NAMES[n.className] ?? null) : null, trainer.get(n.id) || null));
  }
  return {
    rows,
    source: TRAINERS[ctx.version]!,
    count: trainer.size,
    reasons: [`${trainer.size - rows.length} trainer spells have no name in any staged source (Spell.dbc is absent): not imported.`],
  };
}

function spellRow(id: number, english: string, rank: number | null, cls: string | null, level: number | null): TableRow {
  return {
    id, name: english, english_name: english, name_is_english: 1,
    rank_name: rank ? `Rang ${rank}` : null,
    class: cls, level, rogue: cls === "rogue" ? 1 : 0, internal: 0,
  };
}

/** Lowest level for a talent rank: one point per level from 10, five points per tier before it. */
function talentLevel(t: TalentSpell): number {
  return 9 + 5 * t.tier + t.rank;
}
