// @vitest-environment node
/**
 * Accessibility and French typography of the pages, in Chromium: axe-core run on every kind of
 * page (home, a version, a record page of every type, lists, search, the 404s, the documentation
 * and the embed's page with its live example), served by the mirror, at a phone's width and a
 * tablet's: no violation of impact serious or critical. And the French of the pages themselves:
 * never « de Les », « de le », « à les », « à le » (« des Mortemines »).
 */
import { createRequire } from "node:module";
import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { mediaOrigins, openPage, watchedPage } from "../support/browser.ts";
import { everyPageKind, readDistFacts } from "../support/dist.ts";
import { siteInBrowser } from "../support/site-in-browser.ts";

const facts = readDistFacts();
const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const site = siteInBrowser(facts.dir);

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** axe-core's serious and critical violations on the page shown. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const violations = (await page.evaluate("axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations)")) as Violation[];
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const WRONG = /\b(de Les|de le|à les|à le)\b/;

describe("pages in Chromium: axe-core and French typography", { timeout: 180_000 }, () => {
  for (const width of [390, 768]) {
    it(`every page kind at ${width} px: no serious or critical violation, no « de Les »`, async () => {
      const { page, errors } = await watchedPage(site.browser, mediaOrigins(facts.build.addresses));
      await page.setViewport({ width, height: 844, hasTouch: true });
      await page.setBypassCSP(true); // axe is injected into pages that allow no inline script
      for (const { path, drawn } of everyPageKind(facts)) {
        if (drawn) await openPage(page, site.url + path);
        else await page.goto(site.url + path, { waitUntil: "load" });
        expect(await seriousViolations(page), path).toEqual([]);
        const text = await page.$eval("body", (b) => (b as any).innerText as string);
        expect(text, path).not.toMatch(WRONG);
      }
      // the 404s of the pages that say so, and nothing else
      expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
      await page.close();
    });
  }
});
