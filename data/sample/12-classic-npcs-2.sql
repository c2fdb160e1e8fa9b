-- Classic (1.12.1): NPCs, part 2 — Durotar and Orgrimmar, Molten Core, Scholomance, quartermasters,
-- rares, dragons, mounts and companions, and one technical NPC.

INSERT INTO npc (version, id, name, english_name, subtitle, level_min, level_max, type, family, rank, faction_id, faction_name, icon) VALUES
-- Durotar, Orgrimmar and the Barrens
('classic', 3143, 'Gornek', 'Gornek', NULL, 12, 12, 'humanoid', NULL, 'normal', 76, NULL, NULL),
('classic', 10176, 'Kaltunk', 'Kaltunk', NULL, 10, 10, 'humanoid', NULL, 'normal', 76, NULL, NULL),
('classic', 3401, 'Shenthul', 'Shenthul', '<Maître des voleurs>', 50, 50, 'humanoid', NULL, 'normal', 76, NULL, NULL),
('classic', 4949, 'Thrall', 'Thrall', '<Chef de guerre>', 63, 63, 'humanoid', NULL, 'boss', 76, NULL, 'achievement_character_orc_male'),
('classic', 3432, 'Mankrik', 'Mankrik', NULL, 20, 20, 'humanoid', NULL, 'normal', 76, NULL, NULL),
('classic', 3101, 'Familier vil', 'Vile Familiar', NULL, 2, 3, 'demon', 'imp', 'normal', NULL, 'Lame ardente', NULL),
('classic', 3099, 'Sanglier marbré redoutable', 'Dire Mottled Boar', NULL, 6, 7, 'beast', 'boar', 'normal', NULL, NULL, NULL),
('classic', 3110, 'Crocilisque Gueule-d''effroi', 'Dreadmaw Crocolisk', NULL, 9, 10, 'beast', 'crocodile', 'normal', NULL, NULL, NULL),
('classic', 3125, 'Scorpide cliquetant', 'Clattering Scorpid', NULL, 6, 7, 'beast', 'scorpid', 'normal', NULL, NULL, NULL),
('classic', 3121, 'Tigre de Durotar', 'Durotar Tiger', NULL, 7, 8, 'beast', 'cat', 'normal', NULL, NULL, NULL),
('classic', 3254, 'Fouette-queue Écaille-solaire', 'Sunscale Lashtail', NULL, 11, 12, 'beast', 'raptor', 'normal', NULL, NULL, NULL),
('classic', 8996, 'Serviteur marcheur du Vide', 'Voidwalker Minion', NULL, 14, 15, 'demon', 'voidwalker', 'elite', NULL, 'Lame ardente', NULL),
-- Molten Core (instance 409)
('classic', 12118, 'Lucifron', 'Lucifron', NULL, 63, 63, 'humanoid', NULL, 'boss', NULL, 'Ragnaros', 'achievement_boss_lucifron'),
('classic', 11982, 'Magmadar', 'Magmadar', NULL, 63, 63, 'beast', 'core_hound', 'boss', NULL, 'Ragnaros', 'achievement_boss_magmadar'),
('classic', 12057, 'Garr', 'Garr', NULL, 63, 63, 'elemental', NULL, 'boss', NULL, 'Ragnaros', 'achievement_boss_garr'),
('classic', 12018, 'Majordome Executus', 'Majordomo Executus', NULL, 63, 63, 'humanoid', NULL, 'boss', NULL, 'Ragnaros', 'achievement_boss_majordomoexecutus'),
('classic', 11502, 'Ragnaros', 'Ragnaros', '<Seigneur du feu>', 63, 63, 'elemental', NULL, 'boss', NULL, 'Ragnaros', 'achievement_boss_ragnaros'),
('classic', 11671, 'Chien du Magma', 'Core Hound', NULL, 60, 61, 'beast', 'core_hound', 'elite', NULL, 'Ragnaros', NULL),
('classic', 11658, 'Géant du Magma', 'Molten Giant', NULL, 61, 62, 'giant', NULL, 'elite', NULL, 'Ragnaros', NULL),
-- Scholomance (instance 289)
('classic', 10506, 'Kirtonos le Héraut', 'Kirtonos the Herald', NULL, 60, 60, 'undead', 'gargoyle', 'boss', NULL, 'Fléau', NULL),
('classic', 10503, 'Jandice Barov', 'Jandice Barov', NULL, 61, 61, 'undead', NULL, 'boss', NULL, 'Fléau', NULL),
('classic', 11622, 'Cliquettripes', 'Rattlegore', NULL, 61, 61, 'undead', NULL, 'boss', NULL, 'Fléau', NULL),
('classic', 10508, 'Ras Murmegivre', 'Ras Frostwhisper', NULL, 62, 62, 'undead', NULL, 'boss', NULL, 'Fléau', NULL),
('classic', 1853, 'Sombre maître Gandling', 'Darkmaster Gandling', NULL, 61, 61, 'humanoid', NULL, 'boss', NULL, 'Fléau', 'achievement_boss_darkmastergandling'),
('classic', 10495, 'Goule malade', 'Diseased Ghoul', NULL, 58, 59, 'undead', 'ghoul', 'elite', NULL, 'Fléau', NULL),
-- Quartermasters, quest givers and faction NPCs
('classic', 11536, 'Intendante Miranda Breechlock', 'Quartermaster Miranda Breechlock', '<Intendante de l''Aube d''argent>', 60, 60, 'humanoid', NULL, 'normal', 529, NULL, NULL),
('classic', 11056, 'Alchimiste Arbington', 'Alchemist Arbington', NULL, 55, 55, 'humanoid', NULL, 'normal', 529, NULL, NULL),
('classic', 10838, 'Commandant Ashlam Vaillefer', 'Commander Ashlam Valorfist', NULL, 62, 62, 'humanoid', NULL, 'elite', 72, NULL, NULL),
('classic', 10618, 'Rivern Frostwind', 'Rivern Frostwind', '<Intendant des Éleveurs de sabres-d''hiver>', 62, 62, 'humanoid', NULL, 'normal', 589, NULL, NULL),
('classic', 14387, 'Lothos Arrache-faille', 'Lothos Riftwaker', NULL, 60, 60, 'humanoid', NULL, 'normal', 749, NULL, NULL),
('classic', 2496, 'Baron Revilgaz', 'Baron Revilgaz', '<Baron de Baie-du-Butin>', 55, 55, 'humanoid', NULL, 'normal', 21, NULL, NULL),
('classic', 15077, 'Riggle Bassbait', 'Riggle Bassbait', '<Maître pêcheur>', 40, 40, 'humanoid', NULL, 'normal', 21, NULL, NULL),
('classic', 7564, 'Marin Noggenfogger', 'Marin Noggenfogger', '<Baron de Gadgetzan>', 50, 50, 'humanoid', NULL, 'normal', 369, NULL, NULL),
('classic', 6707, 'Fahrad', 'Fahrad', '<Grand maître assassin>', 60, 60, 'humanoid', NULL, 'elite', 349, NULL, NULL),
('classic', 13442, 'Sergent Durgen Foudrepique', 'Sergeant Durgen Stormpike', NULL, 60, 60, 'humanoid', NULL, 'elite', 469, NULL, NULL),
-- Rares, pirates, assassins and dragons
('classic', 522, 'Mor''Ladim', 'Mor''Ladim', NULL, 35, 35, 'undead', NULL, 'rare_elite', NULL, NULL, NULL),
('classic', 1562, 'Corsaire de la Voile sanglante', 'Bloodsail Raider', NULL, 35, 36, 'humanoid', NULL, 'normal', 87, NULL, NULL),
('classic', 2240, 'Sicaire du Syndicat', 'Syndicate Assassin', NULL, 33, 34, 'humanoid', NULL, 'normal', 70, NULL, NULL),
('classic', 1069, 'Dragonnet cramoisi', 'Crimson Whelp', NULL, 22, 23, 'dragonkin', NULL, 'normal', NULL, NULL, NULL),
('classic', 10184, 'Onyxia', 'Onyxia', NULL, 63, 63, 'dragonkin', NULL, 'boss', NULL, 'Vol noir', 'achievement_boss_onyxia'),
-- Mounts and companions summoned by items
('classic', 305, 'Étalon noir', 'Black Stallion', NULL, 1, 1, 'beast', NULL, 'normal', NULL, NULL, NULL),
('classic', 14556, 'Sabre-de-givre de Berceau-de-l''Hiver', 'Winterspring Frostsaber', NULL, 1, 1, 'beast', 'cat', 'normal', NULL, NULL, NULL),
('classic', 7385, 'Chat bombay', 'Bombay Cat', NULL, 1, 1, 'non_combat_pet', NULL, 'normal', NULL, NULL, NULL);

-- A technical NPC (spell and event trigger), hidden from lists.
INSERT INTO npc (version, id, name, english_name, subtitle, level_min, level_max, type, rank, internal) VALUES
('classic', 15214, '[DND] Déclencheur invisible', 'Invisible Stalker', NULL, 1, 1, 'not_specified', 'normal', 1);
