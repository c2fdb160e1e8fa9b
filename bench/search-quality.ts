/**
 * The search quality set (test/support/search-quality.ts) run over a build through the request
 * handler of a given source tree: this worktree's, or another's (the bench's baseline), so the
 * share before and after a change is measured on the same data in the same run.
 * `npx tsx bench/search-quality.ts DIST [ROOT]` prints each query's place and the shares.
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { QUALITY_SET, qualityShare, runQuality, succeeded, type QualityOutcome } from "../test/support/search-quality.ts";

const ORIGIN = "http://127.0.0.1:8787";

interface Handler {
  handle(request: Request, env: { files: unknown; clientAddress: string | null }): Promise<Response>;
}

/** The quality set over `dist`, answered by the handler of the source tree at `root`. */
export async function qualityOver(dist: string, root: string): Promise<QualityOutcome[]> {
  const { handle } = (await import(pathToFileURL(resolve(root, "edge/handler.ts")).href)) as Handler;
  const { fsStore } = (await import(pathToFileURL(resolve(root, "edge/files/fs.ts")).href)) as { fsStore(dir: string): unknown };
  const files = fsStore(dist);
  return runQuality(QUALITY_SET, async (query) => {
    const params = new URLSearchParams({ q: query.q, limit: "10", ...query.filters });
    const response = await handle(new Request(`${ORIGIN}/v1/search?${params}`), { files, clientAddress: null });
    if (response.status !== 200) throw new Error(`search ${query.q}: status ${response.status}`);
    const body = (await response.json()) as { data: { object: string; version: string; id: number }[] };
    return body.data.map((e) => `${e.version}:${e.object}:${e.id}`);
  });
}

async function main() {
  const [dist, root = new URL("..", import.meta.url).pathname] = process.argv.slice(2);
  if (!dist) throw new Error("usage: npx tsx bench/search-quality.ts DIST [ROOT]");
  const outcomes = await qualityOver(resolve(dist), resolve(root));
  for (const o of outcomes) console.log(`${succeeded(o) ? "ok  " : "MISS"} ${o.query.kind.padEnd(10)} ${o.place ?? "-"}\t${o.query.q}`);
  const share = qualityShare(outcomes);
  console.log(`share ${(share.all * 100).toFixed(0)}% of ${outcomes.length}`, share.byKind);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await main();
