/**
 * What a killed process leaves behind. Work in progress is written beside its target under a
 * name that carries the writer's pid (`data/wow.sqlite.import-<pid>`), so that the next run can
 * tell the leftovers of a dead process from the work of one still running, and remove them.
 */
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { basename, dirname, join } from "node:path";

/** Whether a process runs with this pid (a zombie, killed but not yet reaped, does not). */
export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  try {
    return !/^\d+ \(.*\) Z/s.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return true; // no /proc here: trust the signal
  }
}

/** The temporary name of `target` for this process: `<target>.<tag>-<pid>`. */
export function temporaryOf(target: string, tag: string): string {
  return `${target}.${tag}-${process.pid}`;
}

/**
 * Removes the temporaries of `target` (`<target>.<tag>-<pid>`, and SQLite's `-journal`, `-wal`
 * and `-shm` beside them) whose process is dead or is this one; returns their paths.
 */
export function removeDeadTemporaries(target: string, tag: string): string[] {
  const dir = dirname(target);
  const prefix = `${basename(target)}.${tag}-`;
  const removed: string[] = [];
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return removed; // no folder: nothing left behind
  }
  for (const entry of entries) {
    const match = entry.startsWith(prefix) ? /^(\d+)(?:-journal|-wal|-shm)?$/.exec(entry.slice(prefix.length)) : null;
    if (!match) continue;
    const pid = Number(match[1]);
    if (pid !== process.pid && isAlive(pid)) continue;
    rmSync(join(dir, entry), { recursive: true, force: true });
    removed.push(join(dir, entry));
  }
  return removed;
}
