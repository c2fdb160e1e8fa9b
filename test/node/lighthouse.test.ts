// @vitest-environment node
/**
 * Lighthouse on its mobile profile (test/support/lighthouse.ts), against the mirror serving the
 * build: a record page, a list and the home page score 100 in accessibility, SEO and best
 * practices. Performance depends on the machine's load, so no test asserts it: its figures come
 * from `npx tsx bench/lighthouse.ts` on a quiet machine.
 */
import type { Server } from "node:http";
import type { Browser } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMirror } from "../../edge/node/server.ts";
import { memoryLimiter } from "../../edge/testing.ts";
import { launchBrowser, mediaOrigins } from "../support/browser.ts";
import { readDistFacts } from "../support/dist.ts";
import { LIGHTHOUSE_PAGES, lighthouseOf } from "../support/lighthouse.ts";

const facts = readDistFacts();
let mirror: { server: Server; url: string };
let browser: Browser;

beforeAll(async () => {
  mirror = await startMirror({ dist: facts.dir, port: 0, limiter: memoryLimiter([{ limit: 100_000, seconds: 60 }]) });
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await new Promise<void>((done) => mirror.server.close(() => done()));
});

describe("Lighthouse, mobile profile", { timeout: 120_000 }, () => {
  for (const path of LIGHTHOUSE_PAGES) {
    it(`${path}: 100 in accessibility, SEO and best practices`, async () => {
      const report = await lighthouseOf(browser, mirror.url + path, mediaOrigins(facts.build.addresses), [
        "accessibility",
        "seo",
        "best-practices",
      ]);
      expect(report.failed, path).toEqual([]);
      expect(report.scores).toEqual({ accessibility: 1, seo: 1, "best-practices": 1 });
    });
  }
});
