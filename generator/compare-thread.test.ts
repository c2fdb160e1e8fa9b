import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CompareThread, type Answer } from "./compare-thread.ts";
import { contentHashOf } from "../hashing/content-hash.ts";

const base = "https://api.example.org";
const VERSIONS = ["classic", "tbc", "wotlk"];
const ITEMS = 0;

const threads: CompareThread[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const thread of threads.splice(0)) await thread.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function thread(): CompareThread {
  const dir = mkdtempSync(join(tmpdir(), "compare-"));
  dirs.push(dir);
  const compare = new CompareThread(dir, VERSIONS, base);
  threads.push(compare);
  return compare;
}

/** An item's record text in `version` as the records step hands it over, in the versions `where`. */
function item(id: number, version: string, level: number, where: string[]): string {
  const record = {
    object: "item",
    id,
    name: "Lame-tonnerre",
    api_url: `${base}/v1/${version}/items/${id}`,
    required_level: level,
    versions: where.map((v) => ({ object: "item", id, version: v, api_url: `${base}/v1/${v}/items/${id}` })),
  };
  return JSON.stringify(record);
}

/** Each answered record as [type, id, compared, pairs, files with their texts]. */
function read(answers: Answer[]) {
  return answers.flatMap(({ records, bytes }) =>
    records.map((r) => ({
      record: `${r.res}:${r.id}`,
      compared: r.compared,
      pairs: r.pairs,
      files: r.files.map(([file, start, end, hash]) => {
        expect(hash).toBe(contentHashOf(bytes.subarray(start, end)));
        return [file, JSON.parse(Buffer.from(bytes.subarray(start, end)).toString("utf8"))];
      }),
    })),
  );
}

async function all(answers: AsyncGenerator<Answer>): Promise<Answer[]> {
  const out: Answer[] = [];
  for await (const answer of answers) out.push(answer);
  return out;
}

describe("CompareThread", () => {
  it("answers a record once its last version is in, and the others at the end by type then number, whatever versions they have", async () => {
    const compare = thread();
    await compare.hand(ITEMS, 19019, "classic", item(19019, "classic", 60, ["classic", "tbc"]), new Map(), false);
    await compare.hand(ITEMS, 19019, "tbc", item(19019, "tbc", 58, ["classic", "tbc"]), new Map(), true);
    await compare.hand(ITEMS, 17182, "classic", item(17182, "classic", 60, ["classic", "tbc"]), new Map(), false);
    const answers = read(await all(compare.end(["0:17182", "0:999"])));
    expect(answers.map((a) => [a.record, a.compared, a.pairs])).toEqual([
      ["0:19019", true, [{ from: "classic", to: "tbc", game: 1, sources: 0 }]],
      ["0:999", false, []],
      ["0:17182", false, []],
    ]);
    const [thunderfury, none, sulfuras] = answers;
    expect(thunderfury!.files.map(([file]) => file)).toEqual([
      "v1/classic/items/19019.json",
      "v1/tbc/items/19019.json",
      "v1/differences/items/19019.json",
    ]);
    const [classic, , comparison] = thunderfury!.files.map(([, body]) => body);
    expect(classic.versions.map((v: { version: string; changed: boolean }) => [v.version, v.changed])).toEqual([
      ["classic", false],
      ["tbc", true],
    ]);
    expect(
      comparison.pairs[0].differences.map((d: { field: string; before: unknown; after: unknown }) => [d.field, d.before, d.after]),
    ).toEqual([["required_level", 60, 58]]);
    // Found in one version only now: its body as it was handed over, and no comparison.
    expect(sulfuras!.files).toEqual([["v1/classic/items/17182.json", JSON.parse(item(17182, "classic", 60, ["classic", "tbc"]))]]);
    expect(none!.files).toEqual([]);
    expect(compare.records).toBe(3);
    await compare.close();
    expect(existsSync(join(dirs[0]!, `bodies.tmp-${process.pid}`))).toBe(false);
  });

  it("hands the whole sub-lists over with the record text: their entries are compared", async () => {
    const compare = thread();
    const drop = (npc: number, name: string, chance: number) =>
      JSON.stringify({ source: { object: "npc", id: npc, name, api_url: `${base}/v1/classic/npcs/${npc}` }, chance });
    const classic = new Map([["dropped-by", [drop(12056, "Baron Geddon", 4.1)]]]);
    const tbc = new Map([["dropped-by", [drop(12056, "Baron Geddon", 4.1), drop(12057, "Garr", 3.9)]]]);
    await compare.hand(ITEMS, 19019, "classic", item(19019, "classic", 60, ["classic", "tbc"]), classic, false);
    await compare.hand(ITEMS, 19019, "tbc", item(19019, "tbc", 60, ["classic", "tbc"]), tbc, true);
    const [thunderfury] = read(await all(compare.end([])));
    const comparison = thunderfury!.files.at(-1)![1];
    expect(
      comparison.pairs[0].differences.map((d: { field: string; entries: { key: string; change: string }[] }) => [
        d.field,
        d.entries.map((e) => [e.key, e.change]),
      ]),
    ).toEqual([["dropped_by", [["npc:12057", "added"]]]]);
  });

  it("fails the build when a body comes after its record's last version", async () => {
    const compare = thread();
    await compare.hand(ITEMS, 19019, "classic", item(19019, "classic", 60, ["classic"]), new Map(), true);
    await compare.hand(ITEMS, 19019, "tbc", item(19019, "tbc", 58, ["classic", "tbc"]), new Map(), true);
    await expect(all(compare.end([]))).rejects.toThrow("0:19019 in tbc after its last version");
  });
});
