/**
 * Class, race and pet abilities: the trainers' lists of WhatsTraining, the starting spells of
 * playercreateinfo_spell, the demon grimoires, and the name and icon lists that complete them
 * (Turtle lists, mirague's class spells, wowsims). Names of ranks the lists leave unnamed come
 * from the same id in another version's list, or from spell_chain when every named rank of the
 * chain has one name.
 */
import { CLASS_IDS } from "../../codes.ts";
import type { MirageSpell } from "../../sources/mirague-spells.ts";
import type { ChainLink } from "../../sources/spell-chain.ts";
import type { StartingSpell } from "../../sources/playercreateinfo-spell.ts";
import type { TrainerListSpell } from "../../sources/trainer-spell-list.ts";
import type { WarlockTome } from "../../sources/warlock-tomes.ts";
import type { Drafts } from "./drafts.ts";
import type { ItemIndex } from "./items.ts";
import type { NameTables } from "./names.ts";

/** `renamed`: the name a spell bore in the version where the list gives a later one (olderNames). */
export function addTrainerList(drafts: Drafts, rows: TrainerListSpell[], version: string, renamed = new Map<number, string>()): void {
  for (const r of rows) {
    if (r.version !== version) continue;
    drafts.add(r.spellId, {
      kind: "ability",
      english: renamed.get(r.spellId) ?? r.name,
      rank: r.rank,
      icon: r.icon,
      class: r.class,
      level: r.level,
      cost: r.cost,
    });
  }
}

/**
 * Names of the 3.x lists on spells of an earlier version: when the 2.x spell-name libraries know
 * no such name but know the name classic lists give the same id, the spell still bore that older
 * name (Blessing of Protection became Hand of Protection in 3.0, Turn Undead Turn Evil).
 */
export function olderNames(rows: TrainerListSpell[], version: string, classicNames: MirageSpell[], names: NameTables): Map<number, string> {
  const classic = new Map(classicNames.map((s) => [s.spellId, s.name]));
  const out = new Map<number, string>();
  for (const r of rows) {
    const older = classic.get(r.spellId);
    if (r.version !== version || !r.wrathName || !r.name || !older || older === r.name) continue;
    if (!names.french(r.name) && names.french(older)) out.set(r.spellId, older);
  }
  return out;
}

/** Starting spells: level 1; a class only when every race of the spell has that one class. */
export function addStartingSpells(drafts: Drafts, rows: StartingSpell[]): void {
  const classes = new Map<number, Set<number>>();
  for (const r of rows) (classes.get(r.spellId) ?? classes.set(r.spellId, new Set()).get(r.spellId)!).add(r.classId);
  for (const r of rows) {
    const only = classes.get(r.spellId)!;
    drafts.add(r.spellId, { kind: "ability", english: r.name, level: 1, class: only.size === 1 ? (CLASS_IDS[r.classId] ?? null) : null });
  }
}

/**
 * Spells taught by a demon grimoire. Their name is the grimoire's without its prefix: "Grimoire
 * of Firebolt (Rank 2)" teaches Firebolt rank 2.
 */
export function addTomes(drafts: Drafts, tomes: WarlockTome[], items: ItemIndex): void {
  for (const t of tomes) {
    const named = /^Grimoire of (.+?)(?: \(Rank (\d+)\))?$/.exec(items.byId.get(t.itemId)?.english ?? "");
    drafts.add(t.spellId, {
      kind: "ability",
      class: "warlock",
      level: t.level,
      cost: t.cost,
      sourceItemId: items.byId.has(t.itemId) ? t.itemId : null,
      english: named?.[1] ?? null,
      rank: named?.[2] ? Number(named[2]) : null,
    });
  }
}

/**
 * English name and rank of a spell another version's trainer list names (same id, same spell).
 * Before 3.x, a name only the 3.x lists give must be one the 2.x spell-name libraries know: 3.0
 * renamed spells (Swipe became Swipe (Bear)).
 */
export function nameFromOtherVersions(drafts: Drafts, rows: TrainerListSpell[], version: string, names: NameTables): void {
  for (const r of rows) {
    const d = drafts.byId.get(r.spellId);
    if (!d || d.english || !r.name || r.version === version) continue;
    if (version !== "wotlk" && r.wrathName && !names.french(r.name)) continue;
    drafts.complete(r.spellId, { english: r.name, rank: r.rank, icon: r.icon });
  }
}

/**
 * Unnamed ranks of a spell_chain whose named ranks all share one name take that name, with the
 * chain's rank number. Chains joining differently named spells (Lesser Heal, Heal) name nothing.
 */
export function nameChainRanks(drafts: Drafts, chain: ChainLink[]): number {
  const names = new Map<number, Set<string>>();
  for (const link of chain) {
    const english = drafts.byId.get(link.spellId)?.english;
    if (english) (names.get(link.firstId) ?? names.set(link.firstId, new Set()).get(link.firstId)!).add(english);
  }
  let named = 0;
  for (const link of chain) {
    const d = drafts.byId.get(link.spellId);
    const only = names.get(link.firstId);
    if (!d || d.english || !only || only.size !== 1) continue;
    drafts.complete(link.spellId, { english: [...only][0]!, rank: link.rank });
    named++;
  }
  return named;
}
