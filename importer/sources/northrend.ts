/**
 * Two facts of the 3.3.5 client that no staged file holds (its AreaTable, Map and
 * WorldMapArea tables are absent; pfQuest's wotlk client tables are empty): the zone map
 * file of each Northrend zone, and the area that is the inside of each instance added in
 * 3.x. Both are fixed client ids, the same in every 3.3.5 client.
 */

/** AreaTable id -> WorldMapArea internal name (Interface/WorldMap/<name>). */
export const NORTHREND_WORLD_MAPS: Record<number, string> = {
  3537: "BoreanTundra",
  495: "HowlingFjord",
  65: "Dragonblight",
  394: "GrizzlyHills",
  66: "ZulDrak",
  3711: "SholazarBasin",
  2817: "CrystalsongForest",
  67: "TheStormPeaks",
  210: "IcecrownGlacier",
  4197: "LakeWintergrasp",
  4395: "Dalaran",
  4742: "HrothgarsLanding",
  4298: "ScarletEnclave",
};

/** Map.dbc id -> the AreaTable id of its inside, for the maps 2.4.3 does not know. */
export const WOTLK_MAP_AREAS: Record<number, number> = {
  574: 206,
  575: 1196,
  576: 4265,
  578: 4228,
  595: 4100,
  599: 4264,
  600: 4196,
  601: 4277,
  602: 4272,
  603: 4273,
  604: 4416,
  607: 4384,
  608: 4415,
  615: 4493,
  616: 4500,
  617: 4378,
  618: 4406,
  619: 4494,
  624: 4603,
  628: 4710,
  631: 4812,
  632: 4809,
  649: 4722,
  650: 4723,
  658: 4813,
  668: 4820,
  724: 4987,
};
