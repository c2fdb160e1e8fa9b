/**
 * One sync at a time toward a pack: `<pack>.sync-lock` holds the pid of the sync at work. A lock
 * whose process is dead (a killed sync) is taken over.
 */
import { openSync, readFileSync, rmSync, writeSync, closeSync } from "node:fs";
import { isAlive } from "../lib/leftovers.ts";
import { SyncFailed } from "./failure.ts";

export function takeLock(pack: string): () => void {
  const file = `${pack}.sync-lock`;
  for (;;) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number(readFileSync(file, "utf8").trim() || NaN);
      if (isAlive(pid) && pid !== process.pid) throw new SyncFailed(`une autre synchro (pid ${pid}) écrit déjà ${pack}`);
      rmSync(file, { force: true });
    }
  }
}
