-- Wrath of the Lich King (3.3.5a): Northrend world objects (loot, positions), new spells, a glyph, guides.

INSERT INTO game_object (version, id, name, english_name, type, skill, skill_level, icon) VALUES
('wotlk', 189978, 'Gisement de cobalt', 'Cobalt Deposit', 'ore', 'mining', 350, NULL),
('wotlk', 189980, 'Gisement de saronite', 'Saronite Deposit', 'ore', 'mining', 400, NULL),
('wotlk', 189973, 'Trèfle doré', 'Goldclover', 'herb', 'herbalism', 350, NULL),
('wotlk', 190169, 'Lys tigré', 'Tiger Lily', 'herb', 'herbalism', 375, NULL),
('wotlk', 191543, 'Coffre de marin kalu''ak', 'Kalu''ak Sailor''s Chest', 'locked_chest', 'lockpicking', 375, NULL),
('wotlk', 193400, 'Coffre de la Lame d''ébène', 'Ebon Blade Chest', 'chest', NULL, NULL, NULL),
('wotlk', 188261, 'Étendard de l''offensive chanteguerre', 'Warsong Banner', 'quest_object', NULL, NULL, NULL);

INSERT INTO object_spawn (version, object_id, zone_id, floor, x, y) VALUES
('wotlk', 189978, 3537, NULL, 61.4, 33.0), ('wotlk', 189978, 495, NULL, 39.8, 14.2), ('wotlk', 189978, 3537, NULL, 72.6, 22.1),
('wotlk', 189980, 210, NULL, 55.2, 40.8), ('wotlk', 189980, 65, NULL, 81.0, 30.3),
('wotlk', 189973, 3537, NULL, 44.7, 25.0), ('wotlk', 189973, 495, NULL, 60.5, 48.3),
('wotlk', 190169, 495, NULL, 72.1, 55.6), ('wotlk', 190169, 3537, NULL, 54.9, 62.0),
('wotlk', 191543, 495, NULL, 25.3, 58.4), ('wotlk', 193400, 210, NULL, 48.5, 19.9),
('wotlk', 188261, 3537, NULL, 38.5, 55.7);

INSERT INTO loot (version, source_type, source_id, item_id, name, chance, difficulty, quest_item, instance_id) VALUES
('wotlk', 'object', 189978, 36909, NULL, 100, NULL, 0, NULL),
('wotlk', 'object', 189980, 36912, NULL, 100, NULL, 0, NULL),
('wotlk', 'object', 189973, 36901, NULL, 100, NULL, 0, NULL),
('wotlk', 'object', 190169, 36904, NULL, 100, NULL, 0, NULL),
('wotlk', 'object', 191543, 33470, NULL, 45.0, NULL, 0, NULL),
('wotlk', 'object', 191543, 36909, NULL, 20.0, NULL, 0, NULL),
('wotlk', 'object', 193400, 33470, NULL, 60.0, NULL, 0, NULL),
('wotlk', 'object', 193400, 40752, NULL, 10.0, NULL, 0, NULL);

INSERT INTO spell (version, id, name, english_name, rank_name, icon, school, class, level, description, rogue) VALUES
('wotlk', 51723, 'Éventail de couteaux', 'Fan of Knives', NULL, 'ability_rogue_fanofknives', 'physical', 'rogue', 80, 'Lance instantanément une dague sur chaque ennemi proche.', 1),
('wotlk', 57934, 'Ficelles du métier', 'Tricks of the Trade', NULL, 'ability_rogue_tricksofthetrade', 'physical', 'rogue', 75, 'La menace que vous générez est transférée à un membre du groupe, dont les dégâts augmentent de 15 %.', 1),
('wotlk', 48659, 'Feinte', 'Feint', 'Rang 8', 'ability_rogue_feint', 'physical', 'rogue', 78, 'Réduit la menace que vous générez contre la cible.', 1),
('wotlk', 49576, 'Poigne de la mort', 'Death Grip', NULL, 'spell_deathknight_strangulate', 'shadow', 'death_knight', 55, 'Attire la cible jusqu''à vous et la force à vous attaquer.', 0),
('wotlk', 45477, 'Toucher de glace', 'Icy Touch', 'Rang 1', 'spell_deathknight_icetouch', 'frost', 'death_knight', 55, 'Inflige des dégâts de Givre et applique la Fièvre de givre.', 0),
('wotlk', 47528, 'Gel de l''esprit', 'Mind Freeze', NULL, 'spell_deathknight_mindfreeze', 'frost', 'death_knight', 57, 'Interrompt le sort en cours de la cible.', 0),
('wotlk', 53140, 'Téléportation : Dalaran', 'Teleport: Dalaran', NULL, 'spell_arcane_teleportdalaran', 'arcane', 'mage', 71, 'Vous téléporte à Dalaran.', 0);

UPDATE spell SET kind = 'ability' WHERE version = 'wotlk' AND kind IS NULL AND class IS NOT NULL;

-- A glyph: its spell, and the item that applies it.
INSERT INTO item (version, id, name, english_name, quality, icon, item_level, required_level, class, class_name, subclass_name, stack_size, sell_price, rogue) VALUES
('wotlk', 42970, 'Glyphe d''assommer', 'Glyph of Sap', 'common', 'inv_glyph_majorrogue', 15, 15, 'glyph', 'Glyphe', 'Voleur', 20, 0, 1);
INSERT INTO spell (version, id, name, english_name, kind, class, glyph_type, source_item_id, rogue) VALUES
('wotlk', 56798, 'Glyphe d''assommer', 'Glyph of Sap', 'glyph', 'rogue', 'major', 42970, 1);

INSERT INTO guide (version, record_type, record_id, title, url) VALUES
('wotlk', 'npc', 15990, 'Naxxramas en 10 et en 25 joueurs', 'https://guides.example.org/wotlk/naxxramas'),
('wotlk', 'item', 42944, 'Les objets d''héritage : lesquels choisir ?', 'https://guides.example.org/wotlk/heritage');
