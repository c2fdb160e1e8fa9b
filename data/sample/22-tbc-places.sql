-- The Burning Crusade (2.4.3): Outland and the new starting zones — zones, reputations, instances.

INSERT INTO zone (version, id, name, english_name, instance_id, image, width, height) VALUES
('tbc', 3483, 'Péninsule des Flammes infernales', 'Hellfire Peninsula', NULL, 'hellfire.webp', 1002, 668),
('tbc', 3521, 'Marécage de Zangar', 'Zangarmarsh', NULL, 'zangarmarsh.webp', 1002, 668),
('tbc', 3519, 'Forêt de Terokkar', 'Terokkar Forest', NULL, 'terokkar.webp', 1002, 668),
('tbc', 3518, 'Nagrand', 'Nagrand', NULL, 'nagrand.webp', 1002, 668),
('tbc', 3523, 'Raz-de-Néant', 'Netherstorm', NULL, 'netherstorm.webp', 1002, 668),
('tbc', 3703, 'Shattrath', 'Shattrath City', NULL, 'shattrath.webp', 1002, 668),
('tbc', 3430, 'Bois des Chants éternels', 'Eversong Woods', NULL, 'eversong.webp', 1002, 668),
('tbc', 3524, 'Île de Brume-Azur', 'Azuremyst Isle', NULL, 'azuremyst.webp', 1002, 668),
('tbc', 3562, 'Remparts des Flammes infernales', 'Hellfire Ramparts', 543, 'hellfireramparts.webp', 1002, 668),
('tbc', 3698, 'Arène de Nagrand', 'Nagrand Arena', 559, NULL, NULL, NULL);

INSERT INTO quest_sort (version, id, name) VALUES
('tbc', 373, 'Joaillerie'),
('tbc', 370, 'Fête des Brasseurs');

-- Outland reputations: a group with a nested group (Shattrath) and its children.
INSERT INTO faction (version, id, name, english_name, side, is_group, parent_id, description, icon) VALUES
('tbc', 980, 'Outreterre', 'Outland', 'both', 1, NULL, 'Les réputations de l''Outreterre, les restes brisés de Draenor.', NULL),
('tbc', 936, 'Shattrath', 'Shattrath City', 'both', 1, 980, 'Les factions de la cité de Shattrath, sous la protection des naaru.', NULL),
('tbc', 932, 'L''Aldor', 'The Aldor', 'both', 0, 936, 'Les anciens prêtres draeneï, fidèles aux naaru depuis des millénaires. Ennemis jurés des Clairvoyants.', 'inv_misc_token_aldor'),
('tbc', 934, 'Les Clairvoyants', 'The Scryers', 'both', 0, 936, 'Des mages elfes de sang qui ont quitté Kael''thas pour rejoindre les naaru. Ennemis jurés de l''Aldor.', 'inv_misc_token_scryers'),
('tbc', 935, 'Les Sha''tar', 'The Sha''tar', 'both', 0, 936, 'Les naaru de Shattrath, menés par A''dal.', NULL),
('tbc', 1011, 'Ville basse', 'Lower City', 'both', 0, 936, 'Les réfugiés de toutes races qui vivent dans la ville basse de Shattrath.', NULL),
('tbc', 946, 'Bastion de l''Honneur', 'Honor Hold', 'alliance', 0, 980, 'La forteresse de l''Alliance dans la péninsule des Flammes infernales.', NULL),
('tbc', 947, 'Thrallmar', 'Thrallmar', 'horde', 0, 980, 'Le bastion de la Horde dans la péninsule des Flammes infernales.', NULL),
('tbc', 942, 'Expédition cénarienne', 'Cenarion Expedition', 'both', 0, 980, 'Les druides du Cercle cénarien venus protéger la vie sauvage du marécage de Zangar.', NULL),
('tbc', 933, 'Le Consortium', 'The Consortium', 'both', 0, 980, 'Des contrebandiers éthériens en quête de richesses.', NULL);

INSERT INTO faction_start (version, faction_id, who, value) VALUES
('tbc', 932, 'Draeneï', 3500),
('tbc', 932, 'Toutes les autres races', 0),
('tbc', 934, 'Elfes de sang', 3500),
('tbc', 934, 'Toutes les autres races', 0),
('tbc', 946, 'Humains, Nains, Gnomes, Elfes de la nuit, Draeneï', 0),
('tbc', 947, 'Orcs, Trolls, Taurens, Morts-vivants, Elfes de sang', 0);

INSERT INTO instance (version, id, name, english_name, type, zone_id, level_min, level_max, players, difficulties, icon) VALUES
('tbc', 543, 'Remparts des Flammes infernales', 'Hellfire Ramparts', 'dungeon', 3483, 60, 62, 5, 'normal,heroic', 'achievement_boss_omar'),
('tbc', 559, 'Arène de Nagrand', 'Nagrand Arena', 'arena', 3518, 70, 70, 10, 'normal', NULL);
