/**
 * What the bucket holds: every key under o/, m/ and b/, listed through the deploy Worker. The
 * prune deletes what the list has and no kept build needs. Before its upload a deploy lists only
 * when the live build's manifests cannot tell what the bucket holds (known.ts): it then uploads
 * what its build needs and the list lacks (which makes a second run after an interruption skip
 * what arrived). Content keys spread evenly over their first character, so o/ is listed as 64 prefixes
 * at once rather than one long walk.
 */
import pMap from "p-map";
import { CONTENT_KEY_ALPHABET, MANIFEST_PREFIX, OBJECT_PREFIX, ROOT_PREFIX } from "../layout/bucket.ts";
import type { DeployClient } from "./client.ts";

export async function listBucket(client: DeployClient, concurrency: number): Promise<Set<string>> {
  const prefixes = [ROOT_PREFIX, MANIFEST_PREFIX, ...[...CONTENT_KEY_ALPHABET].map((c) => OBJECT_PREFIX + c)];
  const keys = new Set<string>();
  await pMap(
    prefixes,
    async (prefix) => {
      let cursor: string | null = null;
      do {
        const page: { keys: string[]; cursor: string | null } = await client.listKeys(prefix, cursor);
        for (const key of page.keys) keys.add(key);
        cursor = page.cursor;
      } while (cursor);
    },
    { concurrency },
  );
  return keys;
}
