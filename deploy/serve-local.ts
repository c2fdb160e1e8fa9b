/**
 * npm run serve:r2: the production API Worker (deploy/wrangler.ts r2Config, bundled by wrangler) under
 * Miniflare, reading the local R2 bucket `npm run deploy -- --local` fills, at
 * http://127.0.0.1:8787/v1 (PORT, and --persist DIR for another bucket directory). It follows
 * the bucket's live build as a deployed Worker does. The deploy Worker runs beside it over the
 * same bucket, so that a deploy can be watched switching builds while the API serves: one
 * Miniflare must own a bucket directory, so deploy through the address printed here rather
 * than with --local while this runs.
 */
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { startLocal } from "./local.ts";
import { commandLine } from "../lib/command-line.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const values = commandLine("serve:r2", { persist: { type: "string" } });
const port = Number(process.env.PORT ?? 8787);
const token = randomBytes(32).toString("hex");

const local = await startLocal({ root: ROOT, persist: values.persist, api: { port }, deploy: { token } });
process.stdout.write(
  `API Worker over the local R2 bucket: ${local.apiUrl}/v1\n` +
    `deploy to it meanwhile with: GRIMOIRE_DEPLOY_URL=${local.deployUrl} GRIMOIRE_DEPLOY_TOKEN=${token} npm run deploy -- --dist dist\n`,
);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    local.dispose().finally(() => process.exit(0));
  });
}
