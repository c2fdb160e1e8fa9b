/**
 * Two test projects: `worker` runs edge/worker.ts inside workerd (vitest-pool-workers, with the
 * bindings of wrangler.jsonc) and `node` runs the Node-side tests (generator output, OpenAPI,
 * the offline mirror over real HTTP) and the unit tests beside the modules they check
 * (`hashing/cursor.test.ts`). Both read the build in dist/ (GRIMOIRE_DIST overrides).
 */
import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { configDefaults, defineConfig } from "vitest/config";
import { distDir } from "./test/support/dist.ts";
import { LongestFirst } from "./test/support/sequencer.ts";

export default defineConfig({
  test: {
    // Two files at a time: the full import, most of the suite's time, runs beside the others.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        plugins: [
          cloudflareTest({
            main: "./edge/worker.ts",
            wrangler: { configPath: "./wrangler.jsonc" },
            miniflare: { assets: { directory: distDir() } },
          }),
        ],
        // Timeouts for two files at a time on two cores: speed is the bench's business, not the tests'.
        test: {
          name: "worker",
          include: ["test/worker/**/*.test.ts"],
          globalSetup: ["test/worker/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Hooks remove the builds a test made: on a disk shared with other builds that can take
        // longer than vitest's default hook timeout, as can a test beside the full import.
        test: {
          name: "node",
          // Unit tests of pure modules sit beside them, in any folder but the Worker's tests.
          include: ["test/node/**/*.test.ts", "**/*.test.ts"],
          exclude: [...configDefaults.exclude, "test/worker/**", "dist/**", "dist.*/**", ".wrangler/**"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ["test/node/global-setup.ts"],
        },
      },
    ],
  },
});
