/**
 * Every rank of every talent, with its tree (French name), tier, column and number of ranks:
 * classic from mirague's ranks placed by LibClassicInspector's positions, tbc from the 2.4.3
 * Talent.dbc table, wotlk from the wowsims-based table (completed from the 2.4.3 one) and
 * wowsims' hunter pet trees.
 */
import { CLASS_IDS } from "../../codes.ts";
import type { AowowLocale } from "../../sources/aowow-locale.ts";
import type { InspectorTalent } from "../../sources/libclassicinspector.ts";
import type { MirageSpell } from "../../sources/mirague-spells.ts";
import type { TalentEntry } from "../../sources/talent-tables.ts";
import { rankSpellIds, type WowsimsTalent } from "../../sources/wowsims-talent-trees.ts";
import type { Drafts, TalentPlace } from "./drafts.ts";

const CLASS_NUMBER = new Map(Object.entries(CLASS_IDS).map(([id, code]) => [code, Number(id)]));

/** French tree names of the 2.4.3 client by class and tree order (the 1.12 trees are the same). */
function treeNames(table: TalentEntry[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const t of table) if (t.class && t.tabName) out.set(`${t.class}:${t.tabOrder}`, t.tabName);
  return out;
}

/**
 * Lowest level a rank can be taken at: the first point at level 10, one point per level, five
 * points spent before each tier. Not for hunter pets nor death knights (their points do not
 * follow the character's level that way).
 */
export function talentLevel(place: TalentPlace, rank: number | null, cls: string | null): number | null {
  if (place.pet || cls === "death_knight" || rank === null || place.tier === null) return null;
  return 10 + 5 * (place.tier - 1) + (rank - 1);
}

/**
 * classic: mirague names every rank; its class comes from the same id in the 2.4.3 table, else
 * from the only class LibClassicInspector gives that talent name; its place from
 * LibClassicInspector's classic block by class and name.
 */
export function addClassicTalents(drafts: Drafts, ranks: MirageSpell[], positions: InspectorTalent[], tbcTable: TalentEntry[]): void {
  const classOfId = new Map<number, string>();
  for (const t of tbcTable) for (const id of t.rankSpellIds) if (t.class) classOfId.set(id, t.class);
  const classic = positions.filter((p) => p.version === "classic" && p.class);
  const classesOfName = new Map<string, Set<string>>();
  for (const p of classic) (classesOfName.get(p.name) ?? classesOfName.set(p.name, new Set()).get(p.name)!).add(p.class!);
  const place = new Map(classic.map((p) => [`${p.class}:${p.name}`, p]));
  const trees = treeNames(tbcTable);
  for (const r of ranks) {
    const named = classesOfName.get(r.name);
    const cls = classOfId.get(r.spellId) ?? (named?.size === 1 ? [...named][0]! : null);
    const p = cls ? place.get(`${cls}:${r.name}`) : undefined;
    const talent: TalentPlace | null = p
      ? { tree: trees.get(`${cls}:${p.tab - 1}`) ?? null, tier: p.tier, column: p.column, maxRank: p.maxRank, pet: false }
      : null;
    const rank = r.rank ?? (p?.maxRank === 1 ? 1 : null);
    drafts.add(r.spellId, { kind: "talent", english: r.name, rank, icon: r.icon, class: cls, description: r.description, talent });
  }
}

/** tbc: the ranks of each talent of Talent.dbc, named after the talent. */
export function addTbcTalents(drafts: Drafts, table: TalentEntry[]): void {
  for (const t of table) {
    const talent: TalentPlace = { tree: t.tabName, tier: t.tier + 1, column: t.column + 1, maxRank: t.maxRank, pet: false };
    t.rankSpellIds.forEach((id, i) => drafts.add(id, { kind: "talent", english: t.name, rank: i + 1, class: t.class, talent }));
  }
}

/** A wowsims pet tree file and the pet type aowow numbers its French name by. */
export interface PetTree {
  petType: number;
  talents: WowsimsTalent[];
}

/** Pet type of a wowsims tree file (hunter_ferocity.json...), null for a class tree. */
export function petTypeOf(path: string): number | null {
  const m = /hunter_(ferocity|tenacity|cunning)\.json/.exec(path);
  return m ? ["ferocity", "tenacity", "cunning"].indexOf(m[1]!) : null;
}

/**
 * The spell of each rank of a wotlk talent whose table lists fewer ids than ranks: the 2.4.3
 * client's ids when it has the talent with as many ranks and the listed ids first (wowsims'
 * rule of consecutive ids is wrong for a few: Ancestral Healing rank 3 is 16240), else wowsims'.
 */
export function wotlkRankIds(t: TalentEntry, tbcTable: TalentEntry[]): number[] {
  if (t.rankSpellIds.length >= t.maxRank) return t.rankSpellIds.slice(0, t.maxRank);
  const client = tbcTable.find((c) => c.class === t.class && c.name === t.name && c.maxRank === t.maxRank)?.rankSpellIds;
  if (client?.length === t.maxRank && t.rankSpellIds.every((id, i) => client[i] === id)) return client;
  return rankSpellIds(t.rankSpellIds, t.maxRank);
}

/**
 * wotlk: the class talents of the table (missing rank ids: wotlkRankIds), tree names from aowow;
 * the hunter pet talents of wowsims' pet trees, unnamed here (wowsims names some by id later).
 */
export function addWotlkTalents(
  drafts: Drafts,
  table: TalentEntry[],
  tbcTable: TalentEntry[],
  petTrees: PetTree[],
  aowow: AowowLocale | null,
): void {
  for (const t of table) {
    const tree = t.class ? (aowow?.talentTrees.get(CLASS_NUMBER.get(t.class)!)?.[t.tabOrder] ?? null) : null;
    const talent: TalentPlace = { tree, tier: t.tier + 1, column: t.column + 1, maxRank: t.maxRank, pet: false };
    wotlkRankIds(t, tbcTable).forEach((id, i) => drafts.add(id, { kind: "talent", english: t.name, rank: i + 1, class: t.class, talent }));
  }
  // A pet talent can sit in two or three trees: one record, all its trees named.
  const places = new Map<number, { trees: number[]; talent: WowsimsTalent; rank: number; spots: Set<string> }>();
  for (const pet of [...petTrees].sort((a, b) => a.petType - b.petType)) {
    for (const t of pet.talents) {
      rankSpellIds(t.spellIds, t.maxRank).forEach((id, i) => {
        const p = places.get(id) ?? places.set(id, { trees: [], talent: t, rank: i + 1, spots: new Set() }).get(id)!;
        p.trees.push(pet.petType);
        p.spots.add(`${t.tier}:${t.column}`);
      });
    }
  }
  for (const [id, p] of places) {
    const names = p.trees.map((type) => aowow?.petTalentTrees.get(type));
    const oneSpot = p.spots.size === 1;
    const talent: TalentPlace = {
      tree: names.every(Boolean) ? names.join(", ") : null,
      tier: oneSpot ? p.talent.tier + 1 : null,
      column: oneSpot ? p.talent.column + 1 : null,
      maxRank: p.talent.maxRank,
      pet: true,
    };
    drafts.add(id, { kind: "talent", rank: p.rank, class: "hunter", talent });
  }
}
