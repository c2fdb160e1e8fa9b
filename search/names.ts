/**
 * The name matches of a query, the first tiers of the ranking: the docs whose French or English
 * name, written as one word, is the query written as one word or starts with it, read from the
 * name shards of the whole query only, however many docs its words match in their text.
 */
import type { IndexFiles } from "../layout/dist.ts";
import { Flag, FLAG_VALUES, nameShardFile, shardsFor, type SearchManifest } from "../layout/search-index.ts";
import { memoized } from "./memo.ts";
import { nameTier } from "./rank.ts";

/** The docs whose names match, ascending, each with its best name tier * FLAG_VALUES + the doc's
 * flags (rogue and weight). */
export interface NameMatches {
  docs: Int32Array;
  values: Int32Array;
}

/** Kept in the search memo: a short phrase ("a") starts thousands of names. */
export function nameMatches(files: IndexFiles, manifest: SearchManifest, phrase: string): Promise<NameMatches> {
  return memoized(
    manifest,
    `n:${phrase}`,
    async () => {
      const tiers = await namesOf(files, manifest, phrase);
      const docs = Int32Array.from(tiers.keys()).sort();
      return { docs, values: Int32Array.from(docs, (d) => tiers.get(d)!) };
    },
    (m) => m.docs.length * 8 + 64,
  );
}

async function namesOf(files: IndexFiles, manifest: SearchManifest, phrase: string): Promise<Map<number, number>> {
  const tiers = new Map<number, number>();
  if (!phrase) return tiers;
  const shards = await Promise.all(shardsFor(phrase, manifest.names).map((key) => files.json(nameShardFile(key))));
  for (const shard of shards as (Record<string, number[]> | null)[]) {
    if (!shard) throw new Error(`search index: a name shard of "${phrase}" is missing`);
    for (const name in shard) {
      if (!name.startsWith(phrase)) continue;
      for (const entry of shard[name]!) {
        const doc = Math.floor(entry / FLAG_VALUES),
          flags = entry % FLAG_VALUES;
        const tier = nameTier(name, phrase, (flags & Flag.EnglishName) !== 0)!;
        const value = tier * FLAG_VALUES + (flags & ~(Flag.FrenchName | Flag.EnglishName));
        const seen = tiers.get(doc);
        if (seen === undefined || value < seen) tiers.set(doc, value);
      }
    }
  }
  return tiers;
}
