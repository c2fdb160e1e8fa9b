/**
 * Rebuild after a small data change: one NPC's subtitle edited in a copy of the database, then
 * generate() into the dist/ just built. Files whose bytes did not change are linked from the
 * previous build, not written (generator/writer.ts): the figures say how many were written and
 * how long the rebuild took beside the full build.
 */
import Database from "better-sqlite3";
import { copyFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { addressesFromEnv } from "../contract/addresses.ts";
import { generate } from "../generator/generate.ts";
import { openDatabase } from "../generator/database.ts";
import { Progress } from "../generator/progress.ts";

export interface RebuildFigures {
  changed: string;
  seconds: number;
  files: number;
  written: number;
}

export async function benchRebuild(dbPath: string, dist: string, tmp: string): Promise<RebuildFigures> {
  const copy = join(tmp, "changed.sqlite");
  copyFileSync(dbPath, copy);
  const edit = new Database(copy);
  const id = edit.prepare("SELECT min(id) FROM npc WHERE version = 'classic' AND internal = 0").pluck().get() as number;
  edit.prepare("UPDATE npc SET subtitle = coalesce(subtitle || ' ', '') || '(modifié)' WHERE version = 'classic' AND id = ?").run(id);
  edit.close();
  const db = openDatabase(copy);
  try {
    const t0 = performance.now();
    const result = await generate(db, addressesFromEnv(process.env), dist, new Progress(true));
    return {
      changed: `subtitle of classic NPC ${id}`,
      seconds: (performance.now() - t0) / 1000,
      files: result.files,
      written: result.written,
    };
  } finally {
    db.close();
  }
}
