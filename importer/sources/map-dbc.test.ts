import { describe, expect, it } from "vitest";
import { dbcOf } from "../../test/support/source-files.ts";
import { readLfgDungeons, readMaps } from "./map-dbc.ts";

const row = (fields: number, cells: Record<number, number | string>) => Array.from({ length: fields }, (_, i) => cells[i] ?? 0);

describe("map-dbc", () => {
  it("reads Map.dbc's type, French name, battleground levels, players, area and expansion", () => {
    const maps = readMaps(
      dbcOf(125, [
        row(125, { 0: 30, 1: "PVPZone01", 2: 3, 6: "Vallée d'Alterac", 21: 51, 22: 70, 23: 40 }),
        row(125, { 0: 36, 1: "DeadminesInstance", 2: 1, 6: " Mortemines ", 27: 1581 }),
        row(125, { 0: 532, 1: "Karazahn", 2: 2, 6: "Karazhan", 124: 1 }),
      ]),
    );
    expect(maps.get(30)).toEqual({
      id: 30,
      type: 3,
      name: "Vallée d'Alterac",
      minLevel: 51,
      maxLevel: 70,
      maxPlayers: 40,
      area: 0,
      expansion: 0,
    });
    expect(maps.get(36)).toEqual({
      id: 36,
      type: 1,
      name: "Mortemines",
      minLevel: 0,
      maxLevel: 0,
      maxPlayers: 0,
      area: 1581,
      expansion: 0,
    });
    expect(maps.get(532)?.expansion).toBe(1);
  });

  it("reads LFGDungeons.dbc's French name, levels and type", () => {
    const dungeons = readLfgDungeons(
      dbcOf(24, [row(24, { 0: 6, 3: "Mortemines", 18: 16, 19: 24, 20: 1 }), row(24, { 0: 58, 3: "Forêt d'Elwynn", 18: 1, 19: 14, 20: 4 })]),
    );
    expect(dungeons).toEqual([
      { name: "Mortemines", min: 16, max: 24, type: 1 },
      { name: "Forêt d'Elwynn", min: 1, max: 14, type: 4 },
    ]);
  });
});
