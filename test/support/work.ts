/**
 * The work folders of the tests that build, import or copy whole builds: under one folder of the
 * system's temporary directory, and given up by one rename into its trash, which a detached
 * process empties while the suite goes on. Removing a full build's files takes long on a slow or
 * loaded disk; a test never waits for it, so cleanup never decides a result. Whatever a run
 * leaves in the trash (killed, or still being removed when it ended), the next run's global set-up
 * sends to the same detached removal.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";

const ROOT = join(tmpdir(), "grimoire-tests");
const TRASH = join(ROOT, "trash");

/** A new empty folder for a test's files, `<prefix><random>`. */
export function workFolder(prefix: string): string {
  mkdirSync(ROOT, { recursive: true });
  return mkdtempSync(join(ROOT, prefix));
}

/** Removes the folders in a process of their own that nobody waits for. */
function removeDetached(folders: readonly string[]): void {
  if (folders.length === 0) return;
  const code = "for (const f of process.argv.slice(1)) require('node:fs').rmSync(f, { recursive: true, force: true })";
  spawn(process.execPath, ["-e", code, ...folders], { detached: true, stdio: "ignore" }).unref();
}

/** Gives up a work folder at once: renamed into the trash (same file system), removed in the background. */
export function discard(folder: string): void {
  if (!existsSync(folder)) return;
  mkdirSync(TRASH, { recursive: true });
  const trashed = join(TRASH, `${basename(folder)}-${process.pid}-${Date.now()}`);
  renameSync(folder, trashed);
  removeDetached([trashed]);
}

/** The global set-up's share: what earlier runs left in the trash goes, in the background. */
export function emptyTrash(): void {
  if (!existsSync(TRASH)) return;
  removeDetached(readdirSync(TRASH).map((name) => join(TRASH, name)));
}
