-- Classic (1.12.1): spells (class spells and their ranks, a talent, recipes with their reagents,
-- the trainers who teach some, set bonuses, a mount) and community guides.

INSERT INTO spell (version, id, name, english_name, rank_name, icon, school, class, level, description, rogue) VALUES
-- Rogue
('classic', 1752, 'Attaque pernicieuse', 'Sinister Strike', 'Rang 1', 'spell_shadow_ritualofsacrifice', 'physical', 'rogue', 1, 'Une attaque instantanée qui inflige les dégâts de l''arme plus 3 points. Confère 1 point de combo.', 1),
('classic', 2098, 'Éviscération', 'Eviscerate', 'Rang 1', 'ability_rogue_eviscerate', 'physical', 'rogue', 1, 'Coup de grâce qui inflige des dégâts par point de combo :
1 point : 6-10
2 points : 12-16
3 points : 18-22', 1),
('classic', 1784, 'Camouflage', 'Stealth', 'Rang 1', 'ability_stealth', 'physical', 'rogue', 1, 'Vous permet de vous déplacer sans être vu, à vitesse réduite. Dure jusqu''à annulation.', 1),
('classic', 53, 'Attaque sournoise', 'Backstab', 'Rang 1', 'ability_backstab', 'physical', 'rogue', 4, 'Poignarde la cible dans le dos : 150 % des dégâts de l''arme plus 15. Nécessite une dague et d''être derrière la cible.', 1),
('classic', 921, 'Vol à la tire', 'Pick Pocket', NULL, 'inv_misc_bag_11', 'physical', 'rogue', 4, 'Fait les poches d''un ennemi. Nécessite d''être camouflé.', 1),
('classic', 1776, 'Suriner', 'Gouge', 'Rang 1', 'ability_gouge', 'physical', 'rogue', 6, 'Inflige 10 points de dégâts et stupéfie la cible pendant 4 s.', 1),
('classic', 5277, 'Évasion', 'Evasion', NULL, 'spell_shadow_shadowward', 'physical', 'rogue', 8, 'Augmente vos chances d''esquive de 50 % pendant 15 s.', 1),
('classic', 6770, 'Assommer', 'Sap', 'Rang 1', 'ability_sap', 'physical', 'rogue', 10, 'Neutralise la cible pendant 25 s. Nécessite d''être camouflé. Ne fonctionne que sur les humanoïdes hors combat.', 1),
('classic', 2983, 'Sprint', 'Sprint', 'Rang 1', 'ability_rogue_sprint', 'physical', 'rogue', 10, 'Augmente votre vitesse de déplacement de 50 % pendant 15 s.', 1),
('classic', 1766, 'Coup de pied', 'Kick', 'Rang 1', 'ability_kick', 'physical', 'rogue', 12, 'Interrompt le sort en cours et empêche d''en lancer un de la même école pendant 5 s.', 1),
('classic', 703, 'Garrot', 'Garrote', 'Rang 1', 'ability_rogue_garrote', 'physical', 'rogue', 14, 'Étrangle la cible et inflige 144 points de dégâts en 18 s. Nécessite d''être camouflé.', 1),
('classic', 1804, 'Crochetage', 'Pick Lock', NULL, 'spell_nature_moonkey', 'physical', 'rogue', 16, 'Permet d''ouvrir les serrures. Nécessite des outils de voleur.', 1),
('classic', 8676, 'Embuscade', 'Ambush', 'Rang 1', 'ability_rogue_ambush', 'physical', 'rogue', 18, 'Attaque la cible par surprise : 250 % des dégâts de l''arme plus 70. Nécessite une dague et d''être camouflé.', 1),
('classic', 2842, 'Poisons', 'Poisons', NULL, 'trade_brewpoison', 'nature', 'rogue', 20, 'Permet de préparer des poisons pour enduire vos armes.', 1),
('classic', 1856, 'Disparition', 'Vanish', 'Rang 1', 'ability_vanish', 'physical', 'rogue', 22, 'Vous fait disparaître et vous place en Camouflage. Nécessite une poudre éclipsante.', 1),
-- Mage
('classic', 133, 'Boule de feu', 'Fireball', 'Rang 1', 'spell_fire_flamebolt', 'fire', 'mage', 1, 'Lance une boule de feu qui inflige 14 à 22 points de dégâts de Feu.', 0),
('classic', 1459, 'Intelligence des Arcanes', 'Arcane Intellect', 'Rang 1', 'spell_holy_magicalsentry', 'arcane', 'mage', 1, 'Augmente l''Intelligence de la cible de 2 pendant 30 min.', 0),
('classic', 116, 'Éclair de givre', 'Frostbolt', 'Rang 1', 'spell_frost_frostbolt02', 'frost', 'mage', 4, 'Inflige 18 à 20 points de dégâts de Givre et ralentit la cible.', 0),
('classic', 118, 'Métamorphose', 'Polymorph', 'Rang 1', 'spell_nature_polymorph', 'arcane', 'mage', 8, 'Transforme l''ennemi en mouton pendant 20 s au maximum.', 0),
-- Warrior
('classic', 78, 'Frappe héroïque', 'Heroic Strike', 'Rang 1', 'ability_rogue_ambush', 'physical', 'warrior', 1, 'Une attaque puissante qui augmente vos dégâts de mêlée de 11.', 0),
('classic', 6673, 'Cri de guerre', 'Battle Shout', 'Rang 1', 'ability_warrior_battleshout', 'physical', 'warrior', 1, 'Augmente la puissance d''attaque des membres du groupe de 15 pendant 2 min.', 0),
('classic', 100, 'Charge', 'Charge', 'Rang 1', 'ability_warrior_charge', 'physical', 'warrior', 4, 'Charge un ennemi et l''étourdit pendant 1 s. Génère 9 points de rage.', 0),
-- Priest
('classic', 2050, 'Soins inférieurs', 'Lesser Heal', 'Rang 1', 'spell_holy_lesserheal', 'holy', 'priest', 1, 'Rend 46 à 56 points de vie à la cible.', 0),
('classic', 589, 'Mot de l''ombre : Douleur', 'Shadow Word: Pain', 'Rang 1', 'spell_shadow_shadowwordpain', 'shadow', 'priest', 4, 'Inflige 30 points de dégâts d''Ombre en 18 s.', 0),
('classic', 17, 'Mot de pouvoir : Bouclier', 'Power Word: Shield', 'Rang 1', 'spell_holy_powerwordshield', 'holy', 'priest', 6, 'Absorbe 44 points de dégâts pendant 30 s.', 0),
-- Set bonuses and mounts (no class)
('classic', 7597, 'Agilité accrue', 'Increased Agility', NULL, 'spell_holy_blessingofagility', 'physical', NULL, NULL, 'Augmente l''Agilité de 5.', 0),
('classic', 21874, 'Énergie accrue', 'Increased Energy', NULL, 'spell_shadow_shadowworddominate', 'physical', NULL, NULL, 'Augmente votre maximum d''énergie de 10.', 1),
('classic', 21919, 'Valeur de blocage accrue', 'Increased Block Value', NULL, 'inv_shield_05', 'physical', NULL, NULL, 'Augmente de 30 la valeur de blocage de votre bouclier.', 0),
('classic', 470, 'Étalon noir', 'Black Stallion', NULL, 'ability_mount_ridinghorse', 'physical', NULL, 40, 'Invoque et renvoie un étalon noir que vous pouvez monter.', 0);

-- A debugging spell, hidden from lists.
INSERT INTO spell (version, id, name, english_name, name_is_english, school, internal) VALUES
('classic', 9999, 'Debug Invisibility', 'Debug Invisibility', 1, 'arcane', 1);

-- What each spell is; the ranks of Sinister Strike, the trainers who teach the second.
UPDATE spell SET kind = 'ability' WHERE version = 'classic' AND class IS NOT NULL;
UPDATE spell SET kind = 'item' WHERE version = 'classic' AND id IN (7597, 21874, 21919, 470);
UPDATE spell SET rank = 1, first_rank_id = 1752 WHERE version = 'classic' AND id = 1752;

INSERT INTO spell (version, id, name, english_name, kind, rank, rank_name, first_rank_id, icon, school, class, level, cost, description, rogue) VALUES
('classic', 1757, 'Attaque pernicieuse', 'Sinister Strike', 'ability', 2, 'Rang 2', 1752, 'spell_shadow_ritualofsacrifice', 'physical', 'rogue', 6, 100, 'Une attaque instantanée qui inflige les dégâts de l''arme plus 6 points. Confère 1 point de combo.', 1);

INSERT INTO trainer_spell (version, npc_id, spell_id) VALUES
('classic', 917, 1757), ('classic', 918, 1757), ('classic', 918, 921), ('classic', 918, 1804);

-- A talent of the Combat tree, its five ranks (English tooltips only, as the sources give them).
INSERT INTO spell (version, id, name, english_name, kind, rank, rank_name, first_rank_id, icon, class, level, english_description, talent_tree, talent_tier, talent_column, talent_max_rank, rogue) VALUES
('classic', 13705, 'Précision', 'Precision', 'talent', 1, 'Rang 1', 13705, 'ability_marksmanship', 'rogue', 15, 'Increases your chance to hit with melee weapons by 1%.', 'Combat', 2, 3, 5, 1),
('classic', 13832, 'Précision', 'Precision', 'talent', 2, 'Rang 2', 13705, 'ability_marksmanship', 'rogue', 16, 'Increases your chance to hit with melee weapons by 2%.', 'Combat', 2, 3, 5, 1),
('classic', 13843, 'Précision', 'Precision', 'talent', 3, 'Rang 3', 13705, 'ability_marksmanship', 'rogue', 17, 'Increases your chance to hit with melee weapons by 3%.', 'Combat', 2, 3, 5, 1),
('classic', 13844, 'Précision', 'Precision', 'talent', 4, 'Rang 4', 13705, 'ability_marksmanship', 'rogue', 18, 'Increases your chance to hit with melee weapons by 4%.', 'Combat', 2, 3, 5, 1),
('classic', 13845, 'Précision', 'Precision', 'talent', 5, 'Rang 5', 13705, 'ability_marksmanship', 'rogue', 19, 'Increases your chance to hit with melee weapons by 5%.', 'Combat', 2, 3, 5, 1);

-- Recipes: the item each creates and its reagents.
INSERT INTO spell (version, id, name, english_name, kind, icon, profession, skill_level, created_item_id, created_quantity, rogue) VALUES
('classic', 8681, 'Poison instantané', 'Instant Poison', 'recipe', 'ability_poisons', 'poisons', 1, 6947, 1, 1),
('classic', 3275, 'Bandage en lin', 'Linen Bandage', 'recipe', 'inv_misc_bandage_15', 'first_aid', 1, 1251, 1, 0);

INSERT INTO spell_reagent (version, spell_id, item_id, quantity, position) VALUES
('classic', 8681, 2928, 1, 1), ('classic', 8681, 3371, 1, 2),
('classic', 3275, 2589, 1, 1);

INSERT INTO guide (version, record_type, record_id, title, url) VALUES
('classic', 'npc', 639, 'Les Mortemines : guide complet du donjon', 'https://guides.example.org/classic/les-mortemines'),
('classic', 'npc', 11502, 'Cœur du Magma : vaincre Ragnaros', 'https://guides.example.org/classic/coeur-du-magma'),
('classic', 'quest', 166, 'La chaîne de la Confrérie défias pas à pas', 'https://guides.example.org/classic/confrerie-defias'),
('classic', 'quest', 2359, 'Voleur : la quête des poisons', 'https://guides.example.org/classic/voleur-poisons'),
('classic', 'item', 17182, 'Forger Sulfuras, la Main de Ragnaros', 'https://guides.example.org/classic/sulfuras'),
('classic', 'object', 176589, 'Où trouver le Lotus noir', 'https://guides.example.org/classic/lotus-noir'),
('classic', 'object', 179490, 'Crochetage de 1 à 300', 'https://guides.example.org/classic/crochetage');
