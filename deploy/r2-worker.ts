/**
 * `npm run worker:r2 -- <wrangler command> [options]`: wrangler on the production API Worker,
 * the one reading the R2 bucket, with the configuration deploy/wrangler.ts writes from
 * wrangler.jsonc and wrangler.deploy.jsonc:
 *
 *   npm run worker:r2 -- deploy                            publish it
 *   npm run worker:r2 -- deploy --domain api.example.org   publish it on a custom domain
 *   npm run worker:r2 -- deploy --var EDGE_CACHE:off       reading R2 every time, to compare
 *   npm run worker:r2 -- dev                               locally, over the bucket of `npm run deploy -- --local`
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { writeR2Config } from "./wrangler.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const [command, ...rest] = process.argv.slice(2);
if (!command) {
  console.error("usage: npm run worker:r2 -- <wrangler command> [options] (deploy, dev, versions ...)");
  process.exit(2);
}
const config = writeR2Config(root);
const run = spawnSync(join(root, "node_modules/.bin/wrangler"), [command, "-c", config, ...rest], {
  cwd: root,
  stdio: "inherit",
});
process.exit(run.status ?? 1);
