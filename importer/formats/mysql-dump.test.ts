import { join } from "node:path";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import { named, readDump, statements, type DumpRecord } from "./mysql-dump.ts";

const fx = (rel: string) => join(FIXTURES, rel);

async function all(path: string): Promise<DumpRecord[]> {
  const out: DumpRecord[] = [];
  for await (const r of readDump(path)) out.push(r);
  return out;
}

describe("mysql dump reader", () => {
  it("names INSERT values from the CREATE TABLE and reads strings, NULL and numbers", async () => {
    const rows = (await all(fx("classic/mangoszero_world/creature-template.sql"))).filter((r) => r.kind === "insert");
    expect(rows).toHaveLength(4);
    const boss = named(rows[2] as Extract<DumpRecord, { kind: "insert" }>);
    expect(boss).toMatchObject({ Entry: 639, Name: "Edwin VanCleef", SubName: 'Defias Kingpin; "The Boss"', Rank: 1 });
    expect(named(rows[1] as Extract<DumpRecord, { kind: "insert" }>).SubName).toBeNull();
  });

  it("reads MOTE UPDATE statements, escapes and semicolons inside strings included", async () => {
    const rows = await all(fx("classic/mangoszero_fr/French-Creature.sql"));
    expect(rows).toEqual([
      { kind: "update", table: "locales_creature", set: { name_loc2: "Loup des bois malade" }, where: { entry: 69 } },
      {
        kind: "update",
        table: "locales_creature",
        set: { name_loc2: "Edwin VanCleef", subname_loc2: "Chef des Défias ; l'homme; ok" },
        where: { entry: 639 },
      },
    ]);
  });

  it("splits statements across chunk boundaries and skips comments", async () => {
    const text = "-- a; comment\nINSERT INTO `t` VALUES (1,'a;b'),(-2.5,NULL);/* x; */ UPDATE `t` SET `c`='d' WHERE `id`=3;";
    const chunks = Readable.from(text.match(/.{1,3}/gs) ?? []);
    const out: string[] = [];
    for await (const s of statements(chunks)) out.push(s);
    expect(out).toEqual(["INSERT INTO `t` VALUES (1,'a;b'),(-2.5,NULL)", "UPDATE `t` SET `c`='d' WHERE `id`=3"]);
  });
});
