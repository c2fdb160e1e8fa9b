-- Wrath of the Lich King (3.3.5a): Northrend items — heirlooms, currencies, trade goods, Naxxramas and
-- Utgarde Keep loot (one row per difficulty), a rogue tier set, vendors and reputation rewards.

INSERT INTO item (version, id, name, english_name, quality, icon, item_level, required_level, class, class_name, subclass_name, slot, slot_name, item_set_id, bonding, stack_size, sell_price, description, tooltip, rogue) VALUES
-- Heirlooms (bound to the account, scale with the level)
('wotlk', 42944, 'Cherche-cœur équilibré', 'Balanced Heartseeker', 'heirloom', 'inv_weapon_shortblade_44', 1, 1, 'weapon', 'Arme', 'Dagues', 'one_hand', 'Une main', NULL, 'pickup', 1, 1, NULL, '[
  {"text": "Lié au compte", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Une main", "right": "Dagues", "lang": "fr", "kind": "plain"},
  {"text": "Les caractéristiques de cet objet augmentent avec votre niveau (1 à 80).", "right": null, "lang": "fr", "kind": "plain"}
]', 1),
('wotlk', 42952, 'Spallières d''ombre-fabrique tachées', 'Stained Shadowcraft Spaulders', 'heirloom', 'inv_shoulder_07', 1, 1, 'armor', 'Armure', 'Cuir', 'shoulder', 'Épaule', NULL, 'pickup', 1, 1, NULL, '[
  {"text": "Lié au compte", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Épaule", "right": "Cuir", "lang": "fr", "kind": "plain"},
  {"text": "Équipé : Augmente de 10 % l''expérience gagnée en tuant des monstres.", "right": null, "lang": "fr", "kind": "effect"}
]', 1),
('wotlk', 42943, 'Faucheuse en arcanite ensanglantée', 'Bloodied Arcanite Reaper', 'heirloom', 'inv_axe_09', 1, 1, 'weapon', 'Arme', 'Haches à deux mains', 'two_hand', 'Deux mains', NULL, 'pickup', 1, 1, NULL, '[
  {"text": "Lié au compte", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Deux mains", "right": "Haches à deux mains", "lang": "fr", "kind": "plain"}
]', 0),
-- Currencies and trade goods
('wotlk', 43228, 'Éclat de gardien des pierres', 'Stone Keeper''s Shard', 'rare', 'inv_misc_platnumdisks', 1, NULL, 'miscellaneous', 'Divers', 'Monnaie', NULL, NULL, NULL, 'pickup', 1000, 0, 'Remis aux vainqueurs de Joug-d''hiver.', NULL, 0),
('wotlk', 40752, 'Emblème d''héroïsme', 'Emblem of Heroism', 'epic', 'spell_holy_proclaimchampion', 80, NULL, 'miscellaneous', 'Divers', 'Monnaie', NULL, NULL, NULL, 'pickup', 2147, 0, NULL, NULL, 0),
('wotlk', 36909, 'Minerai de cobalt', 'Cobalt Ore', 'common', 'inv_ore_cobalt', 70, NULL, 'trade_goods', 'Artisanat', 'Métal et pierre', NULL, NULL, NULL, NULL, 20, 125, NULL, NULL, 0),
('wotlk', 36912, 'Minerai de saronite', 'Saronite Ore', 'common', 'inv_ore_saronite_01', 75, NULL, 'trade_goods', 'Artisanat', 'Métal et pierre', NULL, NULL, NULL, NULL, 20, 200, NULL, NULL, 0),
('wotlk', 36901, 'Trèfle doré', 'Goldclover', 'common', 'inv_misc_herb_goldclover', 70, NULL, 'trade_goods', 'Artisanat', 'Herbe', NULL, NULL, NULL, NULL, 20, 150, NULL, NULL, 0),
('wotlk', 36904, 'Lys tigré', 'Tiger Lily', 'common', 'inv_misc_herb_tigerlily', 72, NULL, 'trade_goods', 'Artisanat', 'Herbe', NULL, NULL, NULL, NULL, 20, 150, NULL, NULL, 0),
('wotlk', 33470, 'Étoffe de tisse-givre', 'Frostweave Cloth', 'common', 'inv_fabric_frostweave', 70, NULL, 'trade_goods', 'Artisanat', 'Tissu', NULL, NULL, NULL, NULL, 20, 100, NULL, NULL, 0),
-- Naxxramas
('wotlk', 39425, 'Pointe glaciale de Kel''Thuzad', 'Kel''Thuzad''s Frozen Spike', 'epic', 'inv_weapon_shortblade_64', 213, 80, 'weapon', 'Arme', 'Dagues', 'one_hand', 'Une main', NULL, 'pickup', 1, 120000, NULL, '[
  {"text": "Lié quand ramassé", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Une main", "right": "Dagues", "lang": "fr", "kind": "plain"},
  {"text": "Dégâts : 208 - 388", "right": "Vitesse 1,80", "lang": "fr", "kind": "plain"},
  {"text": "(165,6 dégâts par seconde)", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 80 requis", "right": null, "lang": "fr", "kind": "plain"}
]', 1),
('wotlk', 39426, 'Bâton de la nécropole', 'Staff of the Necropolis', 'epic', 'inv_staff_85', 213, 80, 'weapon', 'Arme', 'Bâtons', 'two_hand', 'Deux mains', NULL, 'pickup', 1, 150000, NULL, NULL, 0),
('wotlk', 40402, 'Phylactère de la liche', 'Lich''s Phylactery', 'epic', 'inv_trinket_naxxramas06', 226, 80, 'armor', 'Armure', 'Divers', 'trinket', 'Bijou', NULL, 'pickup', 1, 100000, NULL, NULL, 0),
('wotlk', 40403, 'Cape des profondeurs gelées', 'Cloak of the Frozen Depths', 'epic', 'inv_misc_cape_naxxramas_02', 213, 80, 'armor', 'Armure', 'Tissu', 'back', 'Dos', NULL, 'pickup', 1, 80000, NULL, NULL, 1),
('wotlk', 39140, 'Carapace d''Anub''Rekhan', 'Anub''Rekhan''s Carapace', 'epic', 'inv_chest_plate_24', 200, 80, 'armor', 'Armure', 'Plaques', 'chest', 'Torse', NULL, 'pickup', 1, 70000, NULL, NULL, 0),
('wotlk', 39216, 'Étreinte de la veuve', 'Widow''s Embrace', 'epic', 'inv_belt_24', 200, 80, 'armor', 'Armure', 'Tissu', 'waist', 'Taille', NULL, 'pickup', 1, 50000, NULL, NULL, 0),
('wotlk', 39237, 'Crochet de Maexxna', 'Maexxna''s Fang', 'epic', 'inv_weapon_shortblade_62', 200, 80, 'weapon', 'Arme', 'Dagues', 'one_hand', 'Une main', NULL, 'pickup', 1, 100000, NULL, NULL, 1),
-- Bonescythe Battlegear (set 801, rogue)
('wotlk', 39561, 'Couvre-chef de Faucheur-d''os', 'Bonescythe Helmet', 'epic', 'inv_helmet_146', 200, 80, 'armor', 'Armure', 'Cuir', 'head', 'Tête', 801, 'pickup', 1, 60000, NULL, NULL, 1),
('wotlk', 39564, 'Jambières de Faucheur-d''os', 'Bonescythe Legplates', 'epic', 'inv_pants_leather_23', 200, 80, 'armor', 'Armure', 'Cuir', 'legs', 'Jambes', 801, 'pickup', 1, 62000, NULL, NULL, 1),
('wotlk', 39560, 'Gants de Faucheur-d''os', 'Bonescythe Gauntlets', 'epic', 'inv_gauntlets_83', 200, 80, 'armor', 'Armure', 'Cuir', 'hands', 'Mains', 801, 'pickup', 1, 40000, NULL, NULL, 1),
-- Utgarde Keep
('wotlk', 35570, 'Hache de guerre d''Ingvar', 'Ingvar''s War Axe', 'rare', 'inv_axe_86', 159, 72, 'weapon', 'Arme', 'Haches à deux mains', 'two_hand', 'Deux mains', NULL, 'pickup', 1, 30000, NULL, NULL, 0),
('wotlk', 35572, 'Brassards du Pilleur', 'Plunderer''s Bracers', 'rare', 'inv_bracer_30', 159, 72, 'armor', 'Armure', 'Cuir', 'wrist', 'Poignets', NULL, 'pickup', 1, 12000, NULL, NULL, 1),
-- Reputation rewards
('wotlk', 43157, 'Tabard du Kirin Tor', 'Tabard of the Kirin Tor', 'common', 'inv_shirt_guildtabard_01', 1, NULL, 'armor', 'Armure', 'Divers', 'tabard', 'Tabard', NULL, 'equip', 1, 0, NULL, NULL, 0),
('wotlk', 43154, 'Tabard de la Croisade d''argent', 'Tabard of the Argent Crusade', 'common', 'inv_shirt_guildtabard_01', 1, NULL, 'armor', 'Armure', 'Divers', 'tabard', 'Tabard', NULL, 'equip', 1, 0, NULL, NULL, 0);

INSERT INTO item_set (version, id, name, english_name, class, rogue) VALUES
('wotlk', 801, 'Tenue de bataille de Faucheur-d''os', 'Bonescythe Battlegear', 'rogue', 1);
INSERT INTO item_set_bonus (version, item_set_id, pieces, spell_id, text) VALUES
('wotlk', 801, 2, NULL, 'Vos coups de grâce ont une chance de rendre 1 point de combo.'),
('wotlk', 801, 4, 51723, 'Réduit de 10 % le coût en énergie d''Éventail de couteaux.');

INSERT INTO loot (version, source_type, source_id, item_id, name, chance, difficulty, quest_item, instance_id) VALUES
('wotlk', 'npc', 15990, 39425, NULL, 18.0, '10_player', 0, 533), ('wotlk', 'npc', 15990, 39425, NULL, 12.5, '25_player', 0, 533),
('wotlk', 'npc', 15990, 39426, NULL, 17.5, '10_player', 0, 533), ('wotlk', 'npc', 15990, 39426, NULL, 11.0, '25_player', 0, 533),
('wotlk', 'npc', 15990, 40403, NULL, 15.0, '10_player', 0, 533), ('wotlk', 'npc', 15990, 40403, NULL, 13.2, '25_player', 0, 533),
('wotlk', 'npc', 15990, 40402, NULL, 10.5, '25_player', 0, 533),
('wotlk', 'npc', 15990, 39561, NULL, 20.0, '10_player', 0, 533), ('wotlk', 'npc', 15990, 39561, NULL, 20.0, '25_player', 0, 533),
('wotlk', 'npc', 15990, 40752, NULL, 100, '10_player', 0, 533), ('wotlk', 'npc', 15990, 40752, NULL, 100, '25_player', 0, 533),
('wotlk', 'npc', 15956, 39140, NULL, 19.0, '10_player', 0, 533), ('wotlk', 'npc', 15956, 39564, NULL, 14.0, '25_player', 0, 533),
('wotlk', 'npc', 15953, 39216, NULL, 19.0, '10_player', 0, 533), ('wotlk', 'npc', 15953, 39560, NULL, 14.0, '25_player', 0, 533),
('wotlk', 'npc', 15952, 39237, NULL, 18.0, '10_player', 0, 533), ('wotlk', 'npc', 15952, 39237, NULL, 16.0, '25_player', 0, 533),
('wotlk', 'npc', 23954, 35570, NULL, 22.0, 'normal', 0, 574), ('wotlk', 'npc', 23954, 35570, NULL, 25.0, 'heroic', 0, 574),
('wotlk', 'npc', 23954, 35572, NULL, 21.0, 'normal', 0, 574), ('wotlk', 'npc', 23954, 40752, NULL, 100, 'heroic', 0, 574),
('wotlk', 'npc', 25487, 33470, NULL, 5.0, NULL, 0, NULL), ('wotlk', 'npc', 30956, 33470, NULL, 30.0, NULL, 0, NULL);

INSERT INTO vendor_item (version, npc_id, item_id, position, honor, arena, personal_rating, cost_item_id, cost_item_count) VALUES
('wotlk', 32294, 42944, 1, NULL, NULL, NULL, 43228, 300),
('wotlk', 32294, 42952, 2, NULL, NULL, NULL, 43228, 300),
('wotlk', 32294, 42943, 3, NULL, NULL, NULL, 43228, 500),
('wotlk', 16128, 43157, 1, NULL, NULL, NULL, NULL, NULL),
('wotlk', 28179, 43154, 1, NULL, NULL, NULL, NULL, NULL);

INSERT INTO faction_reward (version, faction_id, item_id, rank) VALUES
('wotlk', 1090, 43157, 'honored'), ('wotlk', 1106, 43154, 'honored');

-- The tooltip's facts in their columns, as the import gives them (damage, speed, DPS, armour, durability,
-- stats: '' for none; effects: '[]' for none).
UPDATE item SET stats = '', effects = '[]' WHERE version = 'wotlk' AND id = 42944;
UPDATE item SET stats = '', effects = '[{"trigger": "equip", "text": "Augmente de 10 % l''expérience gagnée en tuant des monstres.", "lang": "fr", "spell_id": null}]' WHERE version = 'wotlk' AND id = 42952;
UPDATE item SET stats = '', effects = '[]' WHERE version = 'wotlk' AND id = 42943;
UPDATE item SET damage = '[{"min": 208, "max": 388, "school": "physical"}]', speed = 1.8, dps = 165.6, stats = '', effects = '[]' WHERE version = 'wotlk' AND id = 39425;
