// @vitest-environment node
/**
 * The documentation site in a real browser: headless Chromium (Debian's `chromium`, driven by
 * puppeteer-core) walks every page of /docs/ served by the Node mirror, from the overview on.
 * Every internal link must lead to a page that answers 200 and every anchor to an element of
 * that page; pages must load with no console error, script error or failed request; every
 * `doc_url` the edge writes into an error body must land on an existing anchor. Chromium is
 * installed by the tests' set-up when missing (test/node/global-setup.ts). Leaves a screenshot of
 * the error catalogue in .scratch/ for a look by eye.
 */
import { mkdirSync } from "node:fs";
import type { Server } from "node:http";
import type { Browser } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERRORS } from "../../contract/errors.ts";
import { startMirror } from "../../edge/node/server.ts";
import { launchBrowser } from "../support/browser.ts";
import { readDistFacts } from "../support/dist.ts";

const facts = readDistFacts();

describe("documentation site in Chromium", () => {
  let mirror: { server: Server; url: string };
  let browser: Browser;
  /** every page reached, by path: the ids it holds */
  const pages = new Map<string, Set<string>>();
  /** every internal link seen: [page it is on, address] */
  const links: [from: string, href: string][] = [];
  const problems: string[] = [];

  beforeAll(async () => {
    mirror = await startMirror({ dist: facts.dir, port: 0 });
    browser = await launchBrowser();
    const origin = mirror.url;
    const queue = ["/docs/"];
    const page = await browser.newPage();
    let current = "";
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`${current}: console: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`${current}: script error: ${(error as Error).message}`));
    page.on("requestfailed", (request) => problems.push(`${current}: request failed: ${request.url()}`));
    page.on("response", (response) => {
      if (response.status() >= 400) problems.push(`${current}: ${response.status()} for ${response.url()}`);
    });
    while (queue.length) {
      const path = queue.shift()!;
      if (pages.has(path)) continue;
      current = path;
      const response = await page.goto(origin + path, { waitUntil: "load" });
      if (response?.status() !== 200 || !response.headers()["content-type"]?.startsWith("text/html")) {
        problems.push(`${path}: answered ${response?.status()} ${response?.headers()["content-type"]}`);
        pages.set(path, new Set());
        continue;
      }
      const ids = await page.$$eval("[id]", (elements) => elements.map((e) => (e as unknown as { id: string }).id));
      const hrefs = await page.$$eval("a[href]", (anchors) => anchors.map((a) => (a as unknown as { href: string }).href));
      pages.set(path, new Set(ids));
      for (const href of hrefs) {
        const url = new URL(href);
        if (url.origin !== origin) continue; // the data sources' own sites
        links.push([path, href]);
        if (url.pathname.startsWith("/docs/") && !pages.has(url.pathname)) queue.push(url.pathname);
      }
    }
    await page.close();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((done) => (mirror ? mirror.server.close(() => done()) : done()));
  });

  it("reaches a page per route, the shapes and the errors from the overview", () => {
    expect([...pages.keys()]).toEqual(
      expect.arrayContaining([
        "/docs/",
        "/docs/routes",
        "/docs/enregistrements",
        "/docs/erreurs",
        "/docs/recherche",
        "/docs/routes/search",
      ]),
    );
    const routePages = Object.keys(facts.manifest).filter((f) => f.startsWith("web/docs/routes/"));
    expect(routePages.length).toBeGreaterThan(10);
    for (const file of routePages) expect(pages.has(`/${file.slice(4, -5)}`), file).toBe(true);
  });

  it("loads every page without a console error, a script error or a failed request", () => {
    expect(problems).toEqual([]);
  });

  it("resolves every internal link and anchor", async () => {
    const broken: string[] = [];
    for (const [from, href] of links) {
      const url = new URL(href);
      if (url.pathname.startsWith("/docs/")) {
        const ids = pages.get(url.pathname);
        if (!ids) broken.push(`${from} -> ${href}: page not reached`);
        else if (url.hash && !ids.has(decodeURIComponent(url.hash.slice(1)))) broken.push(`${from} -> ${href}: no such anchor`);
      } else {
        const response = await fetch(href);
        await response.body?.cancel();
        if (response.status !== 200) broken.push(`${from} -> ${href}: ${response.status}`);
      }
    }
    expect(links.length).toBeGreaterThan(100);
    expect(broken).toEqual([]);
  });

  it("lands every doc_url the edge writes on an anchor of the error catalogue", async () => {
    // Real error answers of the edge, and every code of the contract under the same address.
    const answered = await Promise.all(
      [
        "/v1/nowhere",
        "/v1/classic/npcs?limit=0",
        "/v1/classic/npcs?x=1",
        "/v1/search",
        "/v1/classic/npcs?cursor=abc",
        "/v1/classic/npcs/987654321",
        "/v1/retail/npcs",
      ].map(async (path) => {
        const body = (await (await fetch(mirror.url + path)).json()) as { error: { code: string; doc_url: string } };
        return body.error;
      }),
    );
    const docUrls = [
      ...answered.map((e) => e.doc_url),
      ...Object.keys(ERRORS).map((code) => answered[0]!.doc_url.replace(/#.*/, `#${code}`)),
    ];
    expect(new Set(answered.map((e) => e.code)).size).toBe(answered.length);
    const ids = pages.get("/docs/erreurs")!;
    for (const docUrl of docUrls) {
      const url = new URL(docUrl);
      expect(url.href.startsWith(facts.build.addresses.docs_url), docUrl).toBe(true);
      expect(url.pathname, docUrl).toBe("/docs/erreurs");
      expect(ids.has(url.hash.slice(1)), docUrl).toBe(true);
    }
  });

  it("renders the error catalogue (screenshot in .scratch/)", async () => {
    const page = await browser.newPage();
    await page.setViewport({ width: 1100, height: 900 });
    const response = await page.goto(`${mirror.url}/docs/erreurs#parameter_invalid`, { waitUntil: "load" });
    expect(response?.status()).toBe(200);
    const heading = await page.$eval("#parameter_invalid h2", (e) => e.textContent);
    expect(heading).toBe("parameter_invalid");
    const footer = await page.$eval("footer", (e) => e.textContent ?? "");
    expect(footer).toContain("Blizzard Entertainment");
    mkdirSync(".scratch", { recursive: true });
    await page.screenshot({ path: ".scratch/docs-erreurs.png" });
    await page.close();
  });
});
