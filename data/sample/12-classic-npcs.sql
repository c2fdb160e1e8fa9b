-- Classic (1.12.1): NPCs, part 1 — Elwynn, Westfall, Stormwind, the Deadmines and the Stockade.
-- Defias NPCs have no reputation record: their faction is only named (faction_name).

INSERT INTO npc (version, id, name, english_name, subtitle, level_min, level_max, type, family, rank, faction_id, faction_name, icon) VALUES
-- The Deadmines (instance 36)
('classic', 639, 'Edwin VanCleef', 'Edwin VanCleef', 'Chef de la Confrérie défias', 21, 21, 'humanoid', NULL, 'boss', NULL, 'Confrérie défias', 'achievement_boss_edwinvancleef'),
('classic', 644, 'Rhahk''Zor', 'Rhahk''Zor', '<Contremaître de la Confrérie>', 19, 19, 'humanoid', NULL, 'elite', NULL, 'Confrérie défias', NULL),
('classic', 642, 'Déchiqueteur de Sneed', 'Sneed''s Shredder', NULL, 20, 20, 'mechanical', NULL, 'elite', NULL, 'Confrérie défias', NULL),
('classic', 643, 'Sneed', 'Sneed', '<Chef de la scierie>', 20, 20, 'humanoid', NULL, 'elite', NULL, 'Confrérie défias', NULL),
('classic', 1763, 'Gilnid', 'Gilnid', '<Le Fondeur>', 20, 20, 'humanoid', NULL, 'elite', NULL, 'Confrérie défias', NULL),
('classic', 646, 'M. Smite', 'Mr. Smite', '<Second du capitaine>', 20, 20, 'humanoid', NULL, 'elite', NULL, 'Confrérie défias', NULL),
('classic', 647, 'Capitaine Vertepeau', 'Captain Greenskin', NULL, 21, 21, 'humanoid', NULL, 'elite', NULL, 'Confrérie défias', NULL),
('classic', 645, 'Macaron', 'Cookie', '<Le cuisinier>', 20, 20, 'humanoid', NULL, 'elite', NULL, 'Confrérie défias', NULL),
('classic', 657, 'Pirate défias', 'Defias Pirate', NULL, 18, 19, 'humanoid', NULL, 'elite', NULL, 'Confrérie défias', NULL),
('classic', 1732, 'Sorcier des bourrasques défias', 'Defias Squallshaper', NULL, 18, 19, 'humanoid', NULL, 'elite', NULL, 'Confrérie défias', NULL),
-- Elwynn Forest
('classic', 54, 'Corina Steele', 'Corina Steele', '<Fournisseuse d''armes>', 10, 10, 'humanoid', NULL, 'normal', 72, NULL, NULL),
('classic', 240, 'Maréchal Dughan', 'Marshal Dughan', NULL, 25, 25, 'humanoid', NULL, 'normal', 72, NULL, NULL),
('classic', 823, 'Adjoint Willem', 'Deputy Willem', NULL, 18, 18, 'humanoid', NULL, 'normal', 72, NULL, NULL),
('classic', 197, 'Maréchal McBride', 'Marshal McBride', NULL, 20, 20, 'humanoid', NULL, 'normal', 72, NULL, NULL),
('classic', 38, 'Voyou défias', 'Defias Thug', NULL, 3, 4, 'humanoid', NULL, 'normal', NULL, 'Confrérie défias', NULL),
('classic', 94, 'Coupe-bourse défias', 'Defias Cutpurse', NULL, 4, 5, 'humanoid', NULL, 'normal', NULL, 'Confrérie défias', NULL),
('classic', 116, 'Bandit défias', 'Defias Bandit', NULL, 8, 9, 'humanoid', NULL, 'normal', NULL, 'Confrérie défias', NULL),
('classic', 6, 'Vermine kobold', 'Kobold Vermin', NULL, 1, 2, 'humanoid', NULL, 'normal', NULL, 'Kobolds', NULL),
('classic', 299, 'Jeune loup', 'Young Wolf', NULL, 1, 2, 'beast', 'wolf', 'normal', NULL, NULL, NULL),
('classic', 69, 'Loup des bois', 'Timber Wolf', NULL, 2, 3, 'beast', 'wolf', 'normal', NULL, NULL, NULL),
('classic', 113, 'Sanglier Rochecrocs', 'Stonetusk Boar', NULL, 3, 4, 'beast', 'boar', 'normal', NULL, NULL, NULL),
('classic', 30, 'Araignée des forêts', 'Forest Spider', NULL, 5, 6, 'beast', 'spider', 'normal', NULL, NULL, NULL),
('classic', 822, 'Jeune ours des forêts', 'Young Forest Bear', NULL, 5, 6, 'beast', 'bear', 'normal', NULL, NULL, NULL),
('classic', 471, 'Mère Croc', 'Mother Fang', NULL, 10, 10, 'beast', 'spider', 'rare', NULL, NULL, NULL),
('classic', 100, 'Gruff Frappe-vite', 'Gruff Swiftbite', NULL, 12, 12, 'humanoid', NULL, 'rare', NULL, 'Gnolls Rivepatte', NULL),
('classic', 448, 'Hogger', 'Hogger', NULL, 11, 11, 'humanoid', NULL, 'elite', NULL, 'Gnolls Rivepatte', NULL),
('classic', 330, 'Princesse', 'Princess', NULL, 9, 9, 'beast', 'boar', 'normal', NULL, NULL, NULL),
('classic', 721, 'Lapin', 'Rabbit', NULL, 1, 1, 'critter', NULL, 'normal', NULL, NULL, NULL),
('classic', 1412, 'Écureuil', 'Squirrel', NULL, 1, 1, 'critter', NULL, 'normal', NULL, NULL, NULL),
-- Westfall
('classic', 234, 'Gryan Forte-Lame', 'Gryan Stoutmantle', '<Chef de la Milice populaire>', 35, 35, 'humanoid', NULL, 'normal', 72, NULL, NULL),
('classic', 235, 'Salma Saldean', 'Salma Saldean', NULL, 10, 10, 'humanoid', NULL, 'normal', 72, NULL, NULL),
('classic', 467, 'Le traître défias', 'The Defias Traitor', NULL, 14, 14, 'humanoid', NULL, 'normal', NULL, 'Confrérie défias', NULL),
('classic', 121, 'Rôdeur défias', 'Defias Pathstalker', NULL, 15, 16, 'humanoid', NULL, 'normal', NULL, 'Confrérie défias', NULL),
('classic', 462, 'Vultros', 'Vultros', NULL, 26, 26, 'beast', 'carrion_bird', 'rare', NULL, NULL, NULL),
('classic', 7053, 'Klaven Mortwake', 'Klaven Mortwake', NULL, 23, 23, 'humanoid', NULL, 'normal', NULL, 'Confrérie défias', NULL),
-- Stormwind City
('classic', 332, 'Maître Mathias Shaw', 'Master Mathias Shaw', '<Chef du SI:7>', 60, 60, 'humanoid', NULL, 'elite', 72, NULL, NULL),
('classic', 918, 'Osborne l''Homme de la nuit', 'Osborne the Night Man', '<Maître des voleurs>', 50, 50, 'humanoid', NULL, 'normal', 72, NULL, NULL),
('classic', 917, 'Keryn Sylvius', 'Keryn Sylvius', '<Maîtresse des voleurs>', 50, 50, 'humanoid', NULL, 'normal', 72, NULL, NULL),
('classic', 1646, 'Baros Alexston', 'Baros Alexston', '<Architecte de la ville>', 40, 40, 'humanoid', NULL, 'normal', 72, NULL, NULL),
('classic', 1719, 'Gardien Thelwater', 'Warden Thelwater', NULL, 55, 55, 'humanoid', NULL, 'normal', 72, NULL, NULL),
-- The Stockade (instance 34)
('classic', 1696, 'Targorr le Terrifiant', 'Targorr the Dread', NULL, 24, 24, 'humanoid', NULL, 'elite', NULL, 'Détenus', NULL),
('classic', 1666, 'Kam Furie-des-profondeurs', 'Kam Deepfury', NULL, 27, 27, 'humanoid', NULL, 'elite', NULL, 'Détenus', NULL),
('classic', 1717, 'Hamhock', 'Hamhock', NULL, 28, 28, 'humanoid', NULL, 'elite', NULL, 'Détenus', NULL),
('classic', 1716, 'Bazil Thredd', 'Bazil Thredd', NULL, 29, 29, 'humanoid', NULL, 'elite', NULL, 'Confrérie défias', NULL),
('classic', 1663, 'Dextren Ward', 'Dextren Ward', NULL, 26, 26, 'humanoid', NULL, 'elite', NULL, 'Détenus', NULL);
