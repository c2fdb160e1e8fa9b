/**
 * The temporary files of a killed import or sample build (`<target>.import-<pid>`,
 * `<target>.tmp-<pid>` and SQLite's files beside them) are removed when the next one starts;
 * those of a run still going are left alone.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { buildSampleDatabase } from "../../database/sqlite.ts";
import { runImport } from "../../importer/import.ts";

const work = mkdtempSync(join(tmpdir(), "grimoire-leftovers-"));
const running = spawn("sleep", ["60"]);
afterAll(() => {
  running.kill();
  rmSync(work, { recursive: true, force: true });
});

/** The pid of a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""]);
  await new Promise((resolve) => child.once("exit", resolve));
  return child.pid!;
}

/** Leftovers of a dead run and the work of a running one, beside `target`. */
async function plant(target: string, tag: string): Promise<{ dead: string[]; live: string }> {
  const dead = `${target}.${tag}-${await deadPid()}`;
  const live = `${target}.${tag}-${running.pid}`;
  for (const file of [dead, `${dead}-journal`, live]) writeFileSync(file, "partial");
  return { dead: [dead, `${dead}-journal`], live };
}

it("an import removes what a killed import left, even when it fails itself", async () => {
  const target = join(work, "wow.sqlite");
  const { dead, live } = await plant(target, "import");
  const empty = join(work, "empty");
  mkdirSync(empty);
  await expect(runImport({ from: empty, target, reportPath: null })).rejects.toThrow(/no NPC nor object source/);
  expect(dead.filter(existsSync)).toEqual([]);
  expect(existsSync(live)).toBe(true);
});

it("the sample's build removes what a killed one left", async () => {
  const target = join(work, "sample.sqlite");
  const { live } = await plant(target, "tmp");
  buildSampleDatabase(target);
  expect(readdirSync(work).filter((f) => f.startsWith("sample.sqlite"))).toEqual(["sample.sqlite", live.slice(work.length + 1)]);
});
