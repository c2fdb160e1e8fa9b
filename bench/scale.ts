/**
 * Scale bench: the sample database multiplied by SQL to the size of the real data (about 30k
 * NPCs, 40k items, 10k quests, 20k objects per version), built into a temp dir, then search and
 * filtered lists measured through handle() over the fs store, beside the targets. The sample is
 * far too small to show how ranking or list sorting grow; nothing it generates is kept.
 *
 *   npx tsx bench/scale.ts              build, measure, delete
 *   SCALE=0.2 npx tsx bench/scale.ts    a fifth of the size (quick look)
 *   SCALE_DIST=/tmp/x npx tsx ...       keep the build there, and reuse it when it exists
 *                                       (before/after comparisons of edge changes)
 */
import Database from "better-sqlite3";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { BUILD_FILE } from "../contract/layout.ts";
import { words } from "../contract/text.ts";
import { DEFAULT_SITE } from "../contract/site.ts";
import { fsStore } from "../edge/files/fs.ts";
import { handle } from "../edge/handler.ts";
import { build } from "../generator/build.ts";
import { buildSampleDatabase, openDatabase } from "../generator/database.ts";
import { Progress } from "../generator/progress.ts";
import { collectGarbage } from "./memory.ts";
import { note, section, table } from "./report.ts";
import { fmt, summarize } from "./stats.ts";

/** Rows per version the real data will have, per table. */
const TARGET: Record<string, number> = { npc: 30_000, item: 40_000, quest: 10_000, game_object: 20_000 };
/** Copies get ids id + k * ID_STEP: above every real id of the sample. */
const ID_STEP = 1_000_000;
const TARGETS = { warmP95Ms: 5, coldMs: 100, heapMb: 128, listMs: 10 };
const ROUNDS = 2;

/** Multiplies the entity tables of the sample; names get a word of the sample's own names. */
export function multiply(path: string, scale: number): Record<string, number> {
  const db = new Database(path);
  const vocab = [...new Set((db.prepare("SELECT name FROM npc UNION ALL SELECT name FROM item UNION ALL SELECT name FROM quest UNION ALL SELECT name FROM game_object").pluck().all() as string[])
    .flatMap((n) => n.split(/\s+/)).filter((w) => w.length >= 2 && !/^\d+$/.test(w)))].sort();
  db.exec("CREATE TEMP TABLE vocab (i INTEGER PRIMARY KEY, w TEXT)");
  const put = db.prepare("INSERT INTO vocab VALUES (?, ?)");
  db.transaction(() => vocab.forEach((w, i) => put.run(i, w)))();
  const counts: Record<string, number> = {};
  db.transaction(() => {
    for (const [table, target] of Object.entries(TARGET)) {
      const per = db.prepare(`SELECT max(c) FROM (SELECT count(*) c FROM ${table} GROUP BY version)`).pluck().get() as number;
      const copies = Math.max(0, Math.ceil((target * scale) / per) - 1);
      const cols = (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);
      for (let k = 1; k <= copies; k++) {
        const expr = cols.map((c) =>
          c === "id" ? `id + ${k * ID_STEP}` : c === "name" ? `name || ' ' || (SELECT w FROM vocab WHERE i = (id * 7 + ${k * 13}) % ${vocab.length})` : c);
        db.exec(`INSERT INTO ${table} (${cols.join(",")}) SELECT ${expr.join(",")} FROM ${table} WHERE id < ${ID_STEP}`);
      }
      counts[table] = db.prepare(`SELECT count(*) FROM ${table} WHERE version = 'classic'`).pluck().get() as number;
    }
  })();
  db.close();
  return counts;
}

/** ~200 queries, worst cases included: 1 and 2 letter prefixes, frequent words, numbers, misses. */
export function queriesOf(dbPath: string): string[] {
  const db = openDatabase(dbPath);
  const names = db.prepare("SELECT name FROM item WHERE id < 1000000 UNION ALL SELECT name FROM npc WHERE id < 1000000 UNION ALL SELECT name FROM quest WHERE id < 1000000").pluck().all() as string[];
  const ids = db.prepare("SELECT id FROM npc WHERE version = 'classic' ORDER BY id LIMIT 10").pluck().all() as number[];
  db.close();
  const freq = new Map<string, number>();
  for (const w of names.flatMap((n) => words(n))) freq.set(w, (freq.get(w) ?? 0) + 1);
  const byFreq = [...freq.keys()].filter((w) => !/^\d+$/.test(w)).sort((a, b) => freq.get(b)! - freq.get(a)! || (a < b ? -1 : 1));
  const prefixes = (n: number) => {
    const f = new Map<string, number>();
    for (const [w, c] of freq) if (w.length >= n) f.set(w.slice(0, n), (f.get(w.slice(0, n)) ?? 0) + c);
    return [...f.keys()].sort((a, b) => f.get(b)! - f.get(a)! || (a < b ? -1 : 1));
  };
  const multi = byFreq.slice(0, 20).map((w, i) => `${w} ${byFreq[(i * 7 + 3) % 40]!.slice(0, 2)}`);
  return [
    ..."abcdefghijklmnoprstuv".split(""), "de", "épée", "la", "le", ...prefixes(2).slice(0, 40), ...prefixes(3).slice(0, 30),
    ...byFreq.slice(0, 50), ...multi, ...ids.map(String), ...ids.map((id) => String(id + ID_STEP)), "1", "12",
    ...Array.from({ length: 10 }, (_, i) => `qzx${i}w`),
  ];
}

interface Measure {
  label: string;
  cold: number;
  coldCpu: number;
  wall: number[];
  cpu: number[];
  heap: number;
}

async function timed(url: string, files: ReturnType<typeof fsStore>): Promise<{ wall: number; cpu: number; status: number }> {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const res = await handle(new Request(url), { files, clientAddress: null });
  await res.arrayBuffer();
  const wall = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return { wall, cpu: (c.user + c.system) / 1000, status: res.status };
}

/** Cold: a fresh store (so a fresh Dist and empty caches) for the first URL; then warm rounds. */
async function measure(label: string, dist: string, urls: readonly string[]): Promise<Measure> {
  collectGarbage();
  const before = process.memoryUsage().heapUsed;
  const files = fsStore(dist);
  const first = await timed(urls[0]!, files);
  if (first.status !== 200) throw new Error(`${urls[0]}: ${first.status}`);
  for (const url of urls) await timed(url, files);
  const wall: number[] = [], cpu: number[] = [];
  for (let r = 0; r < Math.max(ROUNDS, Math.ceil(20 / urls.length)); r++) {
    for (const url of urls) {
      const t = await timed(url, files);
      wall.push(t.wall);
      cpu.push(t.cpu);
    }
  }
  collectGarbage();
  const heap = process.memoryUsage().heapUsed - before;
  // keep the store (and its caches) alive until the heap is read
  void files;
  return { label, cold: first.wall, coldCpu: first.cpu, wall, cpu, heap };
}

export async function benchScale(): Promise<void> {
  const scale = Number(process.env.SCALE ?? 1);
  const keep = process.env.SCALE_DIST;
  const work = mkdtempSync(join(tmpdir(), "grimoire-scale-"));
  const dist = keep ?? join(work, "dist");
  const dbPath = join(work, "scale.sqlite");
  try {
    section(`scale bench (SCALE=${scale})`);
    let t = performance.now();
    buildSampleDatabase(dbPath);
    const counts = multiply(dbPath, scale);
    note(`database: ${Object.entries(counts).map(([k, v]) => `${k} ${fmt.int(v)}`).join(", ")} per version, in ${fmt.s((performance.now() - t) / 1000)}`);
    if (keep && existsSync(join(keep, BUILD_FILE))) {
      note(`reusing the build in ${keep}`);
    } else {
      t = performance.now();
      const db = openDatabase(dbPath);
      const result = await build(db, DEFAULT_SITE, dist, new Progress(true));
      db.close();
      note(`build: ${fmt.int(result.files)} files, ${fmt.mb(result.bytes)}, ${fmt.s((performance.now() - t) / 1000)}`);
    }
    const base = "http://localhost/v1";
    const queries = queriesOf(dbPath);
    const worst = ["a", "de", "e", "la", "épée"];
    const runs: Measure[] = [];
    runs.push(await measure(`search, ${queries.length} queries`, dist, queries.map((q) => `${base}/search?q=${encodeURIComponent(q)}`)));
    for (const q of worst) runs.push(await measure(`search q=${q}`, dist, [`${base}/search?q=${encodeURIComponent(q)}`]));
    runs.push(await measure("search q=a page 2 (cursor)", dist, [await nextOf(`${base}/search?q=a`, dist)]));
    const lists = [
      "/classic/npcs?type=humanoid&sort=-level",
      "/classic/items?quality=epic&sort=-item_level&limit=100",
      "/classic/quests?side=horde&min_level=20",
      "/classic/items?q=de",
    ];
    for (const l of lists) runs.push(await measure(`list ${l}`, dist, [`${base}${l}`]));
    table(
      ["case", "cold wall", "cold CPU", "warm p50", "warm p95", "CPU p50", "CPU p95", "heap", "target"],
      runs.map((m) => {
        const w = summarize(m.wall), c = summarize(m.cpu);
        const target = m.label.startsWith("list") ? `CPU<${TARGETS.listMs} ms` : `p95<${TARGETS.warmP95Ms} cold<${TARGETS.coldMs}`;
        return [m.label, fmt.ms(m.cold), fmt.ms(m.coldCpu), fmt.ms(w.p50), fmt.ms(w.p95), fmt.ms(c.p50), fmt.ms(c.p95), fmt.mb(m.heap), `${target} heap<${TARGETS.heapMb} MB`];
      }),
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The address of the second page of a search, from its Link header. */
async function nextOf(url: string, dist: string): Promise<string> {
  const res = await handle(new Request(url), { files: fsStore(dist), clientAddress: null });
  const link = res.headers.get("Link");
  if (!link) throw new Error(`${url} has no second page`);
  return link.slice(1, link.indexOf(">"));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const t0 = performance.now();
  await benchScale();
  note(`total ${fmt.s((performance.now() - t0) / 1000)}`);
}
