// @vitest-environment node
/**
 * The comparison of two rendered bodies on small literal records: values, lists matched by key,
 * references by identity, what the sources may change, and each version's flags.
 */
import { describe, expect, it } from "vitest";
import {
  comparable,
  compareVersions,
  differencesBetween,
  keptBody,
  keptParts,
  sameCompared,
  withVersions,
  type ComparedBody,
} from "./differences.ts";

const base = "https://api.example.org/v1";
const ref = (object: string, segment: string, id: number, name: string, version = "classic") => ({
  object,
  id,
  version,
  name,
  url: `https://example.org/${version}/${object}/${id}`,
  api_url: `${base}/${version}/${segment}/${id}`,
});
const versionRef = (version: string) => ({
  ...ref("item", "items", 19019, "Lame", version),
  changed: false,
  differences_url: `${base}/differences/items/19019`,
});

function item(version: string, fields: Record<string, unknown>): ComparedBody {
  return {
    record: {
      object: "item",
      id: 19019,
      key: `${version}:item:19019`,
      version,
      name: "Lame",
      url: `https://example.org/${version}/item/19019`,
      api_url: `${base}/${version}/items/19019`,
      quality_name: "Légendaire",
      versions: ["classic", "tbc", "wotlk"].map(versionRef),
      ...fields,
    },
    lists: {},
  };
}

describe("differencesBetween", () => {
  it("reads a fact one version's source lacks as a difference the sources may explain, and lacking against none as none", () => {
    const a = item("classic", { dps: null, stats: null, sockets: null });
    const b = item("tbc", { dps: 74.7, stats: [], sockets: [{ color: "red", color_name: "Rouge" }] });
    expect(differencesBetween("item", a, b)).toEqual([
      { field: "dps", label: "Dégâts par seconde", change: "added", before: null, after: 74.7, from_sources: true, entries: null },
      {
        field: "sockets",
        label: "Châsses",
        change: "added",
        before: null,
        after: [{ color: "red", color_name: "Rouge" }],
        from_sources: true,
        entries: null,
      },
    ]);
    // A value known in both versions is the game's, as before.
    expect(differencesBetween("item", item("classic", { dps: 53.9 }), item("tbc", { dps: 41.8 }))[0]!.from_sources).toBe(false);
  });

  it("names a changed value with its label, and leaves addresses, keys and labels of codes alone", () => {
    const a = item("classic", { required_level: 60, quality_name: "Légendaire" });
    const b = item("tbc", { required_level: 58, quality_name: "Épique" });
    expect(differencesBetween("item", a, b)).toEqual([
      { field: "required_level", label: "Niveau requis", change: "changed", before: 60, after: 58, from_sources: false, entries: null },
    ]);
  });

  it("matches list entries by key: changed, added, removed; the order alone is no difference", () => {
    const a = item("classic", {
      stats: [
        { stat: "agility", name: "Agilité", value: 5 },
        { stat: "stamina", name: "Endurance", value: 8 },
      ],
    });
    const b = item("tbc", {
      stats: [
        { stat: "strength", name: "Force", value: 3 },
        { stat: "agility", name: "Agilité", value: 6 },
      ],
    });
    expect(differencesBetween("item", a, b)).toEqual([
      {
        field: "stats",
        label: "Caractéristiques",
        change: "changed",
        before: null,
        after: null,
        from_sources: false,
        entries: [
          { key: "strength", label: "Force", change: "added", before: null, after: { stat: "strength", name: "Force", value: 3 } },
          // a changed entry carries only what differs in it
          { key: "agility", label: "Agilité", change: "changed", before: { value: 5 }, after: { value: 6 } },
          { key: "stamina", label: "Endurance", change: "removed", before: { stat: "stamina", name: "Endurance", value: 8 }, after: null },
        ],
      },
    ]);
    const swapped = item("tbc", { stats: [...(a.record.stats as unknown[])].reverse() });
    expect(differencesBetween("item", a, swapped)).toEqual([]);
  });

  it("compares a reference by its identity: the referenced record's new name is not a difference", () => {
    const a = item("classic", { item_set: ref("item_set", "item-sets", 1, "Ensemble") });
    const b = item("tbc", { item_set: ref("item_set", "item-sets", 1, "Ensemble renommé", "tbc") });
    expect(differencesBetween("item", a, b)).toEqual([]);
    const c = item("tbc", { item_set: ref("item_set", "item-sets", 2, "Autre", "tbc") });
    expect(differencesBetween("item", a, c).map((d) => [d.field, d.change, d.from_sources])).toEqual([["item_set", "changed", false]]);
  });

  it("marks what the sources may change: a translated name, an effect's text only", () => {
    const effect = (text: string) => ({ trigger: "use", trigger_name: "Utilise", text, lang: "fr", spell: null });
    const a = item("classic", { name: "Lame", effects: [effect("Enduit une arme.")] });
    const b = item("tbc", { name: "Lame bénie", effects: [effect("Enduit l'arme.")] });
    expect(differencesBetween("item", a, b).map((d) => [d.field, d.from_sources, d.entries?.map((e) => [e.key, e.change])])).toEqual([
      ["name", true, undefined],
      ["effects", true, [["use", "changed"]]],
    ]);
  });

  it("counts a text whose numbers change as a game difference, one whose words change as the sources'", () => {
    const effect = (text: string) => ({ trigger: "equip", trigger_name: "Équipé", text, lang: "fr", spell: null });
    const a = item("classic", { description: "Forgée au 1 000e jour.", effects: [effect("Augmente de 29 le score de parade.")] });
    const b = item("tbc", { description: "Forgée le 1000e jour.", effects: [effect("Augmente de 19 le score de parade.")] });
    expect(differencesBetween("item", a, b).map((d) => [d.field, d.from_sources])).toEqual([
      ["description", true],
      ["effects", false],
    ]);
  });

  it("numbers entries of one key met twice", () => {
    const a = item("classic", { sockets: [{ color: "red", color_name: "Rouge" }] });
    const b = item("tbc", {
      sockets: [
        { color: "red", color_name: "Rouge" },
        { color: "red", color_name: "Rouge" },
      ],
    });
    expect(differencesBetween("item", a, b)[0]!.entries).toEqual([
      { key: "red#2", label: "Rouge", change: "added", before: null, after: { color: "red", color_name: "Rouge" } },
    ]);
  });

  it("compares a list null on one side as a value where null is not a source's gap", () => {
    const a = item("classic", { summons: null });
    const b = item("tbc", { summons: [] });
    expect(differencesBetween("item", a, b)).toEqual([
      { field: "summons", label: "Invoque", change: "added", before: null, after: [], from_sources: false, entries: null },
    ]);
  });

  it("reads the whole sub-list of a list the record shows the first page of", () => {
    const npc = (version: string, loot: unknown[]): ComparedBody => ({
      record: { object: "npc", id: 1, version, loot: { object: "list", data: loot.slice(0, 1), has_more: loot.length > 1 } },
      lists: { loot },
    });
    const line = (id: number, chance: number) => ({
      object: "loot",
      item: ref("item", "items", id, `Objet ${id}`),
      name: `Objet ${id}`,
      chance,
    });
    const diff = differencesBetween("npc", npc("classic", [line(1, 50), line(2, 10)]), npc("tbc", [line(1, 50), line(2, 5)]));
    expect(diff.map((d) => [d.field, d.entries?.map((e) => [e.key, e.change])])).toEqual([["loot", [["item:2", "changed"]]]]);
  });

  it("gives of a changed entry only its fields that differ, a code with its label, a field one side lacks as null", () => {
    const npc = (version: string, line: Record<string, unknown>): ComparedBody => ({
      record: { object: "npc", id: 1, version },
      lists: { loot: [{ object: "loot", item: ref("item", "items", 2, "Objet 2", version), name: "Objet 2", ...line }] },
    });
    const [a, b] = [
      npc("classic", { chance: 10, difficulty: "normal", difficulty_name: "Normal" }),
      npc("tbc", { chance: 10, quest_item: true }),
    ];
    expect(differencesBetween("npc", a, b)[0]!.entries).toEqual([
      {
        key: "item:2",
        label: "Objet 2",
        change: "changed",
        before: { quest_item: null, difficulty: "normal", difficulty_name: "Normal" },
        after: { quest_item: true, difficulty: null },
      },
    ]);
  });
});

describe("comparable", () => {
  it("keeps what is compared of a loot line", () => {
    expect(
      comparable({
        object: "loot",
        item: ref("item", "items", 7, "Objet"),
        name: "Objet",
        chance: 5,
        difficulty: "normal",
        difficulty_name: "Normal",
      }),
    ).toEqual({
      object: "loot",
      item: "item:7",
      chance: 5,
      difficulty: "normal",
    });
  });
});

describe("sameCompared", () => {
  const same = (a: unknown, b: unknown, ignore: string[] = []) => sameCompared(a, ignore, b, ignore);

  it("reads two values as their compared texts would: keys in any order, a key without a value as none", () => {
    expect(same({ a: 1, b: [2, 3] }, { b: [2, 3], a: 1 })).toBe(true);
    expect(same({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(same({ a: 1, b: null }, { a: 1 })).toBe(false);
    expect(same([undefined], [null])).toBe(true);
    expect(same(undefined, null)).toBe(true);
    expect(same([1, 2], [1, 2, 3])).toBe(false);
    expect(same([], {})).toBe(false);
    expect(same("1", 1)).toBe(false);
  });

  it("compares references by identity, a list envelope by its elements, and not what is never compared", () => {
    expect(same(ref("npc", "npcs", 1, "Ragnaros"), ref("npc", "npcs", 1, "Ragnaros le Seigneur du feu", "tbc"))).toBe(true);
    expect(same(ref("npc", "npcs", 1, "Ragnaros"), ref("npc", "npcs", 2, "Ragnaros"))).toBe(false);
    expect(same(ref("npc", "npcs", 1, "Ragnaros"), "npc:1")).toBe(true);
    expect(same({ object: "list", data: [1, 2], has_more: false }, [1, 2])).toBe(true);
    expect(same({ quality: 4, quality_name: "Épique", icon_url: "a" }, { quality: 4, quality_name: "Epique", icon_url: "b" })).toBe(true);
    expect(same({ quality: 4, name: "Épique" }, { quality: 4, name: "Epique" })).toBe(false);
  });

  it("ignores the keys it is told at the top and in the elements of a list, not deeper", () => {
    expect(same({ a: 1, items: 3 }, { a: 1, items: 4 }, ["items"])).toBe(true);
    expect(same([{ a: 1, items: 3 }], [{ a: 1, items: 4 }], ["items"])).toBe(true);
    expect(same({ o: { items: 3 } }, { o: { items: 4 } }, ["items"])).toBe(false);
  });

  it("finds the differences of a body in hand as those of its text read back", () => {
    const inHand = item("tbc", { dps: undefined, stats: [{ stat: "agility", name: "Agilité", value: 5, extra: undefined }] });
    const readBack = JSON.parse(JSON.stringify(inHand)) as ComparedBody;
    const before = item("classic", { dps: 53.9, stats: [{ stat: "agility", name: "Agilité", value: 4 }] });
    expect(differencesBetween("item", before, inHand)).toEqual(differencesBetween("item", before, readBack));
    expect(differencesBetween("item", before, inHand).map((d) => d.field)).toEqual(["dps", "stats"]);
  });
});

describe("compareVersions", () => {
  it("flags the versions with a game difference against the previous one, and counts each pair", () => {
    const bodies = [
      { version: "classic", body: item("classic", { required_level: 60 }) },
      { version: "tbc", body: item("tbc", { required_level: 58 }) },
      { version: "wotlk", body: item("wotlk", { required_level: 58, name: "Lame bénie" }) },
    ];
    const { differences, versions } = compareVersions("item", 19019, bodies, base);
    expect(differences.key).toBe("item:19019");
    expect(differences.name).toBe("Lame bénie");
    expect(differences.api_url).toBe(`${base}/differences/items/19019`);
    expect(differences.pairs.map((p) => [p.from, p.to, p.game_differences, p.source_differences])).toEqual([
      ["classic", "tbc", 1, 0],
      ["tbc", "wotlk", 0, 1],
    ]);
    expect(differences.versions.map((v) => [v.version, v.changed])).toEqual([
      ["classic", false],
      ["tbc", true],
      ["wotlk", false],
    ]);
    expect(versions.map((r) => [r.version, r.versions.map((v) => v.changed)])).toEqual([
      ["classic", [false, true, false]],
      ["tbc", [false, true, false]],
      ["wotlk", [false, true, false]],
    ]);
  });
});

describe("keptParts", () => {
  it("keeps the record's text as it is, the lists from their elements' texts, and keptBody gives them back with the body it compares", () => {
    const line = (id: number) => ({ object: "loot", item: ref("item", "items", id, `Objet ${id}`), chance: id, note: "a\nb" });
    const loot = [line(1), line(2), line(3)];
    const record = { object: "npc", id: 1, loot: { object: "list", data: loot.slice(0, 2), has_more: true }, name: "Ragnaros\n" };
    const text = JSON.stringify(record);
    const kept = keptBody(keptParts(text, new Map([["loot", loot.map((l) => JSON.stringify(l))]])).join(""));
    expect(kept.text).toBe(text);
    expect(kept.body).toEqual({ record, lists: { loot } });
  });
});

describe("withVersions", () => {
  it("gives the record's text with its versions replaced, the bytes of the whole record written again", () => {
    const versions = [versionRef("classic"), versionRef("tbc")];
    const record = { object: "item", id: 19019, name: "Lame", versions, stats: [{ versions: 1 }] };
    const flagged = versions.map((v) => ({ ...v, changed: v.version === "tbc" }));
    expect(withVersions(JSON.stringify(record), versions, flagged)).toBe(JSON.stringify({ ...record, versions: flagged }));
    expect(() => withVersions(JSON.stringify(record), [], flagged)).toThrow();
  });
});

describe("an entry added or removed", () => {
  it("is given as its list gives it, without the reference its key names nor the name beside it", () => {
    const line = (id: number, chance: number) => ({ object: "loot", item: ref("item", "items", id, `Objet ${id}`), chance });
    const npc = (loot: unknown[]): ComparedBody => ({
      record: { object: "npc", id: 1, name: "Ragnaros", loot: { object: "list", data: loot } },
      lists: { loot },
    });
    const [loot] = differencesBetween("npc", npc([line(1, 5), line(2, 10)]), npc([line(2, 10), line(3, 1)]));
    expect(loot!.entries).toEqual([
      { key: "item:3", label: "Objet 3", change: "added", before: null, after: { object: "loot", chance: 1 } },
      { key: "item:1", label: "Objet 1", change: "removed", before: { object: "loot", chance: 5 }, after: null },
    ]);
    const quest = (starts: unknown[]): ComparedBody => ({
      record: { object: "npc", id: 1, name: "Ragnaros", quests: { starts, ends: [] } },
      lists: {},
    });
    const [starts] = differencesBetween("npc", quest([]), quest([ref("quest", "quests", 7, "Quête 7")]));
    // an entry that is the reference itself is given whole
    expect(starts!.entries).toEqual([
      { key: "quest:7", label: "Quête 7", change: "added", before: null, after: ref("quest", "quests", 7, "Quête 7") },
    ]);
  });
});
