/**
 * How a new build replaces the one in `out` atomically, and what a dead build leaves behind.
 *
 * `out` (dist/) is a symbolic link to a complete build in `<out>.builds/`. A build writes into
 * `<out>.builds/tmp.<pid>`, renames it `<build id>.<pid>` once complete, then points `out` at it
 * by renaming a new link over the old one: rename(2) replaces a link in one step, so at every
 * instant `out` is either the old build or the new one, whole. The old build is removed after:
 * renamed aside at once (`trash.<n>.<pid>`) and deleted by a detached `rm -rf`, so that a build
 * does not wait for the deletion of hundreds of thousands of files.
 * A build killed at any point leaves `out` as it was (or already new) and some of these entries;
 * the next build removes every entry that is neither `out`'s build nor the work of a build still
 * running (its pid is alive).
 *
 * An incremental build shares the previous builds' unchanged directories by symbolic links
 * (tree.ts): the builds its `<entry>.refs` names are kept with it.
 *
 * A dist/ that is a plain directory (copied there, or written by an older writer) is moved into
 * `<out>.builds/legacy.<pid>` and linked: that one-time move has an instant without `out`, and a
 * build killed right then is repaired by the next one, which links the legacy build back.
 */
import { spawn } from "node:child_process";
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, symlinkSync } from "node:fs";
import { hashShardFile } from "../layout/dist.ts";
import { basename, dirname, join, relative } from "node:path";
import { refsFile, refsOf } from "./tree.ts";
import { isAlive, removeDeadTemporaries } from "../lib/leftovers.ts";

export const buildsDir = (out: string) => `${out}.builds`;

/** pid of the process that made an entry of the builds directory (`<kind>.<pid>`). */
const pidOf = (entry: string) => Number(/\.(\d+)$/.exec(entry)?.[1] ?? NaN);

function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

/** The directory of the build `out` holds now, or null when there is none. */
export function currentBuildDir(out: string): string | null {
  try {
    return realpathSync(out);
  } catch {
    return null;
  }
}

/**
 * Removes what dead builds left: in the builds directory, every entry but `out`'s build and the
 * work of other live builds; beside `out`, the `<out>.tmp-<pid>` and `<out>.old-<pid>` folders
 * of an older writer. Repairs an `out` lost in the middle of the legacy move.
 */
export function removeLeftovers(out: string): string[] {
  const dir = buildsDir(out);
  const removed: string[] = [];
  if (!existsSync(out) && !isLink(out) && existsSync(dir)) {
    const legacy = readdirSync(dir).find((e) => e.startsWith("legacy.") && !isAlive(pidOf(e)));
    if (legacy) link(out, join(dir, legacy));
  }
  const current = currentBuildDir(out);
  // The current build, its record of the builds it links into, and those builds.
  const kept = new Set(current ? [basename(current), basename(refsFile(current)), ...refsOf(current)] : []);
  const remove = (path: string) => {
    removeInBackground(dir, path);
    removed.push(path);
  };
  if (existsSync(dir)) {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (kept.has(entry) || (current && realpathOr(path) === current) || deleting.has(path)) continue;
      const pid = pidOf(entry.replace(/\.refs$/, ""));
      if (pid !== process.pid && isAlive(pid)) continue;
      remove(path);
    }
  }
  removed.push(...removeDeadTemporaries(out, "tmp"), ...removeDeadTemporaries(out, "old"));
  return removed;
}

/** Trash entries this process is deleting in the background. */
const deleting = new Set<string>();
let trashed = 0;

/**
 * Removes `path` (an entry of the builds directory `dir`) from its name at once, by a rename to a
 * trash entry, and deletes it in a detached process that outlives this one; a trash entry whose
 * deletion died with its process is a dead entry the next build removes again. Where no process
 * can be started, it is deleted here.
 */
function removeInBackground(dir: string, path: string): void {
  const trash = join(dir, `trash.${++trashed}.${process.pid}`);
  try {
    renameSync(path, trash);
  } catch {
    rmSync(path, { recursive: true, force: true });
    return;
  }
  deleting.add(trash);
  try {
    const child = spawn("rm", ["-rf", trash], { detached: true, stdio: "ignore" });
    child.on("error", () => rmSync(trash, { recursive: true, force: true }));
    child.on("exit", () => deleting.delete(trash));
    child.unref();
  } catch {
    rmSync(trash, { recursive: true, force: true });
    deleting.delete(trash);
  }
}

function realpathOr(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

/** Points `out` at `target` in one rename; a plain directory in the way is moved aside first. */
function link(out: string, target: string): void {
  const temp = join(buildsDir(out), `link.${process.pid}`);
  rmSync(temp, { force: true });
  symlinkSync(relative(dirname(out), target), temp);
  if (existsSync(out) && !isLink(out)) renameSync(out, join(buildsDir(out), `legacy.${process.pid}`));
  renameSync(temp, out);
}

/** A fresh directory to write a build into. */
export function startBuild(out: string): string {
  removeLeftovers(out);
  const temp = join(buildsDir(out), `tmp.${process.pid}`);
  rmSync(temp, { recursive: true, force: true });
  mkdirSync(temp, { recursive: true });
  return temp;
}

/**
 * The steps that put the complete build in `temp` in place of `out`'s. Each leaves `out` a
 * complete build (the tests stop after each one, as a kill would).
 */
export function swapSteps(out: string, temp: string, build: string, previousIntact = true): (() => void)[] {
  const previous = currentBuildDir(out);
  // The same build id and the same manifests are the same files: the build in place stays, unless
  // it was found damaged. (The id leaves out the change history, which the manifests list.)
  if (previousIntact && previous && basename(previous).startsWith(`${build}.`) && sameManifests(previous, temp))
    return [
      () => {
        rmSync(temp, { recursive: true, force: true });
        rmSync(refsFile(temp), { force: true });
      },
    ];
  // A name no entry has: an earlier build of the same id may still be there, linked into.
  let final = join(buildsDir(out), `${build}.${process.pid}`);
  for (let n = 1; existsSync(final) || existsSync(refsFile(final)); n++) final = join(buildsDir(out), `${build}.${n}.${process.pid}`);
  return [
    () => {
      // The builds it links into first: a build in place is never without them.
      if (existsSync(refsFile(temp))) renameSync(refsFile(temp), refsFile(final));
      renameSync(temp, final);
    },
    () => link(out, final),
    () => removeLeftovers(out),
  ];
}

/** Whether two builds have the same hash manifests (every internal file, the history included). */
function sameManifests(a: string, b: string): boolean {
  const dir = dirname(hashShardFile(0));
  try {
    const names = readdirSync(join(a, dir)).sort();
    if (names.join("\n") !== readdirSync(join(b, dir)).sort().join("\n")) return false;
    return names.every((name) => readFileSync(join(a, dir, name)).equals(readFileSync(join(b, dir, name))));
  } catch {
    return false;
  }
}

export function swapIn(out: string, temp: string, build: string, previousIntact = true): void {
  for (const step of swapSteps(out, temp, build, previousIntact)) step();
}
