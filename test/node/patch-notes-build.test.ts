// @vitest-environment node
/**
 * Patch notes in incremental builds: when one version's record changes (a game field that its
 * list's summary does not show, so no list changes) and a record is added to another version, an
 * incremental build writes the patch notes that name them again, those of no other type, and
 * gives the very files of a full build of the same data.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discard, workFolder } from "../support/work.ts";
import { buildSampleDatabase } from "../../database/sqlite.ts";
import { contentKeys } from "../support/deploy-builds.ts";
import { buildInto, editedCopy } from "../support/build.ts";

const work = workFolder("patch-notes-");
const original = join(work, "original.sqlite");

/** Linen cloth sells for more in tbc only: no list shows it. */
const PRICE = "UPDATE item SET sell_price = 12345 WHERE version = 'tbc' AND id = 2589;";
/** A new item in wotlk. */
const ADDED = "INSERT INTO item (version, id, name, quality, internal) VALUES ('wotlk', 99001, 'Abaque du Nouveau', 'epic', 0);";

/** A copy of the sample with `sql` run on it. */
const edited = (name: string, sql: string): string => editedCopy(original, join(work, `${name}.sqlite`), sql);

/** Every entry of a type's patch notes in a build, page after page, by its files. */
function notesOf(out: string, path: string): { id: number; change: string; differences: number }[] {
  const entries: { id: number; change: string; differences: number }[] = [];
  let file: string | null = `v1${path}.json`;
  while (file) {
    const page = JSON.parse(readFileSync(join(out, file), "utf8")) as { data: any[]; next_cursor: string | null };
    entries.push(...page.data.map((e) => ({ id: e.id, change: e.change, differences: e.differences })));
    file = page.next_cursor ? `v1${path}~${page.next_cursor}.json` : null;
  }
  return entries;
}

const isPatchNotes = (file: string) => /^(v1|_index)\/\w+\/[a-z-]+\/patch-notes[.~/]/.test(file);

beforeAll(() => buildSampleDatabase(original), 60_000);
afterAll(() => discard(work));

describe("patch notes in an incremental build", () => {
  it("follow a record changed in one version, as a full build writes them, and one added to another", async () => {
    const out = join(work, "incremental");
    await buildInto(original, out);
    const before = contentKeys(out);
    expect(notesOf(out, "/tbc/items/patch-notes").find((e) => e.id === 2589)).toBeUndefined();

    const priced = edited("priced", PRICE);
    const next = await buildInto(priced, out, { shareFrom: 0 });
    expect(next.kind).toBe("incremental");
    // Changed between classic and tbc, and again between tbc and wotlk.
    expect(notesOf(out, "/tbc/items/patch-notes").find((e) => e.id === 2589)).toEqual({ id: 2589, change: "changed", differences: 1 });
    expect(notesOf(out, "/wotlk/items/patch-notes").find((e) => e.id === 2589)).toEqual({ id: 2589, change: "changed", differences: 1 });
    // Only the items' patch notes changed among all patch notes.
    const after = contentKeys(out);
    const touched = [...new Set([...before.keys(), ...after.keys()])].filter((f) => isPatchNotes(f) && before.get(f) !== after.get(f));
    expect(touched.length).toBeGreaterThan(0);
    expect(touched.filter((f) => !/\/(tbc|wotlk)\/items\/patch-notes/.test(f))).toEqual([]);

    const fullOut = join(work, "full");
    await buildInto(original, fullOut);
    const full = await buildInto(priced, fullOut, { full: true });
    expect(next.info.build).toBe(full.info.build);
    const whole = contentKeys(fullOut);
    expect([...after.keys()].filter(isPatchNotes).sort()).toEqual([...whole.keys()].filter(isPatchNotes).sort());
    for (const [file, key] of whole) if (isPatchNotes(file)) expect(after.get(file), file).toBe(key);

    expect((await buildInto(edited("added", PRICE + ADDED), out, { shareFrom: 0 })).kind).toBe("incremental");
    expect(notesOf(out, "/wotlk/items/patch-notes").filter((e) => [2589, 99001].includes(e.id))).toEqual([
      { id: 99001, change: "added", differences: 0 },
      { id: 2589, change: "changed", differences: 1 },
    ]);
  }, 240_000);
});
