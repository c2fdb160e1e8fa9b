-- Classic (1.12.1): places — zones, quest journal categories, reputations, instances.

-- Zones (AreaTable), with the map background used by spawn coordinates.
INSERT INTO zone (version, id, name, english_name, instance_id, image, width, height) VALUES
('classic', 12, 'Forêt d''Elwynn', 'Elwynn Forest', NULL, 'elwynn.webp', 1002, 668),
('classic', 40, 'Marche de l''Ouest', 'Westfall', NULL, 'westfall.webp', 1002, 668),
('classic', 10, 'Bois de la Pénombre', 'Duskwood', NULL, 'duskwood.webp', 1002, 668),
('classic', 1519, 'Hurlevent', 'Stormwind City', NULL, 'stormwind.webp', 1002, 668),
('classic', 14, 'Durotar', 'Durotar', NULL, 'durotar.webp', 1002, 668),
('classic', 1637, 'Orgrimmar', 'Orgrimmar', NULL, 'orgrimmar.webp', 1002, 668),
('classic', 17, 'Les Tarides', 'The Barrens', NULL, 'barrens.webp', 1002, 668),
('classic', 440, 'Tanaris', 'Tanaris', NULL, 'tanaris.webp', 1002, 668),
('classic', 33, 'Vallée de Strangleronce', 'Stranglethorn Vale', NULL, 'stranglethorn.webp', 1002, 668),
('classic', 28, 'Maleterres de l''Ouest', 'Western Plaguelands', NULL, 'westernplaguelands.webp', 1002, 668),
('classic', 139, 'Maleterres de l''Est', 'Eastern Plaguelands', NULL, 'easternplaguelands.webp', 1002, 668),
('classic', 25, 'Mont Rochenoire', 'Blackrock Mountain', NULL, NULL, NULL, NULL),
('classic', 618, 'Berceau-de-l''Hiver', 'Winterspring', NULL, 'winterspring.webp', 1002, 668),
('classic', 11, 'Les Paluns', 'Wetlands', NULL, 'wetlands.webp', 1002, 668),
('classic', 15, 'Marécage d''Âprefange', 'Dustwallow Marsh', NULL, 'dustwallow.webp', 1002, 668),
('classic', 2597, 'Vallée d''Alterac', 'Alterac Valley', NULL, NULL, NULL, NULL),
('classic', 1581, 'Les Mortemines', 'The Deadmines', 36, 'deadmines.webp', 1002, 668),
('classic', 717, 'Donjon de Hurlevent', 'The Stockade', 34, 'stockade.webp', 1002, 668),
('classic', 2717, 'Cœur du Magma', 'Molten Core', 409, 'moltencore.webp', 1002, 668),
('classic', 2057, 'Scholomance', 'Scholomance', 289, 'scholomance.webp', 1002, 668);

-- Quest journal categories that are not zones (the quest's zone_or_sort is their id, negated).
INSERT INTO quest_sort (version, id, name) VALUES
('classic', 162, 'Voleur'),
('classic', 81, 'Guerrier'),
('classic', 161, 'Mage'),
('classic', 262, 'Prêtre'),
('classic', 364, 'Foire de Sombrelune'),
('classic', 366, 'Fête lunaire'),
('classic', 101, 'Pêche'),
('classic', 25, 'Champs de bataille'),
('classic', 22, 'Saisonnier');

-- Reputations: two faction groups with their children, neutral and hostile factions.
INSERT INTO faction (version, id, name, english_name, side, is_group, parent_id, description, icon) VALUES
('classic', 469, 'Alliance', 'Alliance', 'alliance', 1, NULL, 'Les royaumes des humains, des nains, des gnomes et des elfes de la nuit, unis contre la Horde.', 'inv_misc_tournaments_banner_human'),
('classic', 72, 'Hurlevent', 'Stormwind', 'alliance', 0, 469, 'Capitale du royaume humain, reconstruite après la Première Guerre et gouvernée au nom du jeune roi Anduin Wrynn.', 'inv_misc_tournaments_symbol_human'),
('classic', 47, 'Forgefer', 'Ironforge', 'alliance', 0, 469, 'La cité des nains de Khaz Modan, creusée au cœur de la montagne, où règne le roi Magni Barbe-de-Bronze.', 'inv_misc_tournaments_symbol_dwarf'),
('classic', 69, 'Darnassus', 'Darnassus', 'alliance', 0, 469, 'La cité des elfes de la nuit, bâtie dans les branches de Teldrassil.', 'inv_misc_tournaments_symbol_nightelf'),
('classic', 54, 'Exilés de Gnomeregan', 'Gnomeregan Exiles', 'alliance', 0, 469, 'Les gnomes chassés de leur cité irradiée, réfugiés à Forgefer.', 'inv_misc_tournaments_symbol_gnome'),
('classic', 67, 'Horde', 'Horde', 'horde', 1, NULL, 'Les orcs, les trolls, les taurens et les Réprouvés, alliés sous la bannière du chef de guerre Thrall.', 'inv_misc_tournaments_banner_orc'),
('classic', 76, 'Orgrimmar', 'Orgrimmar', 'horde', 0, 67, 'La forteresse des orcs au cœur de Durotar, fondée par Thrall.', 'inv_misc_tournaments_symbol_orc'),
('classic', 68, 'Fossoyeuse', 'Undercity', 'horde', 0, 67, 'Les Réprouvés de la Dame noire, installés sous les ruines de Lordaeron.', 'inv_misc_tournaments_symbol_scourge'),
('classic', 81, 'Les Pitons-du-Tonnerre', 'Thunder Bluff', 'horde', 0, 67, 'La cité des taurens, perchée sur les mesas de Mulgore.', 'inv_misc_tournaments_symbol_tauren'),
('classic', 530, 'Trolls Sombrelance', 'Darkspear Trolls', 'horde', 0, 67, 'La tribu troll de Vol''jin, alliée de Thrall depuis les îles de l''Écho.', 'inv_misc_tournaments_symbol_troll'),
('classic', 169, 'Cartel Gentepression', 'Steamwheedle Cartel', 'both', 1, NULL, 'Le plus puissant des cartels gobelins, qui tient les ports neutres du monde.', NULL),
('classic', 21, 'Baie-du-Butin', 'Booty Bay', 'both', 0, 169, 'Le port gobelin de la pointe de Strangleronce, ouvert à tous ceux qui paient.', NULL),
('classic', 369, 'Gadgetzan', 'Gadgetzan', 'both', 0, 169, 'La ville gobeline des sables de Tanaris.', NULL),
('classic', 349, 'Ravenholdt', 'Ravenholdt', 'both', 0, NULL, 'La confrérie secrète des assassins du manoir de Ravenholdt, dans les montagnes d''Alterac.', 'ability_rogue_disguise'),
('classic', 529, 'Aube d''argent', 'Argent Dawn', 'both', 0, NULL, 'Un ordre voué à la lutte contre le Fléau dans les Maleterres.', 'inv_jewelry_talisman_07'),
('classic', 589, 'Éleveurs de sabres-d''hiver', 'Wintersaber Trainers', 'alliance', 0, NULL, 'Les elfes de la nuit qui élèvent les sabres-de-givre de Berceau-de-l''Hiver.', NULL),
('classic', 87, 'La Voile sanglante', 'Bloodsail Buccaneers', NULL, 0, NULL, 'Les pirates qui écument les côtes de Strangleronce. Hostiles à Baie-du-Butin.', NULL),
('classic', 70, 'Syndicat', 'Syndicate', NULL, 0, NULL, 'Une organisation criminelle de nobles déchus d''Alterac. Hostile à tous.', NULL),
('classic', 749, 'Les Hydraxiens', 'Hydraxian Waterlords', 'both', 0, NULL, 'Les seigneurs élémentaires de l''eau, ennemis jurés de Ragnaros.', NULL);

-- Starting reputation by race.
INSERT INTO faction_start (version, faction_id, who, value) VALUES
('classic', 72, 'Humains', 4000),
('classic', 72, 'Nains, Gnomes, Elfes de la nuit', 3100),
('classic', 72, 'Orcs, Morts-vivants, Taurens, Trolls', -42000),
('classic', 47, 'Nains', 4000),
('classic', 47, 'Humains, Gnomes, Elfes de la nuit', 3100),
('classic', 76, 'Orcs, Trolls', 4000),
('classic', 76, 'Taurens, Morts-vivants', 3100),
('classic', 76, 'Humains, Nains, Gnomes, Elfes de la nuit', -42000),
('classic', 21, 'Toutes les races', 0),
('classic', 87, 'Toutes les races', -6500),
('classic', 349, 'Toutes les races', -3000),
('classic', 70, 'Toutes les races', -10000);

-- Instances (Map.dbc), with the outdoor zone of their entrance.
INSERT INTO instance (version, id, name, english_name, type, zone_id, level_min, level_max, players, difficulties, icon) VALUES
('classic', 36, 'Les Mortemines', 'The Deadmines', 'dungeon', 40, 17, 26, 5, 'normal', 'achievement_boss_edwinvancleef'),
('classic', 34, 'Donjon de Hurlevent', 'The Stockade', 'dungeon', 1519, 22, 30, 5, 'normal', 'achievement_boss_bazil_akumai'),
('classic', 409, 'Cœur du Magma', 'Molten Core', 'raid', 25, 60, 60, 40, 'normal', 'achievement_boss_ragnaros'),
('classic', 289, 'Scholomance', 'Scholomance', 'dungeon', 28, 56, 60, 5, 'normal', 'spell_holy_senseundead'),
('classic', 30, 'Vallée d''Alterac', 'Alterac Valley', 'battleground', 2597, 51, 60, 40, 'normal', NULL);
