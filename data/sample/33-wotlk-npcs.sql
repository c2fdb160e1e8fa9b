-- Wrath of the Lich King (3.3.5a): Northrend NPCs, Naxxramas and Utgarde Keep encounters, positions, reputation.

INSERT INTO npc (version, id, name, english_name, subtitle, level_min, level_max, type, family, rank, faction_id, faction_name, icon) VALUES
-- Naxxramas (instance 533)
('wotlk', 15956, 'Anub''Rekhan', 'Anub''Rekhan', NULL, 83, 83, 'undead', NULL, 'boss', NULL, 'Fléau', 'achievement_boss_anubrekhan'),
('wotlk', 15953, 'Grande veuve Faerlina', 'Grand Widow Faerlina', NULL, 83, 83, 'humanoid', NULL, 'boss', NULL, 'Fléau', NULL),
('wotlk', 15952, 'Maexxna', 'Maexxna', NULL, 83, 83, 'beast', 'spider', 'boss', NULL, 'Fléau', 'achievement_boss_maexxna'),
('wotlk', 15990, 'Kel''Thuzad', 'Kel''Thuzad', NULL, 83, 83, 'undead', NULL, 'boss', NULL, 'Fléau', 'achievement_boss_kelthuzad_01'),
-- Utgarde Keep (instance 574)
('wotlk', 23953, 'Prince Keleseth', 'Prince Keleseth', NULL, 72, 72, 'undead', NULL, 'elite', NULL, 'Fléau', NULL),
('wotlk', 24200, 'Skarvald le Constructeur', 'Skarvald the Constructor', NULL, 72, 72, 'humanoid', NULL, 'elite', NULL, 'Vrykul', NULL),
('wotlk', 23954, 'Ingvar le Pilleur', 'Ingvar the Plunderer', NULL, 72, 72, 'humanoid', NULL, 'elite', NULL, 'Vrykul', NULL),
-- Dalaran, the Borean Tundra, Wintergrasp, Icecrown
('wotlk', 16128, 'Rhonin', 'Rhonin', '<Chef du Kirin Tor>', 83, 83, 'humanoid', NULL, 'elite', 1090, NULL, NULL),
('wotlk', 28742, 'Marcia Chase', 'Marcia Chase', '<Maîtresse pêcheuse>', 75, 75, 'humanoid', NULL, 'normal', 1090, NULL, NULL),
('wotlk', 32294, 'Chevalier Dameron', 'Knight Dameron', '<Intendant de Joug-d''hiver>', 80, 80, 'humanoid', NULL, 'elite', 1050, NULL, NULL),
('wotlk', 25245, 'Général Arlos', 'General Arlos', '<Expédition de la Bravoure>', 80, 80, 'humanoid', NULL, 'elite', 1050, NULL, NULL),
('wotlk', 25237, 'Garrosh Hurlenfer', 'Garrosh Hellscream', '<Commandant de l''offensive chanteguerre>', 82, 82, 'humanoid', NULL, 'boss', 1085, NULL, NULL),
('wotlk', 28179, 'Tirion Fordring', 'Highlord Tirion Fordring', '<Croisade d''argent>', 83, 83, 'humanoid', NULL, 'elite', 1106, NULL, NULL),
('wotlk', 25487, 'Rhinocéros laineux', 'Wooly Rhino', NULL, 68, 69, 'beast', 'rhino', 'normal', NULL, NULL, NULL),
('wotlk', 26672, 'Loup assoiffé de sang', 'Bloodthirsty Worg', NULL, 70, 71, 'beast', 'wolf', 'normal', NULL, NULL, NULL),
('wotlk', 26293, 'Jormungar de la toundra', 'Tundra Jormungar', NULL, 69, 70, 'beast', 'worm', 'normal', NULL, NULL, NULL),
('wotlk', 30956, 'Gargouille du Fléau', 'Scourge Gargoyle', NULL, 78, 79, 'undead', 'gargoyle', 'normal', NULL, 'Fléau', NULL),
('wotlk', 32491, 'Proto-drake égaré dans le temps', 'Time-Lost Proto-Drake', NULL, 80, 80, 'dragonkin', NULL, 'rare', NULL, NULL, NULL);

-- Difficulty variants: the 25-player Kel'Thuzad and the heroic Ingvar.
INSERT INTO npc (version, id, name, english_name, level_min, level_max, type, rank, faction_name, internal, base_npc_id, difficulty) VALUES
('wotlk', 30061, 'Kel''Thuzad', 'Kel''Thuzad', 83, 83, 'undead', 'boss', 'Fléau', 1, 15990, '25_player'),
('wotlk', 31673, 'Ingvar le Pilleur', 'Ingvar the Plunderer', 82, 82, 'humanoid', 'elite', 'Vrykul', 1, 23954, 'heroic');

INSERT INTO encounter (version, instance_id, npc_id, position, game_order) VALUES
('wotlk', 533, 15956, 1, 0), ('wotlk', 533, 15953, 2, 0), ('wotlk', 533, 15952, 3, 0), ('wotlk', 533, 15990, 4, 1),
('wotlk', 574, 23953, 1, 1), ('wotlk', 574, 24200, 2, 1), ('wotlk', 574, 23954, 3, 1);

INSERT INTO npc_spawn (version, npc_id, zone_id, floor, x, y) VALUES
('wotlk', 15956, 3456, 1, 31.4, 24.0), ('wotlk', 15953, 3456, 1, 41.8, 38.5), ('wotlk', 15952, 3456, 1, 46.2, 62.1),
('wotlk', 15990, 3456, 2, 50.3, 49.6),
('wotlk', 23953, 206, 1, 68.9, 41.0), ('wotlk', 24200, 206, 2, 47.1, 69.0), ('wotlk', 23954, 206, 3, 30.2, 49.2),
('wotlk', 16128, 4395, NULL, 30.5, 48.4), ('wotlk', 28742, 4395, NULL, 52.3, 65.5),
('wotlk', 32294, 4197, NULL, 51.7, 17.5), ('wotlk', 25245, 3537, NULL, 58.9, 67.9), ('wotlk', 25237, 3537, NULL, 41.6, 53.6),
('wotlk', 28179, 210, NULL, 87.5, 75.8),
('wotlk', 25487, 3537, NULL, 45.0, 31.1), ('wotlk', 25487, 3537, NULL, 48.7, 27.6), ('wotlk', 25487, 3537, NULL, 51.2, 33.0),
('wotlk', 26672, 3537, NULL, 30.4, 42.9), ('wotlk', 26672, 495, NULL, 46.0, 18.3), ('wotlk', 26672, 495, NULL, 49.5, 20.1),
('wotlk', 26293, 3537, NULL, 63.1, 23.4), ('wotlk', 30956, 210, NULL, 44.2, 55.0), ('wotlk', 32491, 65, NULL, 72.0, 26.5);

INSERT INTO npc_reputation (version, npc_id, faction_id, value, until_rank, variant) VALUES
('wotlk', 23953, 1050, 30, NULL, 0), ('wotlk', 23953, 1085, 30, NULL, 0),
('wotlk', 23954, 1050, 60, NULL, 0), ('wotlk', 23954, 1085, 60, NULL, 0),
('wotlk', 31673, 1050, 100, NULL, 1), ('wotlk', 31673, 1085, 100, NULL, 1),
('wotlk', 15990, 1106, 1000, NULL, 0), ('wotlk', 30061, 1106, 1500, NULL, 1),
('wotlk', 30956, 1106, 5, 'honored', 0);
