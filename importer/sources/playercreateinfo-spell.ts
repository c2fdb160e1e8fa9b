/**
 * MaNGOS `playercreateinfo_spell`: the spells a new character of a race and class knows, with
 * the English spell name in `Note`.
 */
import { named, readDump } from "../formats/mysql-dump.ts";

export interface StartingSpell {
  race: number;
  /** ChrClasses id */
  classId: number;
  spellId: number;
  name: string | null;
}

export async function readStartingSpells(path: string): Promise<StartingSpell[]> {
  const out: StartingSpell[] = [];
  for await (const r of readDump(path)) {
    if (r.kind !== "insert") continue;
    const v = named(r);
    if (typeof v.Spell !== "number" || typeof v.class !== "number" || typeof v.race !== "number") continue;
    const note = typeof v.Note === "string" ? v.Note.trim() : "";
    out.push({ race: v.race, classId: v.class, spellId: v.Spell, name: note || null });
  }
  return out;
}
