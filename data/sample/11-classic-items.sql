-- Classic (1.12.1): items, part 1 — vendor weapons and the loot of the Deadmines.
-- Tooltips are JSON lines after the name, in the game's order (data/schema.sql, item.tooltip); the facts they show
-- (damage, speed, DPS, armour, durability, stats, effects) are in their own columns, set at the end of each items file.

INSERT INTO item (version, id, name, english_name, quality, icon, item_level, required_level, class, class_name, subclass_name, slot, slot_name, item_set_id, bonding, stack_size, sell_price, description, tooltip, start_quest_id, rogue) VALUES
-- Weapons sold by Corina Steele in Goldshire (white, vendor quality)
('classic', 2139, 'Dague', 'Dirk', 'common', 'inv_weapon_shortblade_01', 7, 2, 'weapon', 'Arme', 'Dagues', 'one_hand', 'Une main', NULL, NULL, 1, 16, NULL, '[
  {"text": "Une main", "right": "Dagues", "lang": "fr", "kind": "plain"},
  {"text": "Dégâts : 2 - 5", "right": "Vitesse 1,60", "lang": "fr", "kind": "plain"},
  {"text": "(2,2 dégâts par seconde)", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Durabilité 30 / 30", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 2 requis", "right": null, "lang": "fr", "kind": "plain"}
]', NULL, 1),
('classic', 2131, 'Épée courte', 'Shortsword', 'common', 'inv_sword_04', 7, 2, 'weapon', 'Arme', 'Épées à une main', 'one_hand', 'Une main', NULL, NULL, 1, 19, NULL, '[
  {"text": "Une main", "right": "Épées à une main", "lang": "fr", "kind": "plain"},
  {"text": "Dégâts : 3 - 7", "right": "Vitesse 2,00", "lang": "fr", "kind": "plain"},
  {"text": "(2,5 dégâts par seconde)", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 2 requis", "right": null, "lang": "fr", "kind": "plain"}
]', NULL, 1),
('classic', 2134, 'Hachette', 'Hand Axe', 'common', 'inv_axe_04', 7, 2, 'weapon', 'Arme', 'Haches à une main', 'one_hand', 'Une main', NULL, NULL, 1, 18, NULL, '[
  {"text": "Une main", "right": "Haches à une main", "lang": "fr", "kind": "plain"},
  {"text": "Dégâts : 3 - 8", "right": "Vitesse 2,20", "lang": "fr", "kind": "plain"},
  {"text": "(2,5 dégâts par seconde)", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 2 requis", "right": null, "lang": "fr", "kind": "plain"}
]', NULL, 0),
('classic', 2130, 'Gourdin', 'Club', 'common', 'inv_mace_01', 7, 2, 'weapon', 'Arme', 'Masses à une main', 'one_hand', 'Une main', NULL, NULL, 1, 17, NULL, '[
  {"text": "Une main", "right": "Masses à une main", "lang": "fr", "kind": "plain"},
  {"text": "Dégâts : 4 - 8", "right": "Vitesse 2,30", "lang": "fr", "kind": "plain"},
  {"text": "(2,6 dégâts par seconde)", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 2 requis", "right": null, "lang": "fr", "kind": "plain"}
]', NULL, 1),
('classic', 923, 'Épée longue', 'Longsword', 'common', 'inv_sword_05', 12, 7, 'weapon', 'Arme', 'Épées à une main', 'one_hand', 'Une main', NULL, NULL, 1, 58, NULL, '[
  {"text": "Une main", "right": "Épées à une main", "lang": "fr", "kind": "plain"},
  {"text": "Dégâts : 6 - 12", "right": "Vitesse 2,40", "lang": "fr", "kind": "plain"},
  {"text": "(3,8 dégâts par seconde)", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 7 requis", "right": null, "lang": "fr", "kind": "plain"}
]', NULL, 1),
('classic', 2132, 'Bâton court', 'Short Staff', 'common', 'inv_staff_08', 7, 2, 'weapon', 'Arme', 'Bâtons', 'two_hand', 'Deux mains', NULL, NULL, 1, 23, NULL, '[
  {"text": "Deux mains", "right": "Bâtons", "lang": "fr", "kind": "plain"},
  {"text": "Dégâts : 6 - 10", "right": "Vitesse 3,00", "lang": "fr", "kind": "plain"},
  {"text": "(2,7 dégâts par seconde)", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 2 requis", "right": null, "lang": "fr", "kind": "plain"}
]', NULL, 0),
('classic', 2488, 'Glaive', 'Gladius', 'common', 'inv_sword_04', 16, 11, 'weapon', 'Arme', 'Épées à une main', 'one_hand', 'Une main', NULL, NULL, 1, 94, NULL, '[
  {"text": "Une main", "right": "Épées à une main", "lang": "fr", "kind": "plain"},
  {"text": "Dégâts : 8 - 16", "right": "Vitesse 2,20", "lang": "fr", "kind": "plain"},
  {"text": "(5,5 dégâts par seconde)", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 11 requis", "right": null, "lang": "fr", "kind": "plain"}
]', NULL, 1),
('classic', 2489, 'Espadon', 'Two-Handed Sword', 'common', 'inv_sword_06', 16, 11, 'weapon', 'Arme', 'Épées à deux mains', 'two_hand', 'Deux mains', NULL, NULL, 1, 118, NULL, '[
  {"text": "Deux mains", "right": "Épées à deux mains", "lang": "fr", "kind": "plain"},
  {"text": "Dégâts : 16 - 25", "right": "Vitesse 3,20", "lang": "fr", "kind": "plain"},
  {"text": "(6,4 dégâts par seconde)", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 11 requis", "right": null, "lang": "fr", "kind": "plain"}
]', NULL, 0),
('classic', 2491, 'Grande hache', 'Large Axe', 'common', 'inv_axe_09', 16, 11, 'weapon', 'Arme', 'Haches à deux mains', 'two_hand', 'Deux mains', NULL, NULL, 1, 117, NULL, NULL, NULL, 0),
('classic', 2493, 'Maillet en bois', 'Wooden Mallet', 'common', 'inv_hammer_05', 16, 11, 'weapon', 'Arme', 'Masses à deux mains', 'two_hand', 'Deux mains', NULL, NULL, 1, 116, NULL, NULL, NULL, 0),
('classic', 2494, 'Stylet', 'Stiletto', 'common', 'inv_weapon_shortblade_05', 16, 11, 'weapon', 'Arme', 'Dagues', 'one_hand', 'Une main', NULL, NULL, 1, 90, NULL, '[
  {"text": "Une main", "right": "Dagues", "lang": "fr", "kind": "plain"},
  {"text": "Dégâts : 6 - 12", "right": "Vitesse 1,80", "lang": "fr", "kind": "plain"},
  {"text": "(5,0 dégâts par seconde)", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 11 requis", "right": null, "lang": "fr", "kind": "plain"}
]', NULL, 1),
('classic', 2495, 'Bâton de marche', 'Walking Stick', 'common', 'inv_staff_02', 16, 11, 'weapon', 'Arme', 'Bâtons', 'two_hand', 'Deux mains', NULL, NULL, 1, 115, NULL, NULL, NULL, 0),
('classic', 2490, 'Tomahawk', 'Tomahawk', 'common', 'inv_axe_02', 16, 11, 'weapon', 'Arme', 'Haches à une main', 'one_hand', 'Une main', NULL, NULL, 1, 93, NULL, NULL, NULL, 0),
('classic', 2492, 'Massue', 'Cudgel', 'common', 'inv_mace_04', 16, 11, 'weapon', 'Arme', 'Masses à une main', 'one_hand', 'Une main', NULL, NULL, 1, 92, NULL, NULL, NULL, 1),
('classic', 2504, 'Arc court usé', 'Worn Shortbow', 'common', 'inv_weapon_bow_01', 7, 2, 'weapon', 'Arme', 'Arcs', 'ranged', 'À distance', NULL, NULL, 1, 15, NULL, NULL, NULL, 1),
('classic', 2508, 'Vieux tromblon', 'Old Blunderbuss', 'common', 'inv_weapon_rifle_01', 7, 2, 'weapon', 'Arme', 'Armes à feu', 'ranged', 'À distance', NULL, NULL, 1, 15, NULL, NULL, NULL, 1),
('classic', 2947, 'Petit couteau de lancer', 'Small Throwing Knife', 'common', 'inv_throwingknife_02', 5, 1, 'weapon', 'Arme', 'Armes de jet', 'thrown', 'Armes de jet', NULL, NULL, 200, 0, NULL, '[
  {"text": "Armes de jet", "right": "Armes de jet", "lang": "fr", "kind": "plain"},
  {"text": "Dégâts : 2 - 4", "right": "Vitesse 2,00", "lang": "fr", "kind": "plain"},
  {"text": "(1,5 dégâts par seconde)", "right": null, "lang": "fr", "kind": "plain"}
]', NULL, 1),
-- The Deadmines: boss drops
('classic', 5191, 'Barbelure cruelle', 'Cruel Barb', 'rare', 'inv_sword_26', 24, 19, 'weapon', 'Arme', 'Épées à une main', 'one_hand', 'Une main', NULL, 'equip', 1, 2911, NULL, '[
  {"text": "Lié quand équipé", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Une main", "right": "Épées à une main", "lang": "fr", "kind": "plain"},
  {"text": "Dégâts : 30 - 57", "right": "Vitesse 2,80", "lang": "fr", "kind": "plain"},
  {"text": "(15,5 dégâts par seconde)", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "+12 Force", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 19 requis", "right": null, "lang": "fr", "kind": "plain"}
]', NULL, 1),
('classic', 5193, 'Cape de la Confrérie', 'Cape of the Brotherhood', 'rare', 'inv_misc_cape_18', 24, 19, 'armor', 'Armure', 'Tissu', 'back', 'Dos', NULL, 'pickup', 1, 1060, NULL, '[
  {"text": "Lié quand ramassé", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Dos", "right": "Tissu", "lang": "fr", "kind": "plain"},
  {"text": "Armure : 25", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "+3 Endurance", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "+7 Agilité", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 19 requis", "right": null, "lang": "fr", "kind": "plain"}
]', NULL, 1),
('classic', 5202, 'Surchemise de corsaire', 'Corsair''s Overshirt', 'rare', 'inv_chest_cloth_24', 24, 19, 'armor', 'Armure', 'Tissu', 'chest', 'Torse', NULL, 'pickup', 1, 1202, NULL, '[
  {"text": "Lié quand ramassé", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Torse", "right": "Tissu", "lang": "fr", "kind": "plain"},
  {"text": "Armure : 37", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "+11 Intelligence", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "+5 Esprit", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 19 requis", "right": null, "lang": "fr", "kind": "plain"}
]', NULL, 0),
('classic', 5187, 'Marteau de Rhahk''Zor', 'Rhahk''Zor''s Hammer', 'uncommon', 'inv_hammer_16', 19, 14, 'weapon', 'Arme', 'Masses à deux mains', 'two_hand', 'Deux mains', NULL, 'equip', 1, 1354, NULL, NULL, NULL, 0),
('classic', 5192, 'Lame de voleur', 'Thief''s Blade', 'rare', 'inv_sword_07', 21, 16, 'weapon', 'Arme', 'Épées à une main', 'one_hand', 'Une main', NULL, 'equip', 1, 1877, 'Ce n''est pas volé si personne ne vous voit.', '[
  {"text": "Lié quand équipé", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Une main", "right": "Épées à une main", "lang": "fr", "kind": "plain"},
  {"text": "+7 Agilité", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 16 requis", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "« Ce n''est pas volé si personne ne vous voit. »", "right": null, "lang": "fr", "kind": "flavor"}
]', NULL, 1),
('classic', 5195, 'Gants tachetés d''or', 'Gold-flecked Gloves', 'rare', 'inv_gauntlets_05', 21, 16, 'armor', 'Armure', 'Tissu', 'hands', 'Mains', NULL, 'equip', 1, 399, NULL, NULL, NULL, 0),
('classic', 5194, 'Hache de surveillant', 'Taskmaster Axe', 'rare', 'inv_axe_10', 21, 16, 'weapon', 'Arme', 'Haches à deux mains', 'two_hand', 'Deux mains', NULL, 'equip', 1, 2383, NULL, NULL, NULL, 0),
('classic', 1156, 'Anneau richement orné', 'Lavishly Jeweled Ring', 'rare', 'inv_jewelry_ring_12', 23, 18, 'armor', 'Armure', 'Divers', 'finger', 'Doigt', NULL, 'equip', 1, 1166, NULL, NULL, NULL, 0),
('classic', 5199, 'Pantalon de fondeur', 'Smelting Pants', 'rare', 'inv_pants_02', 22, 17, 'armor', 'Armure', 'Cuir', 'legs', 'Jambes', NULL, 'equip', 1, 877, NULL, NULL, NULL, 1),
('classic', 7230, 'Puissant marteau de Smite', 'Smite''s Mighty Hammer', 'rare', 'inv_hammer_04', 24, 19, 'weapon', 'Arme', 'Masses à deux mains', 'two_hand', 'Deux mains', NULL, 'pickup', 1, 3634, NULL, NULL, NULL, 0),
('classic', 5196, 'Faucheur de Smite', 'Smite''s Reaver', 'rare', 'inv_axe_01', 24, 19, 'weapon', 'Arme', 'Haches à une main', 'one_hand', 'Une main', NULL, 'pickup', 1, 2830, NULL, NULL, NULL, 0),
('classic', 5200, 'Harpon empaleur', 'Impaling Harpoon', 'rare', 'inv_spear_04', 24, 19, 'weapon', 'Arme', 'Armes d''hast', 'two_hand', 'Deux mains', NULL, 'pickup', 1, 3497, NULL, NULL, NULL, 0),
('classic', 5201, 'Bâton en pierre de braise', 'Emberstone Staff', 'rare', 'inv_staff_06', 24, 19, 'weapon', 'Arme', 'Bâtons', 'two_hand', 'Deux mains', NULL, 'pickup', 1, 3509, NULL, NULL, NULL, 0),
-- The Defias Leather set (item set 161)
('classic', 10399, 'Armure défias noircie', 'Blackened Defias Armor', 'uncommon', 'inv_chest_leather_03', 24, 19, 'armor', 'Armure', 'Cuir', 'chest', 'Torse', 161, 'pickup', 1, 1017, NULL, '[
  {"text": "Lié quand ramassé", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Torse", "right": "Cuir", "lang": "fr", "kind": "plain"},
  {"text": "Armure : 87", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "+6 Agilité", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "+4 Endurance", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 19 requis", "right": null, "lang": "fr", "kind": "plain"}
]', NULL, 1),
('classic', 10400, 'Jambières défias noircies', 'Blackened Defias Leggings', 'uncommon', 'inv_pants_06', 21, 16, 'armor', 'Armure', 'Cuir', 'legs', 'Jambes', 161, 'pickup', 1, 689, NULL, '[
  {"text": "Lié quand ramassé", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Jambes", "right": "Cuir", "lang": "fr", "kind": "plain"},
  {"text": "Armure : 71", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 16 requis", "right": null, "lang": "fr", "kind": "plain"}
]', NULL, 1),
('classic', 10401, 'Gants défias noircis', 'Blackened Defias Gloves', 'uncommon', 'inv_gauntlets_21', 21, 16, 'armor', 'Armure', 'Cuir', 'hands', 'Mains', 161, 'pickup', 1, 301, NULL, '[
  {"text": "Lié quand ramassé", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Mains", "right": "Cuir", "lang": "fr", "kind": "plain"},
  {"text": "Armure : 47", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 16 requis", "right": null, "lang": "fr", "kind": "plain"}
]', NULL, 1),
('classic', 10402, 'Bottes défias noircies', 'Blackened Defias Boots', 'uncommon', 'inv_boots_05', 21, 16, 'armor', 'Armure', 'Cuir', 'feet', 'Pieds', 161, 'pickup', 1, 451, NULL, '[
  {"text": "Lié quand ramassé", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Pieds", "right": "Cuir", "lang": "fr", "kind": "plain"},
  {"text": "Armure : 55", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 16 requis", "right": null, "lang": "fr", "kind": "plain"}
]', NULL, 1),
('classic', 10403, 'Ceinture défias noircie', 'Blackened Defias Belt', 'uncommon', 'inv_belt_03', 21, 16, 'armor', 'Armure', 'Cuir', 'waist', 'Taille', 161, 'pickup', 1, 298, NULL, '[
  {"text": "Lié quand ramassé", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Taille", "right": "Cuir", "lang": "fr", "kind": "plain"},
  {"text": "Armure : 41", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 16 requis", "right": null, "lang": "fr", "kind": "plain"}
]', NULL, 1),
-- Poor quality (grey) items from the Defias
('classic', 1378, 'Dague ébréchée', 'Chipped Dagger', 'poor', 'inv_weapon_shortblade_02', 14, 9, 'weapon', 'Arme', 'Dagues', 'one_hand', 'Une main', NULL, NULL, 1, 41, NULL, NULL, NULL, 0),
('classic', 1417, 'Tunique en lambeaux', 'Tattered Tunic', 'poor', 'inv_shirt_05', 15, 10, 'armor', 'Armure', 'Tissu', 'chest', 'Torse', NULL, NULL, 1, 23, NULL, NULL, NULL, 0),
('classic', 4878, 'Os de pirate fêlé', 'Cracked Pirate Bone', 'poor', 'inv_misc_bone_01', 20, NULL, 'miscellaneous', 'Divers', 'Bric-à-brac', NULL, NULL, NULL, NULL, 5, 35, NULL, NULL, NULL, 0),
('classic', 3300, 'Défense de sanglier cassée', 'Broken Boar Tusk', 'poor', 'inv_misc_bone_08', 5, NULL, 'miscellaneous', 'Divers', 'Bric-à-brac', NULL, NULL, NULL, NULL, 5, 4, NULL, NULL, NULL, 0);

-- The tooltip's facts in their columns, as the import gives them (damage, speed, DPS, armour, durability,
-- stats: '' for none; effects: '[]' for none).
UPDATE item SET damage = '[{"min": 2, "max": 5, "school": "physical"}]', speed = 1.6, dps = 2.2, durability = 30, stats = '', effects = '[]' WHERE version = 'classic' AND id = 2139;
UPDATE item SET damage = '[{"min": 3, "max": 7, "school": "physical"}]', speed = 2.0, dps = 2.5, stats = '', effects = '[]' WHERE version = 'classic' AND id = 2131;
UPDATE item SET damage = '[{"min": 3, "max": 8, "school": "physical"}]', speed = 2.2, dps = 2.5, stats = '', effects = '[]' WHERE version = 'classic' AND id = 2134;
UPDATE item SET damage = '[{"min": 4, "max": 8, "school": "physical"}]', speed = 2.3, dps = 2.6, stats = '', effects = '[]' WHERE version = 'classic' AND id = 2130;
UPDATE item SET damage = '[{"min": 6, "max": 12, "school": "physical"}]', speed = 2.4, dps = 3.8, stats = '', effects = '[]' WHERE version = 'classic' AND id = 923;
UPDATE item SET damage = '[{"min": 6, "max": 10, "school": "physical"}]', speed = 3.0, dps = 2.7, stats = '', effects = '[]' WHERE version = 'classic' AND id = 2132;
UPDATE item SET damage = '[{"min": 8, "max": 16, "school": "physical"}]', speed = 2.2, dps = 5.5, stats = '', effects = '[]' WHERE version = 'classic' AND id = 2488;
UPDATE item SET damage = '[{"min": 16, "max": 25, "school": "physical"}]', speed = 3.2, dps = 6.4, stats = '', effects = '[]' WHERE version = 'classic' AND id = 2489;
UPDATE item SET damage = '[{"min": 6, "max": 12, "school": "physical"}]', speed = 1.8, dps = 5.0, stats = '', effects = '[]' WHERE version = 'classic' AND id = 2494;
UPDATE item SET damage = '[{"min": 2, "max": 4, "school": "physical"}]', speed = 2.0, dps = 1.5, stats = '', effects = '[]' WHERE version = 'classic' AND id = 2947;
UPDATE item SET damage = '[{"min": 30, "max": 57, "school": "physical"}]', speed = 2.8, dps = 15.5, stats = 'strength=12', effects = '[]' WHERE version = 'classic' AND id = 5191;
UPDATE item SET armor = 25, stats = 'stamina=3,agility=7', effects = '[]' WHERE version = 'classic' AND id = 5193;
UPDATE item SET armor = 37, stats = 'intellect=11,spirit=5', effects = '[]' WHERE version = 'classic' AND id = 5202;
UPDATE item SET stats = 'agility=7', effects = '[]' WHERE version = 'classic' AND id = 5192;
UPDATE item SET armor = 87, stats = 'agility=6,stamina=4', effects = '[]' WHERE version = 'classic' AND id = 10399;
UPDATE item SET armor = 71, stats = '', effects = '[]' WHERE version = 'classic' AND id = 10400;
UPDATE item SET armor = 47, stats = '', effects = '[]' WHERE version = 'classic' AND id = 10401;
UPDATE item SET armor = 55, stats = '', effects = '[]' WHERE version = 'classic' AND id = 10402;
UPDATE item SET armor = 41, stats = '', effects = '[]' WHERE version = 'classic' AND id = 10403;
