/**
 * The site's pages written by the edge and the tooltip embed (issue 25; `npm run bench -- --only
 * pages`, or alone: `npx tsx bench/pages.ts [--dist dist]`):
 * - why the edge renders the pages rather than the build: what pre-rendering every record page
 *   beside its JSON would add to dist/ (files, bytes, time to render and write them, against the
 *   build's own figures when the build section ran), and the handler's CPU per HTML request
 *   beside a JSON record (what serving a pre-rendered page would cost) and a bare Response;
 * - a record page: its HTML bytes, and its first content in Chromium with scripts off and on,
 *   beside the same record drawn by the script from the API (a navigation within the site);
 * - the embed: from hover to tooltip shown on a page of another origin, first hover of a record
 *   (its JSON asked) and again (kept), and the script's size; why the record's JSON rather than
 *   a tooltip document per record: the bytes of each, and the files such documents would add;
 * - the list pages (`--case lists` runs them alone): the handler's CPU for a whole list's pages,
 *   which read pre-rendered files, beside a sorted and a filtered one, which the engine computes;
 * - the embed on a busy host page (`--case churn` runs this case alone): a page of many links,
 *   most of them to records, that changes its document again and again, with the script and its
 *   link options on beside the same page without it.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import type { Browser, Page } from "puppeteer-core";
import { sitePathOf } from "../contract/addresses.ts";
import { RESOURCES } from "../contract/resources.ts";
import { answerTo } from "../edge/handler.ts";
import { fsStore } from "../edge/testing.ts";
import { startMirror } from "../edge/node/server.ts";
import { etagShardFile, fileOf, type BuildInfo } from "../layout/dist.ts";
import { launchBrowser } from "../test/support/browser.ts";
import { answerOf } from "../views/route.ts";
import { tooltipOf } from "../views/tooltip.ts";
import { benchHandlerCpu, type CpuFigures, type Target } from "./cpu.ts";
import { summarize, type Summary } from "./stats.ts";

export interface PagesFigures {
  page: string;
  record_page: { html: number; html_gzip: number; json: number; json_gzip: number };
  prerender: {
    files: number;
    html_bytes: number;
    render_seconds: number;
    write_seconds: number;
    html: Summary;
    /** wall time of each page's answer, in-process: the heaviest pages' cost at the edge */
    answer_ms: Summary;
    slowest: string;
  };
  tooltip_data: { records: number; json_gzip: Summary; json_gzip_total: number; tooltip_gzip: Summary; tooltip_gzip_total: number };
  cpu: CpuFigures;
  first_content_ms: { static_file: Summary; scripts_off: Summary; scripts_on: Summary; drawn_by_script: Summary };
  tooltip_ms: { links: number; first_hover: Summary; again: Summary };
  embed: { bytes: number; gzip: number };
  churn: ChurnFigures;
}

/** The embed on a busy host page, beside the same page without it. */
export interface ChurnFigures {
  links: number;
  changes: number;
  /** the page's main thread, CPU time, from its navigation to its last change handled: what the
   * page costs whatever else the machine runs */
  without_cpu_ms: Summary;
  with_cpu_ms: Summary;
  /** the same span in wall time, which other work on the machine stretches */
  without_ms: Summary;
  with_ms: Summary;
  /** each round's page with the embed over the same round's page without it (the two run one
   * after the other), in the rounds' order: their range shows how far other work moves it */
  cpu_ratios: number[];
  wall_ratios: number[];
}

const CHURN_LINKS = 6000;
const CHURN_CHANGES = 200;

/** A host page of `CHURN_LINKS` links (two of three to record pages of `site`, in turn, the others
 * elsewhere), with the embed and its link options or without it. */
function churnPage(site: string, paths: string[], embed: boolean): string {
  const links: string[] = [];
  for (let i = 0; i < CHURN_LINKS; i++) {
    const href = i % 3 === 2 ? `https://forum.example/sujet/${i}` : `${site}${paths[i % paths.length]}`;
    links.push(`<li><a href="${href}">lien ${i}</a></li>`);
  }
  const script = embed ? `<script src="${site}/tooltips.js" data-color-links data-icons></script>` : "";
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>hôte</title>${script}
<style>ul{font-size:11px}</style></head><body><ul id="links">${links.join("")}</ul></body></html>`;
}

/**
 * A host page from its navigation to its `CHURN_CHANGES`th change handled, with the embed and
 * without: each change adds a line with a link (its mutation records reach the embed's
 * observer), lays the page out, then lets a task pass. The script is loaded without async, so
 * that it has run before the changes begin. Each run in a new tab, alternating with and without;
 * the main thread's CPU time is read from Chromium (Performance.getMetrics in thread ticks).
 */
export async function embedChurn(browser: Browser, site: string, paths: string[], runs: number): Promise<ChurnFigures> {
  const pages = { with: churnPage(site, paths, true), without: churnPage(site, paths, false) };
  const server = createServer((request, response) =>
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(request.url === "/with" ? pages.with : pages.without),
  );
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const wall = { with: [] as number[], without: [] as number[] };
  const cpu = { with: [] as number[], without: [] as number[] };
  try {
    for (let i = 0; i < runs + 1; i++) {
      for (const kind of ["without", "with"] as const) {
        const page = await browser.newPage();
        // icons of the media host cannot load here: refused at once, not left to time out
        await page.setRequestInterception(true);
        page.on("request", (r) => void (new URL(r.url()).hostname === "127.0.0.1" ? r.continue() : r.abort()));
        const cdp = await page.createCDPSession();
        await cdp.send("Performance.enable", { timeDomain: "threadTicks" });
        const taskSeconds = async () => (await cdp.send("Performance.getMetrics")).metrics.find((m) => m.name === "TaskDuration")!.value;
        const before = await taskSeconds();
        await page.goto(`${origin}/${kind}`, { waitUntil: "load" });
        const ms = (await page.evaluate(`(async () => {
          const list = document.getElementById("links");
          for (let i = 0; i < ${CHURN_CHANGES}; i++) {
            const li = document.createElement("li");
            li.innerHTML = '<a href="${site}${paths[0]}">ajout ' + i + '</a>';
            list.append(li);
            void document.body.offsetHeight;
            await new Promise((done) => setTimeout(done, 0));
          }
          return performance.now();
        })()`)) as number;
        const spent = (await taskSeconds()) - before;
        await page.close();
        if (i === 0) continue; // a warm-up run of each
        wall[kind].push(ms);
        cpu[kind].push(spent * 1000);
      }
    }
  } finally {
    await new Promise<void>((done) => server.close(() => done()));
  }
  return {
    links: CHURN_LINKS,
    changes: CHURN_CHANGES,
    without_cpu_ms: summarize(cpu.without),
    with_cpu_ms: summarize(cpu.with),
    without_ms: summarize(wall.without),
    with_ms: summarize(wall.with),
    cpu_ratios: cpu.with.map((ms, i) => ms / cpu.without[i]!),
    wall_ratios: wall.with.map((ms, i) => ms / wall.without[i]!),
  };
}

const gz = (bytes: Uint8Array | string) => gzipSync(bytes).byteLength;
const RECORD = new RegExp(`^v1/(\\w+)/(${RESOURCES.map((r) => r.segment).join("|")})/(\\d+)\\.json$`);

/** Every record file of the build, with its page's address. */
export function recordPages(dist: string): { file: string; path: string }[] {
  const info = JSON.parse(readFileSync(join(dist, "_meta/build.json"), "utf8")) as BuildInfo;
  const found: { file: string; path: string }[] = [];
  for (let n = 0; n < info.etag_shards; n++) {
    const shard = JSON.parse(readFileSync(join(dist, etagShardFile(n)), "utf8")) as Record<string, unknown>;
    for (const file of Object.keys(shard)) {
      const m = RECORD.exec(file);
      if (m) found.push({ file, path: `/${m[1]}/${RESOURCES.find((r) => r.segment === m[2])!.keyType}/${m[3]}` });
    }
  }
  return found.sort((a, b) => (a.path < b.path ? -1 : 1));
}

/** What pre-rendering every record page at build time would add: each page rendered by the
 * edge's own code, then written into a folder as the build would write it. */
async function prerenderCost(dist: string, tmp: string, records: { path: string }[]): Promise<PagesFigures["prerender"]> {
  const files = fsStore(dist);
  const pages: [string, string][] = [];
  const times: number[] = [];
  let slowest = { path: "", ms: 0 };
  let started = performance.now();
  for (const { path } of records) {
    const before = performance.now();
    const answer = await answerTo(
      { method: "GET", url: `http://127.0.0.1:8787${path}`, headers: new Headers() },
      { files, clientAddress: null },
    );
    const ms = performance.now() - before;
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
    pages.push([path, answer.body as string]);
    times.push(ms);
    if (ms > slowest.ms) slowest = { path, ms };
  }
  const render_seconds = (performance.now() - started) / 1000;
  const out = join(tmp, "prerendered");
  started = performance.now();
  for (const [path, text] of pages) {
    const file = join(out, `${path}.html`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  const write_seconds = (performance.now() - started) / 1000;
  rmSync(out, { recursive: true, force: true });
  const sizes = pages.map(([, text]) => Buffer.byteLength(text));
  return {
    files: pages.length,
    html_bytes: sizes.reduce((a, b) => a + b, 0),
    render_seconds,
    write_seconds,
    html: summarize(sizes),
    answer_ms: summarize(times),
    slowest: slowest.path,
  };
}

/** The record's JSON against a tooltip document per record (the tooltip's markup alone), gzipped. */
function tooltipData(dist: string, records: { file: string }[]): PagesFigures["tooltip_data"] {
  const json: number[] = [];
  const tooltip: number[] = [];
  for (const { file } of records) {
    const bytes = readFileSync(join(dist, file));
    json.push(gz(bytes));
    tooltip.push(gz(tooltipOf(JSON.parse(bytes.toString("utf8")), true).text));
  }
  const total = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return {
    records: records.length,
    json_gzip: summarize(json),
    json_gzip_total: total(json),
    tooltip_gzip: summarize(tooltip),
    tooltip_gzip_total: total(tooltip),
  };
}

/** First contentful paint of `url` over `runs` loads, scripts on or off. Requests beyond this
 * machine (icons) are refused at once: they cannot load here, and would only add noise. */
async function firstContent(browser: Browser, url: string, scripts: boolean, runs: number): Promise<Summary> {
  const page = await browser.newPage();
  await page.setRequestInterception(true);
  page.on("request", (r) => void (new URL(r.url()).hostname === "127.0.0.1" ? r.continue() : r.abort()));
  const times: number[] = [];
  for (let i = 0; i < runs + 2; i++) {
    await page.setJavaScriptEnabled(scripts);
    await page.goto(url, { waitUntil: "domcontentloaded" });
    await page.setJavaScriptEnabled(true); // to read the paint timing of the page loaded
    const fcp = (await page.evaluate(`new Promise((done) => {
      const seen = () => performance.getEntriesByName("first-contentful-paint")[0];
      if (seen()) return done(seen().startTime);
      new PerformanceObserver(() => seen() && done(seen().startTime)).observe({ type: "paint", buffered: true });
    })`)) as number;
    if (i >= 2) times.push(fcp); // two warm-up loads
  }
  await page.close();
  return summarize(times);
}

/** The same record drawn by the site's script from the API: a navigation within the site, from
 * the address change to the page drawn (the API's answer and the render). */
async function drawnByScript(browser: Browser, origin: string, path: string, runs: number): Promise<Summary> {
  const page = await browser.newPage();
  const times: number[] = [];
  for (let i = 0; i < runs + 2; i++) {
    await page.goto(`${origin}/classic`, { waitUntil: "load" });
    const ms = (await page.evaluate(`new Promise((done) => {
      const start = performance.now();
      new MutationObserver(() => document.documentElement.dataset.page === ${JSON.stringify(path)} && done(performance.now() - start))
        .observe(document.documentElement, { attributes: true });
      history.pushState(null, "", ${JSON.stringify(path)});
      dispatchEvent(new PopStateEvent("popstate"));
    })`)) as number;
    if (i >= 2) times.push(ms);
  }
  await page.close();
  return summarize(times);
}

/** A page of another origin with the embed and a link to each record of `paths`. */
function hostServer(site: string, paths: string[], staticPage: string): Promise<Server> {
  const links = paths.map((p, i) => `<li><a id="l${i}" href="${site}${p}">${p}</a></li>`).join("");
  const body = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>hôte</title>
<script src="${site}/tooltips.js" async></script><style>ul{columns:6;font-size:11px}#away{position:fixed;top:0;right:0}</style>
</head><body><p id="away">—</p><ul>${links}</ul></body></html>`;
  // the record's page as the edge wrote it, here a plain file: its styles read from the site
  const copy = staticPage.replace(/(href|src)="\//g, `$1="${site}/`);
  const server = createServer((request, response) =>
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(request.url === "/static" ? copy : body),
  );
  return new Promise((done) => server.listen(0, "127.0.0.1", () => done(server)));
}

/** Hover to tooltip shown, measured in the page: from the mouse's arrival on the link to the
 * tooltip of that record displayed; every link once (first hover), then every link again. */
async function tooltipTimes(page: Page, url: string, count: number): Promise<{ first: number[]; again: number[] }> {
  await page.evaluateOnNewDocument(`
    window.__times = [];
    addEventListener("mouseover", (e) => { if (e.target.closest && e.target.closest("a")?.id === window.__want) window.__t0 = performance.now(); }, true);
    new MutationObserver(() => {
      const el = document.getElementById("grimoire-tooltip");
      const link = el && document.getElementById(window.__want);
      if (link && el.style.display === "block" && link.getAttribute("aria-describedby") && window.__t0 != null) {
        window.__times.push(performance.now() - window.__t0);
        window.__t0 = null;
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ["style", "aria-describedby"] });`);
  await page.goto(url, { waitUntil: "load" });
  await page.waitForFunction("window.grimoireTooltips !== undefined");
  const pass = async (): Promise<number[]> => {
    await page.evaluate("window.__times = []");
    for (let i = 0; i < count; i++) {
      await page.evaluate(`window.__want = "l${i}"`);
      await page.hover(`#l${i}`);
      await page.waitForFunction(`window.__times.length === ${i + 1}`, { timeout: 10_000 });
      await page.hover("#away");
      await page.waitForFunction(`document.getElementById("grimoire-tooltip").style.display === "none"`);
    }
    return page.evaluate("window.__times") as Promise<number[]>;
  };
  return { first: await pass(), again: await pass() };
}

/** Up to `each` records of every type in one version, spread over the build. */
function sampleOf(records: { path: string }[], version: string, each: number): string[] {
  return RESOURCES.flatMap((r) => {
    const all = records.filter((x) => x.path.startsWith(`/${version}/${r.keyType}/`));
    const step = Math.max(1, Math.floor(all.length / each));
    return all
      .filter((_, i) => i % step === 0)
      .slice(0, each)
      .map((x) => x.path);
  });
}

export async function benchPages(dist: string, tmp: string, runs = 20): Promise<PagesFigures> {
  const records = recordPages(dist);
  const path = records.some((r) => r.path === "/classic/npc/639") ? "/classic/npc/639" : records[0]!.path;
  const prerender = await prerenderCost(dist, tmp, records);
  const tooltip_data = tooltipData(dist, records);
  // the record with the largest JSON: the heaviest page to render
  const largest = records.reduce((a, b) => (statSync(join(dist, b.file)).size > statSync(join(dist, a.file)).size ? b : a));
  const targets = [
    { kind: "record JSON (a served file, as a pre-rendered page would be)", path: "/v1" + apiPathOf(path) },
    { kind: "record page HTML (rendered at the edge)", path },
    ...listTargets(dist),
    { kind: "search page HTML", path: "/recherche?q=vancleef" },
    { kind: "the largest record's JSON", path: "/v1" + apiPathOf(largest.path) },
    { kind: "the largest record's page HTML", path: largest.path },
  ];
  const cpu = await benchHandlerCpu(dist, targets, { requests: 2000, warmup: 50, maxSeconds: 10 });
  const mirror = await startMirror({ dist, port: 0 });
  const browser = await launchBrowser();
  const servers: Server[] = [mirror.server];
  try {
    const html = await (await fetch(mirror.url + path)).text();
    const json = readFileSync(join(dist, "v1" + apiPathOf(path) + ".json"));
    const links = sampleOf(records, "classic", 25);
    const host = await hostServer(mirror.url, links, html);
    servers.push(host);
    const other = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
    const first_content_ms = {
      static_file: await firstContent(browser, `${other}/static`, false, runs),
      scripts_off: await firstContent(browser, mirror.url + path, false, runs),
      scripts_on: await firstContent(browser, mirror.url + path, true, runs),
      drawn_by_script: await drawnByScript(browser, mirror.url, path, runs),
    };
    const times = await tooltipTimes(await browser.newPage(), `${other}/`, links.length);
    const churn = await embedChurn(browser, mirror.url, sampleOf(records, "classic", 50), Math.max(3, Math.round(runs / 4)));
    const embed = readFileSync(join(dist, "web/tooltips.js"));
    return {
      page: path,
      record_page: { html: Buffer.byteLength(html), html_gzip: gz(html), json: json.byteLength, json_gzip: gz(json) },
      prerender,
      tooltip_data,
      cpu,
      first_content_ms,
      tooltip_ms: { links: links.length, first_hover: summarize(times.first), again: summarize(times.again) },
      embed: { bytes: embed.byteLength, gzip: gz(embed) },
      churn,
    };
  } finally {
    await browser.close();
    await Promise.all(servers.map((s) => new Promise<void>((done) => s.close(() => done()))));
  }
}

/**
 * The list pages, each kind beside the JSON it reads: a whole list's first and a later page (its
 * pre-rendered files, the total from the version's document), and beside the same list's JSON
 * with its total (which the engine computes), a sorted and a filtered page (computed either way).
 */
function listTargets(dist: string): Target[] {
  const first = JSON.parse(readFileSync(join(dist, "v1/classic/npcs.json"), "utf8")) as { next_cursor: string | null };
  return [
    { kind: "a whole list's first page JSON (a served file)", path: "/v1/classic/npcs" },
    { kind: "list page HTML", path: "/classic/npcs" },
    { kind: "list page HTML, the next page", path: `/classic/npcs${first.next_cursor ? `?cursor=${first.next_cursor}` : ""}` },
    { kind: "the same JSON with its total (computed)", path: "/v1/classic/npcs?include_total=true" },
    { kind: "sorted list page HTML", path: "/classic/npcs?sort=-level" },
    { kind: "filtered list page HTML", path: "/classic/items?quality=rare&sort=-item_level" },
  ];
}

/** What each list page asks the API: how many of its questions a pre-rendered file answers (the
 * answer is that file's bytes) and how many the engine computes, each asked of the handler in-process. */
export interface ListQuestions {
  path: string;
  files: number;
  computed: number;
}

async function listQuestions(dist: string): Promise<ListQuestions[]> {
  const files = fsStore(dist);
  const rows: ListQuestions[] = [];
  for (const { path } of listTargets(dist).filter((t) => !t.path.startsWith("/v1/"))) {
    const url = new URL(path, "http://127.0.0.1:8787");
    const row = { path, files: 0, computed: 0 };
    await answerOf(sitePathOf(url.pathname)!, url.searchParams, async (route, query) => {
      const address = `http://127.0.0.1:8787/v1${route}${query.size ? `?${query}` : ""}`;
      const answer = await answerTo({ method: "GET", url: address, headers: new Headers() }, { files, clientAddress: null });
      const body = typeof answer.body === "string" ? answer.body : new TextDecoder().decode(answer.body as Uint8Array);
      const file = join(dist, fileOf(route, query.get("cursor") ?? undefined));
      if (existsSync(file) && readFileSync(file, "utf8") === body) row.files++;
      else row.computed++;
      return JSON.parse(body);
    });
    rows.push(row);
  }
  return rows;
}

/** The list pages' kinds alone (`--case lists`): their questions to the API, and the handler's
 * CPU for each, in-process. */
async function listsAlone(dist: string): Promise<void> {
  const questions = await listQuestions(dist);
  const cpu = await benchHandlerCpu(dist, listTargets(dist), { requests: 2000, warmup: 50, maxSeconds: 10 });
  const { reportHandlerCpu, reportListQuestions } = await import("./sections/pages.ts");
  reportListQuestions(questions);
  reportHandlerCpu(cpu);
}

/** `/classic/npc/639` -> `/classic/npcs/639`. */
function apiPathOf(path: string): string {
  const [, version, keyType, id] = path.split("/");
  return `/${version}/${RESOURCES.find((r) => r.keyType === keyType)!.segment}/${id}`;
}

/** The churn case alone, over the build at `dist`: its figures, and the ratio it is held to. */
async function churnAlone(dist: string, runs: number): Promise<void> {
  const mirror = await startMirror({ dist, port: 0 });
  const browser = await launchBrowser();
  try {
    const f = await embedChurn(browser, mirror.url, sampleOf(recordPages(dist), "classic", 50), runs);
    const { reportChurn } = await import("./sections/pages.ts");
    reportChurn(f);
  } finally {
    await browser.close();
    await new Promise<void>((done) => mirror.server.close(() => done()));
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { dist: { type: "string", default: "dist" }, runs: { type: "string", default: "20" }, case: { type: "string" } },
  });
  if (values.case === "churn") {
    await churnAlone(resolve(values.dist), Number(values.runs));
    process.exit(0);
  }
  if (values.case === "lists") {
    await listsAlone(resolve(values.dist));
    process.exit(0);
  }
  const tmp = join(resolve("bench/.out"), "pages-tmp");
  mkdirSync(tmp, { recursive: true });
  const figures = await benchPages(resolve(values.dist), tmp, Number(values.runs));
  const { reportPages } = await import("./sections/pages.ts");
  reportPages(figures, null);
  rmSync(tmp, { recursive: true, force: true });
}
