// @vitest-environment node
/**
 * The tooltip embed (site/embed/, `/tooltips.js`) on another site: a host page served from a
 * second local origin, under a strict Content-Security-Policy, loads the documented snippet from
 * the mirror. In Chromium: hovering, focusing and tapping links to a record of every type shows
 * that record's French tooltip, inside the viewport; the link options apply; links added after
 * load get tooltips; when the API answers 429 the link stays a plain working link; the host
 * page logs no error.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMirror } from "../../edge/node/server.ts";
import { memoryLimiter } from "../../edge/testing.ts";
import { launchBrowser, mediaOrigins, watchedPage } from "../support/browser.ts";
import { oneRecordOfEachType, readDistFacts } from "../support/dist.ts";

const facts = readDistFacts();
const servers: Server[] = [];
let site: string;
let tight: string;
let host: string;
let browser: Browser;

/** The first record of each type in the build. */
const records = oneRecordOfEachType(facts, "classic");

/** A page of another site: the snippet pointed at `origin`, and a link to each record. */
function hostPage(origin: string): string {
  const links = records
    .map(
      ({ resource, id }, i) => `<li><a id="l${i}" href="${origin}/classic/${resource.keyType}/${id}">${resource.singular} ${id}</a></li>`,
    )
    .join("\n");
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Forum de guilde</title>
<link rel="stylesheet" href="/host.css">
<script src="${origin}/tooltips.js" async data-color-links data-icons></script>
</head><body><main><h1>Nos sorties</h1><ul>${links}</ul>
<p><a id="off" data-grimoire="off" href="${origin}/classic/npc/639">sans infobulle</a>
<a id="tbc" data-grimoire="tbc" href="${origin}/classic/npc/639">VanCleef en tbc</a>
<a id="other" href="https://example.org/classic/npc/639">un autre site</a>
<a id="zero" href="${origin}/classic/npc/0639">un numéro écrit avec un zéro en tête</a></p>
<p class="corner"><a id="corner" href="${origin}/classic/npc/639">dans le coin</a></p>
<p id="end">Fin.</p></main></body></html>`;
}

beforeAll(async () => {
  const start = async (limits: { limit: number; seconds: number }[]) => {
    const mirror = await startMirror({ dist: facts.dir, port: 0, limiter: memoryLimiter(limits) });
    servers.push(mirror.server);
    return mirror.url;
  };
  site = await start([{ limit: 100_000, seconds: 60 }]);
  // the script's own request passes, every request for a record is refused
  tight = await start([{ limit: 1, seconds: 600 }]);
  const other = createServer((request, response) => {
    if (request.url === "/host.css")
      return void response.writeHead(200, { "Content-Type": "text/css" }).end(".corner{position:fixed;right:4px;bottom:4px;margin:0}");
    const origin = request.url?.startsWith("/tight") ? tight : site;
    response.writeHead(200, {
      "Content-Type": "text/html; charset=utf-8",
      // what a careful host sends: no inline script or style, scripts and data from the embed's host only
      "Content-Security-Policy": `default-src 'none'; script-src ${origin}; connect-src ${origin}; img-src *; style-src 'self'`,
    });
    response.end(hostPage(origin));
  });
  await new Promise<void>((done) => other.listen(0, "127.0.0.1", done));
  servers.push(other);
  host = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((s) => new Promise<void>((done) => s.close(() => done()))));
});

/** The tooltip's text and box once it shows the record `key`, or null when it is hidden. */
async function tooltip(
  page: Page,
  key: string,
): Promise<{ text: string; box: { left: number; top: number; right: number; bottom: number } }> {
  await page.waitForFunction(
    (k) => {
      const el = (globalThis as any).document.getElementById("grimoire-tooltip");
      return el && el.style.display === "block" && el.dataset.for === k;
    },
    { timeout: 5000 },
    key,
  );
  return page.$eval("#grimoire-tooltip", (el) => ({
    text: (el as any).shadowRoot.textContent.replace(/\s+/g, " ").trim(),
    box: (el as any).getBoundingClientRect().toJSON(),
  }));
}

/** The host page at `path` in a new tab, once the embed has run. */
async function hostPageOpen(path: string, mobile = false): Promise<{ page: Page; errors: string[] }> {
  const watched = await watchedPage(browser, mediaOrigins(facts.build.addresses));
  if (mobile) await watched.page.setViewport({ width: 400, height: 800, hasTouch: true, isMobile: true });
  await watched.page.goto(`${host}${path}`, { waitUntil: "load" });
  await watched.page.waitForFunction("window.grimoireTooltips !== undefined");
  return watched;
}

const hidden = (page: Page) =>
  page.waitForFunction(() => {
    const el = (globalThis as any).document.getElementById("grimoire-tooltip");
    return !el || el.style.display === "none";
  });

/** What each type's tooltip must say besides the name (the list), from the record's JSON. */
const EXPECTED: Record<string, (r: Record<string, any>) => (string | null)[]> = {
  item: (r) => [r.slot_name ?? r.type_name, r.tooltip?.[0]?.text ?? null],
  spell: (r) => [r.rank_name ?? r.kind_name],
  npc: (r) => [`Niveau ${r.level_min}`, r.type_name],
  quest: (r) => [`Niveau ${r.level}`],
  game_object: (r) => [r.type_name, r.zone],
  item_set: (r) => [r.items[0].name, r.bonuses[0]?.text ?? null],
  faction: (r) => [r.ranks?.[0]?.rank_name ?? null],
  instance: (r) => [r.type_name],
};

describe("the tooltip embed on another origin", { timeout: 60_000 }, () => {
  it("hover and focus show the French tooltip of every record type; options apply; no error on the host page", async () => {
    const { page, errors } = await hostPageOpen("/forum");
    for (const [i, { resource, id }] of records.entries()) {
      const record = (await (await fetch(`${site}/v1/classic/${resource.segment}/${id}`)).json()) as Record<string, any>;
      await page.hover(`#l${i}`);
      const shown = await tooltip(page, record.key);
      expect(shown.text, resource.object).toContain(record.name);
      for (const fact of EXPECTED[resource.object]!(record)) if (fact) expect(shown.text, resource.object).toContain(fact);
      await page.hover("#end");
      await hidden(page);
      await page.focus(`#l${i}`);
      expect((await tooltip(page, record.key)).text).toContain(record.name);
      expect(await page.$eval(`#l${i}`, (a) => a.getAttribute("aria-describedby"))).toBe("grimoire-tooltip");
      await page.keyboard.press("Escape");
      await hidden(page);
      if (record.quality) {
        // data-color-links: the link takes its quality's colour, once it was near the viewport
        const colour = await page.$eval(`#l${i}`, (a) => (a as any).style.color);
        expect(colour, resource.object).not.toBe("");
      }
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it("per link: a version picked, off, other hosts and ids with a leading zero ignored; inside the viewport in a corner", async () => {
    const { page, errors } = await hostPageOpen("/forum");
    await page.hover("#tbc");
    expect((await tooltip(page, "tbc:npc:639")).text).toContain("Edwin VanCleef");
    for (const plain of ["#off", "#other", "#zero"]) {
      await page.hover(plain);
      await hidden(page);
      await new Promise((r) => setTimeout(r, 300));
      expect(await page.$eval("#grimoire-tooltip", (el) => (el as any).style.display), plain).toBe("none");
    }
    await page.hover("#corner");
    const { box } = await tooltip(page, "classic:npc:639");
    const viewport = page.viewport()!;
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(viewport.width);
    expect(box.bottom).toBeLessThanOrEqual(viewport.height);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("links added after load get tooltips (the document is watched), and refresh() exists", async () => {
    const { page, errors } = await hostPageOpen("/forum");
    const icon = page.waitForRequest((r) => r.url().includes("inv_chest_leather_03"));
    await page.evaluate((origin) => {
      const doc = (globalThis as any).document;
      const a = doc.createElement("a");
      a.id = "late";
      a.href = `${origin}/wotlk/item/10399`;
      a.textContent = "arrivé plus tard";
      doc.querySelector("main").append(a);
      (globalThis as any).grimoireTooltips.refresh();
    }, site);
    await page.hover("#late");
    expect((await tooltip(page, "wotlk:item:10399")).text).toContain("Armure défias noircie");
    await icon;
    // data-icons and data-color-links: the icon is asked for (this machine cannot reach the media
    // host: the image is then removed), the link takes its quality's colour
    await page.waitForFunction(() => (globalThis as any).document.querySelector("#late").style.color !== "");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("touch: a tap shows, a tap elsewhere hides, a second tap follows the link", async () => {
    const { page, errors } = await hostPageOpen("/forum", true);
    const npc = records.findIndex((r) => r.resource.object === "npc");
    await page.tap(`#l${npc}`);
    await tooltip(page, `classic:npc:${records[npc]!.id}`);
    expect(new URL(page.url()).origin).toBe(host);
    await page.tap("#end");
    await hidden(page);
    await page.tap(`#l${npc}`);
    await tooltip(page, `classic:npc:${records[npc]!.id}`);
    await Promise.all([page.waitForNavigation(), page.tap(`#l${npc}`)]);
    expect(page.url()).toBe(`${site}/classic/npc/${records[npc]!.id}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a 429 from the API leaves a plain working link, and nothing thrown on the host page", async () => {
    const { page, errors } = await watchedPage(browser, mediaOrigins(facts.build.addresses));
    // the links near the viewport ask for their records at once (data-color-links): refused
    const refused = page.waitForResponse((r) => r.url().includes("/v1/classic/") && r.status() === 429);
    await page.goto(`${host}/tight`, { waitUntil: "load" });
    await page.waitForFunction("window.grimoireTooltips !== undefined");
    await refused;
    await page.hover("#l0");
    await page.focus("#l1");
    await new Promise((r) => setTimeout(r, 300));
    expect(await page.$("#grimoire-tooltip")).toBeNull();
    // the link is untouched (its text, no colour, no icon) and still leads to its page
    expect(await page.$eval("#l0", (a: any) => [a.textContent, a.style.color, a.querySelector("img")])).toEqual([
      "Objet " + records[0]!.id,
      "",
      null,
    ]);
    // Chromium itself reports the refused requests ("Failed to load resource: … 429"); the page
    // and the embed report nothing
    expect(errors.filter((e) => !/the server responded with a status of 429/.test(e))).toEqual([]);
    await Promise.all([page.waitForNavigation(), page.click("#l0")]);
    expect(page.url()).toBe(`${tight}/classic/item/${records[0]!.id}`);
    await page.close();
  });
});
