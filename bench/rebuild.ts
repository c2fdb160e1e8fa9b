/**
 * Rebuilds after small data changes, each in a copy of the database built over the dist/ just
 * built, as `npm run build` does after an update: one item renamed that loot, vendors and quest
 * rewards refer to, then one NPC's subtitle edited. The build is incremental
 * (generator/affected.ts): the figures say how many records were rendered again, how many files
 * written, and how long it took beside the full build of the same run.
 */
import Database from "better-sqlite3";
import { copyFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { addressesFromEnv } from "../contract/addresses.ts";
import { generate } from "../generator/generate.ts";
import { openDatabase } from "../database/sqlite.ts";
import { Progress } from "../generator/progress.ts";

export interface RebuildFigures {
  changed: string;
  seconds: number;
  files: number;
  written: number;
  /** records rendered again */
  rendered: number;
  kind: "full" | "incremental";
  reason: string | null;
}

/** The edits measured, each applied to the database the one before left; the last is the
 * one-record change the deploy section uploads. */
const EDITS: { what: (id: number) => string; pick: string; sql: string }[] = [
  {
    what: (id) => `name of classic item ${id} (in loot, vendors and quest rewards)`,
    // The item that loot, vendors and quest rewards all name most often.
    pick: `SELECT l.item_id FROM loot l
      WHERE l.version = 'classic' AND l.item_id IN (SELECT item_id FROM vendor_item WHERE version = 'classic')
        AND l.item_id IN (SELECT item_id FROM quest_reward WHERE version = 'classic')
      GROUP BY l.item_id ORDER BY count(*) DESC, l.item_id LIMIT 1`,
    sql: "UPDATE item SET name = name || ' (modifié)' WHERE version = 'classic' AND id = ?",
  },
  {
    what: (id) => `subtitle of classic NPC ${id}`,
    pick: "SELECT min(id) FROM npc WHERE version = 'classic' AND internal = 0",
    sql: "UPDATE npc SET subtitle = coalesce(subtitle || ' ', '') || '(modifié)' WHERE version = 'classic' AND id = ?",
  },
];

/** `beforeLast` runs before the last edit is built (the deploy section's plan of the build before it). */
export async function benchRebuild(dbPath: string, dist: string, tmp: string, beforeLast: () => void): Promise<RebuildFigures[]> {
  const copy = join(tmp, "changed.sqlite");
  copyFileSync(dbPath, copy);
  const figures: RebuildFigures[] = [];
  for (const edit of EDITS) {
    if (edit === EDITS.at(-1)) beforeLast();
    const db = new Database(copy);
    const id =
      (db.prepare(edit.pick).pluck().get() as number | undefined) ?? (db.prepare("SELECT min(id) FROM item").pluck().get() as number);
    db.prepare(edit.sql).run(id);
    db.close();
    const source = openDatabase(copy);
    try {
      const t0 = performance.now();
      const result = await generate(source, addressesFromEnv(process.env), dist, new Progress(true));
      figures.push({
        changed: edit.what(id),
        seconds: (performance.now() - t0) / 1000,
        files: result.files,
        written: result.written,
        rendered: result.rendered,
        kind: result.kind,
        reason: result.reason,
      });
    } finally {
      source.close();
    }
  }
  return figures;
}
