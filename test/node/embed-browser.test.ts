// @vitest-environment node
/**
 * The tooltip embed (site/embed/, `/tooltips.js`) on another site: a host page served from a
 * second local origin, under a strict Content-Security-Policy, loads the documented snippet from
 * the mirror. In Chromium: hovering, focusing and tapping links to a record of every type shows
 * that record's French tooltip, inside the viewport; the link options apply; links added after
 * load get tooltips, and so do the links parsed after the snippet loaded without async in the
 * head; every form of a record page's address counts, and with `data-wowhead-links` Wowhead's
 * links of the three versions too; an icon takes no height in its line, and one that fails hides
 * in its room; the record's JSON and the icons are asked without referrer; when the API answers 429 the link stays a plain working link;
 * the host page logs no error.
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

const idOf = (object: string) => records.find((r) => r.resource.object === object)!.id;

/** Links in the other forms of a record page's address, each with the record it shows. */
const aliasLinks = (origin: string): [href: string, key: string][] => [
  [`${origin}/classic/npcs/639`, "classic:npc:639"],
  [`${origin}/classic/game-objects/${idOf("game_object")}`, `classic:object:${idOf("game_object")}`],
  [`${origin}/classic/game-object/${idOf("game_object")}`, `classic:object:${idOf("game_object")}`],
  [`${origin}/classic/item-set/${idOf("item_set")}`, `classic:item_set:${idOf("item_set")}`],
  [`${origin}/classic/item-sets/${idOf("item_set")}/`, `classic:item_set:${idOf("item_set")}`],
  [`${origin}/tbc/npcs/639`, "tbc:npc:639"],
];

/** Wowhead's links of the three versions, each with the record it shows (data-wowhead-links). */
const WOWHEAD_LINKS: [href: string, key: string][] = [
  [`https://www.wowhead.com/classic/item=${idOf("item")}/nom-de-l-objet`, `classic:item:${idOf("item")}`],
  ["https://www.wowhead.com/tbc/npc=639/edwin-vancleef", "tbc:npc:639"],
  ["https://www.wowhead.com/wotlk/item=10399", "wotlk:item:10399"],
  ["https://www.wowhead.com/wotlk/fr/item=10399/armure-defias-noircie", "wotlk:item:10399"],
  [`https://classic.wowhead.com/spell=${idOf("spell")}`, `classic:spell:${idOf("spell")}`],
  ["https://tbc.wowhead.com/npc=639", "tbc:npc:639"],
  [`https://fr.classic.wowhead.com/quest=${idOf("quest")}`, `classic:quest:${idOf("quest")}`],
  [`https://www.wowhead.com/classic/object=${idOf("game_object")}`, `classic:object:${idOf("game_object")}`],
  [`https://www.wowhead.com/classic/item-set=${idOf("item_set")}`, `classic:item_set:${idOf("item_set")}`],
  [`https://www.wowhead.com/classic/faction=${idOf("faction")}`, `classic:faction:${idOf("faction")}`],
  [`https://classic.wowhead.com/?item=${idOf("item")}`, `classic:item:${idOf("item")}`],
  ["https://www.wowhead.com/classic?npc=639", "classic:npc:639"],
];

/** Links no option makes ours: the current game on Wowhead, a type we do not have, another site. */
const FOREIGN_LINKS = [
  "https://www.wowhead.com/item=19019/thunderfury",
  "https://www.wowhead.com/classic/zone=1581",
  "https://www.wowhead.com/classic/npc=0639",
  "https://wowhead.com.example/classic/npc=639",
];

/** A page of another site, with Wowhead's links: the snippet with `data-wowhead-links` or not. */
function wowheadPage(origin: string, option: boolean): string {
  const links = [...WOWHEAD_LINKS.map(([href]) => href), ...FOREIGN_LINKS]
    .map((href, i) => `<li><a id="w${i}" href="${href}">${href}</a></li>`)
    .join("\n");
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Forum de guilde</title>
<script src="${origin}/tooltips.js" async${option ? " data-wowhead-links" : ""}></script>
</head><body><main><ul>${links}</ul>
<p><a id="data" href="#" data-wowhead="npc=639&amp;domain=fr.tbc">VanCleef, par son attribut</a></p>
<p id="end">Fin.</p></main></body></html>`;
}

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
<ul>${aliasLinks(origin)
    .map(([href], i) => `<li><a id="alias${i}" href="${href}">${href}</a></li>`)
    .join("")}
<li><a id="wowhead-off" href="https://www.wowhead.com/classic/npc=639">sur Wowhead</a></li></ul>
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
    const wowhead = request.url === "/wowhead" || request.url === "/wowhead-off";
    const page = wowhead ? wowheadPage(origin, request.url === "/wowhead") : hostPage(origin);
    // the snippet without async, in the head: the script runs before the page's links are parsed
    response.end(request.url === "/sync" ? page.replace(" async data-color-links", " data-color-links") : page);
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

/** What each type's tooltip must say besides the name (the issue's list), from the record's JSON. */
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
    // host: the image is then hidden in its box), the link takes its quality's colour
    await page.waitForFunction(() => (globalThis as any).document.querySelector("#late").style.color !== "");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a script without async in the head decorates the links parsed after it; an icon takes no height in its line", async () => {
    const { page, errors } = await hostPageOpen("/sync");
    expect(await page.$eval("head script", (s: any) => s.async)).toBe(false);
    const item = records.findIndex((r) => r.resource.object === "item");
    await page.waitForFunction((i) => (globalThis as any).document.querySelector(`#l${i}`).style.color !== "", {}, item);
    await page.waitForSelector(`#l${item} > span:first-child`);
    // the line of a link with its icon, beside a line of the same list whose link has none
    const lineHeight = (id: string) => page.$eval(id, (a: any) => a.parentElement.getBoundingClientRect().height);
    expect(await lineHeight(`#l${item}`)).toBe(await lineHeight("#wowhead-off"));
    await page.hover(`#l${item}`);
    await tooltip(page, `classic:item:${records[item]!.id}`);
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

  it("every form of a record page's address the site answers shows its record; a Wowhead link needs the option", async () => {
    const { page, errors } = await hostPageOpen("/forum");
    for (const [i, [href, key]] of aliasLinks(site).entries()) {
      await page.hover(`#alias${i}`);
      expect((await tooltip(page, key)).text, href).not.toBe("");
      await page.hover("#end");
      await hidden(page);
    }
    await page.hover("#wowhead-off");
    await new Promise((r) => setTimeout(r, 300));
    expect(await page.$eval("#grimoire-tooltip", (el) => (el as any).style.display)).toBe("none");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("data-wowhead-links: Wowhead's links of the three versions show our record, in their path and query forms", async () => {
    const { page, errors } = await hostPageOpen("/wowhead");
    for (const [i, [href, key]] of WOWHEAD_LINKS.entries()) {
      await page.hover(`#w${i}`);
      expect((await tooltip(page, key)).text, href).not.toBe("");
      await page.hover("#end");
      await hidden(page);
    }
    await page.hover("#data");
    expect((await tooltip(page, "tbc:npc:639")).text).toContain("Edwin VanCleef");
    await page.hover("#end");
    await hidden(page);
    for (const [j, href] of FOREIGN_LINKS.entries()) {
      await page.hover(`#w${WOWHEAD_LINKS.length + j}`);
      await new Promise((r) => setTimeout(r, 200));
      expect(await page.$eval("#grimoire-tooltip", (el) => (el as any).style.display), href).toBe("none");
    }
    expect(errors).toEqual([]);
    await page.close();
    // without the option, the same links are left alone
    const off = await hostPageOpen("/wowhead-off");
    await off.page.hover("#w1");
    await new Promise((r) => setTimeout(r, 300));
    expect(await off.page.$("#grimoire-tooltip")).toBeNull();
    await off.page.close();
  });

  it("an icon that fails hides in its box, which keeps its size; the record is asked without referrer", async () => {
    const watched = await watchedPage(browser, mediaOrigins(facts.build.addresses));
    const { page } = watched;
    const media = mediaOrigins(facts.build.addresses);
    const referrers: (string | undefined)[] = [];
    const iconReferrers: (string | undefined)[] = [];
    let scriptReferrer: string | undefined;
    await page.setRequestInterception(true);
    page.on("request", (r) => {
      if (media.some((origin) => r.url().startsWith(origin + "/"))) {
        iconReferrers.push(r.headers().referer);
        return void r.respond({ status: 404, body: "" });
      }
      if (r.url().includes("/v1/")) referrers.push(r.headers().referer);
      if (r.url().endsWith("/tooltips.js")) scriptReferrer = r.headers().referer;
      void r.continue();
    });
    await page.goto(`${host}/forum`, { waitUntil: "load" });
    await page.waitForFunction("window.grimoireTooltips !== undefined");
    const item = records.findIndex((r) => r.resource.object === "item");
    await page.hover(`#l${item}`);
    await tooltip(page, `classic:item:${records[item]!.id}`);
    // the tooltip's icon: hidden, its box as its style sizes it
    const icon = () =>
      page.$eval("#grimoire-tooltip", (el) => {
        const img = (el as any).shadowRoot.querySelector(".tt-icon");
        if (!img) return null;
        const style = (globalThis as any).getComputedStyle(img);
        const box = img.getBoundingClientRect();
        const sized = parseFloat(style.width) + parseFloat(style.borderLeftWidth) + parseFloat(style.borderRightWidth);
        return { visibility: style.visibility, width: box.width, height: box.height, sized };
      });
    await page.waitForFunction(() => {
      const img = (globalThis as any).document.getElementById("grimoire-tooltip").shadowRoot.querySelector(".tt-icon");
      return img && img.style.visibility === "hidden";
    });
    const shown = (await icon())!;
    expect(shown.visibility).toBe("hidden");
    expect(shown.width).toBe(shown.sized);
    expect(shown.height).toBe(shown.sized);
    expect(shown.width).toBeGreaterThan(0);
    // data-icons: the link's icon the same, in the host page: hidden in its room before the text
    // (a link showing an icon that already failed gets the room alone, not asked again)
    await page.waitForFunction(
      (i) => {
        const room = (globalThis as any).document.querySelector(`#l${i} > span:first-child`);
        const img = room?.querySelector("img");
        return room && (!img || img.style.visibility === "hidden");
      },
      {},
      item,
    );
    const room = await page.$eval(`#l${item} > span:first-child`, (span: any) => ({
      width: Math.round(span.getBoundingClientRect().width),
      em: Math.round(1.45 * parseFloat((globalThis as any).getComputedStyle(span).fontSize)),
      img: span.querySelector("img") ? (globalThis as any).getComputedStyle(span.querySelector("img")).visibility : "none",
    }));
    expect(room.width).toBe(room.em);
    expect(["hidden", "none"]).toContain(room.img);
    expect(iconReferrers.length).toBeGreaterThan(0);
    expect(iconReferrers.filter(Boolean)).toEqual([]);
    expect(referrers.length).toBeGreaterThan(0);
    // the script itself is asked as the browser asks (the host's origin as referrer), its requests without one
    expect(scriptReferrer).toBe(`${host}/`);
    expect(referrers.filter(Boolean)).toEqual([]);
    expect(watched.errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
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
