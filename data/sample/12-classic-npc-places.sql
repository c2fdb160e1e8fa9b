-- Classic (1.12.1): boss encounters, NPC positions and reputation gained by killing NPCs.

INSERT INTO encounter (version, instance_id, npc_id, position, game_order) VALUES
('classic', 36, 644, 1, 1), ('classic', 36, 643, 2, 1), ('classic', 36, 1763, 3, 1),
('classic', 36, 646, 4, 1), ('classic', 36, 647, 5, 1), ('classic', 36, 639, 6, 1),
('classic', 34, 1696, 1, 0), ('classic', 34, 1666, 2, 0), ('classic', 34, 1717, 3, 0),
('classic', 34, 1716, 4, 0), ('classic', 34, 1663, 5, 0),
('classic', 409, 12118, 1, 0), ('classic', 409, 11982, 2, 0), ('classic', 409, 12057, 3, 0),
('classic', 409, 12018, 4, 1), ('classic', 409, 11502, 5, 1),
('classic', 289, 10506, 1, 0), ('classic', 289, 10503, 2, 0), ('classic', 289, 11622, 3, 0),
('classic', 289, 10508, 4, 0), ('classic', 289, 1853, 5, 0);

-- Positions: zone-map percentages; floor only inside instances.
INSERT INTO npc_spawn (version, npc_id, zone_id, floor, x, y) VALUES
-- The Deadmines: VanCleef on the ship (floor 2), the others in the mine (floor 1)
('classic', 639, 1581, 2, 42.6, 81.3),
('classic', 644, 1581, 1, 27.4, 31.8), ('classic', 642, 1581, 1, 47.2, 36.1), ('classic', 643, 1581, 1, 48.0, 35.5),
('classic', 1763, 1581, 1, 61.5, 49.7), ('classic', 646, 1581, 2, 58.3, 72.9), ('classic', 647, 1581, 2, 49.5, 84.0),
('classic', 645, 1581, 2, 51.2, 79.8),
('classic', 657, 1581, 2, 45.0, 75.2), ('classic', 657, 1581, 2, 52.7, 77.4), ('classic', 657, 1581, 2, 55.1, 82.0),
('classic', 1732, 1581, 2, 47.9, 70.3), ('classic', 1732, 1581, 2, 53.3, 68.8),
-- Elwynn Forest and Northshire
('classic', 54, 12, NULL, 41.7, 65.9), ('classic', 240, 12, NULL, 42.1, 65.9), ('classic', 823, 12, NULL, 48.2, 42.0),
('classic', 197, 12, NULL, 48.9, 41.6),
('classic', 38, 12, NULL, 54.1, 34.5), ('classic', 38, 12, NULL, 55.3, 33.0), ('classic', 38, 12, NULL, 56.7, 35.2),
('classic', 94, 12, NULL, 52.0, 56.4), ('classic', 94, 12, NULL, 53.8, 58.1),
('classic', 116, 12, NULL, 69.9, 77.1), ('classic', 116, 12, NULL, 71.5, 79.0), ('classic', 116, 12, NULL, 72.8, 76.2),
('classic', 116, 40, NULL, 60.3, 19.4), ('classic', 116, 40, NULL, 61.8, 21.2),
('classic', 6, 12, NULL, 47.5, 31.1), ('classic', 6, 12, NULL, 48.3, 29.7), ('classic', 6, 12, NULL, 49.6, 31.9),
('classic', 299, 12, NULL, 45.2, 49.8), ('classic', 299, 12, NULL, 47.8, 52.6), ('classic', 299, 12, NULL, 50.1, 48.3),
('classic', 69, 12, NULL, 36.2, 72.4), ('classic', 69, 12, NULL, 33.5, 75.1), ('classic', 69, 12, NULL, 30.8, 70.6),
('classic', 69, 12, NULL, 28.1, 68.0), ('classic', 69, 40, NULL, 63.5, 29.0), ('classic', 69, 40, NULL, 65.2, 25.7),
('classic', 113, 12, NULL, 38.0, 80.1), ('classic', 113, 12, NULL, 41.5, 82.3),
('classic', 30, 12, NULL, 82.4, 65.3), ('classic', 30, 12, NULL, 84.0, 62.1),
('classic', 822, 12, NULL, 86.7, 58.8), ('classic', 471, 12, NULL, 61.4, 54.9),
('classic', 100, 12, NULL, 79.2, 55.6), ('classic', 100, 12, NULL, 76.8, 53.1),
('classic', 448, 12, NULL, 26.3, 92.4), ('classic', 448, 12, NULL, 25.1, 90.0),
('classic', 330, 12, NULL, 34.7, 86.5),
('classic', 721, 12, NULL, 43.0, 70.2), ('classic', 721, 12, NULL, 58.1, 60.6), ('classic', 1412, 12, NULL, 63.4, 71.8),
('classic', 721, 40, NULL, 55.0, 45.0),
-- Westfall
('classic', 234, 40, NULL, 56.3, 47.5), ('classic', 235, 40, NULL, 56.4, 30.5), ('classic', 467, 40, NULL, 68.6, 70.2),
('classic', 121, 40, NULL, 42.5, 65.1), ('classic', 121, 40, NULL, 44.1, 68.3), ('classic', 121, 40, NULL, 40.7, 71.0),
('classic', 462, 40, NULL, 58.2, 76.3), ('classic', 7053, 40, NULL, 26.1, 47.6),
-- Stormwind City
('classic', 332, 1519, NULL, 75.8, 59.8), ('classic', 918, 1519, NULL, 78.5, 61.0), ('classic', 917, 1519, NULL, 74.6, 52.7),
('classic', 1646, 1519, NULL, 58.1, 16.5), ('classic', 1719, 1519, NULL, 41.1, 58.7),
-- The Stockade
('classic', 1696, 717, NULL, 60.5, 36.7), ('classic', 1666, 717, NULL, 29.1, 63.2), ('classic', 1717, 717, NULL, 70.3, 62.4),
('classic', 1716, 717, NULL, 82.6, 49.1), ('classic', 1663, 717, NULL, 18.9, 47.0),
-- Durotar, Orgrimmar, the Barrens
('classic', 3143, 14, NULL, 42.1, 68.3), ('classic', 10176, 14, NULL, 43.3, 69.0), ('classic', 3401, 1637, NULL, 43.0, 53.7),
('classic', 4949, 1637, NULL, 31.7, 37.8), ('classic', 3432, 17, NULL, 45.6, 39.1),
('classic', 3101, 14, NULL, 45.0, 56.2), ('classic', 3101, 14, NULL, 46.2, 58.8), ('classic', 3101, 14, NULL, 44.1, 55.0),
('classic', 3099, 14, NULL, 51.1, 44.0), ('classic', 3099, 14, NULL, 48.2, 49.5), ('classic', 3099, 17, NULL, 61.0, 21.0),
('classic', 3110, 14, NULL, 35.0, 45.1), ('classic', 3110, 14, NULL, 36.4, 52.7),
('classic', 3125, 14, NULL, 40.2, 60.6), ('classic', 3125, 14, NULL, 41.7, 62.9),
('classic', 3121, 14, NULL, 52.9, 28.1), ('classic', 3254, 17, NULL, 55.7, 27.9), ('classic', 3254, 17, NULL, 57.4, 31.6),
-- Plaguelands, Blackrock, other places
('classic', 11536, 139, NULL, 81.5, 58.5), ('classic', 11056, 28, NULL, 42.7, 84.0), ('classic', 10838, 28, NULL, 42.6, 83.8),
('classic', 10618, 618, NULL, 49.9, 9.8), ('classic', 14387, 25, NULL, 54.0, 82.6), ('classic', 2496, 33, NULL, 27.2, 76.9),
('classic', 15077, 33, NULL, 27.9, 77.1), ('classic', 7564, 440, NULL, 52.3, 27.9), ('classic', 6707, 2597, NULL, 85.0, 80.0),
('classic', 13442, 2597, NULL, 42.5, 16.1),
('classic', 522, 10, NULL, 49.5, 77.6), ('classic', 1562, 33, NULL, 30.3, 90.2), ('classic', 1562, 33, NULL, 31.8, 88.4),
('classic', 2240, 2597, NULL, 62.1, 41.7), ('classic', 1069, 11, NULL, 64.2, 66.0), ('classic', 1069, 11, NULL, 66.5, 63.8),
('classic', 10184, 15, NULL, 52.5, 76.2), ('classic', 10184, NULL, NULL, NULL, NULL),
-- Molten Core and Scholomance. As in the sources: Majordomo Executus known inside Molten Core
-- without a position, Ragnaros (summoned by a script) with no spawn at all.
('classic', 12118, 2717, NULL, 63.4, 27.0), ('classic', 11982, 2717, NULL, 69.1, 36.5), ('classic', 12057, 2717, NULL, 76.2, 50.1),
('classic', 12018, 2717, NULL, NULL, NULL),
('classic', 11671, 2717, NULL, 40.1, 45.0), ('classic', 11671, 2717, NULL, 44.6, 48.2), ('classic', 11658, 2717, NULL, 50.0, 39.7),
('classic', 10506, 2057, 1, 52.1, 32.0), ('classic', 10503, 2057, 2, 41.5, 44.8), ('classic', 11622, 2057, 1, 67.2, 55.1),
('classic', 10508, 2057, 2, 28.3, 61.5), ('classic', 1853, 2057, 1, 47.8, 48.9),
('classic', 10495, 2057, 1, 55.0, 40.0), ('classic', 10495, 2057, 2, 35.0, 52.0);

-- Reputation gained by killing: Defias for Stormwind, pirates for Booty Bay, and so on.
INSERT INTO npc_reputation (version, npc_id, faction_id, value, until_rank, variant) VALUES
('classic', 639, 72, 50, NULL, 0),
('classic', 121, 72, 5, 'honored', 0),
('classic', 116, 72, 5, 'friendly', 0),
('classic', 657, 72, 10, 'revered', 0),
('classic', 1562, 21, 5, NULL, 0),
('classic', 1562, 87, -25, NULL, 0),
('classic', 2240, 349, 5, 'revered', 0),
('classic', 10495, 529, 5, 'honored', 0),
('classic', 11502, 749, 100, NULL, 0),
('classic', 12057, 749, 50, NULL, 0),
('classic', 1853, 529, 50, NULL, 0);
