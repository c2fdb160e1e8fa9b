-- Classic (1.12.1): loot of world objects, what vendors sell, and reputation rewards.

INSERT INTO loot (version, source_type, source_id, item_id, name, chance, difficulty, quest_item, instance_id) VALUES
-- Herbs give their herb
('classic', 'object', 1618, 2447, NULL, 100, NULL, 0, NULL), ('classic', 'object', 1617, 765, NULL, 100, NULL, 0, NULL),
('classic', 'object', 1619, 2449, NULL, 100, NULL, 0, NULL), ('classic', 'object', 1620, 785, NULL, 100, NULL, 0, NULL),
('classic', 'object', 1621, 2450, NULL, 100, NULL, 0, NULL), ('classic', 'object', 2045, 3820, NULL, 100, NULL, 0, NULL),
('classic', 'object', 1622, 2453, NULL, 100, NULL, 0, NULL), ('classic', 'object', 1623, 3355, NULL, 100, NULL, 0, NULL),
('classic', 'object', 1628, 3369, NULL, 100, NULL, 0, NULL), ('classic', 'object', 1624, 3356, NULL, 100, NULL, 0, NULL),
('classic', 'object', 2041, 3357, NULL, 100, NULL, 0, NULL), ('classic', 'object', 2042, 3818, NULL, 100, NULL, 0, NULL),
('classic', 'object', 2046, 3821, NULL, 100, NULL, 0, NULL), ('classic', 'object', 2043, 3358, NULL, 100, NULL, 0, NULL),
('classic', 'object', 2044, 3819, NULL, 100, NULL, 0, NULL), ('classic', 'object', 2866, 4625, NULL, 100, NULL, 0, NULL),
('classic', 'object', 142140, 8831, NULL, 100, NULL, 0, NULL), ('classic', 'object', 142141, 8836, NULL, 100, NULL, 0, NULL),
('classic', 'object', 142142, 8838, NULL, 100, NULL, 0, NULL), ('classic', 'object', 142143, 8839, NULL, 100, NULL, 0, NULL),
('classic', 'object', 142144, 8845, NULL, 100, NULL, 0, NULL), ('classic', 'object', 142145, 8846, NULL, 100, NULL, 0, NULL),
('classic', 'object', 176583, 13464, NULL, 100, NULL, 0, NULL), ('classic', 'object', 176584, 13463, NULL, 100, NULL, 0, NULL),
('classic', 'object', 176586, 13465, NULL, 100, NULL, 0, NULL), ('classic', 'object', 176587, 13466, NULL, 100, NULL, 0, NULL),
('classic', 'object', 176588, 13467, NULL, 100, NULL, 0, NULL), ('classic', 'object', 176589, 13468, NULL, 100, NULL, 0, NULL),
('classic', 'object', 1621, 785, NULL, 12.0, NULL, 0, NULL), ('classic', 'object', 176589, 13467, NULL, 5.0, NULL, 0, NULL),
-- Ore veins give their ore, stone and sometimes a gem
('classic', 'object', 1731, 2770, NULL, 100, NULL, 0, NULL), ('classic', 'object', 1731, 2835, NULL, 40.0, NULL, 0, NULL),
('classic', 'object', 1731, 774, NULL, 2.5, NULL, 0, NULL), ('classic', 'object', 1731, 818, NULL, 1.8, NULL, 0, NULL),
('classic', 'object', 1731, 1210, NULL, 0.5, NULL, 0, NULL),
('classic', 'object', 1732, 2771, NULL, 100, NULL, 0, NULL), ('classic', 'object', 1732, 2836, NULL, 35.0, NULL, 0, NULL),
('classic', 'object', 1732, 818, NULL, 3.0, NULL, 0, NULL), ('classic', 'object', 1732, 1210, NULL, 3.0, NULL, 0, NULL),
('classic', 'object', 1733, 2775, NULL, 100, NULL, 0, NULL), ('classic', 'object', 1735, 2772, NULL, 100, NULL, 0, NULL),
('classic', 'object', 1734, 2776, NULL, 100, NULL, 0, NULL), ('classic', 'object', 2040, 3858, NULL, 100, NULL, 0, NULL),
('classic', 'object', 2040, 7909, NULL, 2.0, NULL, 0, NULL), ('classic', 'object', 2047, 7911, NULL, 100, NULL, 0, NULL),
('classic', 'object', 165658, 11370, NULL, 100, NULL, 0, 409),
('classic', 'object', 324, 10620, NULL, 100, NULL, 0, NULL), ('classic', 'object', 324, 12365, NULL, 30.0, NULL, 0, NULL),
('classic', 'object', 324, 12361, NULL, 2.5, NULL, 0, NULL),
('classic', 'object', 175404, 10620, NULL, 100, NULL, 0, NULL), ('classic', 'object', 175404, 12365, NULL, 35.0, NULL, 0, NULL),
('classic', 'object', 175404, 12361, NULL, 4.0, NULL, 0, NULL),
-- Chests
('classic', 'object', 178244, 2589, NULL, 50.0, NULL, 0, NULL),
('classic', 'object', 106318, 2589, NULL, 40.0, NULL, 0, NULL), ('classic', 'object', 106318, 858, NULL, 25.0, NULL, 0, NULL),
('classic', 'object', 106318, 1378, NULL, 10.0, NULL, 0, NULL),
('classic', 'object', 105579, 7907, NULL, 100, NULL, 1, NULL),
('classic', 'object', 179486, 929, NULL, 30.0, NULL, 0, NULL), ('classic', 'object', 179486, 2592, NULL, 40.0, NULL, 0, NULL),
('classic', 'object', 179488, 4306, NULL, 40.0, NULL, 0, NULL), ('classic', 'object', 179488, 929, NULL, 20.0, NULL, 0, NULL),
('classic', 'object', 179488, 3858, NULL, 10.0, NULL, 0, NULL),
('classic', 'object', 153469, 4306, NULL, 30.0, NULL, 0, NULL), ('classic', 'object', 153469, 7909, NULL, 15.0, NULL, 0, NULL),
('classic', 'object', 179490, 14047, NULL, 40.0, NULL, 0, NULL), ('classic', 'object', 179490, 12361, NULL, 5.0, NULL, 0, NULL),
('classic', 'object', 179490, 13464, NULL, 10.0, NULL, 0, NULL),
('classic', 'object', 2843, 2589, NULL, 50.0, NULL, 0, NULL), ('classic', 'object', 2843, 159, NULL, 30.0, NULL, 0, NULL),
('classic', 'object', 2843, 4540, NULL, 30.0, NULL, 0, NULL),
('classic', 'object', 153451, 4306, NULL, 35.0, NULL, 0, NULL), ('classic', 'object', 153451, 929, NULL, 20.0, NULL, 0, NULL),
('classic', 'object', 153451, 2776, NULL, 8.0, NULL, 0, NULL),
('classic', 'object', 74448, 929, NULL, 30.0, NULL, 0, NULL), ('classic', 'object', 74448, 7911, NULL, 10.0, NULL, 0, NULL),
('classic', 'object', 74448, 7909, NULL, 12.0, NULL, 0, NULL),
('classic', 'object', 179703, 16820, NULL, 20.0, NULL, 0, 409), ('classic', 'object', 179703, 16865, NULL, 20.0, NULL, 0, 409),
('classic', 'object', 179703, 16798, NULL, 20.0, NULL, 0, 409), ('classic', 'object', 179703, 18814, NULL, 5.0, NULL, 0, 409);

-- Vendors: Corina Steele (17 weapons, in window order), quartermasters.
INSERT INTO vendor_item (version, npc_id, item_id, position, honor, arena, personal_rating, cost_item_id, cost_item_count) VALUES
('classic', 54, 2139, 1, NULL, NULL, NULL, NULL, NULL), ('classic', 54, 2131, 2, NULL, NULL, NULL, NULL, NULL),
('classic', 54, 2134, 3, NULL, NULL, NULL, NULL, NULL), ('classic', 54, 2130, 4, NULL, NULL, NULL, NULL, NULL),
('classic', 54, 923, 5, NULL, NULL, NULL, NULL, NULL), ('classic', 54, 2132, 6, NULL, NULL, NULL, NULL, NULL),
('classic', 54, 2488, 7, NULL, NULL, NULL, NULL, NULL), ('classic', 54, 2489, 8, NULL, NULL, NULL, NULL, NULL),
('classic', 54, 2491, 9, NULL, NULL, NULL, NULL, NULL), ('classic', 54, 2493, 10, NULL, NULL, NULL, NULL, NULL),
('classic', 54, 2494, 11, NULL, NULL, NULL, NULL, NULL), ('classic', 54, 2495, 12, NULL, NULL, NULL, NULL, NULL),
('classic', 54, 2490, 13, NULL, NULL, NULL, NULL, NULL), ('classic', 54, 2492, 14, NULL, NULL, NULL, NULL, NULL),
('classic', 54, 2504, 15, NULL, NULL, NULL, NULL, NULL), ('classic', 54, 2508, 16, NULL, NULL, NULL, NULL, NULL),
('classic', 54, 2947, 17, NULL, NULL, NULL, NULL, NULL),
('classic', 11536, 13209, 1, NULL, NULL, NULL, NULL, NULL),
('classic', 11536, 19812, 2, NULL, NULL, NULL, 12844, 15),
('classic', 11536, 13243, 3, NULL, NULL, NULL, 12844, 30),
('classic', 10618, 13086, 1, NULL, NULL, NULL, NULL, NULL);

-- Items unlocked by a reputation rank.
INSERT INTO faction_reward (version, faction_id, item_id, rank) VALUES
('classic', 72, 2411, 'exalted'),
('classic', 529, 13209, 'honored'),
('classic', 529, 19812, 'revered'),
('classic', 529, 13243, 'exalted'),
('classic', 589, 13086, 'exalted');
