import { describe, expect, it } from "vitest";
import { dbcOf } from "../../test/support/source-files.ts";
import { readAreas, readWorldMapAreas } from "./area-dbc.ts";

const row = (fields: number, cells: Record<number, number | string>) => Array.from({ length: fields }, (_, i) => cells[i] ?? 0);

describe("area-dbc", () => {
  it("reads AreaTable.dbc's map, parent and French name (locstring slot 2)", () => {
    const areas = readAreas(
      dbcOf(35, [row(35, { 0: 40, 13: "Marche de l'Ouest" }), row(35, { 0: 1581, 1: 36, 2: 40, 11: "Deadmines", 13: " Les Mortemines " })]),
    );
    expect([...areas.values()]).toEqual([
      { id: 40, map: 0, parent: 0, name: "Marche de l'Ouest" },
      { id: 1581, map: 36, parent: 40, name: "Les Mortemines" },
    ]);
  });

  it("reads WorldMapArea.dbc's map name per area, leaving out the continents (area 0)", () => {
    const maps = readWorldMapAreas(
      dbcOf(9, [row(9, { 0: 14, 3: "Azeroth" }), row(9, { 0: 39, 2: 40, 3: "Westfall" }), row(9, { 0: 301, 2: 1519, 3: "Stormwind" })]),
    );
    expect([...maps]).toEqual([
      [40, "Westfall"],
      [1519, "Stormwind"],
    ]);
  });
});
