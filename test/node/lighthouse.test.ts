// @vitest-environment node
/**
 * Lighthouse on its mobile profile (test/support/lighthouse.ts), against the mirror serving the
 * build: a record page, a list and the home page score 100 in accessibility, SEO and best
 * practices. Performance depends on the machine's load, so no test asserts it: its figures come
 * from `npx tsx bench/lighthouse.ts` on a quiet machine.
 */
import { describe, expect, it } from "vitest";
import { mediaOrigins } from "../support/browser.ts";
import { readDistFacts } from "../support/dist.ts";
import { LIGHTHOUSE_PAGES, lighthouseOf } from "../support/lighthouse.ts";
import { siteInBrowser } from "../support/site-in-browser.ts";

const facts = readDistFacts();
const site = siteInBrowser(facts.dir);

describe("Lighthouse, mobile profile", { timeout: 120_000 }, () => {
  for (const path of LIGHTHOUSE_PAGES) {
    it(`${path}: 100 in accessibility, SEO and best practices`, async () => {
      const report = await lighthouseOf(site.browser, site.url + path, mediaOrigins(facts.build.addresses), [
        "accessibility",
        "seo",
        "best-practices",
      ]);
      expect(report.failed, path).toEqual([]);
      expect(report.scores).toEqual({ accessibility: 1, seo: 1, "best-practices": 1 });
    });
  }
});
