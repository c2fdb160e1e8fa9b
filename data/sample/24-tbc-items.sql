-- The Burning Crusade (2.4.3): Outland items, their loot per difficulty, PvP vendors, reputation rewards.

INSERT INTO item (version, id, name, english_name, quality, icon, item_level, required_level, class, class_name, subclass_name, slot, slot_name, bonding, stack_size, sell_price, description, tooltip, start_quest_id, rogue) VALUES
-- Trade goods and consumables
('tbc', 23424, 'Minerai de gangrefer', 'Fel Iron Ore', 'common', 'inv_ore_feliron', 60, NULL, 'trade_goods', 'Artisanat', 'Métal et pierre', NULL, NULL, NULL, 20, 200, NULL, NULL, NULL, 0),
('tbc', 22785, 'Gangrelette', 'Felweed', 'common', 'inv_misc_herb_felweed', 60, NULL, 'trade_goods', 'Artisanat', 'Herbe', NULL, NULL, NULL, 20, 150, NULL, NULL, NULL, 0),
('tbc', 22786, 'Glaurier', 'Dreaming Glory', 'common', 'inv_misc_herb_dreamingglory', 62, NULL, 'trade_goods', 'Artisanat', 'Herbe', NULL, NULL, NULL, 20, 150, NULL, NULL, NULL, 0),
('tbc', 21877, 'Étoffe de tisse-néant', 'Netherweave Cloth', 'common', 'inv_fabric_netherweave', 60, NULL, 'trade_goods', 'Artisanat', 'Tissu', NULL, NULL, NULL, 20, 40, NULL, NULL, NULL, 0),
('tbc', 22054, 'Poison mortel VII', 'Deadly Poison VII', 'common', 'ability_rogue_dualweild', 76, 70, 'consumable', 'Consommable', 'Consommable', NULL, NULL, NULL, 20, 75, NULL, '[
  {"text": "Niveau 70 requis", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Utilise : Enduit une arme d''un poison qui dure 1 heure.", "right": null, "lang": "fr", "kind": "effect"}
]', NULL, 1),
('tbc', 29434, 'Insigne de justice', 'Badge of Justice', 'epic', 'spell_holy_championsbond', 70, NULL, 'miscellaneous', 'Divers', 'Monnaie', NULL, NULL, 'pickup', 2147, 0, 'Remis aux héros qui ont vaincu les plus redoutables ennemis de l''Outreterre.', NULL, NULL, 0),
-- Hellfire Ramparts
('tbc', 27466, 'Bottes de l''Invaincu', 'Boots of the Unscarred', 'rare', 'inv_boots_chain_05', 115, 70, 'armor', 'Armure', 'Cuir', 'feet', 'Pieds', 'pickup', 1, 9500, NULL, '[
  {"text": "Lié quand ramassé", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Pieds", "right": "Cuir", "lang": "fr", "kind": "plain"},
  {"text": "Armure : 186", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "+20 Agilité", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "+18 Endurance", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 70 requis", "right": null, "lang": "fr", "kind": "plain"}
]', NULL, 1),
('tbc', 27467, 'Garde-main de Flamme infernale', 'Hellfire Handguards', 'rare', 'inv_gauntlets_29', 115, 70, 'armor', 'Armure', 'Plaques', 'hands', 'Mains', 'pickup', 1, 8100, NULL, NULL, NULL, 0),
('tbc', 27477, 'Couperet gangrené', 'Felcleaver', 'rare', 'inv_axe_55', 109, 59, 'weapon', 'Arme', 'Haches à une main', 'one_hand', 'Une main', 'equip', 1, 22000, NULL, NULL, NULL, 1),
('tbc', 27478, 'Cuirasse d''Omor', 'Omor''s Breastplate', 'epic', 'inv_chest_plate03', 115, 70, 'armor', 'Armure', 'Plaques', 'chest', 'Torse', 'pickup', 1, 15000, NULL, NULL, NULL, 0),
('tbc', 27484, 'Lame dentelée de Vazruden', 'Vazruden''s Serrated Blade', 'rare', 'inv_weapon_shortblade_44', 112, 62, 'weapon', 'Arme', 'Dagues', 'one_hand', 'Une main', 'pickup', 1, 30000, NULL, '[
  {"text": "Lié quand ramassé", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Une main", "right": "Dagues", "lang": "fr", "kind": "plain"},
  {"text": "Dégâts : 71 - 133", "right": "Vitesse 1,80", "lang": "fr", "kind": "plain"},
  {"text": "(56,7 dégâts par seconde)", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "+12 Agilité", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 62 requis", "right": null, "lang": "fr", "kind": "plain"}
]', NULL, 1),
-- PvP rewards (honor and arena points)
('tbc', 28295, 'Tranche-gorge du gladiateur', 'Gladiator''s Shanker', 'epic', 'inv_weapon_shortblade_53', 123, 70, 'weapon', 'Arme', 'Dagues', 'one_hand', 'Une main', 'pickup', 1, 0, NULL, '[
  {"text": "Lié quand ramassé", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Une main", "right": "Dagues", "lang": "fr", "kind": "plain"},
  {"text": "Dégâts : 82 - 153", "right": "Vitesse 1,80", "lang": "fr", "kind": "plain"},
  {"text": "(65,3 dégâts par seconde)", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "+14 Endurance", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Châsse rouge", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Bonus de châsse : +3 Endurance", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 70 requis", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Équipé : Augmente de 11 le score de coup critique.", "right": null, "lang": "fr", "kind": "effect"},
  {"text": "Equip: Improves your resilience rating by 12.", "right": null, "lang": "en", "kind": "effect"}
]', NULL, 1),
('tbc', 25830, 'Tunique de cuir du gladiateur', 'Gladiator''s Leather Tunic', 'epic', 'inv_chest_leather_17', 123, 70, 'armor', 'Armure', 'Cuir', 'chest', 'Torse', 'pickup', 1, 0, NULL, NULL, NULL, 1),
('tbc', 28234, 'Médaillon de l''Alliance', 'Medallion of the Alliance', 'epic', 'inv_jewelry_trinketpvp_01', 100, 70, 'armor', 'Armure', 'Divers', 'trinket', 'Bijou', 'pickup', 1, 0, NULL, '[
  {"text": "Lié quand ramassé", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Bijou", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 70 requis", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Utilise : Dissipe tous les effets de perte de contrôle.", "right": null, "lang": "fr", "kind": "effect"}
]', NULL, 0),
-- Reputation rewards
('tbc', 31779, 'Tabard de l''Aldor', 'Aldor Tabard', 'common', 'inv_shirt_guildtabard_01', 20, NULL, 'armor', 'Armure', 'Divers', 'tabard', 'Tabard', 'equip', 1, 0, NULL, NULL, NULL, 0),
('tbc', 31780, 'Tabard des Clairvoyants', 'Scryers Tabard', 'common', 'inv_shirt_guildtabard_01', 20, NULL, 'armor', 'Armure', 'Divers', 'tabard', 'Tabard', 'equip', 1, 0, NULL, NULL, NULL, 0),
('tbc', 29124, 'Marque du vindicateur', 'Vindicator''s Brand', 'epic', 'inv_sword_65', 115, 70, 'weapon', 'Arme', 'Épées à une main', 'one_hand', 'Une main', 'pickup', 1, 40000, NULL, NULL, NULL, 1);

INSERT INTO loot (version, source_type, source_id, item_id, name, chance, difficulty, quest_item, instance_id) VALUES
-- Omor: one row per difficulty, different chances; the badge and the epic drop only in heroic
('tbc', 'npc', 17308, 27466, NULL, 18.0, 'normal', 0, 543), ('tbc', 'npc', 17308, 27466, NULL, 21.5, 'heroic', 0, 543),
('tbc', 'npc', 17308, 27467, NULL, 17.2, 'normal', 0, 543), ('tbc', 'npc', 17308, 27467, NULL, 20.1, 'heroic', 0, 543),
('tbc', 'npc', 17308, 27477, NULL, 15.0, 'normal', 0, 543),
('tbc', 'npc', 17308, 27478, NULL, 12.5, 'heroic', 0, 543),
('tbc', 'npc', 17308, 29434, NULL, 100, 'heroic', 0, 543),
('tbc', 'npc', 17306, 27477, NULL, 14.0, 'normal', 0, 543), ('tbc', 'npc', 17306, 29434, NULL, 100, 'heroic', 0, 543),
('tbc', 'npc', 17537, 27484, NULL, 16.0, 'normal', 0, 543), ('tbc', 'npc', 17537, 27484, NULL, 19.0, 'heroic', 0, 543),
('tbc', 'npc', 17537, 29434, NULL, 100, 'heroic', 0, 543),
('tbc', 'npc', 17537, NULL, 'Cravache de Nazan', 100, 'heroic', 1, 543),
-- Outdoor Outland
('tbc', 'npc', 16867, 21877, NULL, 30.0, NULL, 0, NULL), ('tbc', 'npc', 16870, 21877, NULL, 25.0, NULL, 0, NULL),
('tbc', 'npc', 19189, 22054, NULL, 0.5, NULL, 0, NULL);

-- The arena vendor: honor only, arena points with a personal rating, and both.
INSERT INTO vendor_item (version, npc_id, item_id, position, honor, arena, personal_rating, cost_item_id, cost_item_count) VALUES
('tbc', 23396, 28234, 1, 8000, NULL, NULL, NULL, NULL),
('tbc', 23396, 25830, 2, 11794, 1250, NULL, NULL, NULL),
('tbc', 23396, 28295, 3, NULL, 1875, 1850, NULL, NULL),
('tbc', 18538, 29124, 2, NULL, NULL, NULL, NULL, NULL),
('tbc', 18538, 31779, 1, NULL, NULL, NULL, NULL, NULL),
('tbc', 18585, 31780, 1, NULL, NULL, NULL, NULL, NULL);

INSERT INTO faction_reward (version, faction_id, item_id, rank) VALUES
('tbc', 932, 31779, 'honored'),
('tbc', 934, 31780, 'honored'),
('tbc', 932, 29124, 'exalted');

-- Stats as the wowsims item list gives them (`stats`, `socket_bonus`: code=value in tooltip order;
-- '' for none). Other items keep NULL: no source gives their stats.
UPDATE item SET stats = 'agility=20,stamina=18,armor=186', socket_bonus = '' WHERE version = 'tbc' AND id = 27466;
UPDATE item SET stats = 'stamina=14,crit_rating=11,resilience_rating=12', socket_bonus = 'stamina=3', sockets = 'red',
  damage = '[{"min": 82, "max": 153, "school": "physical"}]', speed = 1.8, dps = 65.3, effects = '[{"trigger": "equip", "text": "Augmente de 11 le score de coup critique.", "lang": "fr", "spell_id": null}, {"trigger": "equip", "text": "Improves your resilience rating by 12.", "lang": "en", "spell_id": null}]' WHERE version = 'tbc' AND id = 28295;

-- The tooltip's facts in their columns, as the import gives them (damage, speed, DPS, armour, durability,
-- stats: '' for none; effects: '[]' for none).
UPDATE item SET stats = '', effects = '[{"trigger": "use", "text": "Enduit une arme d''un poison qui dure 1 heure.", "lang": "fr", "spell_id": null}]' WHERE version = 'tbc' AND id = 22054;
UPDATE item SET armor = 186, effects = '[]' WHERE version = 'tbc' AND id = 27466;
UPDATE item SET damage = '[{"min": 71, "max": 133, "school": "physical"}]', speed = 1.8, dps = 56.7, stats = 'agility=12', effects = '[]' WHERE version = 'tbc' AND id = 27484;
UPDATE item SET stats = '', effects = '[{"trigger": "use", "text": "Dissipe tous les effets de perte de contrôle.", "lang": "fr", "spell_id": null}]' WHERE version = 'tbc' AND id = 28234;
