import { describe, expect, it } from "vitest";
import { mergeSpawns } from "./spawn-merge.ts";

describe("spawns of two sources", () => {
  const pf = [
    { id: 1, zone_id: 12, x: 10, y: 20 },
    { id: 1, zone_id: 40, x: 99, y: 21 },
  ];
  const questie = [
    { id: 1, zone_id: 12, x: 10.4, y: 20.1 },
    { id: 1, zone_id: 1581, x: null, y: null },
    { id: 2, zone_id: 1581, x: null, y: null },
    { id: 2, zone_id: 1581, x: null, y: null },
    { id: 3, zone_id: 33, x: 5, y: 6 },
  ];

  it("places: the lead's coordinates, the other's zones known without a position", () => {
    expect(mergeSpawns(pf, questie, "places")).toEqual({
      spawns: [
        ...pf,
        { id: 1, zone_id: 1581, x: null, y: null },
        { id: 2, zone_id: 1581, x: null, y: null },
        { id: 2, zone_id: 1581, x: null, y: null },
      ],
      gainedPlaces: 2,
      gainedCoordinates: 0,
    });
  });

  it("coordinates: the other's coordinates only for a record the lead places nowhere", () => {
    const lead = [
      { id: 3, zone_id: 33, x: null, y: null },
      { id: 3, zone_id: 1581, x: null, y: null },
      { id: 4, zone_id: 12, x: 1, y: 2 },
    ];
    const other = [
      { id: 3, zone_id: 33, x: 5, y: 6 },
      { id: 4, zone_id: 40, x: 3, y: 4 },
    ];
    expect(mergeSpawns(lead, other, "coordinates")).toEqual({
      spawns: [
        { id: 3, zone_id: 33, x: 5, y: 6 },
        { id: 3, zone_id: 1581, x: null, y: null },
        { id: 4, zone_id: 12, x: 1, y: 2 },
      ],
      gainedPlaces: 0,
      gainedCoordinates: 1,
    });
  });
});
