/**
 * Filtered lists through the real worker: each filter, sort and reversal, q with accents folded,
 * include_total, cursor walks over computed pages at several limits, cursor_invalid for a cursor
 * used elsewhere, the parameter rules, and the zone an NPC summary names. Expectations come from
 * the full pre-rendered list (walked through the worker) filtered here by plain reading of the
 * spec, not by edge code.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { fold, words as wordsOf } from "../../contract/text.ts";
import { get, walk, type Json } from "../support/worker-client.ts";
import { Q_MAX_WORDS } from "../../contract/params.ts";

const ids = (list: Json[]) => list.map((e) => e.id);

const full: Record<string, Json[]> = {};
beforeAll(async () => {
  for (const list of ["npcs", "quests", "items", "game-objects", "factions", "spells", "instances", "item-sets"]) {
    for (const version of ["classic", "tbc", "wotlk"]) full[`${version}/${list}`] = await walk(`/v1/${version}/${list}`);
  }
});

/** The filtered list the API must return, and a check that it does, at limit 100 with a total. */
async function expectFilter(list: string, query: string, keep: (e: Json) => boolean, atLeast = 1) {
  const expected = full[list]!.filter(keep);
  expect(expected.length, `${list}?${query} should select something in the sample`).toBeGreaterThanOrEqual(atLeast);
  const page = await get(`/v1/${list}?${query}&limit=100&include_total=true`);
  expect(page.status, `${list}?${query}`).toBe(200);
  expect(page.body.total_count).toBe(expected.length);
  expect(ids(page.body.data)).toEqual(ids(expected).slice(0, 100));
  // The page's url echoes the filter (code lists in their canonical order).
  const [name, value] = query.split("&")[0]!.split("=") as [string, string];
  const echoed = new URL(page.body.url as string).searchParams.get(name);
  expect(echoed?.split(",").sort()).toEqual(decodeURIComponent(value).split(",").sort());
  return page.body;
}

describe("filters", () => {
  it("npcs by type, rank, family and level of the highest level", async () => {
    await expectFilter("classic/npcs", "type=humanoid,beast", (e) => ["humanoid", "beast"].includes(e.type), 5);
    await expectFilter("classic/npcs", "rank=boss", (e) => e.rank === "boss");
    await expectFilter("classic/npcs", "rank=elite,rare_elite,rare", (e) => ["elite", "rare_elite", "rare"].includes(e.rank));
    await expectFilter(
      "classic/npcs",
      "type=beast&family=wolf,boar,spider",
      (e) => e.type === "beast" && ["wolf", "boar", "spider"].includes(e.family),
    );
    await expectFilter("classic/npcs", "min_level=20&max_level=40", (e) => e.level_max !== null && e.level_max >= 20 && e.level_max <= 40);
  });

  it("quests by side, type, flags, zone, level and rogue", async () => {
    const quests = full["classic/quests"]!;
    await expectFilter("classic/quests", "side=horde,both", (e) => ["horde", "both"].includes(e.side));
    await expectFilter("classic/quests", "type=dungeon,elite", (e) => ["dungeon", "elite"].includes(e.type));
    await expectFilter("classic/quests", "type=daily,repeatable", (e) => e.daily || e.repeatable);
    const zone = quests.find((q) => q.category)!.category.id;
    await expectFilter("classic/quests", `zone=${zone}`, (e) => e.category?.id === zone);
    await expectFilter("classic/quests", "min_level=10&max_level=30", (e) => e.level !== null && e.level >= 10 && e.level <= 30);
    const rogue = await expectFilter("classic/quests", "rogue=true", (e) => e.rogue);
    const others = await expectFilter("classic/quests", "rogue=false", (e) => !e.rogue);
    expect(rogue.total_count + others.total_count).toBe(quests.length);
  });

  it("world objects by type, skill and skill level; rogue means lockpicking", async () => {
    await expectFilter("classic/game-objects", "type=herb,ore", (e) => ["herb", "ore"].includes(e.type), 2);
    await expectFilter("classic/game-objects", "skill=mining&min_skill=50", (e) => e.skill?.skill === "mining" && e.skill.level >= 50);
    await expectFilter("classic/game-objects", "max_skill=100", (e) => e.skill !== null && e.skill.level <= 100);
    await expectFilter("classic/game-objects", "rogue=true", (e) => e.skill?.skill === "lockpicking");
  });

  it("items, spells, item sets, instances and factions by their filters", async () => {
    await expectFilter("classic/items", "quality=epic,legendary", (e) => ["epic", "legendary"].includes(e.quality));
    await expectFilter("classic/items", "class=weapon&rogue=true", (e) => e.class === "weapon" && e.rogue);
    await expectFilter("classic/items", "min_level=20", (e) => e.required_level !== null && e.required_level >= 20);
    await expectFilter("classic/spells", "class=rogue", (e) => e.class === "rogue");
    await expectFilter("classic/item-sets", "rogue=true", (e) => e.rogue);
    await expectFilter("classic/instances", "type=raid", (e) => e.type === "raid");
    await expectFilter("classic/factions", "side=alliance", (e) => e.side === "alliance");
  });

  it("q keeps names where every word starts a word, case and accents ignored", async () => {
    const items = full["classic/items"]!;
    const accented = items.find((e) => /^[ÉÈÊÀÂÎÔŒ]/.test(e.name)) ?? items.find((e) => /[éèêàçœ]/i.test(e.name));
    expect(accented, "the sample needs an accented item name").toBeDefined();
    const word = wordsOf(accented!.name).find((w) => w.length >= 3)!;
    const prefix = word.slice(0, 3).toUpperCase();
    const body = await expectFilter("classic/items", `q=${encodeURIComponent(prefix)}`, (e) =>
      wordsOf(e.name).some((w) => w.startsWith(fold(prefix))),
    );
    expect(ids(body.data)).toContain(accented!.id);
    // Two words must both match; a word in the middle of another word does not.
    const two = wordsOf(accented!.name);
    if (two.length >= 2) {
      await expectFilter("classic/items", `q=${encodeURIComponent(`${two[1]} ${two[0]}`)}`, (e) => {
        const w = wordsOf(e.name);
        return w.some((x) => x.startsWith(two[0]!)) && w.some((x) => x.startsWith(two[1]!));
      });
    }
    // Search's folding: every apostrophe, hyphen and space alike.
    const apostrophes = ["'", "’", "ʼ", "-", "\u00a0"].map((sign) => `/v1/classic/items?q=${encodeURIComponent(`tête d${sign}edwin`)}`);
    const answers = await Promise.all(apostrophes.map(async (path) => ids((await get(path)).body.data)));
    expect(answers[0]!.length).toBeGreaterThan(0);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect((await get(`/v1/classic/items?q=zzzzqqq&include_total=true`)).body).toMatchObject({
      data: [],
      total_count: 0,
      has_more: false,
      next_cursor: null,
    });
  });
});

describe("sort", () => {
  const check = (list: Json[], key: (e: Json) => number | null, descending: boolean) => {
    const values = list.map(key);
    const firstNull = values.indexOf(null);
    if (firstNull >= 0)
      expect(
        values.slice(firstNull).every((v) => v === null),
        "empty values last",
      ).toBe(true);
    const present = values.filter((v): v is number => v !== null);
    for (let i = 1; i < present.length; i++)
      expect(descending ? present[i - 1]! >= present[i]! : present[i - 1]! <= present[i]!).toBe(true);
  };

  it("orders by a field, reversed by a leading -, empty values last both ways", async () => {
    check((await get("/v1/classic/npcs?sort=level&limit=100")).body.data, (e) => e.level_max, false);
    check((await get("/v1/classic/npcs?sort=-level&limit=100")).body.data, (e) => e.level_max, true);
    check((await get("/v1/classic/quests?sort=-xp&limit=100")).body.data, (e) => e.xp, true);
    check((await get("/v1/classic/game-objects?sort=skill&limit=100")).body.data, (e) => e.skill?.level ?? null, false);
    const reversed = (await get("/v1/classic/factions?sort=-name&limit=100")).body.data;
    expect(ids(reversed)).toEqual(ids(full["classic/factions"]!).reverse());
  });

  it("walks a filtered, sorted list by cursor at any limit: each element once, same order", async () => {
    const query = "/v1/classic/npcs?type=humanoid,beast,undead&sort=-level";
    const reference = ids((await get(`${query}&limit=100`)).body.data);
    expect(reference.length).toBeGreaterThan(7);
    for (const limit of [1, 3, 7, 20]) {
      const walked = ids(await walk(`${query}&limit=${limit}`));
      expect(walked, `limit ${limit}`).toEqual(reference);
    }
  });
});

describe("cursors and parameter rules", () => {
  it("refuses a cursor used with other filters, on another route, forged or from another build", async () => {
    const page = await get("/v1/classic/npcs?type=humanoid&limit=2");
    const cursor = page.body.next_cursor as string;
    expect(cursor).toBeTruthy();
    for (const path of [
      `/v1/classic/npcs?type=beast&limit=2&cursor=${cursor}`,
      `/v1/tbc/npcs?type=humanoid&limit=2&cursor=${cursor}`,
      `/v1/classic/quests?cursor=${cursor}`,
      `/v1/classic/npcs?type=humanoid&cursor=${cursor.slice(0, -2)}AA`,
      `/v1/classic/npcs?type=humanoid&cursor=${btoa("00000000.00000000.k").replace(/=+$/, "")}`,
      `/v1/classic/npcs?cursor=not*a*cursor`,
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(400);
      expect(answer.body.error.code, path).toBe("cursor_invalid");
    }
    // The same cursor with the same filters and another page size is fine.
    expect((await get(`/v1/classic/npcs?type=humanoid&limit=5&cursor=${cursor}`)).status).toBe(200);
    // Code lists are one query whatever their order and repeats.
    const two = await get("/v1/classic/npcs?type=humanoid,beast&limit=2");
    const reordered = await get(`/v1/classic/npcs?type=beast,humanoid,beast&limit=2&cursor=${two.body.next_cursor}`);
    expect(reordered.status).toBe(200);
    expect(ids(reordered.body.data)).toEqual(ids((await get("/v1/classic/npcs?type=humanoid,beast&limit=4")).body.data).slice(2));
  });

  it("binds a cursor to the name filter as applied: its words, not its spelling", async () => {
    const first = await get("/v1/classic/items?q=epee&limit=1&include_total=true");
    expect(first.body.total_count).toBeGreaterThan(1);
    const cursor = first.body.next_cursor as string;
    for (const q of ["%C3%89P%C3%89E", "epee.", "%20epee%20"]) {
      const next = await get(`/v1/classic/items?q=${q}&limit=1&cursor=${cursor}`);
      expect(next.status, q).toBe(200);
      expect(ids(next.body.data), q).toEqual(ids((await get("/v1/classic/items?q=epee&limit=2")).body.data).slice(1));
    }
    for (const q of ["epe", "epees", "epee%20courte"]) {
      expect((await get(`/v1/classic/items?q=${q}&limit=1&cursor=${cursor}`)).body.error.code, q).toBe("cursor_invalid");
    }
    // Each word once: a repeated word is the same filter, with the same cursors.
    expect((await get(`/v1/classic/items?q=epee%20EPEE%20%C3%A9p%C3%A9e&limit=1&cursor=${cursor}`)).status).toBe(200);
    // A filter of no words keeps everything: the list's own cursors serve it.
    const all = await get("/v1/classic/items?limit=1");
    expect((await get(`/v1/classic/items?q=%21%21&limit=1&cursor=${all.body.next_cursor}`)).status).toBe(200);
  });

  it("takes at most Q_MAX_WORDS distinct words in q, and a name repeated thousands of times is refused", async () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => "abcdefghijklmnopqrstuvwxyz"[i]).join("%20");
    expect((await get(`/v1/classic/items?q=${words(Q_MAX_WORDS)}`)).status).toBe(200);
    const refused = await get(`/v1/classic/items?q=${words(Q_MAX_WORDS + 1)}`);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: "parameter_invalid", param: "q" });
    expect(refused.body.error.message).toBe(`Le paramètre «\u00a0q\u00a0» compte au plus ${Q_MAX_WORDS} mots distincts.`);
    // Sixty words of one letter repeated are one word.
    expect((await get(`/v1/classic/items?q=${Array(60).fill("a").join("%20")}`)).status).toBe(200);
  });

  it("answers parameter_invalid naming the parameter, with the permitted values in French", async () => {
    const cases: [string, string, RegExp][] = [
      ["/v1/classic/npcs?limit=0", "limit", /1.*100/],
      ["/v1/classic/npcs?limit=101", "limit", /1.*100/],
      ["/v1/classic/npcs?limit=ten", "limit", /1.*100/],
      ["/v1/classic/npcs?min_level=0", "min_level", /1.*100/],
      ["/v1/classic/npcs?max_level=101", "max_level", /1.*100/],
      ["/v1/classic/game-objects?min_skill=451", "min_skill", /0.*450/],
      ["/v1/classic/npcs?type=dragon", "type", /humanoid/],
      ["/v1/classic/npcs?rank=boss,king", "rank", /rare_elite/],
      ["/v1/classic/quests?rogue=yes", "rogue", /true/],
      ["/v1/classic/quests?include_total=1", "include_total", /true/],
      ["/v1/classic/npcs?sort=xp", "sort", /level/],
      ["/v1/classic/npcs?sort=--name", "sort", /name/],
      ["/v1/classic/npcs?type=humanoid&type=beast", "type", /.+/],
    ];
    for (const [path, param, permitted] of cases) {
      const answer = await get(path);
      expect(answer.status, path).toBe(400);
      expect(answer.body.error).toMatchObject({ code: "parameter_invalid", type: "invalid_request_error", param });
      expect(answer.body.error.message, path).toMatch(permitted);
    }
    const unknown = await get("/v1/classic/factions?quality=epic");
    expect(unknown.body.error).toMatchObject({ code: "parameter_unknown", param: "quality" });
    expect(unknown.body.error.message).toMatch(/side/);
  });
});

describe("many records by ids", () => {
  it("answers, on every list of every version, the elements of the walked list in the order given, each once", async () => {
    for (const [list, elements] of Object.entries(full)) {
      if (elements.length === 0) continue;
      // The last, the first, one in the middle, a missing number, the first again.
      const chosen = [elements.at(-1)!, elements[0]!, elements[Math.floor(elements.length / 2)]!];
      const asked = [...chosen.map((e) => e.id), 987654321, elements[0]!.id];
      const page = await get(`/v1/${list}?ids=${asked.join(",")}`);
      expect(page.status, list).toBe(200);
      expect(page.body.data, list).toEqual([...new Map(chosen.map((e) => [e.id, e])).values()]);
      expect(page.body.missing_ids, list).toEqual([987654321]);
      expect(page.body.next_cursor).toBeNull();
    }
  });

  it("keeps only the records the filters keep, as the filtered list does", async () => {
    const items = full["classic/items"]!;
    const asked = items.slice(0, 100).map((e) => e.id);
    const page = await get(`/v1/classic/items?ids=${asked.join(",")}&rogue=true&include_total=true`);
    const kept = items.slice(0, 100).filter((e) => e.rogue);
    expect(ids(page.body.data)).toEqual(ids(kept));
    expect(page.body.total_count).toBe(kept.length);
    expect(page.body.missing_ids).toEqual([]);
  });
});

describe("npc summaries", () => {
  it("name the zone where the NPC is most often found: the first of its record's zones", async () => {
    const zoneOf = async (id: number) => (await get(`/v1/classic/npcs?ids=${id}`)).body.data[0].zone;
    expect(await zoneOf(639)).toBe("Les Mortemines");
    // A boss a script summons has no spawn: the instance of its encounter.
    expect(await zoneOf(11502)).toBe("Cœur du Magma");
    expect(await zoneOf(305)).toBeNull();
    for (const npc of full["classic/npcs"]!) {
      const record = (await get(`/v1/classic/npcs/${npc.id}`)).body;
      expect(npc.zone, `npc ${npc.id}`).toBe(record.zones[0]?.name ?? null);
      expect(record.zone, `npc ${npc.id}`).toBe(npc.zone);
    }
  });
});

describe("sub-list filters", () => {
  it("npc quests by role, instance loot by encounter", async () => {
    const npc = full["classic/npcs"]!.find((e) => e.boss)!;
    const record = (await get(`/v1/classic/npcs/${npc.id}`)).body;
    expect(record.encounter, "a boss of the sample is in an encounter").not.toBeNull();
    const loot = await walk(record.encounter.loot_url.replace(/^.*\/v1/, "/v1"));
    expect(loot.length).toBe(record.encounter.items);
    expect(loot.every((l) => l.source.id === npc.id)).toBe(true);

    for (const n of full["classic/npcs"]!.slice(0, 60)) {
      const all = (await get(`/v1/classic/npcs/${n.id}/quests?limit=100`)).body.data as Json[];
      if (!all.some((q) => q.role === "starts") || !all.some((q) => q.role === "ends")) continue;
      const starts = (await get(`/v1/classic/npcs/${n.id}/quests?role=starts&limit=100`)).body.data as Json[];
      expect(starts).toEqual(all.filter((q) => q.role === "starts"));
      return;
    }
    throw new Error("the sample needs an NPC that both starts and ends quests");
  });
});
