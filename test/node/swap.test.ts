// @vitest-environment node
/**
 * The swap of a new build (generator/swap.ts): a build stopped after any step of its swap, or
 * killed at any moment, leaves dist/ a complete build, the old or the new; the next build
 * removes what dead builds left; and a mirror serving a dist/ swapped under it never pairs one
 * build's ETag with another build's bytes.
 */
import { spawn } from "node:child_process";
import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discard, workFolder } from "../support/work.ts";
import { buildSampleDatabase } from "../../database/sqlite.ts";
import { buildsDir, currentBuildDir, removeLeftovers, swapSteps } from "../../generator/swap.ts";
import { verifyDist } from "../../generator/verify.ts";
import { BUILD_FILE } from "../../layout/dist.ts";
import { contentHashOf } from "../../hashing/content-hash.ts";
import { startMirror } from "../../edge/node/server.ts";
import { readDistFacts, type DistFacts } from "../support/dist.ts";
import { buildInto } from "../support/build.ts";

const work = workFolder("swap-");
const dbA = join(work, "a.sqlite");
const dbB = join(work, "b.sqlite");
/** two complete builds of different data, to swap between */
let facts: { a: DistFacts; b: DistFacts };

/** A complete copy (hard links) of the build `from`, as a build of this process leaves it
 * before its swap. */
function staged(out: string, from: string): string {
  const temp = join(buildsDir(out), `tmp.${process.pid}`);
  const visit = (sub: string) => {
    mkdirSync(join(temp, sub), { recursive: true });
    for (const entry of readdirSync(join(from, sub), { withFileTypes: true })) {
      if (entry.isDirectory()) visit(join(sub, entry.name));
      else linkSync(join(from, sub, entry.name), join(temp, sub, entry.name));
    }
  };
  visit("");
  return temp;
}

/** Pids no process has now, for leftovers of dead builds. */
function deadPids(count: number): number[] {
  const pids: number[] = [];
  for (let pid = 4_000_000; pids.length < count; pid++) {
    try {
      process.kill(pid, 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ESRCH") pids.push(pid);
    }
  }
  return pids;
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The entries of the builds directory but the trash being deleted in the background (swap.ts). */
const builds = (out: string) => readdirSync(buildsDir(out)).filter((e) => !e.startsWith("trash."));
const buildIdOf = (out: string) => JSON.parse(readFileSync(join(out, BUILD_FILE), "utf8")).build as string;

beforeAll(async () => {
  buildSampleDatabase(dbA);
  writeFileSync(dbB, readFileSync(dbA));
  const edit = new Database(dbB);
  edit.prepare("UPDATE npc SET subtitle = 'Armurière' WHERE version = 'classic' AND id = 54").run();
  edit.close();
  await buildInto(dbA, join(work, "a"));
  await buildInto(dbB, join(work, "b"));
  facts = { a: readDistFacts(join(work, "a")), b: readDistFacts(join(work, "b")) };
  expect(facts.a.build.build).not.toBe(facts.b.build.build);
}, 120_000);
// The builds the tests leave are removed in the background (support/work.ts).
afterAll(() => discard(work));

describe("swap", () => {
  it("leaves a complete build after each of its steps, and nothing else once the next build has run", () => {
    const out = join(work, "steps");
    // The previous dist/ is a plain directory (written before the link scheme): the first swap
    // moves it aside once.
    renameSync(staged(join(work, "plain"), currentBuildDir(facts.a.dir)!), out);
    expect(buildIdOf(out)).toBe(facts.a.build.build);

    for (const [from, to] of [
      [facts.a, facts.b],
      [facts.b, facts.a],
    ] as const) {
      const temp = staged(out, currentBuildDir(to.dir)!);
      const steps = swapSteps(out, temp, to.build.build);
      expect(steps.length).toBe(3);
      for (const step of steps) {
        step();
        // What a build killed right here leaves: a whole build in out, the old one or the new.
        expect([from.build.build, to.build.build]).toContain(buildIdOf(out));
        expect(verifyDist(out).faults).toEqual([]);
      }
      expect(buildIdOf(out)).toBe(to.build.build);
      // The old build is gone from its name at once; its files are deleted in the background.
      expect(builds(out)).toEqual([`${to.build.build}.${process.pid}`]);
    }
  }, 60_000);

  it("repairs a dist/ lost in the middle of the one-time move of a plain directory", () => {
    const out = join(work, "lost");
    mkdirSync(buildsDir(out), { recursive: true });
    const legacy = join(buildsDir(out), `legacy.${deadPids(1)[0]}`);
    renameSync(staged(join(work, "lost-src"), currentBuildDir(facts.a.dir)!), legacy);
    expect(existsSync(out)).toBe(false);
    removeLeftovers(out);
    expect(buildIdOf(out)).toBe(facts.a.build.build);
    expect(verifyDist(out).faults).toEqual([]);
  }, 30_000);

  it("leaves the old or the new build whole when the build process is killed at any moment, and the next one removes the leftovers", async () => {
    const out = join(work, "killed");
    await buildInto(dbA, out);
    // Leftovers of the writer before the link scheme, from dead processes.
    const [p1, p2] = deadPids(2);
    for (const name of [`killed.tmp-${p1}`, `killed.old-${p2}`]) mkdirSync(join(work, name, "v1"), { recursive: true });
    const known = [facts.a.build.build, facts.b.build.build];
    // Seeded moments, spread over a build's life (start, render, write, swap).
    const delays = [700, 1600, 2500, 3400];
    for (const [n, delay] of delays.entries()) {
      const child = spawn("npx", ["tsx", "generator/cli.ts", "--db", n % 2 ? dbA : dbB, "--out", out, "--quiet"], {
        stdio: "ignore",
        detached: true,
      });
      await new Promise((done) => setTimeout(done, delay));
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // already finished: a complete build, which is fine too
      }
      await new Promise((done) => (child.exitCode !== null || child.signalCode !== null ? done(null) : child.once("exit", done)));
      // The whole group gone (npx, tsx and the build), as after a real kill.
      for (let wait = 0; wait < 400 && groupAlive(child.pid!); wait++) await new Promise((done) => setTimeout(done, 50));
      expect(known).toContain(buildIdOf(out));
      expect(verifyDist(out).faults, `killed after ${delay} ms`).toEqual([]);
    }
    await buildInto(dbA, out);
    expect(buildIdOf(out)).toBe(facts.a.build.build);
    expect(builds(out)).toHaveLength(1);
    expect(readdirSync(work).filter((e) => e.startsWith("killed."))).toEqual(["killed.builds", "killed.state"]);
    // The state of the build in place, and nothing a killed build left.
    expect(readdirSync(join(work, "killed.state")).filter((e) => e.includes(".tmp-"))).toEqual([]);
  }, 120_000);
});

describe("a mirror serving a dist/ swapped under it", () => {
  let mirror: { server: Server; url: string };
  const out = join(work, "served");
  beforeAll(async () => {
    const temp = staged(out, currentBuildDir(facts.a.dir)!);
    for (const step of swapSteps(out, temp, facts.a.build.build)) step();
    mirror = await startMirror({ dist: out, port: 0 });
  }, 60_000);
  afterAll(() => {
    mirror.server.closeAllConnections();
    return new Promise<void>((done) => mirror.server.close(() => done()));
  });

  it("never pairs one build's ETag with another build's bytes", async () => {
    const changed = "v1/classic/npcs/54.json";
    expect(facts.a.manifest[changed]![0]).not.toBe(facts.b.manifest[changed]![0]);
    const paths = [
      "/v1/classic/npcs/54",
      "/v1/stats",
      "/v1/classic/npcs",
      "/v1/classic/npcs?q=a&limit=5",
      "/v1/search?q=armuriere",
      "/v1/versions/classic",
    ];
    const etags = new Set([...Object.values(facts.a.manifest), ...Object.values(facts.b.manifest)].map(([etag]) => etag));
    let stop = false;
    const seen = { answers: 0, failures: [] as string[] };
    const client = async () => {
      // Until the swaps are over, and enough answers to have crossed them whatever the machine's load.
      for (let i = 0; !stop || seen.answers < 60; i++) {
        const path = paths[i % paths.length]!;
        const response = await fetch(`${mirror.url}${path}`);
        const bytes = new Uint8Array(await response.arrayBuffer());
        seen.answers++;
        if (response.status !== 200) {
          seen.failures.push(`${path}: ${response.status} ${new TextDecoder().decode(bytes).slice(0, 100)}`);
          continue;
        }
        const etag = response.headers.get("ETag")!;
        if (contentHashOf(bytes) !== etag) seen.failures.push(`${path}: ETag ${etag} on other bytes`);
        if (!path.includes("?") && !etags.has(etag)) seen.failures.push(`${path}: ETag ${etag} of neither build`);
      }
    };
    const clients = Array.from({ length: 3 }, client);
    // Swaps as fast as the mirror follows them, each removing the build it replaces: the next swap
    // comes once the record that differs is answered from the build swapped in (it is re-checked
    // against the disk within moments, and its old directory is gone).
    for (let n = 0; n < 6; n++) {
      const next = n % 2 ? facts.a : facts.b;
      for (const step of swapSteps(out, staged(out, currentBuildDir(next.dir)!), next.build.build)) step();
      for (;;) {
        const response = await fetch(`${mirror.url}/v1/classic/npcs/54`);
        await response.arrayBuffer();
        if (response.status !== 200) seen.failures.push(`${changed} after a swap: ${response.status}`);
        if (response.headers.get("ETag") === next.manifest[changed]![0]) break;
        await new Promise((done) => setTimeout(done, 20));
      }
    }
    stop = true;
    await Promise.all(clients);
    expect(seen.failures).toEqual([]);
  }, 60_000);
});
