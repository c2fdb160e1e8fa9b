/**
 * FileStore over an R2 bucket (the `DIST` binding): production storage for the full data set,
 * which is far above the 100,000-file limit of Workers Static Assets. Keys are dist/ paths.
 */
import type { FileStore } from "./store.ts";

export function r2Store(bucket: R2Bucket): FileStore {
  return {
    async get(key) {
      const object = await bucket.get(key);
      if (!object) return null;
      return { body: object.body, text: () => object.text(), bytes: async () => new Uint8Array(await object.arrayBuffer()) };
    },
  };
}
