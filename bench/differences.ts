/**
 * Figures of the differences between versions on a build (bench/README.md, « Differences
 * between versions »): per record type and pair of versions, the records changed by the game,
 * those whose only differences may come from the sources, those added and removed (the patch
 * notes' totals, asked of the Node mirror serving the build), and the records with the most
 * differences, for review; then the bytes of the comparisons, and the largest shares of them by
 * type, field and change.
 *
 *   npx tsx bench/differences.ts --dist DIR [--top 20]
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { RESOURCES } from "../contract/resources.ts";
import { VERSIONS } from "../contract/enums.ts";
import { freePort, startChild, waitUntilServing } from "./processes.ts";

interface Pair {
  from: string;
  to: string;
  game_differences: number;
  source_differences: number;
  differences: { field: string; before: unknown; after: unknown; entries: { change: string }[] | null }[];
}
interface Comparison {
  type: string;
  id: number;
  name: string;
  pairs: Pair[];
}

const { values } = parseArgs({ options: { dist: { type: "string" }, top: { type: "string", default: "20" } } });
if (!values.dist) throw new Error("usage: npx tsx bench/differences.ts --dist DIR [--top 20]");
const dist = values.dist;
const top = Number(values.top);

/** Counts of the comparisons by type and pair: changed by the game, only from the sources. */
const counts = new Map<string, { changed: number; sources: number; same: number }>();
const ranked: { type: string; id: number; name: string; game: number; fields: string[] }[] = [];
/** Bytes of the comparison files, and of their differences by type, field and change (a value, or a list's entries by their change). */
let bytes = 0;
const shares = new Map<string, number>();
const share = (key: string, value: unknown) => shares.set(key, (shares.get(key) ?? 0) + Buffer.byteLength(JSON.stringify(value)));
for (const res of RESOURCES) {
  const folder = join(dist, "v1/differences", res.segment);
  let files: string[] = [];
  try {
    files = readdirSync(folder).filter((f) => f.endsWith(".json"));
  } catch {
    continue;
  }
  for (const file of files) {
    const text = readFileSync(join(folder, file), "utf8");
    bytes += Buffer.byteLength(text);
    const c = JSON.parse(text) as Comparison;
    let game = 0;
    const fields = new Set<string>();
    for (const p of c.pairs) {
      const key = `${res.segment} ${p.from}→${p.to}`;
      const row = counts.get(key) ?? { changed: 0, sources: 0, same: 0 };
      if (p.game_differences > 0) row.changed++;
      else if (p.source_differences > 0) row.sources++;
      else row.same++;
      counts.set(key, row);
      game += p.game_differences;
      for (const d of p.differences) {
        fields.add(d.field);
        if (!d.entries) share(`${c.type} ${d.field} (value)`, d);
        else for (const e of d.entries) share(`${c.type} ${d.field} (${e.change} entries)`, e);
      }
    }
    ranked.push({ type: res.segment, id: c.id, name: c.name, game, fields: [...fields] });
  }
}

/** Added and removed records per type and consecutive versions: the patch notes' totals. */
const port = await freePort();
const root = join(import.meta.dirname, "..");
const child = startChild("mirror", process.execPath, ["--import", "tsx", join(root, "edge/node/server.ts"), "--dist", dist], {
  cwd: root,
  env: { ...process.env, PORT: String(port), RATE_LIMITS: "1000000000/60" },
});
const moved = new Map<string, { added: number; removed: number; changed: number }>();
try {
  const base = `http://127.0.0.1:${port}/v1`;
  await waitUntilServing(child, base, 120);
  const total = async (path: string): Promise<number> => {
    const answer = await fetch(`${base}${path}`);
    if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
    return ((await answer.json()) as { total_count: number }).total_count;
  };
  for (const [i, to] of VERSIONS.entries()) {
    if (i === 0) continue;
    for (const res of RESOURCES) {
      const notes = `/${to}/${res.segment}/patch-notes?limit=1&include_total=true&change=`;
      moved.set(`${res.segment} ${VERSIONS[i - 1]}→${to}`, {
        added: await total(`${notes}added`),
        removed: await total(`${notes}removed`),
        changed: await total(`${notes}changed`),
      });
    }
  }
} finally {
  await child.stop();
}

// The patch notes count only the records their type's list holds (a record its list leaves out, such as an item
// for the game's own use, has a comparison but no note).
console.log("| type | versions | changed (game) | of which in the patch notes | only the sources differ | unchanged | added | removed |");
console.log("|---|---|---:|---:|---:|---:|---:|---:|");
const keys = [...new Set([...counts.keys(), ...moved.keys()])].sort();
for (const key of keys) {
  const [type, pair] = key.split(" ");
  const c = counts.get(key) ?? { changed: 0, sources: 0, same: 0 };
  const m = moved.get(key);
  const f = (n: number | undefined) => (n == null ? "—" : n.toLocaleString("en"));
  console.log(
    `| ${type} | ${pair} | ${f(c.changed)} | ${f(m?.changed)} | ${f(c.sources)} | ${f(c.same)} | ${f(m?.added)} | ${f(m?.removed)} |`,
  );
}
console.log("");
console.log(`The ${top} records with the most game differences:`);
console.log("");
console.log("| record | name | game differences | fields |");
console.log("|---|---|---:|---|");
ranked.sort((a, b) => b.game - a.game || a.type.localeCompare(b.type) || a.id - b.id);
for (const r of ranked.slice(0, top)) console.log(`| ${r.type}/${r.id} | ${r.name} | ${r.game} | ${r.fields.join(", ")} |`);
console.log("");
console.log(`Bytes of the comparisons: ${bytes.toLocaleString("en")}; the largest shares (JSON of each difference or entry):`);
console.log("");
console.log("| type, field (change) | bytes |");
console.log("|---|---:|");
for (const [key, n] of [...shares].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`| ${key} | ${n.toLocaleString("en")} |`);
