/**
 * FileStore over Workers Static Assets (the `ASSETS` binding of wrangler.jsonc). With
 * run_worker_first the assets are never served directly: the worker reads them through here.
 * The assets layer's own ETag and caching headers are dropped: in dev its ETag hashes path and
 * mtime, not content, and the API promises the build's content ETag.
 */
import type { FileStore } from "./store.ts";

/** Any host works: the binding only looks at the path. */
const ORIGIN = "https://assets.local/";

export function assetsStore(assets: Fetcher): FileStore {
  return {
    async get(key) {
      const response = await assets.fetch(new Request(ORIGIN + key));
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        throw new Error(`assets: ${key} answered ${response.status}`);
      }
      return { body: response.body, text: () => response.text(), bytes: async () => new Uint8Array(await response.arrayBuffer()) };
    },
  };
}
