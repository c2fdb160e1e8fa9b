-- Classic (1.12.1): items, part 4 — consumables, poisons, keys, quest items, rewards, mounts.

INSERT INTO item (version, id, name, english_name, quality, icon, item_level, required_level, class, class_name, subclass_name, slot, slot_name, bonding, stack_size, sell_price, description, tooltip, start_quest_id, rogue) VALUES
-- Poisons and rogue reagents
('classic', 6947, 'Poison instantané', 'Instant Poison', 'common', 'ability_poisons', 24, 20, 'consumable', 'Consommable', 'Consommable', NULL, NULL, NULL, 20, 12, NULL, '[
  {"text": "Niveau 20 requis", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Utilise : Enduit une arme d''un poison qui dure 30 minutes. Chaque coup a 20 % de chances d''infliger 19 à 25 points de dégâts de Nature.", "right": null, "lang": "fr", "kind": "effect"},
  {"text": "40 charges.", "right": null, "lang": "fr", "kind": "plain"}
]', NULL, 1),
('classic', 6949, 'Poison instantané II', 'Instant Poison II', 'common', 'ability_poisons', 32, 28, 'consumable', 'Consommable', 'Consommable', NULL, NULL, NULL, 20, 20, NULL, NULL, NULL, 1),
('classic', 2892, 'Poison mortel', 'Deadly Poison', 'common', 'ability_rogue_dualweild', 34, 30, 'consumable', 'Consommable', 'Consommable', NULL, NULL, NULL, 20, 25, NULL, '[
  {"text": "Niveau 30 requis", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Utilise : Enduit une arme d''un poison qui dure 30 minutes. Chaque coup a 30 % de chances d''empoisonner la cible.", "right": null, "lang": "fr", "kind": "effect"}
]', NULL, 1),
('classic', 5237, 'Poison de distraction mentale', 'Mind-numbing Poison', 'common', 'spell_nature_nullifydisease', 24, 24, 'consumable', 'Consommable', 'Consommable', NULL, NULL, NULL, 20, 13, NULL, NULL, NULL, 1),
('classic', 3775, 'Poison affaiblissant', 'Crippling Poison', 'common', 'ability_poisonsting', 20, 20, 'consumable', 'Consommable', 'Consommable', NULL, NULL, NULL, 20, 13, NULL, NULL, NULL, 1),
('classic', 5140, 'Poudre éclipsante', 'Flash Powder', 'common', 'inv_misc_powder_purple', 20, NULL, 'reagent', 'Composant', 'Composant', NULL, NULL, NULL, 20, 6, NULL, NULL, NULL, 1),
('classic', 2928, 'Poudre de poussière', 'Dust of Decay', 'common', 'inv_misc_dust_01', 10, NULL, 'trade_goods', 'Artisanat', 'Composant', NULL, NULL, NULL, 20, 5, NULL, NULL, NULL, 1),
('classic', 3371, 'Fiole vide', 'Empty Vial', 'common', 'inv_drink_06', 1, NULL, 'trade_goods', 'Artisanat', 'Artisanat', NULL, NULL, NULL, 20, 1, NULL, NULL, NULL, 1),
('classic', 5060, 'Outils de voleur', 'Thieves'' Tools', 'common', 'inv_misc_gear_03', 15, NULL, 'trade_goods', 'Artisanat', 'Outils', NULL, NULL, NULL, 1, 0, 'Indispensables pour crocheter les serrures.', NULL, NULL, 1),
-- Potions, food, bandages, bags
('classic', 858, 'Potion de soins inférieure', 'Lesser Healing Potion', 'common', 'inv_potion_52', 13, 3, 'consumable', 'Consommable', 'Potion', NULL, NULL, NULL, 5, 25, NULL, '[
  {"text": "Niveau 3 requis", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Utilise : Rend 140 à 180 points de vie.", "right": null, "lang": "fr", "kind": "effect"}
]', NULL, 0),
('classic', 929, 'Potion de soins', 'Healing Potion', 'common', 'inv_potion_51', 22, 12, 'consumable', 'Consommable', 'Potion', NULL, NULL, NULL, 5, 75, NULL, '[
  {"text": "Niveau 12 requis", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Utilise : Rend 280 à 360 points de vie.", "right": null, "lang": "fr", "kind": "effect"}
]', NULL, 0),
('classic', 159, 'Eau de source fraîche', 'Refreshing Spring Water', 'common', 'inv_drink_07', 5, 1, 'consumable', 'Consommable', 'Nourriture et boissons', NULL, NULL, NULL, 20, 1, NULL, '[
  {"text": "Utilise : Rend 151 points de mana en 18 s.", "right": null, "lang": "fr", "kind": "effect"}
]', NULL, 0),
('classic', 4540, 'Miche de pain dur', 'Tough Hunk of Bread', 'common', 'inv_misc_food_11', 5, 1, 'consumable', 'Consommable', 'Nourriture et boissons', NULL, NULL, NULL, 20, 1, NULL, NULL, NULL, 0),
('classic', 1251, 'Bandage en lin', 'Linen Bandage', 'common', 'inv_misc_bandage_15', 5, NULL, 'consumable', 'Consommable', 'Bandage', NULL, NULL, NULL, 20, 10, NULL, NULL, NULL, 0),
('classic', 4238, 'Sac en lin', 'Linen Bag', 'common', 'inv_misc_bag_09', 10, NULL, 'container', 'Conteneur', 'Sac', 'bag', 'Sac', NULL, 1, 62, NULL, '[
  {"text": "Sac de 6 emplacements", "right": null, "lang": "fr", "kind": "plain"}
]', NULL, 0),
-- Keys
('classic', 15869, 'Clé squelette en argent', 'Silver Skeleton Key', 'common', 'inv_misc_key_03', 30, NULL, 'key', 'Clé', 'Clé', NULL, NULL, NULL, 20, 0, 'Ouvre les serrures simples.', NULL, NULL, 0),
('classic', 13704, 'Clé squelette', 'Skeleton Key', 'common', 'inv_misc_key_11', 60, NULL, 'key', 'Clé', 'Clé', NULL, NULL, 'pickup', 1, 0, 'Ouvre la porte de la Scholomance.', NULL, NULL, 0),
-- Quest items
('classic', 750, 'Viande de loup coriace', 'Tough Wolf Meat', 'common', 'inv_misc_food_14', 1, NULL, 'quest', 'Quête', 'Quête', NULL, NULL, 'quest', 8, 0, NULL, NULL, NULL, 0),
('classic', 752, 'Bandana en toile de jute rouge', 'Red Burlap Bandana', 'common', 'inv_misc_bandana_03', 1, NULL, 'quest', 'Quête', 'Quête', NULL, NULL, 'quest', 12, 0, NULL, NULL, NULL, 0),
('classic', 773, 'Poussière d''or', 'Gold Dust', 'common', 'inv_misc_dust_03', 1, NULL, 'quest', 'Quête', 'Quête', NULL, NULL, 'quest', 10, 0, NULL, NULL, NULL, 0),
('classic', 1006, 'Collier en laiton', 'Brass Collar', 'common', 'inv_jewelry_necklace_08', 1, NULL, 'quest', 'Quête', 'Quête', NULL, NULL, 'quest', 1, 0, NULL, NULL, NULL, 0),
('classic', 4862, 'Queue de scorpide ouvrier', 'Scorpid Worker Tail', 'common', 'inv_misc_monstertail_03', 1, NULL, 'quest', 'Quête', 'Quête', NULL, NULL, 'quest', 10, 0, NULL, NULL, NULL, 0),
('classic', 3637, 'Tête d''Edwin VanCleef', 'Head of VanCleef', 'common', 'inv_misc_head_human_01', 1, NULL, 'quest', 'Quête', 'Quête', NULL, NULL, 'quest', 1, 0, NULL, NULL, NULL, 0),
('classic', 2874, 'Une lettre non envoyée', 'An Unsent Letter', 'common', 'inv_letter_02', 1, 16, 'quest', 'Quête', 'Quête', NULL, NULL, 'quest', 1, 0, 'Cette lettre est adressée à Baros Alexston, architecte de la ville de Hurlevent.', '[
  {"text": "Objet de quête", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Cet objet permet de commencer une quête", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 16 requis", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "« Cette lettre est adressée à Baros Alexston, architecte de la ville de Hurlevent. »", "right": null, "lang": "fr", "kind": "flavor"}
]', 373, 0),
('classic', 2926, 'Tête de Bazil Thredd', 'Head of Bazil Thredd', 'common', 'inv_misc_head_human_01', 1, NULL, 'quest', 'Quête', 'Quête', NULL, NULL, 'quest', 1, 0, NULL, NULL, NULL, 0),
('classic', 7907, 'Journal de Klaven Mortwake', 'Klaven Mortwake''s Journal', 'common', 'inv_misc_book_09', 1, NULL, 'quest', 'Quête', 'Quête', NULL, NULL, 'quest', 1, 0, 'Il y a des taches de sang sur la couverture.', NULL, NULL, 1),
('classic', 12840, 'Pierre du Fléau de serviteur', 'Minion''s Scourgestone', 'uncommon', 'inv_misc_gem_pearl_03', 55, NULL, 'quest', 'Quête', 'Quête', NULL, NULL, 'pickup', 250, 0, 'Une pierre chargée d''énergie nécrotique.', NULL, NULL, 0),
('classic', 12844, 'Valeur d''argent', 'Argent Dawn Valor Token', 'uncommon', 'inv_misc_token_argentdawn', 55, NULL, 'miscellaneous', 'Divers', 'Monnaie', NULL, NULL, 'pickup', 100, 0, 'Remis par l''Aube d''argent à ceux qui combattent le Fléau.', NULL, NULL, 0),
-- Quest and reputation rewards
('classic', 6087, 'Chausses de la Marche de l''Ouest', 'Chausses of Westfall', 'uncommon', 'inv_pants_05', 26, NULL, 'armor', 'Armure', 'Cuir', 'legs', 'Jambes', 'pickup', 1, 886, NULL, '[
  {"text": "Lié quand ramassé", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Jambes", "right": "Cuir", "lang": "fr", "kind": "plain"},
  {"text": "Armure : 74", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "+8 Agilité", "right": null, "lang": "fr", "kind": "plain"}
]', NULL, 1),
('classic', 2041, 'Tunique de la Marche de l''Ouest', 'Tunic of Westfall', 'uncommon', 'inv_chest_chain_06', 26, NULL, 'armor', 'Armure', 'Mailles', 'chest', 'Torse', 'pickup', 1, 1220, NULL, NULL, NULL, 0),
('classic', 2042, 'Bâton de la Marche de l''Ouest', 'Staff of Westfall', 'uncommon', 'inv_staff_09', 26, NULL, 'weapon', 'Arme', 'Bâtons', 'two_hand', 'Deux mains', 'pickup', 1, 2100, NULL, NULL, NULL, 0),
('classic', 13209, 'Sceau de l''Aube', 'Seal of the Dawn', 'rare', 'inv_jewelry_talisman_07', 61, 55, 'armor', 'Armure', 'Divers', 'trinket', 'Bijou', 'pickup', 1, 0, NULL, '[
  {"text": "Lié quand ramassé", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Bijou", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 55 requis", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Équipé : Augmente de 81 la puissance d''attaque contre les morts-vivants.", "right": null, "lang": "fr", "kind": "effect"}
]', NULL, 0),
('classic', 19812, 'Rune de l''Aube', 'Rune of the Dawn', 'rare', 'inv_misc_rune_05', 61, 55, 'armor', 'Armure', 'Divers', 'trinket', 'Bijou', 'pickup', 1, 0, NULL, NULL, NULL, 0),
('classic', 13243, 'Défenseur d''argent', 'Argent Defender', 'rare', 'inv_shield_23', 63, 58, 'armor', 'Armure', 'Boucliers', 'shield', 'Bouclier', 'pickup', 1, 14000, NULL, NULL, NULL, 0),
-- Hearthstone, mounts and companions
('classic', 6948, 'Pierre de foyer', 'Hearthstone', 'common', 'inv_misc_rune_01', 1, NULL, 'miscellaneous', 'Divers', 'Divers', NULL, NULL, 'pickup', 1, 0, NULL, '[
  {"text": "Lié quand ramassé", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Utilise : Vous ramène à votre foyer. Parlez à un aubergiste pour changer de foyer.", "right": null, "lang": "fr", "kind": "effect"}
]', NULL, 0),
('classic', 2411, 'Bride d''étalon noir', 'Black Stallion Bridle', 'common', 'inv_misc_horse_03', 40, 40, 'miscellaneous', 'Divers', 'Monture', NULL, NULL, 'pickup', 1, 0, NULL, '[
  {"text": "Lié quand ramassé", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Requiert Équitation (75)", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 40 requis", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Utilise : Invoque et renvoie un étalon noir que vous pouvez monter.", "right": null, "lang": "fr", "kind": "effect"}
]', NULL, 0),
('classic', 13086, 'Rênes du sabre-de-givre de Berceau-de-l''Hiver', 'Reins of the Winterspring Frostsaber', 'epic', 'ability_mount_pinktiger', 60, 60, 'miscellaneous', 'Divers', 'Monture', NULL, NULL, 'pickup', 1, 0, NULL, '[
  {"text": "Lié quand ramassé", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Requiert Équitation (150)", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 60 requis", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Utilise : Invoque et renvoie un sabre-de-givre que vous pouvez monter.", "right": null, "lang": "fr", "kind": "effect"}
]', NULL, 0),
('classic', 8485, 'Panier de chat (bombay)', 'Cat Carrier (Bombay)', 'common', 'inv_box_petcarrier_01', 20, NULL, 'miscellaneous', 'Divers', 'Familier', NULL, NULL, NULL, 1, 10, NULL, '[
  {"text": "Utilise : Invoque et renvoie votre chat bombay.", "right": null, "lang": "fr", "kind": "effect"}
]', NULL, 0);

-- A technical item, hidden from lists: the weapon model worn by NPCs.
INSERT INTO item (version, id, name, english_name, name_is_english, quality, icon, item_level, class, class_name, subclass_name, slot, slot_name, stack_size, internal) VALUES
('classic', 1899, 'Monster - Sword, Horde Broad', 'Monster - Sword, Horde Broad', 1, 'common', 'inv_sword_04', 1, 'weapon', 'Arme', 'Épées à une main', 'one_hand', 'Une main', 1, 1);

-- The tooltip's facts in their columns, as the import gives them (damage, speed, DPS, armour, durability,
-- stats: '' for none; effects: '[]' for none).
UPDATE item SET stats = '', effects = '[{"trigger": "use", "text": "Enduit une arme d''un poison qui dure 30 minutes. Chaque coup a 20 % de chances d''infliger 19 à 25 points de dégâts de Nature.", "lang": "fr", "spell_id": null}]' WHERE version = 'classic' AND id = 6947;
UPDATE item SET stats = '', effects = '[{"trigger": "use", "text": "Enduit une arme d''un poison qui dure 30 minutes. Chaque coup a 30 % de chances d''empoisonner la cible.", "lang": "fr", "spell_id": null}]' WHERE version = 'classic' AND id = 2892;
UPDATE item SET stats = '', effects = '[{"trigger": "use", "text": "Rend 140 à 180 points de vie.", "lang": "fr", "spell_id": null}]' WHERE version = 'classic' AND id = 858;
UPDATE item SET stats = '', effects = '[{"trigger": "use", "text": "Rend 280 à 360 points de vie.", "lang": "fr", "spell_id": null}]' WHERE version = 'classic' AND id = 929;
UPDATE item SET stats = '', effects = '[{"trigger": "use", "text": "Rend 151 points de mana en 18 s.", "lang": "fr", "spell_id": null}]' WHERE version = 'classic' AND id = 159;
UPDATE item SET stats = '', effects = '[]' WHERE version = 'classic' AND id = 4238;
UPDATE item SET stats = '', effects = '[]' WHERE version = 'classic' AND id = 2874;
UPDATE item SET armor = 74, stats = 'agility=8', effects = '[]' WHERE version = 'classic' AND id = 6087;
UPDATE item SET stats = '', effects = '[{"trigger": "equip", "text": "Augmente de 81 la puissance d''attaque contre les morts-vivants.", "lang": "fr", "spell_id": null}]' WHERE version = 'classic' AND id = 13209;
UPDATE item SET stats = '', effects = '[{"trigger": "use", "text": "Vous ramène à votre foyer. Parlez à un aubergiste pour changer de foyer.", "lang": "fr", "spell_id": null}]' WHERE version = 'classic' AND id = 6948;
UPDATE item SET stats = '', effects = '[{"trigger": "use", "text": "Invoque et renvoie un étalon noir que vous pouvez monter.", "lang": "fr", "spell_id": null}]' WHERE version = 'classic' AND id = 2411;
UPDATE item SET stats = '', effects = '[{"trigger": "use", "text": "Invoque et renvoie un sabre-de-givre que vous pouvez monter.", "lang": "fr", "spell_id": null}]' WHERE version = 'classic' AND id = 13086;
UPDATE item SET stats = '', effects = '[{"trigger": "use", "text": "Invoque et renvoie votre chat bombay.", "lang": "fr", "spell_id": null}]' WHERE version = 'classic' AND id = 8485;
