-- Wrath of the Lich King (3.3.5a): Northrend — zones, reputations, instances.

INSERT INTO zone (version, id, name, english_name, instance_id, image, width, height) VALUES
('wotlk', 3537, 'Toundra Boréenne', 'Borean Tundra', NULL, 'boreantundra.webp', 1002, 668),
('wotlk', 495, 'Fjord Hurlant', 'Howling Fjord', NULL, 'howlingfjord.webp', 1002, 668),
('wotlk', 65, 'Désolation des dragons', 'Dragonblight', NULL, 'dragonblight.webp', 1002, 668),
('wotlk', 4197, 'Joug-d''hiver', 'Wintergrasp', NULL, 'wintergrasp.webp', 1002, 668),
('wotlk', 210, 'La Couronne de glace', 'Icecrown', NULL, 'icecrown.webp', 1002, 668),
('wotlk', 4395, 'Dalaran', 'Dalaran', NULL, 'dalaran.webp', 1002, 668),
('wotlk', 3456, 'Naxxramas', 'Naxxramas', 533, 'naxxramas.webp', 1002, 668),
('wotlk', 206, 'Donjon d''Utgarde', 'Utgarde Keep', 574, 'utgardekeep.webp', 1002, 668);

INSERT INTO quest_sort (version, id, name) VALUES
('wotlk', 372, 'Chevalier de la mort'),
('wotlk', 371, 'Calligraphie');

-- Northrend reputations: the Alliance Vanguard and the Horde Expedition groups, and a Northrend group.
INSERT INTO faction (version, id, name, english_name, side, is_group, parent_id, description, icon) VALUES
('wotlk', 1097, 'Norfendre', 'Wrath of the Lich King', 'both', 1, NULL, 'Les réputations du Norfendre, le royaume glacé du roi-liche.', NULL),
('wotlk', 1037, 'Avant-garde de l''Alliance', 'Alliance Vanguard', 'alliance', 1, 1097, 'Les forces de l''Alliance engagées contre le Fléau en Norfendre.', 'spell_misc_hellifrepvphonorholdfavor'),
('wotlk', 1050, 'Expédition de la Bravoure', 'Valiance Expedition', 'alliance', 0, 1037, 'L''armée de Hurlevent débarquée au Norfendre, basée au Donjon de la Bravoure.', NULL),
('wotlk', 1068, 'Ligue des explorateurs', 'Explorers'' League', 'alliance', 0, 1037, 'Les archéologues nains qui fouillent les ruines titanesques du Norfendre.', NULL),
('wotlk', 1052, 'Expédition de la Horde', 'Horde Expedition', 'horde', 1, 1097, 'Les forces de la Horde engagées contre le Fléau en Norfendre.', 'spell_misc_hellifrepvpthrallmarfavor'),
('wotlk', 1085, 'Offensive chanteguerre', 'Warsong Offensive', 'horde', 0, 1052, 'Les orcs de Garrosh Hurlenfer, installés au donjon Chanteguerre.', NULL),
('wotlk', 1064, 'Les Taunka', 'The Taunka', 'horde', 0, 1052, 'Les cousins nordiques des taurens, alliés de la Horde.', NULL),
('wotlk', 1090, 'Kirin Tor', 'Kirin Tor', 'both', 0, 1097, 'Les mages de Dalaran, dont la cité flotte désormais au-dessus du Norfendre.', 'achievement_reputation_kirintor'),
('wotlk', 1098, 'Chevaliers de la Lame d''ébène', 'Knights of the Ebon Blade', 'both', 0, 1097, 'Les chevaliers de la mort libérés du joug du roi-liche.', NULL),
('wotlk', 1106, 'La Croisade d''argent', 'Argent Crusade', 'both', 0, 1097, 'L''Aube d''argent et la Main d''argent réunies sous la bannière de Tirion Fordring.', NULL),
('wotlk', 1073, 'Les Kalu''aks', 'The Kalu''ak', 'both', 0, 1097, 'Les tuskarrs des côtes du Norfendre.', NULL);

INSERT INTO faction_start (version, faction_id, who, value) VALUES
('wotlk', 1098, 'Chevaliers de la mort', 3000),
('wotlk', 1098, 'Toutes les autres classes', 0),
('wotlk', 1090, 'Toutes les races', 0);

INSERT INTO instance (version, id, name, english_name, type, zone_id, level_min, level_max, players, difficulties, icon) VALUES
('wotlk', 533, 'Naxxramas', 'Naxxramas', 'raid', 65, 80, 80, 25, '10_player,25_player', 'achievement_dungeon_naxxramas'),
('wotlk', 574, 'Donjon d''Utgarde', 'Utgarde Keep', 'dungeon', 495, 69, 72, 5, 'normal,heroic', 'achievement_dungeon_utgardekeep');
