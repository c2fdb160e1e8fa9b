/**
 * Lighthouse on its mobile profile against the offline mirror serving a build (alone:
 * `npx tsx bench/lighthouse.ts [--dist dist]`): a record page, a list and the home page, their
 * four category scores and the audits that cost them. Performance depends on the machine's load:
 * run it on a quiet machine; the other three are asserted by test/node/lighthouse.test.ts.
 */
import { parseArgs } from "node:util";
import { resolve } from "node:path";
import { startMirror } from "../edge/node/server.ts";
import { memoryLimiter } from "../edge/testing.ts";
import { launchBrowser, mediaOrigins } from "../test/support/browser.ts";
import { readDistFacts } from "../test/support/dist.ts";
import { LIGHTHOUSE_PAGES, lighthouseOf } from "../test/support/lighthouse.ts";

const { values } = parseArgs({ options: { dist: { type: "string", default: "dist" } } });
const facts = readDistFacts(resolve(values.dist!));
const mirror = await startMirror({ dist: facts.dir, port: 0, limiter: memoryLimiter([{ limit: 100_000, seconds: 60 }]) });
const browser = await launchBrowser();
try {
  for (const path of LIGHTHOUSE_PAGES) {
    const { scores, failed } = await lighthouseOf(browser, mirror.url + path, mediaOrigins(facts.build.addresses));
    const figures = Object.entries(scores).map(([c, s]) => `${c} ${Math.round(s * 100)}`);
    console.log(`${path}: ${figures.join(", ")}`);
    for (const f of failed) console.log(`  ${f}`);
  }
} finally {
  await browser.close();
  await new Promise<void>((done) => mirror.server.close(() => done()));
}
