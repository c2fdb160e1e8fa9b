/**
 * Two test projects: `worker` runs edge/worker.ts inside workerd (vitest-pool-workers, with the
 * bindings of wrangler.jsonc) and `node` runs the Node-side tests (generator output, OpenAPI,
 * the offline mirror over real HTTP). Both read the build in dist/ (GRIMOIRE_DIST overrides).
 */
import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { distDir } from "./test/support/dist.ts";

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [
          cloudflareTest({
            main: "./edge/worker.ts",
            wrangler: { configPath: "./wrangler.jsonc" },
            miniflare: { assets: { directory: distDir() } },
          }),
        ],
        test: { name: "worker", include: ["test/worker/**/*.test.ts"], globalSetup: ["test/worker/global-setup.ts"] },
      },
      {
        // Hooks remove the builds a test made: on a disk shared with other builds that can take
        // longer than the default 10 s, which failed the suite with every test passed.
        test: {
          name: "node",
          include: ["test/node/**/*.test.ts", "{contract,hashing,layout,lib,lists,search,views,edge,generator,site}/**/*.test.ts"],
          environment: "node",
          hookTimeout: 120_000,
          globalSetup: ["test/node/global-setup.ts"],
        },
      },
    ],
  },
});
