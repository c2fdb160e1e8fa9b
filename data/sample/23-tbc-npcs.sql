-- The Burning Crusade (2.4.3): Outland NPCs, the Hellfire Ramparts encounters, positions, reputation.

INSERT INTO npc (version, id, name, english_name, subtitle, level_min, level_max, type, family, rank, faction_id, faction_name, icon) VALUES
-- Hellfire Ramparts (instance 543)
('tbc', 17306, 'Gardien Gargolmar', 'Watchkeeper Gargolmar', NULL, 62, 62, 'humanoid', NULL, 'elite', NULL, 'Horde de la Main brisée', NULL),
('tbc', 17308, 'Omor l''Invaincu', 'Omor the Unscarred', NULL, 62, 62, 'demon', NULL, 'elite', NULL, 'Légion ardente', 'achievement_boss_omar'),
('tbc', 17537, 'Vazruden le Héraut', 'Vazruden the Herald', NULL, 62, 62, 'humanoid', NULL, 'boss', NULL, 'Horde de la Main brisée', NULL),
('tbc', 17536, 'Nazan', 'Nazan', NULL, 62, 62, 'dragonkin', NULL, 'elite', NULL, 'Horde de la Main brisée', NULL),
-- Shattrath and the Hellfire Peninsula
('tbc', 18481, 'A''dal', 'A''dal', NULL, 73, 73, 'not_specified', NULL, 'elite', 935, NULL, NULL),
('tbc', 18538, 'Ishanah', 'Ishanah', '<Grande prêtresse de l''Aldor>', 70, 70, 'humanoid', NULL, 'normal', 932, NULL, NULL),
('tbc', 18530, 'Voren''thal le Voyant', 'Voren''thal the Seer', NULL, 70, 70, 'humanoid', NULL, 'normal', 934, NULL, NULL),
('tbc', 24370, 'Traqueur-néant Mah''duun', 'Nether-Stalker Mah''duun', '<Quêtes de donjon journalières>', 70, 70, 'humanoid', NULL, 'normal', 1011, NULL, NULL),
('tbc', 16819, 'Commandant Danath Trollemort', 'Force Commander Danath Trollbane', '<Commandant du Bastion de l''Honneur>', 63, 63, 'humanoid', NULL, 'elite', 946, NULL, NULL),
('tbc', 3230, 'Nazgrel', 'Nazgrel', '<Conseiller de Thrall>', 63, 63, 'humanoid', NULL, 'elite', 947, NULL, NULL),
('tbc', 23396, 'Krixel Pinchwhistle', 'Krixel Pinchwhistle', '<Fournisseur de l''arène>', 70, 70, 'humanoid', NULL, 'normal', NULL, 'Gobelins de la Zone 52', NULL),
('tbc', 17841, 'Ysiel Ventfauche', 'Ysiel Windsinger', '<Intendante de l''Expédition cénarienne>', 70, 70, 'humanoid', NULL, 'normal', 942, NULL, NULL),
('tbc', 18585, 'Arcaniste Adyria', 'Arcanist Adyria', '<Intendante des Clairvoyants>', 70, 70, 'humanoid', NULL, 'normal', 934, NULL, NULL),
-- Monsters of Outland
('tbc', 16867, 'Soldat de la Main brisée', 'Shattered Hand Grunt', NULL, 59, 60, 'humanoid', NULL, 'normal', NULL, 'Horde de la Main brisée', NULL),
('tbc', 19189, 'Ravageur à crocs', 'Quillfang Ravager', NULL, 61, 62, 'beast', 'ravager', 'normal', NULL, NULL, NULL),
('tbc', 18465, 'Traqueur dimensionnel', 'Warp Stalker', NULL, 63, 64, 'beast', 'warp_stalker', 'normal', NULL, NULL, NULL),
('tbc', 18129, 'Sporoptère du marais', 'Marsh Sporebat', NULL, 61, 62, 'beast', 'sporebat', 'normal', NULL, NULL, NULL),
('tbc', 18880, 'Raie du Néant', 'Nether Ray', NULL, 67, 68, 'beast', 'nether_ray', 'normal', NULL, NULL, NULL),
('tbc', 16870, 'Gangregarde de la Légion', 'Legion Felguard', NULL, 60, 61, 'demon', 'felguard', 'elite', NULL, 'Légion ardente', NULL),
('tbc', 18683, 'Chasse-Vide Yar', 'Voidhunter Yar', NULL, 66, 66, 'elemental', NULL, 'rare', NULL, NULL, NULL);

-- Heroic variant of Omor: a technical NPC pointing to the normal one.
INSERT INTO npc (version, id, name, english_name, subtitle, level_min, level_max, type, rank, faction_name, internal, base_npc_id, difficulty) VALUES
('tbc', 18433, 'Omor l''Invaincu', 'Omor the Unscarred', NULL, 72, 72, 'demon', 'elite', 'Légion ardente', 1, 17308, 'heroic');

INSERT INTO encounter (version, instance_id, npc_id, position, game_order) VALUES
('tbc', 543, 17306, 1, 1), ('tbc', 543, 17308, 2, 1), ('tbc', 543, 17537, 3, 1);

INSERT INTO npc_spawn (version, npc_id, zone_id, floor, x, y) VALUES
('tbc', 17306, 3562, NULL, 43.1, 62.5), ('tbc', 17308, 3562, NULL, 57.6, 38.0), ('tbc', 17537, 3562, NULL, 66.4, 20.7),
('tbc', 17536, 3562, NULL, 68.0, 18.0),
('tbc', 18481, 3703, NULL, 53.9, 44.8), ('tbc', 18538, 3703, NULL, 24.2, 29.7), ('tbc', 18530, 3703, NULL, 42.7, 91.6),
('tbc', 24370, 3703, NULL, 75.0, 36.8), ('tbc', 16819, 3483, NULL, 56.7, 66.3), ('tbc', 3230, 3483, NULL, 55.0, 36.0),
('tbc', 17841, 3521, NULL, 78.5, 63.0), ('tbc', 23396, 3518, NULL, 40.9, 46.9), ('tbc', 23396, 3703, NULL, 56.1, 38.2), ('tbc', 18585, 3703, NULL, 42.6, 91.5),
('tbc', 16867, 3483, NULL, 45.3, 61.2), ('tbc', 16867, 3483, NULL, 47.1, 58.4), ('tbc', 16867, 3483, NULL, 44.0, 56.8),
('tbc', 19189, 3483, NULL, 30.2, 70.5), ('tbc', 19189, 3483, NULL, 33.8, 74.1),
('tbc', 18465, 3519, NULL, 62.7, 75.4), ('tbc', 18465, 3519, NULL, 66.1, 79.2),
('tbc', 18129, 3521, NULL, 41.2, 51.6), ('tbc', 18129, 3521, NULL, 47.9, 55.3), ('tbc', 18129, 3521, NULL, 52.4, 48.9),
('tbc', 18880, 3523, NULL, 28.0, 44.4), ('tbc', 16870, 3483, NULL, 66.2, 52.0), ('tbc', 18683, 3521, NULL, 18.8, 51.1);

INSERT INTO npc_reputation (version, npc_id, faction_id, value, until_rank, variant) VALUES
('tbc', 17306, 946, 15, NULL, 0), ('tbc', 17306, 947, 15, NULL, 0),
('tbc', 17308, 946, 15, 'honored', 0), ('tbc', 17308, 947, 15, 'honored', 0),
('tbc', 18433, 946, 25, NULL, 1), ('tbc', 18433, 947, 25, NULL, 1),
('tbc', 17537, 946, 25, NULL, 0), ('tbc', 17537, 947, 25, NULL, 0),
('tbc', 16867, 946, 5, 'friendly', 0), ('tbc', 16867, 947, 5, 'friendly', 0),
('tbc', 16870, 932, 10, NULL, 0);
