/**
 * The public site in headless Chromium (section 8 of `npm run bench`, or alone:
 * `npx tsx bench/site.ts [--dist dist] [--runs 20]`): the script's render of a boss's page
 * reached by a navigation within the site, from the moment the API's answers (the record, and its
 * comparison when it is in several versions) are in hand to the page laid out (the `grimoire:first-render`
 * measure the client records), against a baseline measured in the same page: the browser
 * parsing and laying out the very same markup given to it whole (what a server-rendered page
 * would cost at least). Also the size of what a first visit downloads (shell, script, style).
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { SITE_FILES } from "../site/bundle.ts";
import { startMirror } from "../edge/node/server.ts";
import { launchBrowser } from "../test/support/browser.ts";
import { fmt, ratio, round, summarize, type Summary } from "./stats.ts";
import { note, section, table } from "./report.ts";

export interface SiteFigures {
  page: string;
  runs: number;
  first_render_ms: Summary;
  static_markup_ms: Summary;
  ratio_p50: number | null;
  bytes: Record<string, { raw: number; gzip: number }>;
}

/** A boss (an NPC with loot and an encounter) of the build, else its first NPC. */
function pageOf(dist: string): string {
  const list = JSON.parse(readFileSync(join(dist, "v1/classic/npcs.json"), "utf8")) as { data: { id: number; boss: boolean }[] };
  const boss = list.data.find((n) => n.boss) ?? list.data[0];
  try {
    readFileSync(join(dist, "v1/classic/npcs/639.json"));
    return "/classic/npc/639"; // Edwin VanCleef: the sample's boss, in the full data too
  } catch {
    return `/classic/npc/${boss!.id}`;
  }
}

export async function benchSite(dist: string, runs = 20): Promise<SiteFigures> {
  const mirror = await startMirror({ dist, port: 0 });
  const browser = await launchBrowser();
  try {
    const path = pageOf(dist);
    const page = await browser.newPage();
    await page.setViewport({ width: 1200, height: 900 });
    const render: number[] = [];
    const baseline: number[] = [];
    for (let i = 0; i < runs + 2; i++) {
      // The edge sends a first page whole: the script draws the next ones, so the boss's page is
      // reached by a navigation within the site.
      await page.goto(`${mirror.url}/classic`, { waitUntil: "domcontentloaded" });
      await page.evaluate(`history.pushState(null, "", ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent("popstate"))`);
      await page.waitForFunction("document.documentElement.dataset.page === location.pathname", { timeout: 15_000 });
      const [first, again] = (await page.evaluate(`(() => {
        const first = performance.getEntriesByName("grimoire:first-render").at(-1).duration;
        const main = document.querySelector("main"), markup = main.innerHTML;
        main.innerHTML = "";
        void main.offsetHeight;
        const start = performance.now();
        main.innerHTML = markup;
        void main.offsetHeight;
        return [first, performance.now() - start];
      })()`)) as [number, number];
      if (i >= 2) {
        // two warm-up loads
        render.push(first);
        baseline.push(again);
      }
    }
    const bytes: SiteFigures["bytes"] = {};
    for (const file of Object.values(SITE_FILES)) {
      const data = readFileSync(join(dist, file));
      bytes[file] = { raw: data.byteLength, gzip: gzipSync(data).byteLength };
    }
    const first = summarize(render),
      stat = summarize(baseline);
    return { page: path, runs, first_render_ms: first, static_markup_ms: stat, ratio_p50: ratio(first.p50, stat.p50), bytes };
  } finally {
    await browser.close();
    await new Promise<void>((done) => mirror.server.close(() => done()));
  }
}

export function reportSite(f: SiteFigures): void {
  section("8. Public site in Chromium: first render of a boss's page after the API answers");
  table(
    ["measure", "p50", "p95", "max", "ratio p50"],
    [
      [
        `site script: record -> page laid out (${f.page})`,
        fmt.ms(f.first_render_ms.p50),
        fmt.ms(f.first_render_ms.p95),
        fmt.ms(f.first_render_ms.max),
        fmt.x(f.ratio_p50),
      ],
      [
        "baseline: the same markup parsed and laid out",
        fmt.ms(f.static_markup_ms.p50),
        fmt.ms(f.static_markup_ms.p95),
        fmt.ms(f.static_markup_ms.max),
        "1.00×",
      ],
    ],
  );
  table(
    ["file", "bytes", "gzip"],
    Object.entries(f.bytes).map(([file, b]) => [file, fmt.int(b.raw), fmt.int(b.gzip)]),
  );
  note(`${f.runs} loads after two warm-ups; the map and further lists arrive after the first render and are not in it`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { dist: { type: "string", default: "dist" }, runs: { type: "string", default: "20" } } });
  const figures = await benchSite(resolve(values.dist), Number(values.runs));
  reportSite(figures);
  console.log(JSON.stringify({ ...figures, ratio_p50: figures.ratio_p50 && round(figures.ratio_p50) }));
}
