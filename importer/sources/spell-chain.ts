/**
 * MaNGOS `spell_chain`: the ranks of a spell, each row naming its previous rank, the chain's
 * first spell and its rank number. A chain can join spells of different names (Lesser Heal,
 * Heal, Greater Heal), so it says which ranks go together, not what they are called.
 */
import { named, readDump } from "../formats/mysql-dump.ts";

export interface ChainLink {
  spellId: number;
  prevId: number | null;
  firstId: number;
  rank: number;
}

export async function readSpellChain(path: string): Promise<ChainLink[]> {
  const out: ChainLink[] = [];
  for await (const r of readDump(path)) {
    if (r.kind !== "insert") continue;
    const v = named(r);
    if (typeof v.spell_id !== "number" || typeof v.first_spell !== "number" || typeof v.rank !== "number") continue;
    out.push({
      spellId: v.spell_id,
      prevId: typeof v.prev_spell === "number" && v.prev_spell ? v.prev_spell : null,
      firstId: v.first_spell,
      rank: v.rank,
    });
  }
  return out;
}
