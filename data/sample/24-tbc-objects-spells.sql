-- The Burning Crusade (2.4.3): Outland world objects (with their loot and positions), new spells, guides.

INSERT INTO game_object (version, id, name, english_name, type, skill, skill_level, icon) VALUES
('tbc', 181555, 'Gisement de gangrefer', 'Fel Iron Deposit', 'ore', 'mining', 300, NULL),
('tbc', 181270, 'Gangrelette', 'Felweed', 'herb', 'herbalism', 300, NULL),
('tbc', 181271, 'Glaurier', 'Dreaming Glory', 'herb', 'herbalism', 315, NULL),
('tbc', 181798, 'Coffre en gangrefer', 'Fel Iron Chest', 'locked_chest', 'lockpicking', 300, NULL),
('tbc', 185168, 'Coffre renforcé en gangrefer', 'Reinforced Fel Iron Chest', 'chest', NULL, NULL, NULL),
('tbc', 183811, 'Plans de bataille de la Légion', 'Legion Battle Plans', 'quest_object', NULL, NULL, NULL);

INSERT INTO object_spawn (version, object_id, zone_id, floor, x, y) VALUES
('tbc', 181555, 3483, NULL, 41.5, 80.2), ('tbc', 181555, 3483, NULL, 69.3, 64.8), ('tbc', 181555, 3519, NULL, 55.1, 22.6),
('tbc', 181270, 3483, NULL, 59.2, 74.8), ('tbc', 181270, 3521, NULL, 75.6, 62.3), ('tbc', 181270, 3521, NULL, 31.0, 40.2),
('tbc', 181271, 3483, NULL, 22.4, 62.1), ('tbc', 181271, 3518, NULL, 64.3, 34.9),
('tbc', 181798, 3483, NULL, 58.7, 45.6), ('tbc', 181798, 3519, NULL, 37.4, 53.1),
('tbc', 185168, 3562, NULL, 66.8, 22.3),
('tbc', 183811, 3483, NULL, 65.9, 53.4);

INSERT INTO loot (version, source_type, source_id, item_id, name, chance, difficulty, quest_item, instance_id) VALUES
('tbc', 'object', 181555, 23424, NULL, 100, NULL, 0, NULL),
('tbc', 'object', 181555, 12361, NULL, 1.0, NULL, 0, NULL),
('tbc', 'object', 181270, 22785, NULL, 100, NULL, 0, NULL),
('tbc', 'object', 181271, 22786, NULL, 100, NULL, 0, NULL),
('tbc', 'object', 181798, 21877, NULL, 40.0, NULL, 0, NULL),
('tbc', 'object', 181798, 22054, NULL, 10.0, NULL, 0, NULL),
('tbc', 'object', 181798, 23424, NULL, 30.0, NULL, 0, NULL),
('tbc', 'object', 185168, 21877, NULL, 60.0, 'normal', 0, 543),
('tbc', 'object', 185168, 21877, NULL, 80.0, 'heroic', 0, 543),
('tbc', 'object', 185168, 27467, NULL, 5.0, 'normal', 0, 543),
('tbc', 'object', 185168, 27467, NULL, 8.0, 'heroic', 0, 543),
('tbc', 'object', 185168, 29434, NULL, 100, 'heroic', 0, 543);

INSERT INTO spell (version, id, name, english_name, rank_name, icon, school, class, level, description, rogue) VALUES
('tbc', 32645, 'Envenimer', 'Envenom', 'Rang 1', 'ability_rogue_disembowel', 'nature', 'rogue', 62, 'Coup de grâce qui consomme les poisons mortels de la cible pour infliger des dégâts de Nature.', 1),
('tbc', 26679, 'Lancer mortel', 'Deadly Throw', 'Rang 1', 'inv_throwingknife_06', 'physical', 'rogue', 64, 'Coup de grâce qui lance votre arme de jet sur la cible et la ralentit.', 1),
('tbc', 31224, 'Cape d''ombre', 'Cloak of Shadows', NULL, 'spell_shadow_nethercloak', 'shadow', 'rogue', 66, 'Vous rend invulnérable aux sorts pendant 5 s et dissipe les effets néfastes.', 1),
('tbc', 30449, 'Vol de sort', 'Spellsteal', NULL, 'spell_arcane_arcane02', 'arcane', 'mage', 70, 'Vole un effet magique bénéfique de la cible.', 0),
('tbc', 2825, 'Furie sanguinaire', 'Bloodlust', NULL, 'spell_nature_bloodlust', 'nature', 'shaman', 70, 'Augmente la hâte du groupe de 30 % pendant 40 s.', 0),
('tbc', 32182, 'Héroïsme', 'Heroism', NULL, 'ability_shaman_heroism', 'nature', 'shaman', 70, 'Augmente la hâte du groupe de 30 % pendant 40 s.', 0),
('tbc', 34428, 'Victoire éclatante', 'Victory Rush', NULL, 'ability_warrior_devastate', 'physical', 'warrior', 62, 'Attaque instantanée utilisable après avoir tué un ennemi.', 0);

UPDATE spell SET kind = 'ability' WHERE version = 'tbc' AND kind IS NULL AND class IS NOT NULL;

INSERT INTO guide (version, record_type, record_id, title, url) VALUES
('tbc', 'npc', 17308, 'Remparts des Flammes infernales en héroïque', 'https://guides.example.org/tbc/remparts-heroique'),
('tbc', 'object', 181798, 'Les coffres en gangrefer de l''Outreterre', 'https://guides.example.org/tbc/coffres-gangrefer'),
('tbc', 'quest', 10551, 'Aldor ou Clairvoyants : que choisir ?', 'https://guides.example.org/tbc/aldor-clairvoyants');
