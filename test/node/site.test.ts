// @vitest-environment node
/**
 * The public French site (site/) in a real browser: headless Chromium opens record
 * pages at their `url` on the offline mirror over real HTTP, reads what a reader sees, follows
 * links and comes back, and must log no console error (failed loads from the media hosts aside:
 * this machine cannot reach them, and the pages are built to do without icons and map images).
 * Phone first: at phone and tablet widths no page kind scrolls sideways, and what a finger taps in
 * the navigation and the forms is at least 44 px each way.
 * SITE_SCREENSHOTS=<dir> also saves a screenshot of each page there.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Server } from "node:http";
import type { Browser, Page } from "puppeteer-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMirror } from "../../edge/node/server.ts";
import { memoryLimiter } from "../../edge/testing.ts";
import { launchBrowser, mainText, mediaOrigins, openPage, settled, watchedPage, type WatchedPage } from "../support/browser.ts";
import { everyPageKind, readDistFacts } from "../support/dist.ts";

const facts = readDistFacts();
const WIDE = [{ limit: 100_000, seconds: 60 }];
const shots = process.env.SITE_SCREENSHOTS;
let mirror: { server: Server; url: string };
let browser: Browser;
let watched: WatchedPage;
let page: Page;

beforeAll(async () => {
  mirror = await startMirror({ dist: facts.dir, port: 0, limiter: memoryLimiter(WIDE) });
  browser = await launchBrowser();
  watched = await watchedPage(browser, mediaOrigins(facts.build.addresses));
  page = watched.page;
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await new Promise<void>((done) => mirror.server.close(() => done()));
});

/** The address of a record's page on the mirror: its `url`, on the mirror's host. */
const at = (url: string) => mirror.url + new URL(url, "http://x").pathname + new URL(url, "http://x").search;

async function visit(url: string, shot: string): Promise<string> {
  await openPage(page, at(url));
  if (shots) {
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: join(shots, `${shot}.png`), fullPage: true });
  }
  return mainText(page);
}

async function click(selector: string, text: string): Promise<void> {
  const links = await page.$$(selector);
  for (const link of links) {
    if ((await link.evaluate((a) => (a as any).innerText.trim())) === text) {
      await link.click();
      await settled(page);
      return;
    }
  }
  throw new Error(`no ${selector} « ${text} » on ${page.url()}`);
}

async function back(): Promise<void> {
  await page.goBack();
  await settled(page);
}

const heading = () => page.$eval("main h1", (h) => (h as any).innerText);
const path = () => new URL(page.url()).pathname;

describe("public site in Chromium", { timeout: 60_000 }, () => {
  it("a classic boss: levels, encounter, loot with chances best first, reputation, footer; a link and back", async () => {
    const record = facts.manifest["v1/classic/npcs/639.json"];
    expect(record).toBeDefined();
    const text = await visit("/classic/npc/639", "classic-npc-639");
    expect(await heading()).toBe("Edwin VanCleef");
    expect(await page.title()).toBe("Edwin VanCleef — PNJ (classic) — Grimoire");
    expect(text).toContain("Chef de la Confrérie défias");
    expect(text).toContain("Boss");
    expect(text).toMatch(/Rencontre 6 sur 6 des Mortemines\./);
    expect(text).toContain("Boss précédent\u00a0: Capitaine Vertepeau");
    expect(text).toMatch(/Cape de la Confrérie\tTissu · Dos\t32,1 %/);
    const chances = await page.$$eval("#loot tbody tr td:last-child", (cells) =>
      cells.map((c) => Number((c as any).innerText.replace(" %", "").replace(",", "."))),
    );
    expect(chances.length).toBeGreaterThan(5);
    expect(chances).toEqual([...chances].sort((a, b) => b - a));
    // an item in its quality colour: a rare one is blue (the game's #0070dd lightened to read on the page)
    const colour = await page.$eval("#loot a.q-rare", (a) => (globalThis as any).getComputedStyle(a).color);
    expect(colour).toBe("rgb(51, 141, 228)");
    expect(text).toMatch(/Hurlevent\t50/);
    expect(await page.$eval("footer", (f) => (f as any).innerText)).toMatch(
      /propriété de Blizzard Entertainment[\s\S]*Sources des données\u00a0: Échantillon écrit à la main pour Grimoire/,
    );
    // the loot table's further pages, with the list's cursor
    const before = chances.length;
    await page.click("#loot button.more");
    await page.waitForFunction((n) => (globalThis as any).document.querySelectorAll("#loot tbody tr").length > n, {}, before);
    // the map of its one position, drawn once the locations arrive
    await page.waitForSelector("#locations .map .point");
    expect(await page.$eval("#locations figcaption", (f) => (f as any).innerText)).toMatch(/Les Mortemines \(niveau 2\) — 1 position/);

    await click("main a", "Les Mortemines");
    expect(path()).toBe("/classic/instance/36");
    expect(await heading()).toBe("Les Mortemines");
    await back();
    expect(path()).toBe("/classic/npc/639");
    expect(await heading()).toBe("Edwin VanCleef");
    // the version switcher
    await click(".versions a", "tbc");
    expect(path()).toBe("/tbc/npc/639");
    await back();
    expect(watched.errors).toEqual([]);
  });

  it("a tbc quest: side, giver, objectives, reward choices, money, experience, reputation", async () => {
    const text = await visit("/tbc/quest/9572", "tbc-quest-9572");
    expect(await heading()).toBe("Affaiblir les remparts");
    expect(text).toContain("Horde");
    expect(text).toMatch(/Début\s+Nazgrel — Péninsule des Flammes infernales/);
    expect(text).toContain("Rapportez la main de Gargolmar");
    expect(text).toMatch(/Vous pourrez choisir parmi\s+Bottes de l'Invaincu\s+Garde-main de Flamme infernale\s+Couperet gangrené/);
    expect(text).toMatch(/Argent\s+4 po 50 pa/);
    expect(text).toMatch(/Expérience\s+12\s650/);
    expect(text).toContain("Thrallmar\u00a0: +500");
    await click("main a", "Nazgrel");
    expect(path()).toBe("/tbc/npc/3230");
    expect(await mainText(page)).toContain("Affaiblir les remparts");
    await back();
    expect(path()).toBe("/tbc/quest/9572");
    expect(watched.errors).toEqual([]);
  });

  it("a wotlk item: tooltip, quality, dropped by with its chance", async () => {
    const text = await visit("/wotlk/item/10399", "wotlk-item-10399");
    expect(await heading()).toBe("Armure défias noircie");
    expect(await page.$eval("main h1", (h) => (globalThis as any).getComputedStyle(h).color)).toBe("rgb(30, 255, 0)");
    expect(text).toMatch(/Lié quand ramassé\s+Torse\s+Cuir\s+Armure\s: 87\s+\+6 Agilité/);
    expect(text).toMatch(/Edwin VanCleef\tLes Mortemines\t12,4 %/);
    expect(text).toContain("Tenue du Défias");
    await click("main a", "Edwin VanCleef");
    expect(path()).toBe("/wotlk/npc/639");
    await back();
    expect(await heading()).toBe("Armure défias noircie");
    expect(watched.errors).toEqual([]);
  });

  it("a spell: nature, class, talent rank, its ranks linked", async () => {
    const text = await visit("/classic/spell/13832", "classic-spell-13832");
    expect(await heading()).toBe("Précision");
    expect(text).toMatch(/Nature\s+Talent/);
    expect(text).toMatch(/Classe\s+Voleur/);
    expect(text).toContain("Combat, rangée 2, colonne 3 — rang 2 sur 5");
    expect(watched.errors).toEqual([]);
  });

  it("an NPC's variant: its difficulty by its French label, not its code", async () => {
    const text = await visit("/wotlk/npc/30061", "wotlk-npc-30061");
    expect(text).toMatch(/Difficulté\s+25 joueurs/);
    expect(text).not.toContain("25_player");
    expect(watched.errors).toEqual([]);
  });

  it("a search from the header box: one result per record grouped by type, with its versions, a result opened and back", async () => {
    await visit("/", "home");
    await page.type("header input[name=q]", "vancleef");
    await page.keyboard.press("Enter");
    await settled(page);
    expect(path()).toBe("/recherche");
    const text = await mainText(page);
    if (shots) await page.screenshot({ path: join(shots, "search-vancleef.png"), fullPage: true });
    const groups = await page.$$eval("main section.group h2", (hs) => hs.map((h) => (h as any).innerText));
    expect(groups).toEqual(["Objets (1)", "Quêtes (2)", "PNJ (1)"]);
    expect(text).toContain("Tête d'Edwin VanCleef");
    // Each record once, with a badge per version it exists in, the one shown current.
    const badges = await page.$$eval("main section.group li .versions", (vs) =>
      vs.map((v) => (v as any).innerText.replace(/\s+/g, " ").trim()),
    );
    expect(badges).toEqual(["classic tbc wotlk", "classic tbc wotlk", "classic tbc wotlk", "classic tbc wotlk"]);
    await click("main section.group a", "La Confrérie défias");
    expect(await heading()).toBe("La Confrérie défias");
    await back();
    expect(path()).toBe("/recherche");
    expect(await page.$$eval("main section.group h2", (hs) => hs.length)).toBe(3);
    expect(watched.errors).toEqual([]);
  });

  it("suggests records as you type: an ARIA combobox, keyboard to choose, Enter to open", async () => {
    await visit("/", "home-suggest");
    const box = "header input[name=q]";
    const options = () => page.$$eval("#suggestions-head [role=option]", (os) => os.map((o) => (o as any).innerText.trim()));
    const attr = (name: string) => page.$eval(box, (i, n) => (i as any).getAttribute(n), name);
    expect(await attr("role")).toBe("combobox");
    expect(await attr("aria-controls")).toBe("suggestions-head");
    // One character asks nothing; the second does, once typing pauses.
    await page.type(box, "h");
    await new Promise((done) => setTimeout(done, 400));
    expect(await page.$eval("#suggestions-head", (l) => (l as any).hidden)).toBe(true);
    await page.type(box, "ead of van");
    await page.waitForSelector("#suggestions-head:not([hidden]) [role=option]");
    expect(await attr("aria-expanded")).toBe("true");
    const found = await options();
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(8);
    // Found by its English name, which the suggestion says.
    expect(found[0]).toMatch(/^Tête d'Edwin VanCleef \(nom anglais\) objets, classic tbc wotlk$/);
    expect(await page.$eval("[data-suggest-status]", (s) => (s as any).textContent)).toMatch(/^\d suggestions?$/);
    // Arrows move the active option; Escape closes the list.
    await page.keyboard.press("ArrowDown");
    expect(await attr("aria-activedescendant")).toBe("suggestions-head-0");
    expect(await page.$eval("#suggestions-head-0", (o) => (o as any).getAttribute("aria-selected"))).toBe("true");
    await page.keyboard.press("Escape");
    expect(await page.$eval("#suggestions-head", (l) => (l as any).hidden)).toBe(true);
    expect(await attr("aria-expanded")).toBe("false");
    // Typed again, chosen with the keyboard, opened with Enter: the record's page.
    await page.$eval(box, (i) => ((i as any).value = ""));
    await page.type(box, "vancleef");
    await page.waitForSelector("#suggestions-head:not([hidden]) [role=option]");
    expect((await options())[0]).toMatch(/^Edwin VanCleef PNJ, classic tbc wotlk$/);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await settled(page);
    expect(path()).toBe("/classic/npc/639");
    expect(await heading()).toBe("Edwin VanCleef");
    expect(watched.errors).toEqual([]);
  });

  it("a list as a table: the type's columns, a header that sorts, its total, the multi-value filter shown, pages both ways", async () => {
    const text = await visit("/classic/items?quality=rare,epic&sort=-item_level", "classic-items");
    expect(await heading()).toBe("Objets (classic)");
    const heads = await page.$$eval("table.list thead th", (ths) => ths.map((th) => (th as any).innerText.trim()));
    expect(heads).toEqual(["Nom", "Niveau d'objet ▼", "Niveau requis", "Qualité", "Emplacement", "Type", "DPS", "Armure"]);
    expect(
      await page.$$eval("th:not([aria-sort=none])[aria-sort]", (ths) =>
        ths.map((th) => `${(th as any).innerText.trim()} ${th.getAttribute("aria-sort")}`),
      ),
    ).toEqual(["Niveau d'objet ▼ descending"]);
    expect(await page.$$eval("input[name=quality]:checked", (cs) => cs.map((c) => (c as any).value))).toEqual(["rare", "epic"]);
    expect(await page.$eval("details.multi summary", (s) => (s as any).textContent)).toBe("Qualité\u00a0: Rare, Épique");
    expect(text).toMatch(/^43 résultats — 1 à 20$/m);
    expect(text).toMatch(/^Tranchant de Faucheur-d'os\t77\t60\tÉpique\tDeux mains\tÉpées à deux mains\t75,9\t$/m);
    const names = () => page.$$eval("table.list tbody tr td:first-child", (tds) => tds.map((td) => (td as any).innerText));
    const first = await names();
    expect(first.slice(0, 3)).toEqual(["Anneau d'Accuria", "Collier du seigneur du feu", "Tranchant de Faucheur-d'os"]);
    expect(await page.$$eval("nav.pager a", (as) => as.map((a) => (a as any).innerText))).toEqual(["Page suivante →"]);

    await click("nav.pager a", "Page suivante →");
    expect(new URL(page.url()).searchParams.get("cursor")).toBeTruthy();
    expect(await mainText(page)).toMatch(/^43 résultats — 21 à 40$/m);
    const second = await names();
    expect(second).toHaveLength(20);
    expect(second.filter((name) => first.includes(name))).toEqual([]);
    await click("nav.pager a", "Page suivante →");
    expect(await mainText(page)).toMatch(/^43 résultats — 41 à 43$/m);
    expect(await page.$$eval("nav.pager a", (as) => as.map((a) => (a as any).innerText))).toEqual(["← Page précédente"]);
    // Back by the link, not the history: the cursor of the page before, minted from this one's.
    await click("nav.pager a", "← Page précédente");
    expect(await names()).toEqual(second);
    await click("nav.pager a", "← Page précédente");
    expect(new URL(page.url()).search).toBe("?quality=rare,epic&sort=-item_level");
    expect(await names()).toEqual(first);
    await back();
    expect(await names()).toEqual(second);

    // The sorted column's header sorts the other way; another column's sorts by it, upward.
    await click("table.list th a", "Niveau d'objet ▼");
    expect(new URL(page.url()).search).toBe("?quality=rare,epic&sort=item_level");
    expect(await page.$eval("th:not([aria-sort=none])[aria-sort]", (th) => th.getAttribute("aria-sort"))).toBe("ascending");
    await click("table.list th a", "Niveau requis");
    expect(new URL(page.url()).search).toBe("?quality=rare,epic&sort=level");

    // The form sends every checked value, as one comma-separated filter.
    await page.click("details.multi summary");
    await page.click("input[name=quality][value=legendary]");
    await page.click("form.filters button[type=submit]");
    await settled(page);
    expect(new URL(page.url()).searchParams.get("quality")).toBe("rare,epic,legendary");
    expect(await page.$$eval("input[name=quality]:checked", (cs) => cs.map((c) => (c as any).value))).toEqual([
      "rare",
      "epic",
      "legendary",
    ]);
    expect(watched.errors).toEqual([]);
  });

  it("an NPC list's columns: level, rank, type and zone, the subtitle under the name", async () => {
    const text = await visit("/classic/npcs?rank=boss&q=vancleef", "classic-npcs");
    const heads = await page.$$eval("table.list thead th", (ths) => ths.map((th) => (th as any).innerText.trim()));
    expect(heads).toEqual(["Nom ▲", "Niveau", "Rang", "Type", "Zone"]);
    expect(text).toMatch(/^1 résultat$/m);
    expect(text).toMatch(/^Edwin VanCleef\nChef de la Confrérie défias\n\t21\tBoss\tHumanoïde\tLes Mortemines$/m);
    const html = await (await fetch(`${mirror.url}/classic/npcs?rank=boss&q=vancleef`)).text();
    expect(html).toMatch(/>Edwin VanCleef<\/a><small>Chef de la Confrérie défias<\/small><\/td>/);
    expect(html).toMatch(/<td>\s*Les Mortemines\s*<\/td>/);
    expect(watched.errors).toEqual([]);
  });

  it("a list the edge writes, as a browser without scripts reads it: its table, total, form and both pager links", async () => {
    const html = await (await fetch(`${mirror.url}/classic/items?quality=rare&quality=epic&sort=-item_level`)).text();
    expect(html).toContain('<th scope="col" aria-sort="descending">');
    expect(html).toMatch(/<p class="count" role="status">\s*43 résultats — 1 à 20\s*<\/p>/);
    expect(html.match(/<input type="checkbox" name="quality" value="(\w+)"\s+checked/g)?.map((c) => c.split('"')[5])).toEqual([
      "rare",
      "epic",
    ]);
    const next = /<a href="([^"]+)" rel="next">/.exec(html)![1]!.replaceAll("&amp;", "&");
    expect(next).toMatch(/^\/classic\/items\?quality=rare,epic&sort=-item_level&cursor=[\w-]+$/);
    const second = await (await fetch(mirror.url + next)).text();
    expect(second).toMatch(/<p class="count" role="status">\s*43 résultats — 21 à 40\s*<\/p>/);
    expect(/<a href="([^"]+)" rel="prev">/.exec(second)![1]!.replaceAll("&amp;", "&")).toBe(
      "/classic/items?quality=rare,epic&sort=-item_level",
    );
  });

  it("a whole list's pages, read from their pre-rendered files, show the list's total: the edge's and the script's", async () => {
    const api = (await (await fetch(`${mirror.url}/v1/classic/npcs?include_total=true`)).json()) as { total_count: number };
    const count = (from: number, to: number) =>
      new RegExp(`<p class="count" role="status">\\s*${api.total_count} résultats — ${from} à ${to}\\s*</p>`);
    const html = await (await fetch(`${mirror.url}/classic/npcs`)).text();
    expect(html).toMatch(count(1, 20));
    const next = /<a href="([^"]+)" rel="next">/.exec(html)![1]!.replaceAll("&amp;", "&");
    expect(next).toMatch(/^\/classic\/npcs\?cursor=[\w-]+$/);
    expect(await (await fetch(mirror.url + next)).text()).toMatch(count(21, 40));
    // the next page drawn by the script, from the same files
    expect(await visit("/classic/npcs", "classic-npcs")).toMatch(new RegExp(`^${api.total_count} résultats — 1 à 20$`, "m"));
    await click("nav.pager a", "Page suivante →");
    expect(await mainText(page)).toMatch(new RegExp(`^${api.total_count} résultats — 21 à 40$`, "m"));
    expect(watched.errors).toEqual([]);
  });

  it("measures its first render once, after the API's answers: the record and its comparison (figures: npm run bench)", async () => {
    await visit("/classic/instance/36", "classic-instance-36");
    // every mark of the answers, counted as it is made (cleared once measured)
    await page.evaluate(() => {
      const perf = (globalThis as any).performance;
      const mark = perf.mark.bind(perf);
      (globalThis as any).__answered = 0;
      perf.mark = (name: string, ...rest: unknown[]) => {
        if (name === "grimoire:api-answered") (globalThis as any).__answered++;
        return mark(name, ...rest);
      };
    });
    await click("main a", "Edwin VanCleef"); // in three versions: the page reads his comparison after him
    const [answered, measures] = await page.evaluate(() => [
      (globalThis as any).__answered,
      (globalThis as any).performance.getEntriesByName("grimoire:first-render").length,
    ]);
    expect([answered, measures]).toEqual([1, 1]);
  });
});

describe("public site: the page the edge sends, taken over by the script", { timeout: 60_000 }, () => {
  it("is not fetched again nor drawn again: the script keeps the page as it came", async () => {
    const { page: p, errors } = await watchedPage(browser, mediaOrigins(facts.build.addresses));
    const asked: string[] = [];
    p.on("request", (r) => void (new URL(r.url()).pathname.startsWith("/v1/") && asked.push(new URL(r.url()).pathname)));
    // from the first byte parsed: every child of main the page ever loses
    await p.evaluateOnNewDocument(`
      window.__removed = [];
      new MutationObserver((records) => {
        for (const r of records) if (r.target.tagName === "MAIN") window.__removed.push(...[...r.removedNodes].map((n) => n.nodeName));
      }).observe(document, { childList: true, subtree: true });`);
    await openPage(p, `${mirror.url}/classic/npc/639`);
    await p.waitForSelector("#locations .map"); // what the script draws after the page: the maps
    expect(await p.evaluate("window.__removed")).toEqual([]);
    expect(await p.$eval("main h1", (h) => (h as any).innerText)).toBe("Edwin VanCleef");
    expect(asked).toEqual(["/v1/classic/npcs/639/locations"]);
    expect(errors).toEqual([]);
    await p.close();
  });
});

describe("public site: icons that fail", { timeout: 60_000 }, () => {
  /** Each icon of main: its class, visibility, box, the size its style gives it, and whether its
   * pixels are one colour (no broken-image glyph drawn in it). */
  async function icons(p: Page): Promise<{ failed: boolean; visibility: string; box: number[]; sized: number[]; plain: boolean }[]> {
    const found = await p.$$("main img.icon");
    const seen = [];
    for (const img of found) {
      const facts = await img.evaluate((el: any) => {
        const style = (globalThis as any).getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return {
          failed: el.classList.contains("failed"),
          visibility: style.visibility,
          box: [box.width, box.height],
          sized: [parseFloat(style.width), parseFloat(style.height)],
        };
      });
      const shot = await img.screenshot({ type: "png" });
      // one colour inside the rounded corners: nothing drawn in the box
      const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) =>
        data.subarray((y * info.width + x) * info.channels, (y * info.width + x + 1) * info.channels).join();
      const first = at(4, 4);
      let plain = true;
      for (let y = 4; y < info.height - 4; y++) for (let x = 4; x < info.width - 4; x++) plain &&= at(x, y) === first;
      seen.push({ ...facts, plain });
    }
    return seen;
  }

  /** A page whose icons all answer 404 (the media host refused), scripts on or off. */
  async function withBrokenIcons(scripts: boolean, path: string): Promise<{ p: Page; errors: string[] }> {
    const { page: p, errors } = await watchedPage(browser, mediaOrigins(facts.build.addresses));
    const media = mediaOrigins(facts.build.addresses);
    await p.setRequestInterception(true);
    p.on("request", (r) => void (media.some((o) => r.url().startsWith(o + "/")) ? r.respond({ status: 404, body: "" }) : r.continue()));
    await p.setJavaScriptEnabled(scripts);
    await p.goto(`${mirror.url}${path}`, { waitUntil: "load" });
    return { p, errors };
  }

  it("with the script: each is hidden in its box, which keeps the size its style gives it", async () => {
    const seen = [];
    // an item's own icon beside its name; the loot of a boss, an icon per line
    for (const path of ["/wotlk/item/10399", "/classic/npc/639"]) {
      const { p, errors } = await withBrokenIcons(true, path);
      await p.waitForFunction(() =>
        [...(globalThis as any).document.querySelectorAll("main img.icon")].every((i: any) => i.classList.contains("failed")),
      );
      seen.push(...(await icons(p)));
      expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
      await p.close();
    }
    expect(seen.length).toBeGreaterThan(2);
    for (const icon of seen) {
      expect(icon).toEqual({ failed: true, visibility: "hidden", box: icon.sized, sized: icon.sized, plain: true });
      expect(icon.box[0]).toBeGreaterThan(0);
    }
    expect(new Set(seen.map((i) => i.box[0]))).toEqual(new Set([56, 18]));
  });

  it("without a script: each keeps its box, covered, with no broken-image glyph", async () => {
    for (const path of ["/wotlk/item/10399", "/classic/npc/639"]) {
      const { p } = await withBrokenIcons(false, path);
      const seen = await icons(p);
      expect(seen.length, path).toBeGreaterThan(0);
      for (const icon of seen)
        expect(icon).toEqual({ failed: false, visibility: "visible", box: icon.sized, sized: icon.sized, plain: true });
      await p.close();
    }
  });
});

describe("public site, errors said in French", { timeout: 60_000 }, () => {
  it("a record the build does not hold: 404 with the page saying so", async () => {
    const response = await fetch(`${mirror.url}/classic/npc/987654`, { headers: { Accept: "text/html" } });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<html lang="fr">');
    const { page: p, errors } = await watchedPage(browser, mediaOrigins(facts.build.addresses));
    await openPage(p, `${mirror.url}/classic/npc/987654`);
    expect(await mainText(p)).toMatch(/^Introuvable\s+Aucun/);
    // the 404s of the page and of its record, and nothing else
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    await p.close();
  });

  it("a rate limit: the page says to wait, with the API's Retry-After, whether the edge or the client draws it", async () => {
    const tight = await startMirror({ dist: facts.dir, port: 0, limiter: memoryLimiter([{ limit: 12, seconds: 60 }]) });
    try {
      const { page: p, errors } = await watchedPage(browser, mediaOrigins(facts.build.addresses));
      await openPage(p, `${tight.url}/classic/npc/639`);
      expect(await p.$eval("main h1", (h) => (h as any).innerText)).toBe("Edwin VanCleef");
      // this test's own requests use up what the window has left (the page's address is ours too)
      while ((await fetch(`${tight.url}/v1`)).status !== 429);
      await p.click("main .steps a");
      await p.waitForFunction(() => /Trop de requêtes/.test((globalThis as any).document.querySelector("main").innerText));
      expect(await mainText(p)).toMatch(/^Trop de requêtes[\s\S]*Réessayez dans \d+ s\./);
      const refused = await fetch(`${tight.url}/classic/npc/639`);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(await refused.text()).toMatch(/<h1>Trop de requêtes<\/h1>[\s\S]*Réessayez dans \d+ s\./);
      expect(errors.filter((e) => !/status of 429/.test(e))).toEqual([]);
      await p.close();
    } finally {
      await new Promise<void>((done) => tight.server.close(() => done()));
    }
  });

  it("runs under its Content-Security-Policy: no violation on a page with a map, an injected inline script refused", async () => {
    const response = await fetch(`${mirror.url}/classic/npc/639`);
    const policy = response.headers.get("Content-Security-Policy") ?? "";
    expect(policy).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
    expect(policy).toMatch(/(^|; )script-src 'self'(;|$)/);
    for (const origin of mediaOrigins(facts.build.addresses)) expect(policy).toContain(origin);
    expect((await fetch(`${mirror.url}/site/app.js`)).headers.get("Content-Security-Policy")).toBe(policy);

    const { page: p, errors } = await watchedPage(browser, mediaOrigins(facts.build.addresses));
    await p.evaluateOnNewDocument(`
      window.violations = [];
      document.addEventListener("securitypolicyviolation", (e) => window.violations.push(e.violatedDirective + " " + e.blockedURI));
    `);
    await openPage(p, `${mirror.url}/classic/npc/639`);
    await p.waitForSelector("#locations .map .point");
    // The point is placed (by CSSOM, which the policy allows), not left at the corner.
    expect(await p.$eval("#locations .point", (e) => (e as any).style.left)).toMatch(/^\d+(\.\d+)?%$/);
    expect(await p.evaluate("window.violations")).toEqual([]);
    // The policy is in force: an inline script is refused, and reported.
    await p.evaluate(`{ const s = document.createElement("script"); s.textContent = "window.ran = true"; document.body.append(s); }`);
    expect(await p.evaluate("window.ran === true")).toBe(false);
    expect(await p.evaluate("window.violations.length")).toBe(1);
    expect(errors.filter((e) => !/Content Security Policy/.test(e))).toEqual([]);
    await p.close();
  });

  it("passes to the API only the parameters of the page's route: a crafted address shows no text of its own", async () => {
    const crafted = "Votre compte est suspendu, appelez le 0800";
    const text = await visit(
      `/classic/items?quality=rare&${encodeURIComponent(crafted)}=1&message=${encodeURIComponent(crafted)}`,
      "crafted",
    );
    expect(text).not.toContain(crafted);
    expect(text).toMatch(/résultats?/);
    const search = await visit(`/recherche?q=edwin&${encodeURIComponent(crafted)}=1`, "crafted-search");
    expect(search).not.toContain(crafted);
    expect(search).toContain("Edwin VanCleef");
    expect(watched.errors).toEqual([]);
  });

  it("site addresses that name nothing are 404, not the page", async () => {
    for (const p of ["/classic/dragon/1", "/classic/npc/abc", "/classic/npc/0", "/vanilla/npcs", "/classic/npcs/639/x"]) {
      expect((await fetch(`${mirror.url}${p}`)).status, p).toBe(404);
    }
    for (const p of ["/", "/recherche", "/classic", "/wotlk/game-objects", "/classic/item_set/161"]) {
      const response = await fetch(`${mirror.url}${p}`);
      expect(response.status, p).toBe(200);
      expect(response.headers.get("Content-Type"), p).toBe("text/html; charset=utf-8");
    }
  });
});

/** What a finger taps outside running text: the navigation, the forms, the pager, the sorting headers. */
const TAPPED = [
  "header a",
  "header button",
  "header input",
  "nav a",
  ".versions span",
  "form button",
  "form input:not([type=checkbox])",
  "form select",
  "form summary",
  "form label.check",
  "th a",
].join(", ");

describe("public site, phone first", { timeout: 120_000 }, () => {
  for (const width of [390, 768]) {
    it(`at ${width} px, no page kind scrolls sideways, and every tap target is 44 px at least`, async () => {
      const { page: p, errors } = await watchedPage(browser, mediaOrigins(facts.build.addresses));
      await p.setViewport({ width, height: 844, hasTouch: true });
      for (const { path, drawn } of everyPageKind(facts)) {
        if (drawn) await openPage(p, mirror.url + path);
        else await p.goto(mirror.url + path, { waitUntil: "load" });
        const wide = await p.evaluate("document.scrollingElement.scrollWidth - document.documentElement.clientWidth");
        expect(wide, `${path} scrolls sideways`).toBe(0);
        const small = await p.$$eval(TAPPED, (elements) =>
          elements
            .map((e) => ({ e, box: e.getBoundingClientRect() }))
            .filter(({ box }) => box.width > 0 && (box.width < 44 || box.height < 44))
            .map(
              ({ e, box }) => `${e.tagName} « ${(e as any).innerText?.trim() ?? ""} » ${Math.round(box.width)}×${Math.round(box.height)}`,
            ),
        );
        expect(small, path).toEqual([]);
      }
      expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
      await p.close();
    });
  }
});

describe("public site: the home page, written by the edge", { timeout: 60_000 }, () => {
  it("reached by a link or going back: loaded as the edge writes it, with no request of the script for it", async () => {
    const sent = await visit("/", "home-sent");
    await visit("/classic/npc/639", "home-from");
    await click("a.brand", "Grimoire");
    expect(await page.evaluate("document.documentElement.dataset.page")).toBe("/");
    expect(await page.evaluate("document.title")).toBe("La base de données World of Warcraft en français — Grimoire");
    const drawn = await mainText(page);
    if (drawn !== sent) console.log(JSON.stringify([sent, drawn]));
    expect(drawn).toBe(sent);
    expect(drawn).toContain("Lame-tonnerre, épée bénie du Cherchevent");
    expect(drawn).toMatch(
      /Première version des données servie\u00a0: aucun changement|Depuis les données du .*\u00a0: \d+ enregistrements? ajoutés?/,
    );
    await click("a", "Edwin VanCleef");
    await page.goBack();
    await settled(page);
    expect(await mainText(page)).toBe(sent);
    await click("a", "The Burning Crusade");
    expect(await mainText(page)).toContain("Version tbc\u00a0: The Burning Crusade");
    expect(watched.errors).toEqual([]);
  });
});
