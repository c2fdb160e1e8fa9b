/**
 * Patch notes through the real worker (contract/patch-notes.ts): each type's notes between a
 * version and the one before it equal what the two lists and the comparisons say, read through
 * the worker (added: in the later list only; removed: in the earlier only, with its summary there;
 * changed: in both, when the comparison counts a game difference for the pair); the notes of the
 * sample's known changes by value; a filter, a sort, cursors and include_total over them as the
 * list engine answers any list; and the refusals, with their French messages.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { get, walk, type Json } from "../support/worker-client.ts";

const ids = (list: Json[]) => list.map((e) => e.id);
/** The French name order of every list, ties by number. */
const collator = new Intl.Collator("fr", { sensitivity: "base", ignorePunctuation: false, numeric: true });
const byName = (a: Json, b: Json) => collator.compare(a.name, b.name) || a.id - b.id;

const NAMES: Record<string, string> = { added: "Ajouté", removed: "Retiré", changed: "Modifié" };

/** The notes of a type between `from` and `to`, from the two lists and the comparisons alone. */
async function expectedNotes(segment: string, from: string, to: string): Promise<Json[]> {
  const before = new Map((await walk(`/v1/${from}/${segment}`)).map((e) => [e.id, e]));
  const notes: Json[] = [];
  const note = (e: Json, change: string, comparison: Json | null, differences = 0, sources = 0) =>
    notes.push({
      ...e,
      change,
      change_name: NAMES[change],
      differences,
      source_differences: sources,
      differences_url: comparison?.api_url ?? null,
    });
  const comparisonOf = async (id: number) => {
    const answer = await get(`/v1/differences/${segment}/${id}`);
    return answer.status === 200 ? answer.body : null;
  };
  for (const e of await walk(`/v1/${to}/${segment}`)) {
    const comparison = await comparisonOf(e.id);
    if (!before.delete(e.id)) note(e, "added", comparison);
    else {
      const pair = comparison!.pairs.find((p: Json) => p.from === from && p.to === to);
      if (pair.game_differences > 0) note(e, "changed", comparison, pair.game_differences, pair.source_differences);
    }
  }
  for (const e of before.values()) note(e, "removed", await comparisonOf(e.id));
  return notes.sort(byName);
}

const notes: Record<string, Json[]> = {};
beforeAll(async () => {
  for (const list of ["tbc/items", "tbc/quests", "tbc/npcs", "tbc/factions", "wotlk/items", "wotlk/quests", "wotlk/spells"]) {
    notes[list] = await walk(`/v1/${list}/patch-notes`);
  }
});

/** What an entry says of its change, its summary aside. */
const changeOf = (e: Json) => [e.id, e.version, e.change, e.change_name, e.differences, e.source_differences];

describe("patch notes", () => {
  it.each([
    ["classic", "tbc", "items"],
    ["tbc", "wotlk", "quests"],
  ])("%s → %s %s: the records added, removed and changed by the game, in name order", async (from, to, segment) => {
    expect(notes[`${to}/${segment}`]).toEqual(await expectedNotes(segment, from, to));
  });

  it("the sample's changes by value (21-tbc-changes.sql, 31-wotlk-changes.sql)", async () => {
    const [tbcItems, classicItems] = [await walk("/v1/tbc/items"), await walk("/v1/classic/items")];
    const added = (e: Json) => e.change === "added";
    // New in tbc: the items classic lacks, each with its comparison (every one is in wotlk too).
    expect(ids(notes["tbc/items"]!.filter(added)).sort()).toEqual(
      ids(tbcItems.filter((e) => !classicItems.some((c) => c.id === e.id))).sort(),
    );
    for (const e of notes["tbc/items"]!.filter(added)) expect(new URL(e.differences_url).pathname).toBe(`/v1/differences/items/${e.id}`);
    // Changed by the game: Thunderfury's damage, the poison's price and effect (it lasts longer: new numbers, not only a new
    // text). Not there: Sulfuras, the same in both versions, and the items whose only differences are in the world
    // databases' drop lists (the Eye of Sulfuras, an herb's Icecap, a sapphire a new ore vein drops), which the sources may explain.
    expect(notes["tbc/items"]!.filter((e) => !added(e)).map(changeOf)).toEqual([
      [19019, "tbc", "changed", "Modifié", 2, 0],
      [6947, "tbc", "changed", "Modifié", 2, 0],
    ]);
    for (const id of [13467, 17204, 12361]) expect(notes["tbc/items"]!.find((e) => e.id === id)).toBeUndefined();
    // Hogger and the Defias quests (166's objectives name Gryan Stoutmantle by his new French name: a difference the
    // sources may explain, beside its experience); the bribe quest only classic has, with its classic summary and no
    // comparison. Gryan's new name is a translation: he is not changed.
    expect(notes["tbc/quests"]!.filter((e) => !added(e)).map(changeOf)).toEqual([
      [176, "tbc", "changed", "Modifié", 2, 0],
      [166, "tbc", "changed", "Modifié", 1, 1],
      [2359, "tbc", "changed", "Modifié", 1, 0],
      [9101, "classic", "removed", "Retiré", 0, 0],
    ]);
    expect(notes["tbc/quests"]!.find((e) => e.id === 9101)).toMatchObject({
      key: "classic:quest:9101",
      name: "Le pot-de-vin du baron",
      differences_url: null,
    });
    expect(notes["tbc/npcs"]!.filter((e) => !added(e)).map(changeOf)).toEqual([[2496, "tbc", "changed", "Modifié", 2, 0]]);
    // Gryan's new name is a translation, Ragnaros's loot a world database's drop rates: neither is a game change.
    for (const id of [234, 11502]) expect(notes["tbc/npcs"]!.find((e) => e.id === id)).toBeUndefined();
    // wotlk: the heroic daily's reward; a quest renamed by the translation only is not there.
    expect(notes["wotlk/quests"]!.filter((e) => !added(e)).map(changeOf)).toEqual([[11354, "wotlk", "changed", "Modifié", 2, 0]]);
    expect(notes["wotlk/quests"]!.find((e) => e.id === 373)).toBeUndefined();
    // New capitals of tbc, present in wotlk too: a comparison each.
    const exodar = notes["tbc/factions"]!.find((e) => e.id === 930);
    expect(exodar).toMatchObject({ change: "added", change_name: "Ajouté", version: "tbc", differences: 0, source_differences: 0 });
    expect(new URL(exodar!.differences_url).pathname).toBe("/v1/differences/factions/930");
  });

  it("filters, sorts and pages the notes as the type's list: quality, -item_level, cursors and the total", async () => {
    const expected = notes["wotlk/items"]!.filter((e) => ["rare", "epic"].includes(e.quality));
    expect(expected.length).toBeGreaterThan(3);
    // Empty values last in both directions, ties in name order.
    const sorted = expected
      .map((e, i) => [e, i] as const)
      .sort(([a, i], [b, j]) =>
        a.item_level === null || b.item_level === null
          ? (a.item_level === null ? 1 : 0) - (b.item_level === null ? 1 : 0) || i - j
          : b.item_level - a.item_level || i - j,
      )
      .map(([e]) => e);
    const query = "/v1/wotlk/items/patch-notes?quality=epic,rare&sort=-item_level&limit=3";
    const first = await get(`${query}&include_total=true`);
    expect(first.status).toBe(200);
    expect(first.body.total_count).toBe(expected.length);
    const url = new URL(first.body.url);
    expect(`${url.pathname}${url.search}`).toBe("/v1/wotlk/items/patch-notes?quality=rare,epic&sort=-item_level&limit=3");
    expect(ids(first.body.data)).toEqual(ids(sorted).slice(0, 3));
    expect(ids(await walk(query))).toEqual(ids(sorted));
    // A cursor of these notes is refused on another list, and one of the list on the notes.
    const cursor = first.body.next_cursor as string;
    expect((await get(`/v1/wotlk/items?quality=epic,rare&sort=-item_level&limit=3&cursor=${cursor}`)).status).toBe(400);
  });

  it("keeps the records of one kind of change: change=added, change=removed,changed", async () => {
    for (const [to, segment] of [
      ["tbc", "items"],
      ["tbc", "quests"],
      ["wotlk", "spells"],
    ] as const) {
      const all = notes[`${to}/${segment}`]!;
      const added = await get(`/v1/${to}/${segment}/patch-notes?change=added&limit=100&include_total=true`);
      expect(ids(added.body.data)).toEqual(ids(all.filter((e) => e.change === "added")));
      expect(added.body.total_count).toBe(all.filter((e) => e.change === "added").length);
      const others = await get(`/v1/${to}/${segment}/patch-notes?change=changed,removed&limit=100`);
      expect(ids(others.body.data)).toEqual(ids(all.filter((e) => e.change !== "added")));
    }
  });

  it("answers the first page without a filter from its file, with its ETag", async () => {
    const page = await get("/v1/tbc/items/patch-notes");
    const etag = page.headers.get("ETag")!;
    expect(etag).toMatch(/^"/);
    expect(ids(page.body.data)).toEqual(ids(notes["tbc/items"]!.slice(0, 20)));
    const again = await get("/v1/tbc/items/patch-notes?limit=20&sort=name&include_total=false");
    expect(again.headers.get("ETag")).toBe(etag);
  });

  it("refuses the first version, which has no version before it, and bad parameters, in French", async () => {
    const classic = await get("/v1/classic/items/patch-notes");
    expect(classic.status).toBe(400);
    expect(classic.body.error).toMatchObject({
      type: "invalid_request_error",
      code: "parameter_invalid",
      param: "version",
      message:
        "La version classic est la première\u00a0: elle n'a pas de notes de mise à jour. Demandez celles de tbc ou wotlk (comparées à la version précédente).",
    });
    expect((await get("/v1/classic/quests/patch-notes?change=added")).body.error.param).toBe("version");
    const bad = await get("/v1/tbc/items/patch-notes?change=new");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({
      code: "parameter_invalid",
      param: "change",
      message:
        "Valeur «\u00a0new\u00a0» invalide pour «\u00a0change\u00a0». Valeurs permises, séparées par des virgules\u00a0: added, removed, changed.",
    });
    expect((await get("/v1/tbc/items/patch-notes?sort=xp")).body.error).toMatchObject({ code: "parameter_invalid", param: "sort" });
    expect((await get("/v1/tbc/items/patch-notes?ids=19019")).body.error).toMatchObject({ code: "parameter_unknown", param: "ids" });
    expect((await get("/v1/tbc/items/patch-notes?limit=0")).body.error).toMatchObject({ code: "parameter_invalid", param: "limit" });
    expect((await get("/v1/tbc/items/patch-notes?change=added&change=removed")).body.error.code).toBe("parameter_invalid");
    expect((await get("/v1/tbc/items/patch-notes?cursor=abc")).body.error.code).toBe("cursor_invalid");
    expect((await get("/v1/mop/items/patch-notes")).body.error.code).toBe("version_unknown");
  });
});
