/**
 * The name matches of a query, the first two tiers of the ranking: the docs whose name (words
 * joined by spaces) is the query or starts with it, read from the name shards of the whole
 * query only, however many docs its words match in their text.
 */
import type { IndexFiles } from "../layout/dist.ts";
import { nameShardFile, shardsFor, type SearchManifest } from "../layout/search-index.ts";
import { memoized } from "./memo.ts";
import { nameTier, type Tier } from "./rank.ts";

/** Kept in the search memo: a short phrase ("a") starts thousands of names. */
export function nameMatches(files: IndexFiles, manifest: SearchManifest, phrase: string): Promise<Map<number, Tier>> {
  return memoized(
    manifest,
    `n:${phrase}`,
    () => namesOf(files, manifest, phrase),
    (m) => m.size * 40,
  );
}

async function namesOf(files: IndexFiles, manifest: SearchManifest, phrase: string): Promise<Map<number, Tier>> {
  const tiers = new Map<number, Tier>();
  if (!phrase) return tiers;
  const shards = await Promise.all(shardsFor(phrase, manifest.names).map((key) => files.json(nameShardFile(key))));
  for (const shard of shards as (Record<string, number[]> | null)[]) {
    if (!shard) throw new Error(`search index: a name shard of "${phrase}" is missing`);
    for (const name in shard) {
      if (name.startsWith(phrase)) for (const doc of shard[name]!) tiers.set(doc, nameTier(name, phrase));
    }
  }
  return tiers;
}
