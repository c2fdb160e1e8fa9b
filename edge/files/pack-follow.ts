/**
 * A dist pack followed on disk, for the mirror serving `--dist PACK`: when the file at that path
 * is replaced (`npm run sync` renames a new pack over it; a copy moved there), the next build
 * check (the Dist's snapshot, every few seconds) opens the new pack and serves it, caches and
 * all, without a restart. Requests under way finish on the old pack, which is closed after them
 * (pack.ts, retire). A file there that is not a readable pack (being copied in place) is tried
 * again at the next check; the old pack is served meanwhile.
 */
import { statSync } from "node:fs";
import { packStore, type PackStore } from "./pack.ts";
import type { FileStore } from "./store.ts";

/** How long a replaced pack stays open for the requests that began on it. */
const RETIRE_GRACE_MS = 60_000;

/** The identity of the file at `path` now: another file, or the same rewritten, has another. */
function identityOf(path: string): string | null {
  const stat = statSync(path, { throwIfNoEntry: false });
  return stat ? `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeMs}` : null;
}

/** `keepServed`: see FileStore. */
export function followedPackStore(file: string, options: { keepServed?: number } = {}): FileStore {
  let identity = identityOf(file);
  let store: PackStore = packStore(file, options);
  const current = (): PackStore => {
    const now = identityOf(file);
    if (now === null || now === identity) return store;
    try {
      const next = packStore(file, options);
      store.retire(RETIRE_GRACE_MS);
      [store, identity] = [next, now];
    } catch (error) {
      console.error(`mirror: ${file} changed but is not a readable pack yet, still serving the previous one:`, (error as Error).message);
    }
    return store;
  };
  return {
    keepServed: options.keepServed,
    snapshot: () => current(),
    get: (key) => current().get(key),
    version: (key) => current().version!(key),
    download: (key, range) => current().download!(key, range),
  };
}
