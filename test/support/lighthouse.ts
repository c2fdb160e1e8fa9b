/**
 * Lighthouse, on its mobile profile, against a page of the mirror, in the browser the tests drive
 * (Debian's Chromium through puppeteer-core, test/support/browser.ts): its four category scores and
 * the audits that cost them. The media hosts (icons, maps) are out of this machine's reach: their
 * requests are blocked, so that what is scored is the page and not the network.
 */
import lighthouse from "lighthouse";
import type { Browser } from "puppeteer-core";

/** The pages scored: a record page, a list and the home page. */
export const LIGHTHOUSE_PAGES = ["/classic/npc/639", "/classic/items", "/"];

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseReport {
  scores: Record<Category, number>;
  /** the audits that did not pass, with their score */
  failed: string[];
}

export async function lighthouseOf(
  browser: Browser,
  url: string,
  mediaOrigins: readonly string[],
  categories: readonly Category[] = CATEGORIES,
): Promise<LighthouseReport> {
  const port = Number(new URL(browser.wsEndpoint()).port);
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...categories],
    blockedUrlPatterns: mediaOrigins.map((origin) => `${origin}/*`),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  const scores = Object.fromEntries(categories.map((c) => [c, lhr.categories[c]?.score ?? 0])) as Record<Category, number>;
  const failed = categories.flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id]!)
      .filter((audit) => audit.score !== null && audit.score < 1)
      .map((audit) => `${c}: ${audit.id} ${audit.score}${audit.displayValue ? ` (${audit.displayValue})` : ""}`),
  );
  return { scores, failed };
}
