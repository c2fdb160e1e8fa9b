-- Classic (1.12.1): quest rewards (choice = 1: one item to choose among several) and reputation.

INSERT INTO quest_reward (version, quest_id, item_id, quantity, choice) VALUES
('classic', 166, 6087, 1, 1), ('classic', 166, 2041, 1, 1), ('classic', 166, 2042, 1, 1),
('classic', 18, 858, 2, 0),
('classic', 88, 4238, 1, 0),
('classic', 788, 2134, 1, 1), ('classic', 788, 2130, 1, 1),
('classic', 2607, 6947, 5, 0), ('classic', 2607, 2892, 5, 0),
('classic', 2359, 5140, 10, 0),
('classic', 391, 929, 3, 0),
('classic', 5505, 13704, 1, 0),
('classic', 5402, 12844, 1, 0),
('classic', 5264, 13209, 1, 0),
('classic', 9100, 929, 2, 0),
('classic', 176, 2488, 1, 1), ('classic', 176, 2494, 1, 1);

INSERT INTO quest_reputation (version, quest_id, faction_id, value) VALUES
('classic', 783, 72, 25), ('classic', 7, 72, 75), ('classic', 18, 72, 250), ('classic', 33, 72, 75),
('classic', 76, 72, 150), ('classic', 47, 72, 75), ('classic', 88, 72, 250), ('classic', 176, 72, 250),
('classic', 65, 72, 75), ('classic', 132, 72, 75), ('classic', 135, 72, 250), ('classic', 141, 72, 250),
('classic', 142, 72, 75), ('classic', 155, 72, 350), ('classic', 166, 72, 1000),
('classic', 38, 72, 250), ('classic', 12, 72, 350), ('classic', 153, 72, 250), ('classic', 102, 72, 250),
('classic', 214, 72, 250), ('classic', 373, 72, 250), ('classic', 389, 72, 75), ('classic', 391, 72, 500),
('classic', 2360, 72, 75), ('classic', 2359, 72, 250), ('classic', 2607, 72, 150), ('classic', 1641, 72, 150),
('classic', 1641, 47, 75), ('classic', 1645, 47, 150), ('classic', 228, 72, 500),
('classic', 2478, 76, 250), ('classic', 6681, 349, 500),
('classic', 4641, 76, 25), ('classic', 788, 76, 75), ('classic', 789, 76, 75), ('classic', 792, 76, 150),
('classic', 5441, 76, 75), ('classic', 4921, 76, 250), ('classic', 5727, 76, 350), ('classic', 5727, 530, 150),
('classic', 6822, 749, 500), ('classic', 5384, 529, 350), ('classic', 5341, 529, 350),
('classic', 5402, 529, 25), ('classic', 5264, 529, 150),
('classic', 8193, 21, 250), ('classic', 9100, 369, 75), ('classic', 9101, 21, 350), ('classic', 9101, 87, -50),
('classic', 7141, 72, 350),
('classic', 9999, 72, 10);
