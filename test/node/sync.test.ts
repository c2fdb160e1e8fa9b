// @vitest-environment node
/**
 * `npm run sync` over real HTTP against real builds of the sample: build A, then build B over it
 * with one NPC renamed (the generator copies A's unchanged pack blocks into B's pack). The
 * sources are the real mirror serving a pack or a dist/ folder; the bad sources are a small proxy
 * of this test in front of a real mirror, which corrupts, cuts, refuses (429) or changes build
 * in mid-sync. A mirror serving the synced pack follows each new one without a restart. The
 * Worker is a source too: over R2 (filled by the deploy) and over Static Assets, in workerd.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { build as bundle } from "esbuild";
import { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ADDRESSES } from "../../contract/addresses.ts";
import { DeployClient } from "../../deploy/client.ts";
import { deploy } from "../../deploy/deploy.ts";
import { startLocal } from "../../deploy/local.ts";
import { readWranglerFile, workerOptionsOf } from "../../deploy/wrangler.ts";
import { startMirror } from "../../edge/node/server.ts";
import { buildSampleDatabase, openDatabase } from "../../database/sqlite.ts";
import { generate } from "../../generator/generate.ts";
import { Progress } from "../../generator/progress.ts";
import { inflateRawSync } from "node:zlib";
import { PACK_FILE } from "../../layout/bulk.ts";
import { FOOTER_BYTES, readFooter } from "../../layout/pack.ts";
import { DELTA_TRAILER_BYTES, readDeltaTrailer, type IndexDelta } from "../../layout/pack-delta.ts";
import { SyncFailed } from "../../sync/failure.ts";
import { runSync } from "../../sync/sync.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const work = mkdtempSync(join(tmpdir(), "grimoire-sync-"));
const source = join(work, "source");
const packA = join(work, "a.pack");
const packB = join(work, "b.pack");
const RENAMED = "Edwin VanCleef le Synchronisé";
const servers: Server[] = [];
const policy = { retries: 2, maxWaitMs: 2_000 };

async function build(db: string): Promise<void> {
  const handle = openDatabase(db);
  try {
    await generate(handle, DEFAULT_ADDRESSES, source, new Progress(true));
  } finally {
    handle.close();
  }
}

async function mirror(dist: string): Promise<string> {
  const { server, url } = await startMirror({ dist, port: 0, baseUrl: "listening" });
  servers.push(server);
  return `${url}/v1`;
}

/** A proxy in front of `upstream()`: `handle` answers a request itself, or returns false to forward it as it is. */
async function proxy(
  upstream: () => string,
  handle: (req: IncomingMessage, res: ServerResponse, forwarded: () => Promise<Response>) => Promise<boolean> | boolean = () => false,
): Promise<string> {
  const server = createServer((req, res) => {
    const forwarded = () => {
      const headers: Record<string, string> = {};
      for (const name of ["range", "if-range", "accept"]) if (req.headers[name]) headers[name] = String(req.headers[name]);
      return fetch(upstream() + req.url!.slice("/v1".length), { headers });
    };
    void (async () => {
      if (await handle(req, res, forwarded)) return;
      const answer = await forwarded();
      res.writeHead(answer.status, Object.fromEntries(answer.headers));
      res.end(Buffer.from(await answer.arrayBuffer()));
    })().catch(() => res.destroy());
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}

const isRange = (req: IncomingMessage) => req.url!.startsWith("/v1/bulk/files/") && req.headers.range !== undefined;

/** A fresh mirror folder holding `pack` (or nothing) as its grimoire-dist.pack. */
function mirrorDir(name: string, pack: string | null): string {
  const dir = join(work, name);
  mkdirSync(dir);
  const file = join(dir, "grimoire-dist.pack");
  if (pack) copyFileSync(pack, file);
  return file;
}

const same = (a: string, b: string) => readFileSync(a).equals(readFileSync(b));
const leftovers = (pack: string) => [".part", ".part.json", ".sync-lock"].filter((s) => existsSync(pack + s));

async function npcName(api: string): Promise<string> {
  return ((await (await fetch(`${api}/classic/npcs/639`)).json()) as { name: string }).name;
}

let sourceA: string;
let sourceB: string;

beforeAll(async () => {
  const db = join(work, "sample.sqlite");
  buildSampleDatabase(db);
  await build(db);
  copyFileSync(join(source, PACK_FILE), packA);
  const edit = new Database(db);
  edit.exec(`UPDATE npc SET name = '${RENAMED}' WHERE version = 'classic' AND id = 639;`);
  edit.close();
  await build(db);
  copyFileSync(join(source, PACK_FILE), packB);
  sourceA = await mirror(packA);
  sourceB = await mirror(packB);
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((done) => (s.closeAllConnections(), s.close(done)))));
  rmSync(work, { recursive: true, force: true });
});

describe("sync from a mirror", () => {
  it("downloads the pack whole the first time, from a mirror serving a dist/ folder, and then has nothing to do", async () => {
    const pack = mirrorDir("first", null);
    const report = await runSync({ from: await mirror(source), pack, policy });
    expect([report.kind, report.build, report.copied, report.resumed, report.size]).toEqual([
      "complete",
      JSON.parse(readFileSync(join(source, "_meta/build.json"), "utf8")).build,
      0,
      0,
      statSync(packB).size,
    ]);
    expect(same(pack, packB)).toBe(true);
    expect(leftovers(pack)).toEqual([]);
    expect((await runSync({ from: sourceB, pack, policy })).kind).toBe("current");
  });

  it("after one record changed, fetches only what changed, and the mirror serving the pack follows it", async () => {
    const pack = mirrorDir("follow", packA);
    const local = await mirror(pack);
    expect(await npcName(local)).toBe("Edwin VanCleef");
    const full = await runSync({ from: sourceB, pack: mirrorDir("full", null), policy });
    const report = await runSync({ from: sourceB, pack, policy });
    expect(report.kind).toBe("incremental");
    expect(same(pack, packB)).toBe(true);
    // On the sample, one NPC renamed changes about half of the pack's blocks (its lists, loot
    // tables, search shards and the database): the other half is copied.
    expect(report.copied).toBeGreaterThan(report.size / 3);
    // The changed blocks come as patches of the local pack's (sync/patches.ts); the manifest shards
    // and the index are made here from the local pack (sync/make.ts, index-delta.ts).
    expect(report.received).toBeLessThan(report.size / 50);
    expect(report.made).toBeGreaterThan(report.size / 3);
    console.log(
      `sync after one record changed: ${report.received} bytes in ${report.ms} ms; the whole pack: ${full.received} bytes in ${full.ms} ms`,
    );
    // The running mirror re-reads its build within its build check's delay.
    for (let tries = 0; (await npcName(local)) !== RENAMED; tries++) {
      expect(tries).toBeLessThan(120);
      await new Promise((done) => setTimeout(done, 250));
    }
  }, 60_000);

  it("killed in the middle, leaves the old pack serving, and the next sync resumes where it stopped", async () => {
    const pack = mirrorDir("killed", packA);
    let stalled!: () => void;
    const stall = new Promise<void>((done) => (stalled = done));
    const from = await proxy(
      () => sourceB,
      async (req, res, forwarded) => {
        // A range of the plan (the part has begun), cut in its middle.
        if (!isRange(req) || !existsSync(`${pack}.part`) || statSync(`${pack}.part`).size === 0) return false;
        const answer = await forwarded();
        const body = Buffer.from(await answer.arrayBuffer());
        if (body.byteLength < 2) {
          res.writeHead(answer.status, Object.fromEntries(answer.headers)).end(body);
          return true;
        }
        res.writeHead(answer.status, Object.fromEntries(answer.headers));
        res.write(body.subarray(0, body.byteLength >> 1), () => stalled()); // and never the rest
        return true;
      },
    );
    const child = spawn(process.execPath, ["--import", "tsx", "sync/cli.ts", "--from", from, "--dist", pack], {
      cwd: ROOT,
      stdio: "ignore",
    });
    const exited = new Promise((done) => child.once("exit", done));
    await stall;
    child.kill("SIGKILL");
    await exited;
    expect(same(pack, packA)).toBe(true);
    const written = statSync(`${pack}.part`).size;
    const report = await runSync({ from: sourceB, pack, policy });
    expect(report.resumed).toBe(written);
    expect(same(pack, packB)).toBe(true);
    expect(leftovers(pack)).toEqual([]);
  }, 60_000);
});

describe("sync from a bad source", () => {
  it("patches damaged once in transit: they make nothing, the pack's SHA-256 catches them, and the sync ends on the source's pack", async () => {
    const pack = mirrorDir("bad-patches", packA);
    const good = await runSync({ from: sourceB, pack: mirrorDir("good-patches", packA), policy });
    // Where the patches lie in the new pack: the delta before its index names them (layout/pack-delta.ts).
    const bytes = readFileSync(packB);
    const index = readFooter(bytes.subarray(bytes.byteLength - FOOTER_BYTES))!;
    const trailer = readDeltaTrailer(bytes.subarray(index.offset - DELTA_TRAILER_BYTES, index.offset))!;
    const delta = JSON.parse(
      inflateRawSync(bytes.subarray(trailer.offset, trailer.offset + trailer.length)).toString("utf8"),
    ) as IndexDelta;
    const patches = delta.patches!;
    expect(patches.length).toBeGreaterThan(0);
    const first = Math.min(...patches.filter((_, k) => k % 6 === 4));
    let damaged = 0;
    const from = await proxy(
      () => sourceB,
      async (req, res, forwarded) => {
        if (!isRange(req) || !req.headers.range!.startsWith(`bytes=${first}-`) || damaged++ > 0) return false;
        const answer = await forwarded();
        const body = Buffer.from(await answer.arrayBuffer());
        for (let k = 0; k < body.byteLength; k += 97) body[k]! ^= 0x20;
        res.writeHead(answer.status, Object.fromEntries(answer.headers)).end(body);
        return true;
      },
    );
    const report = await runSync({ from, pack, policy });
    expect([damaged, same(pack, packB)]).toEqual([2, true]);
    expect(report.received).toBeGreaterThan(good.received);
    expect(leftovers(pack)).toEqual([]);
  }, 60_000);

  it("a wrong byte: retried, then a French error, the old pack kept whole", async () => {
    const pack = mirrorDir("wrong-byte", packA);
    const from = await proxy(
      () => sourceB,
      async (req, res, forwarded) => {
        if (!isRange(req) || req.headers.range!.startsWith(`bytes=${statSync(packB).size - 16}`)) return false;
        const answer = await forwarded();
        const body = Buffer.from(await answer.arrayBuffer());
        body[body.byteLength >> 1]! ^= 0x20;
        res.writeHead(answer.status, Object.fromEntries(answer.headers)).end(body);
        return true;
      },
    );
    const failure = await runSync({ from, pack, policy }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SyncFailed);
    // Whichever range the byte is in: a block, the index, the members' list.
    expect((failure as Error).message).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/v1\/bulk\/files\/grimoire-dist\.pack : (le paquet reçu ne correspond pas au sha256 publié \(|l'index du paquet est illisible|la liste des membres)/,
    );
    expect(same(pack, packA)).toBe(true);
    expect(leftovers(pack)).toEqual([]);
  });

  it("answers cut short: each resumed where it stopped, the sync completes", async () => {
    const pack = mirrorDir("cut", packA);
    const from = await proxy(
      () => sourceB,
      async (req, res, forwarded) => {
        if (!isRange(req)) return false;
        const answer = await forwarded();
        const body = Buffer.from(await answer.arrayBuffer());
        res.writeHead(answer.status, Object.fromEntries(answer.headers));
        res.write(body.subarray(0, 64 * 1024), () => res.destroy());
        return true;
      },
    );
    await runSync({ from, pack, policy });
    expect(same(pack, packB)).toBe(true);
  });

  it("answers that never bring a byte: a French error naming the range, the old pack kept", async () => {
    const pack = mirrorDir("truncated", packA);
    const from = await proxy(
      () => sourceB,
      async (req, res, forwarded) => {
        if (!isRange(req)) return false;
        const answer = await forwarded();
        await answer.body?.cancel();
        res.writeHead(answer.status, Object.fromEntries(answer.headers));
        res.flushHeaders();
        res.destroy();
        return true;
      },
    );
    const failure = await runSync({ from, pack, policy }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SyncFailed);
    expect((failure as Error).message).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/v1\/bulk\/files\/grimoire-dist\.pack \(octets \d+-\d+\) : (réponse interrompue après 0 octets sur \d+|connexion impossible ou interrompue.*) \(3 essais\)$/,
    );
    expect(same(pack, packA)).toBe(true);
    expect(existsSync(`${pack}.sync-lock`)).toBe(false);
  });

  it("429 with Retry-After: waits what it asks, then goes on", async () => {
    const pack = mirrorDir("429", packA);
    const times: number[] = [];
    const from = await proxy(
      () => sourceB,
      (_req, res) => {
        times.push(performance.now());
        if (times.length > 2) return false;
        res.writeHead(429, { "Retry-After": "1", "Content-Type": "application/json" }).end("{}");
        return true;
      },
    );
    await runSync({ from, pack, policy });
    expect(same(pack, packB)).toBe(true);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(1000);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(1000);
  });

  it("429 every time: the command prints one French line and exits 1", async () => {
    const pack = mirrorDir("429-always", packA);
    const from = await proxy(
      () => sourceB,
      (_req, res) => {
        res.writeHead(429, { "Retry-After": "0" }).end();
        return true;
      },
    );
    const child = spawn(process.execPath, ["--import", "tsx", "sync/cli.ts", "--from", from, "--dist", pack, "--retries", "1"], {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let [out, err] = ["", ""];
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (err += chunk));
    const code = await new Promise((done) => child.once("exit", done));
    expect([code, out]).toEqual([1, ""]);
    expect(err).toBe(`synchro impossible : ${from}/bulk/dist : la source répond 429 (2 essais) ; ${pack} reste tel quel\n`);
    expect(same(pack, packA)).toBe(true);
  });

  it("a source that moves to another build in mid-sync: the sync starts again and ends on the new build", async () => {
    const pack = mirrorDir("moved", null);
    let upstream = sourceA;
    let whole = 0;
    const from = await proxy(
      () => upstream,
      async (req, res, forwarded) => {
        if (!isRange(req)) return false;
        const answer = await forwarded();
        // The footer and index are read of A; the first block asked is B's.
        if (!req.headers.range!.startsWith(`bytes=${statSync(packA).size - 16}`)) upstream = sourceB;
        if (answer.status === 200) whole++;
        res.writeHead(answer.status, Object.fromEntries(answer.headers)).end(Buffer.from(await answer.arrayBuffer()));
        return true;
      },
    );
    const report = await runSync({ from, pack, policy });
    expect(whole).toBe(1);
    expect(report.kind).toBe("complete");
    expect(same(pack, packB)).toBe(true);
  });

  it("the index of one build and the bytes of another (If-Range ignored): a French error, the old pack kept", async () => {
    const pack = mirrorDir("mixed", packA);
    const size = statSync(packB).size;
    const from = await proxy(
      () => sourceB,
      async (req, res) => {
        if (!isRange(req)) return false;
        const [first, last] = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range!)!.slice(1).map(Number) as [number, number];
        // B's footer and index (the range just before its footer); any other range is A's bytes, whatever If-Range says.
        if (last === size - 1 || last === size - 17) return false;
        const body = readFileSync(packA).subarray(first, last + 1);
        res.writeHead(206, { "Content-Range": `bytes ${first}-${last}/${size}`, "Content-Length": String(body.byteLength) }).end(body);
        return true;
      },
    );
    const failure = await runSync({ from, pack, policy }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SyncFailed);
    expect(same(pack, packA)).toBe(true);
    expect(leftovers(pack)).toEqual([]);
  });
});

describe("sync from the Worker", () => {
  it("over R2, the bucket filled by npm run deploy: one record changed", async () => {
    const token = randomBytes(32).toString("hex");
    const bundles = `.wrangler/bundles-sync-${process.pid}`;
    const local = await startLocal({
      root: ROOT,
      persist: join(work, "r2"),
      bundles,
      api: { vars: { LIVE_TTL_MS: "0", RATE_LIMITS: "off" } },
      deploy: { token },
    });
    try {
      await deploy({ dist: source, client: new DeployClient(local.deployUrl!, token), settleMs: 0, concurrency: 4 });
      const pack = mirrorDir("from-r2", packA);
      const report = await runSync({ from: `${local.apiUrl}/v1`, pack, policy });
      expect(report.kind).toBe("incremental");
      expect(same(pack, packB)).toBe(true);
    } finally {
      await local.dispose();
      rmSync(join(ROOT, bundles), { recursive: true, force: true });
    }
  }, 300_000);

  it("over Static Assets: the first sync", async () => {
    const assets = join(work, "assets");
    cpSync(source, assets, { recursive: true, dereference: true });
    const script = join(work, "worker.js");
    await bundle({
      entryPoints: [join(ROOT, "edge/worker.ts")],
      bundle: true,
      format: "esm",
      platform: "neutral",
      target: "es2022",
      external: ["cloudflare:*"],
      outfile: script,
      logLevel: "error",
    });
    const mf = new Miniflare({
      cf: false,
      workers: [
        {
          name: "api",
          modules: true,
          scriptPath: script,
          modulesRoot: work,
          ...workerOptionsOf(readWranglerFile(join(ROOT, "wrangler.jsonc"))),
          bindings: { RATE_LIMITS: "off" },
          assets: {
            directory: assets,
            binding: "ASSETS",
            routerConfig: { invoke_user_worker_ahead_of_assets: true, has_user_worker: true },
            assetConfig: { html_handling: "none", not_found_handling: "none" },
          },
          unsafeDirectSockets: [{ host: "127.0.0.1", port: 0 }],
        },
      ],
    });
    try {
      await mf.ready;
      const api = String(await mf.unsafeGetDirectURL("api")).replace(/\/$/, "");
      const pack = mirrorDir("assets-first", null);
      const report = await runSync({ from: `${api}/v1`, pack, policy });
      expect(report.kind).toBe("complete");
      expect(same(pack, packB)).toBe(true);
    } finally {
      await mf.dispose();
    }
  }, 120_000);
});
