/**
 * The NPC an AtlasLoot boss name stands for. AtlasLoot names bosses in English; an NPC is a
 * candidate when its English name is that name or its French name is LibBabble-Boss's French
 * for it (non-internal NPCs only). Among several candidates, kept in turn:
 * 1. those other sources (pfQuest, Questie) say drop the most items of the boss's rows in that
 *    table (the boss with the loot, not its mount or another phase of it);
 * 2. those in the table's instance: the instance whose English name starts the table key
 *    ("AzjolNerubAnubarak"), else the one all bosses of its Prev / Next pages stand in (an
 *    NPC known to stand in another instance is dropped even when none is known there);
 * 3. encounter NPCs of the encounter step; 4. NPCs standing in an instance; 5. those of the
 *    highest rank (boss before elite before normal).
 * Steps 3 to 5 without the table's instance, and step 5 always, are a guess: a guess landing on
 * an NPC another set of pages names for sure is dropped (the Lich King of Icecrown, encounter
 * NPC of his name, for the Halls of Reflection pages). A name left with several candidates, or
 * none, is not mapped (the step reports it). A boss named by an AtlasLoot code is the NPC other
 * sources say drop most of the code's items (codeResolver).
 */
import type { NewRow } from "../../rows/row.ts";
import type { AtlasLootTable } from "../sources/atlasloot.ts";
import type { AtlasLootDrop } from "./loot-atlasloot.ts";

export interface BossWorld {
  npcs: NewRow<"npc">[];
  /** LibBabble-Boss: English name -> French name */
  french: Map<string, string>;
  encounters: Set<number>;
  /** English names of the instances, by id */
  instanceNames: Map<number, string>;
  /** the instance an NPC stands in (encounter or spawns), null outdoors or unknown */
  instanceOf: (npc: number) => number | null;
  /** the items other sources already say the NPC drops */
  itemsOf: (npc: number) => { has(item: number): boolean };
  /** the NPCs other sources already say drop the item */
  droppersOf: (item: number) => number[];
}

export interface BossNpcs {
  /** the NPC of each drop, null when its boss is not mapped (same order as the drops) */
  npcs: (number | null)[];
  /** boss names (joined by " / " when a key fits several) that no NPC stands for, with why */
  unmapped: Map<string, string>;
}

const RANK_ORDER = ["boss", "rareelite", "elite", "rare", "normal"];

export function bossNpcs(drops: AtlasLootDrop[], tables: AtlasLootTable[], world: BossWorld): BossNpcs {
  const candidatesOf = candidateFinder(world);
  const chain = chains(tables);
  const contextOf = contextFinder(drops, world, chain, candidatesOf);
  // An NPC written without a rank is the schema's "normal".
  const rank = new Map(world.npcs.map((n) => [n.id, RANK_ORDER.indexOf((n.rank ?? "normal").replace(/_/g, ""))]));

  // The items of each boss name in each table, to compare with what other sources say.
  const bossKey = (d: AtlasLootDrop) => `${d.bosses.join(" / ")}@${d.table}`;
  const itemsOfBoss = new Map<string, Set<number>>();
  for (const d of drops) {
    const items = itemsOfBoss.get(bossKey(d));
    if (items) items.add(d.item);
    else itemsOfBoss.set(bossKey(d), new Set([d.item]));
  }

  const unmapped = new Map<string, string>();
  const resolved = new Map<string, Resolution | null>();
  const resolve = (d: AtlasLootDrop): Resolution | null => {
    const key = bossKey(d);
    if (resolved.has(key)) return resolved.get(key)!;
    const items = itemsOfBoss.get(key)!;
    const agreeing = new Map<number, number>();
    let candidates = [...new Set(d.bosses.flatMap(candidatesOf))];
    for (const id of candidates) {
      const known = world.itemsOf(id);
      agreeing.set(id, [...items].filter((i) => known.has(i)).length);
    }
    let guess = false;
    const narrow = (keep: (id: number) => boolean, guessing = false) => {
      const kept = candidates.filter(keep);
      if (!kept.length || kept.length === candidates.length) return;
      candidates = kept;
      guess ||= guessing;
    };
    const most = Math.max(0, ...candidates.map((id) => agreeing.get(id)!));
    if (most > 0) narrow((id) => agreeing.get(id) === most);
    const context = contextOf(d.table);
    if (context !== null) {
      // One known to stand in another instance is another NPC of that name.
      candidates = candidates.filter((id) => world.instanceOf(id) === null || world.instanceOf(id) === context);
      narrow((id) => world.instanceOf(id) === context);
    }
    if (candidates.length > 1) narrow((id) => world.encounters.has(id), context === null);
    if (candidates.length > 1) narrow((id) => world.instanceOf(id) !== null, context === null);
    if (candidates.length > 1) {
      const best = Math.min(...candidates.map((id) => rankOf(rank, id)));
      narrow((id) => rankOf(rank, id) === best, true);
    }
    const result = candidates.length === 1 ? { npc: candidates[0]!, guess, chain: chain(d.table) } : null;
    if (!result) {
      unmapped.set(
        d.bosses.join(" / "),
        candidates.length ? `several NPCs (${candidates.sort((a, b) => a - b).join(", ")})` : "no NPC of that English or French name",
      );
    }
    resolved.set(key, result);
    return result;
  };

  const byCode = codeResolver(drops, world, unmapped);
  const results = drops.map((d) => (d.bosses.length ? resolve(d) : d.code ? byCode(d.code, chain(d.table)) : null));
  // A guess lands on an NPC another set of pages names for sure: it is another NPC of that name
  // (the Lich King of Icecrown, for the Halls of Reflection pages).
  const sure = new Map<number, Set<string>>();
  for (const r of results) {
    if (!r || r.guess) continue;
    const chains = sure.get(r.npc);
    if (chains) chains.add(r.chain);
    else sure.set(r.npc, new Set([r.chain]));
  }
  const npcs = results.map((r, i) => {
    if (!r) return null;
    const taken = sure.get(r.npc);
    if (r.guess && taken && !taken.has(r.chain)) {
      unmapped.set(drops[i]!.bosses.join(" / "), `several NPCs; the one guessed (${r.npc}) is another page's boss (${drops[i]!.table})`);
      return null;
    }
    return r.npc;
  });
  return { npcs, unmapped };
}

interface Resolution {
  npc: number;
  /** chosen without the table's instance, by being an encounter NPC or by rank */
  guess: boolean;
  chain: string;
}

/**
 * Bosses AtlasLoot names by a code: the NPC other sources say drop more than half of the items
 * the code's rows list, in every table (a code names the same boss everywhere), if it is the
 * only one with that many.
 */
function codeResolver(
  drops: AtlasLootDrop[],
  world: BossWorld,
  unmapped: Map<string, string>,
): (code: string, pages: string) => Resolution | null {
  const visible = new Set(world.npcs.filter((n) => !n.internal).map((n) => n.id));
  const itemsOf = new Map<string, Set<number>>();
  for (const d of drops) {
    if (d.bosses.length || !d.code) continue;
    const items = itemsOf.get(d.code);
    if (items) items.add(d.item);
    else itemsOf.set(d.code, new Set([d.item]));
  }
  const npcOf = new Map<string, number | null>();
  for (const [code, items] of itemsOf) {
    const counts = new Map<number, number>();
    for (const item of items)
      for (const npc of new Set(world.droppersOf(item))) if (visible.has(npc)) counts.set(npc, (counts.get(npc) ?? 0) + 1);
    const [best, second] = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    const found = best && best[1] * 2 > items.size && (!second || second[1] < best[1]) ? best[0] : null;
    if (found === null) unmapped.set(`AtlasLoot code ${code}`, `no single NPC drops most of its ${items.size} items per the other sources`);
    npcOf.set(code, found);
  }
  return (code, pages) => {
    const npc = npcOf.get(code) ?? null;
    return npc === null ? null : { npc, guess: false, chain: pages };
  };
}

function rankOf(rank: Map<number, number>, id: number): number {
  const r = rank.get(id) ?? -1;
  return r < 0 ? RANK_ORDER.length : r;
}

/** NPC ids by English name or LibBabble's French name of a boss. */
function candidateFinder(world: BossWorld): (boss: string) => number[] {
  const byName = new Map<string, number[]>();
  for (const npc of world.npcs) {
    if (npc.internal) continue;
    for (const name of new Set([npc.english_name, npc.name].filter((n): n is string => Boolean(n)).map((n) => n.trim().toLowerCase()))) {
      const list = byName.get(name);
      if (list) list.push(npc.id);
      else byName.set(name, [npc.id]);
    }
  }
  return (boss) => {
    const french = world.french.get(boss);
    return [...new Set([...(byName.get(boss.toLowerCase()) ?? []), ...(french ? (byName.get(french.toLowerCase()) ?? []) : [])])];
  };
}

/**
 * The instance a table stands for: the one whose English name starts its key, else the one
 * all bosses of its pages with a single candidate stand in (set pages span several: none);
 * null when neither says.
 */
function contextFinder(
  drops: AtlasLootDrop[],
  world: BossWorld,
  chain: (key: string) => string,
  candidatesOf: (boss: string) => number[],
): (table: string) => number | null {
  const names = [...world.instanceNames]
    .map(([id, name]) => [id, squeeze(name)] as const)
    .filter(([, n]) => n.length >= 4)
    .sort((a, b) => b[1].length - a[1].length);
  const votes = new Map<string, Map<number, Set<string>>>();
  for (const d of drops) {
    const only = d.bosses.length === 1 ? candidatesOf(d.bosses[0]!) : [];
    const instance = only.length === 1 ? world.instanceOf(only[0]!) : null;
    if (instance === null) continue;
    const root = chain(d.table);
    let byInstance = votes.get(root);
    if (!byInstance) votes.set(root, (byInstance = new Map()));
    let bosses = byInstance.get(instance);
    if (!bosses) byInstance.set(instance, (bosses = new Set()));
    bosses.add(d.bosses[0]!);
  }
  const cache = new Map<string, number | null>();
  return (table) => {
    if (!cache.has(table)) {
      const key = squeeze(table);
      const named = names.find(([, n]) => key.startsWith(n))?.[0];
      const voting = [...(votes.get(chain(table))?.keys() ?? [])];
      const voted = voting.length === 1 ? voting[0] : undefined;
      cache.set(table, named ?? voted ?? null);
    }
    return cache.get(table)!;
  };
}

/** The first table of each table's Prev / Next chain (its pages), by table key. */
function chains(tables: AtlasLootTable[]): (key: string) => string {
  const parent = new Map<string, string>();
  const root = (key: string): string => {
    let k = key;
    while (parent.has(k)) k = parent.get(k)!;
    return k;
  };
  for (const t of tables) {
    for (const link of t.links) {
      const [a, b] = [root(t.key), root(link)];
      if (a !== b) parent.set(a < b ? b : a, a < b ? a : b);
    }
  }
  return root;
}

function squeeze(s: string): string {
  return s.toLowerCase().replace(/[^a-z]/g, "");
}
