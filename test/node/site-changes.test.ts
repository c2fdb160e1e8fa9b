// @vitest-environment node
/**
 * What changed in a record between game versions, on its site page: the « Changements » section
 * and the version badges marked where the record differs, as the edge writes them (plain HTTP on
 * the offline mirror: what a reader without scripts gets), and as the browser's script draws them
 * when a link leads to the page (Chromium).
 */
import { describe, expect, it } from "vitest";
import { mediaOrigins, openPage, settled, watchedPage } from "../support/browser.ts";
import { readDistFacts } from "../support/dist.ts";
import { siteInBrowser } from "../support/site-in-browser.ts";

const facts = readDistFacts();
const NB = "\u00a0";
const site = siteInBrowser(facts.dir);

/** The page the edge sends for `path`: its status, its « Changements » section and its version badges, as HTML. */
async function sent(path: string): Promise<{ status: number; changes: string | null; badges: string }> {
  const response = await fetch(`${site.url}${path}`, { headers: { Accept: "text/html" } });
  const text = await response.text();
  return {
    status: response.status,
    changes: /<section id="changements">([\s\S]*?)<\/section>/.exec(text)?.[1]?.trim() ?? null,
    badges: /<nav class="versions" aria-label="Versions du jeu">([\s\S]*?)<\/nav>/.exec(text)?.[1]?.trim() ?? "",
  };
}

describe("site: a record's changes between versions, as the edge writes them", () => {
  it("Thunderfury in tbc: its Nature damage line removed since classic, its badges marked where it changed, the mark explained", async () => {
    const page = await sent("/tbc/item/19019");
    expect(page.status).toBe(200);
    expect(page.changes).toBe(`<h2>Changements</h2>
<p class="changes-legend" aria-hidden="true"><span class="change-dot"></span> modifié par rapport à la version précédente</p><h3>De classic (1.12.1) à tbc (2.4.3)</h3>
<ul class="changes">
<li>
<span class="change-field">Dégâts par seconde</span>${NB}: <span class="change-before">53,9</span> → <span class="change-after">41,8</span>
</li><li>
<span class="change-field">Dégâts</span><ul>
<li><span class="change-kind change-removed">retiré</span> Nature${NB}: 16 – 30 Nature</li>
</ul>
</li>
</ul><h3>De tbc (2.4.3) à wotlk (3.3.5a)</h3>
<p>Aucun changement.</p>`);
    expect(page.badges).toBe(
      '<a href="/classic/item/19019" >classic</a>' +
        '<span class="current changed" title="Modifié par rapport à classic" aria-current="page">tbc<small class="visually-hidden"> (modifié en tbc)</small></span>' +
        '<a href="/wotlk/item/19019" >wotlk</a>',
    );
    // the same section and marks on the record's page in each version
    const classic = await sent("/classic/item/19019");
    expect(classic.changes).toBe(page.changes);
    expect(classic.badges).toContain(
      '<a href="/tbc/item/19019" class="changed" title="Modifié par rapport à classic">tbc<small class="visually-hidden"> (modifié en tbc)</small></a>',
    );
  });

  it("Sulfuras, the same in every version: « Aucun changement », no badge marked", async () => {
    const page = await sent("/classic/item/17182");
    expect(page.changes).toBe(`<h2>Changements</h2>\n<p>Aucun changement entre classic, tbc et wotlk.</p>`);
    expect(page.badges).not.toContain("changed");
  });

  it("a record in one version only has no section", async () => {
    const page = await sent("/classic/quest/9101");
    expect(page.status).toBe(200);
    expect(page.changes).toBe(null);
    expect(page.badges).toBe(`<span class="current" aria-current="page">classic</span>`);
  });
});

/** What a reader reads of Thunderfury's changes. */
const TBC_CHANGES = [
  "Changements",
  "",
  " modifié par rapport à la version précédente",
  "",
  "De classic (1.12.1) à tbc (2.4.3)",
  `Dégâts par seconde${NB}: 53,9 → 41,8`,
  "Dégâts",
  `retiré Nature${NB}: 16 – 30 Nature`,
  "De tbc (2.4.3) à wotlk (3.3.5a)",
  "",
  "Aucun changement.",
].join("\n");

describe("site: a record's changes drawn by the browser", { timeout: 60_000 }, () => {
  it("reached by a version badge: the script reads the comparison and draws the same section as the edge", async () => {
    const { page, errors } = await watchedPage(site.browser, mediaOrigins(facts.build.addresses));
    const asked: string[] = [];
    page.on("request", (r) => void (new URL(r.url()).pathname.startsWith("/v1/") && asked.push(new URL(r.url()).pathname)));
    await openPage(page, `${site.url}/classic/item/19019`);
    // the badge of tbc, where it changed, says so by its accessible name
    const badge = await page.$('aria/tbc (modifié en tbc)[role="link"]');
    expect(await badge?.evaluate((a) => (a as any).getAttribute("href"))).toBe("/tbc/item/19019");
    await badge!.click();
    await settled(page);
    expect(asked).toEqual(["/v1/tbc/items/19019", "/v1/differences/items/19019"]);
    expect(await page.$eval("#changements", (s) => (s as any).innerText as string)).toBe(TBC_CHANGES);
    expect(await page.$eval(".versions .current", (s) => (s as any).className as string)).toBe("current changed");
    expect(errors).toEqual([]);
    await page.close();
  });
});
