-- Wrath of the Lich King (3.3.5a): Northrend quests — Borean Tundra, Dalaran daily, Naxxramas, Utgarde
-- Keep (with a heroic daily), a death knight quest and a rogue quest.

INSERT INTO quest (version, id, name, english_name, level, required_level, side, type, daily, repeatable, zone_or_sort, instance_id, players, shareable, classes, skill_name, skill_level, objectives, description, completion, xp, money, prev_quest_id, next_quest_id, rogue) VALUES
('wotlk', 11672, 'Le jour du recrutement', 'Enlistment Day', 68, 68, 'alliance', NULL, 0, 0, 3537, NULL, NULL, 1, NULL, NULL, NULL,
 'Présentez-vous au général Arlos, au donjon de la Bravoure.', 'Le Norfendre a besoin de chaque épée. Le général Arlos vous attend.', 'Bienvenue au Norfendre, soldat.', 2000, NULL, NULL, 11593, 0),
('wotlk', 11593, 'Les rhinocéros laineux', 'Wooly Rhinos', 69, 68, 'alliance', NULL, 0, 0, 3537, NULL, NULL, 1, NULL, NULL, NULL,
 'Tuez 8 rhinocéros laineux pour le général Arlos.', 'Les rhinocéros piétinent nos campements. Réduisez leur nombre.', 'Le campement est sauf.', 20000, 60000, 11672, NULL, 0),
('wotlk', 11585, 'Au service de Garrosh', 'In Service of Garrosh', 68, 68, 'horde', NULL, 0, 0, 3537, NULL, NULL, 1, NULL, NULL, NULL,
 'Présentez-vous à Garrosh Hurlenfer au donjon Chanteguerre.', 'Garrosh Hurlenfer mène l''offensive chanteguerre. Il a besoin de guerriers.', 'Encore un qui veut se battre. Tant mieux.', 2000, NULL, NULL, 11598, 0),
('wotlk', 11598, 'Les loups de la toundra', 'Wolves of the Tundra', 69, 68, 'horde', NULL, 0, 0, 3537, NULL, NULL, 1, NULL, NULL, NULL,
 'Tuez 10 loups assoiffés de sang et plantez l''étendard de l''offensive chanteguerre.', 'Les loups rôdent autour du donjon Chanteguerre.', 'Hurlenfer sera content.', 20000, 60000, 11585, NULL, 0),
('wotlk', 13833, 'Le sang est plus épais', 'Blood Is Thicker', 75, 65, 'both', NULL, 1, 0, 4395, NULL, NULL, 1, NULL, 'Pêche', 1,
 'Pêchez un poisson sanguinaire dans le fjord Hurlant et rapportez-le à Marcia Chase, à Dalaran.', 'Les poissons sanguinaires rendent fous les requins du fjord. Attrapez-en un.', 'Revenez demain, il y aura toujours du poisson.', 16000, 120000, NULL, NULL, 0),
('wotlk', 13593, 'La chute de Naxxramas', 'The Fall of Naxxramas', 80, 80, 'both', 'raid', 0, 0, 3456, 533, 10, 1, NULL, NULL, NULL,
 'Tuez Kel''Thuzad dans Naxxramas et faites votre rapport à Tirion Fordring.', 'La nécropole de Naxxramas flotte au-dessus de la Désolation des dragons. Abattez la liche qui la commande.', 'Le Fléau vient de perdre son plus fidèle serviteur.', 30000, 250000, NULL, NULL, 0),
('wotlk', 11262, 'Ingvar doit mourir !', 'Ingvar Must Die!', 72, 68, 'both', 'dungeon', 0, 0, 206, 574, 5, 1, NULL, NULL, NULL,
 'Tuez Ingvar le Pilleur dans le donjon d''Utgarde.', 'Les Vrykuls d''Utgarde se préparent à la guerre. Leur chef doit tomber.', 'Sans Ingvar, les Vrykuls vacillent.', 25000, 80000, NULL, NULL, 0),
('wotlk', 13245, 'Preuve de décès : Ingvar le Pilleur', 'Proof of Demise: Ingvar the Plunderer', 80, 80, 'both', 'heroic', 1, 0, 206, 574, 5, 1, NULL, NULL, NULL,
 'Rapportez la tête d''Ingvar le Pilleur, vaincu en mode héroïque, à l''archimage Lan''dalock.', 'Le Kirin Tor récompense les héros qui affrontent Ingvar en mode héroïque.', 'Revenez demain pour un autre contrat.', 33000, 250000, NULL, NULL, 0),
('wotlk', 12593, 'Au service du roi-liche', 'In Service of the Lich King', 55, 55, 'both', NULL, 0, 0, -372, NULL, NULL, 0, 'Chevalier de la mort', NULL, NULL,
 'Présentez-vous à l''instructeur Razuvious dans le fort d''Achérus.', 'Le roi-liche a besoin de ses chevaliers de la mort.', NULL, 20, NULL, NULL, NULL, 0),
('wotlk', 13189, 'Une serrure tuskarr', 'A Tuskarr Lock', 74, 70, 'both', NULL, 0, 1, -162, NULL, NULL, 0, 'Voleur', 'Crochetage', 375,
 'Crochetez un coffre de marin kalu''ak dans le fjord Hurlant.', 'Les Kalu''aks ont perdu la clé de leurs coffres. Un voleur saura les ouvrir, et ils vous le rendront bien.', 'Le coffre est ouvert ! Les Kalu''aks vous remercient.', 16000, 70000, NULL, NULL, 1);

INSERT INTO quest_relation (version, quest_id, role, entity_type, entity_id) VALUES
('wotlk', 11672, 'starts', 'npc', 25245), ('wotlk', 11672, 'ends', 'npc', 25245),
('wotlk', 11593, 'starts', 'npc', 25245), ('wotlk', 11593, 'ends', 'npc', 25245),
('wotlk', 11585, 'starts', 'npc', 25237), ('wotlk', 11585, 'ends', 'npc', 25237),
('wotlk', 11598, 'starts', 'npc', 25237), ('wotlk', 11598, 'ends', 'npc', 25237),
('wotlk', 13833, 'starts', 'npc', 28742), ('wotlk', 13833, 'ends', 'npc', 28742),
('wotlk', 13593, 'starts', 'npc', 28179), ('wotlk', 13593, 'ends', 'npc', 28179),
('wotlk', 11262, 'starts', 'npc', 25245), ('wotlk', 11262, 'ends', 'npc', 25245),
('wotlk', 13245, 'starts', 'npc', 16128), ('wotlk', 13245, 'ends', 'npc', 16128),
('wotlk', 13189, 'starts', 'object', 191543), ('wotlk', 13189, 'ends', 'npc', 16128);

INSERT INTO quest_requirement (version, quest_id, position, kind, target_id, name, quantity, value, rank, text) VALUES
('wotlk', 11593, 1, 'creature', 25487, NULL, 8, NULL, NULL, NULL),
('wotlk', 11598, 1, 'creature', 26672, NULL, 10, NULL, NULL, NULL),
('wotlk', 11598, 2, 'object', 188261, NULL, 1, NULL, NULL, NULL),
('wotlk', 13833, 1, 'item', NULL, 'Poisson sanguinaire', 1, NULL, NULL, NULL),
('wotlk', 13593, 1, 'creature', 15990, NULL, 1, NULL, NULL, NULL),
('wotlk', 11262, 1, 'creature', 23954, NULL, 1, NULL, NULL, NULL),
('wotlk', 13245, 1, 'item', NULL, 'Tête d''Ingvar le Pilleur', 1, NULL, NULL, NULL),
('wotlk', 12593, 1, 'explore', NULL, 'Fort d''Achérus', NULL, NULL, NULL, 'Se présenter à l''instructeur Razuvious'),
('wotlk', 13189, 1, 'object', 191543, NULL, 1, NULL, NULL, NULL),
('wotlk', 13189, 2, 'reputation', 1073, NULL, NULL, 3000, 'friendly', NULL);

INSERT INTO quest_reward (version, quest_id, item_id, quantity, choice) VALUES
('wotlk', 13593, 40752, 5, 0),
('wotlk', 13245, 40752, 2, 0),
('wotlk', 11262, 35572, 1, 1), ('wotlk', 11262, 35570, 1, 1),
('wotlk', 13833, 33470, 5, 0);

INSERT INTO quest_reputation (version, quest_id, faction_id, value) VALUES
('wotlk', 11672, 1050, 10), ('wotlk', 11593, 1050, 250), ('wotlk', 11585, 1085, 10), ('wotlk', 11598, 1085, 250),
('wotlk', 13833, 1090, 250), ('wotlk', 13593, 1106, 1000), ('wotlk', 11262, 1050, 500), ('wotlk', 11262, 1085, 500),
('wotlk', 13245, 1090, 250), ('wotlk', 13189, 1073, 500), ('wotlk', 12593, 1098, 250);
