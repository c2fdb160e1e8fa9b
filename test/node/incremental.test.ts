// @vitest-environment node
/**
 * The incremental build on the sample: a set of edits applied to a copy of the database (an
 * item referenced from many places renamed, a record added, one removed, a loot chance, a
 * quest's level, a French name search indexes, an NPC's spawns moved so that its summary names
 * another zone), built over the previous build, gives the very build a full build of the same database over the same previous build gives: the same files
 * with the same bytes, the same ETags, the same build id. A previous build that cannot be continued from gives a full build.
 */
import { readdirSync, readFileSync, readlinkSync, realpathSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discard, workFolder } from "../support/work.ts";
import { buildSampleDatabase } from "../../database/sqlite.ts";
import { verifyDist } from "../../generator/verify.ts";
import { contentKeys } from "../support/deploy-builds.ts";
import { buildInto, editedCopy } from "../support/build.ts";

const work = workFolder("incremental-");
const original = join(work, "original.sqlite");

/** A copy of the sample with `sql` run on it. */
const edited = (name: string, sql: string): string => editedCopy(original, join(work, `${name}.sqlite`), sql);

const EDITS = `
  UPDATE item SET name = 'Étoffe de lin (renommée)' WHERE version = 'classic' AND id = 2589;
  INSERT INTO npc (version, id, name, rank, internal) SELECT 'classic', 99001, 'Abélard le Nouveau', 'normal', 0;
  DELETE FROM quest WHERE version = 'classic' AND id = 18;
  UPDATE loot SET chance = 12.5 WHERE rowid = 89;
  UPDATE quest SET level = 60 WHERE version = 'classic' AND id = 7;
  UPDATE npc SET name = 'Edwin VanCleef le Renommé' WHERE version = 'classic' AND id = 639;
  UPDATE npc_spawn SET zone_id = 40 WHERE version = 'classic' AND rowid IN (34, 35);
`;

/** A text that search indexes, the record's name and place unchanged. */
const SUBTITLE = "UPDATE npc SET subtitle = 'Maître des mines' WHERE version = 'classic' AND id = 639;";
/** A new name that keeps the record's place in its list and adds a word to the typo dictionary. */
const RENAMED = "UPDATE npc SET name = 'Edwin VanCleef Zyxwvutsrq' WHERE version = 'classic' AND id = 639;";
/** A tbc record: its folders were linked whole into the build of a classic edit. */
const TBC_SUBTITLE = "UPDATE npc SET subtitle = 'Maître des mines' WHERE version = 'tbc' AND id = 639;";

/** The files of a build with their content keys (following the directories it shares with earlier builds). */
const filesOf = (out: string) => contentKeys(out);

beforeAll(() => {
  buildSampleDatabase(original);
}, 60_000);
afterAll(() => discard(work));

describe("incremental build", () => {
  it.each([
    ["seven kinds of edits, sharing the unchanged directories", "shared", EDITS, 0],
    ["an NPC's subtitle (search keeps the files it can), linking every file", "linked", SUBTITLE, undefined],
    ["an NPC renamed in place (search patches its words and names), linking every file", "renamed", RENAMED, undefined],
  ])(
    "gives the files, ETags and build id of a full build: %s",
    async (_, name, edits, shareFrom) => {
      const out = join(work, `incremental-${name}`);
      const first = await buildInto(original, out);
      expect(first.kind).toBe("full");
      const changed = edited(`changed-${name}`, edits);
      const next = await buildInto(changed, out, { shareFrom });
      expect(next.kind).toBe("incremental");
      expect(next.rendered).toBeGreaterThan(0);
      expect(next.rendered).toBeLessThan(first.rendered / 5);
      // The full build goes over a build of the same original data too: the change history
      // (_changes/) a build writes extends its previous build's.
      await buildInto(original, join(work, `full-${name}`));
      const full = await buildInto(changed, join(work, `full-${name}`), { full: true });
      expect(full.kind).toBe("full");
      expect(next.info.build).toBe(full.info.build);
      expect(next.info).toEqual(full.info);
      const [a, b] = [filesOf(out), filesOf(join(work, `full-${name}`))];
      expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
      for (const [file, key] of b) expect(a.get(file), file).toBe(key);
      expect(verifyDist(out).faults).toEqual([]);
      // Once more, back to the original data: every edit undone.
      const back = await buildInto(original, out, { shareFrom });
      expect(back.kind).toBe("incremental");
      expect(back.info.build).toBe(first.info.build);
      expect(verifyDist(out).faults).toEqual([]);
    },
    240_000,
  );

  it("links each shared folder straight into the build that holds it, and keeps that build", async () => {
    const out = join(work, "chain");
    await buildInto(original, out);
    await buildInto(edited("chain-1", SUBTITLE), out, { shareFrom: 0 });
    const third = await buildInto(edited("chain-2", SUBTITLE + TBC_SUBTITLE), out, { shareFrom: 0 });
    expect(third.kind).toBe("incremental");
    const build = realpathSync(out);
    const refs = JSON.parse(readFileSync(`${build}.refs`, "utf8")) as string[];
    const links: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(join(dir, entry.name));
        else if (entry.isSymbolicLink()) links.push(join(dir, entry.name));
      }
    };
    walk(build);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      // The target is a folder of a build itself, not reached through another build's link.
      const target = resolve(dirname(link), readlinkSync(link));
      expect(realpathSync(target), link).toBe(target);
      expect(refs).toContain(relative(dirname(build), target).split("/")[0]);
    }
    expect(verifyDist(out).faults).toEqual([]);
  }, 240_000);

  it("builds whole, and says why, when the previous build cannot be continued from", async () => {
    const out = join(work, "refused");
    await buildInto(original, out);
    const forced = await buildInto(original, out, { full: true });
    expect([forced.kind, forced.reason]).toEqual(["full", "--full"]);
    const again = await buildInto(original, out);
    expect(again.kind).toBe("incremental");
    // A manifest of the build damaged: npm run verify fails, and so does the check.
    const shard = join(out, "_meta/etags/0.json");
    writeFileSync(shard, readFileSync(shard, "utf8").replace(/"v1/, '"v1x'));
    expect(verifyDist(out).faults.length).toBeGreaterThan(0);
    const repaired = await buildInto(original, out);
    expect(repaired.kind).toBe("full");
    expect(repaired.reason).toMatch(/endommagé/);
    expect(verifyDist(out).faults).toEqual([]);
  }, 240_000);
});
