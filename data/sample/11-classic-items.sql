-- Classic (1.12.1): items, part 1 — vendor weapons and the loot of the Deadmines.
-- Tooltip lines are separated by a newline inside the string.

INSERT INTO item (version, id, name, english_name, quality, icon, item_level, required_level, class, class_name, subclass_name, slot, slot_name, item_set_id, bonding, stack_size, sell_price, description, tooltip, start_quest_id, rogue) VALUES
-- Weapons sold by Corina Steele in Goldshire (white, vendor quality)
('classic', 2139, 'Dague', 'Dirk', 'common', 'inv_weapon_shortblade_01', 7, 2, 'weapon', 'Arme', 'Dagues', 'one_hand', 'Une main', NULL, NULL, 1, 16, NULL, 'Dégâts : 2 - 5
Vitesse 1,60
(2,2 dégâts par seconde)
Durabilité 30 / 30', NULL, 1),
('classic', 2131, 'Épée courte', 'Shortsword', 'common', 'inv_sword_04', 7, 2, 'weapon', 'Arme', 'Épées à une main', 'one_hand', 'Une main', NULL, NULL, 1, 19, NULL, 'Dégâts : 3 - 7
Vitesse 2,00', NULL, 1),
('classic', 2134, 'Hachette', 'Hand Axe', 'common', 'inv_axe_04', 7, 2, 'weapon', 'Arme', 'Haches à une main', 'one_hand', 'Une main', NULL, NULL, 1, 18, NULL, 'Dégâts : 3 - 8
Vitesse 2,20', NULL, 0),
('classic', 2130, 'Gourdin', 'Club', 'common', 'inv_mace_01', 7, 2, 'weapon', 'Arme', 'Masses à une main', 'one_hand', 'Une main', NULL, NULL, 1, 17, NULL, 'Dégâts : 4 - 8
Vitesse 2,30', NULL, 1),
('classic', 923, 'Épée longue', 'Longsword', 'common', 'inv_sword_05', 12, 7, 'weapon', 'Arme', 'Épées à une main', 'one_hand', 'Une main', NULL, NULL, 1, 58, NULL, 'Dégâts : 6 - 12
Vitesse 2,40', NULL, 1),
('classic', 2132, 'Bâton court', 'Short Staff', 'common', 'inv_staff_08', 7, 2, 'weapon', 'Arme', 'Bâtons', 'two_hand', 'Deux mains', NULL, NULL, 1, 23, NULL, 'Dégâts : 6 - 10
Vitesse 3,00', NULL, 0),
('classic', 2488, 'Glaive', 'Gladius', 'common', 'inv_sword_04', 16, 11, 'weapon', 'Arme', 'Épées à une main', 'one_hand', 'Une main', NULL, NULL, 1, 94, NULL, 'Dégâts : 8 - 16
Vitesse 2,20', NULL, 1),
('classic', 2489, 'Espadon', 'Two-Handed Sword', 'common', 'inv_sword_06', 16, 11, 'weapon', 'Arme', 'Épées à deux mains', 'two_hand', 'Deux mains', NULL, NULL, 1, 118, NULL, 'Dégâts : 16 - 25
Vitesse 3,20', NULL, 0),
('classic', 2491, 'Grande hache', 'Large Axe', 'common', 'inv_axe_09', 16, 11, 'weapon', 'Arme', 'Haches à deux mains', 'two_hand', 'Deux mains', NULL, NULL, 1, 117, NULL, NULL, NULL, 0),
('classic', 2493, 'Maillet en bois', 'Wooden Mallet', 'common', 'inv_hammer_05', 16, 11, 'weapon', 'Arme', 'Masses à deux mains', 'two_hand', 'Deux mains', NULL, NULL, 1, 116, NULL, NULL, NULL, 0),
('classic', 2494, 'Stylet', 'Stiletto', 'common', 'inv_weapon_shortblade_05', 16, 11, 'weapon', 'Arme', 'Dagues', 'one_hand', 'Une main', NULL, NULL, 1, 90, NULL, 'Dégâts : 6 - 12
Vitesse 1,80', NULL, 1),
('classic', 2495, 'Bâton de marche', 'Walking Stick', 'common', 'inv_staff_02', 16, 11, 'weapon', 'Arme', 'Bâtons', 'two_hand', 'Deux mains', NULL, NULL, 1, 115, NULL, NULL, NULL, 0),
('classic', 2490, 'Tomahawk', 'Tomahawk', 'common', 'inv_axe_02', 16, 11, 'weapon', 'Arme', 'Haches à une main', 'one_hand', 'Une main', NULL, NULL, 1, 93, NULL, NULL, NULL, 0),
('classic', 2492, 'Massue', 'Cudgel', 'common', 'inv_mace_04', 16, 11, 'weapon', 'Arme', 'Masses à une main', 'one_hand', 'Une main', NULL, NULL, 1, 92, NULL, NULL, NULL, 1),
('classic', 2504, 'Arc court usé', 'Worn Shortbow', 'common', 'inv_weapon_bow_01', 7, 2, 'weapon', 'Arme', 'Arcs', 'ranged', 'À distance', NULL, NULL, 1, 15, NULL, NULL, NULL, 1),
('classic', 2508, 'Vieux tromblon', 'Old Blunderbuss', 'common', 'inv_weapon_rifle_01', 7, 2, 'weapon', 'Arme', 'Armes à feu', 'ranged', 'À distance', NULL, NULL, 1, 15, NULL, NULL, NULL, 1),
('classic', 2947, 'Petit couteau de lancer', 'Small Throwing Knife', 'common', 'inv_throwingknife_02', 5, 1, 'weapon', 'Arme', 'Armes de jet', 'thrown', 'Armes de jet', NULL, NULL, 200, 0, NULL, 'Dégâts : 2 - 4
Vitesse 2,00', NULL, 1),
-- The Deadmines: boss drops
('classic', 5191, 'Barbelure cruelle', 'Cruel Barb', 'rare', 'inv_sword_26', 24, 19, 'weapon', 'Arme', 'Épées à une main', 'one_hand', 'Une main', NULL, 'equip', 1, 2911, NULL, 'Dégâts : 30 - 57
Vitesse 2,80
+12 Force', NULL, 1),
('classic', 5193, 'Cape de la Confrérie', 'Cape of the Brotherhood', 'rare', 'inv_misc_cape_18', 24, 19, 'armor', 'Armure', 'Tissu', 'back', 'Dos', NULL, 'pickup', 1, 1060, NULL, 'Armure : 25
+3 Endurance
+7 Agilité', NULL, 1),
('classic', 5202, 'Surchemise de corsaire', 'Corsair''s Overshirt', 'rare', 'inv_chest_cloth_24', 24, 19, 'armor', 'Armure', 'Tissu', 'chest', 'Torse', NULL, 'pickup', 1, 1202, NULL, 'Armure : 37
+11 Intelligence
+5 Esprit', NULL, 0),
('classic', 5187, 'Marteau de Rhahk''Zor', 'Rhahk''Zor''s Hammer', 'uncommon', 'inv_hammer_16', 19, 14, 'weapon', 'Arme', 'Masses à deux mains', 'two_hand', 'Deux mains', NULL, 'equip', 1, 1354, NULL, NULL, NULL, 0),
('classic', 5192, 'Lame de voleur', 'Thief''s Blade', 'rare', 'inv_sword_07', 21, 16, 'weapon', 'Arme', 'Épées à une main', 'one_hand', 'Une main', NULL, 'equip', 1, 1877, 'Ce n''est pas volé si personne ne vous voit.', '+7 Agilité', NULL, 1),
('classic', 5195, 'Gants tachetés d''or', 'Gold-flecked Gloves', 'rare', 'inv_gauntlets_05', 21, 16, 'armor', 'Armure', 'Tissu', 'hands', 'Mains', NULL, 'equip', 1, 399, NULL, NULL, NULL, 0),
('classic', 5194, 'Hache de surveillant', 'Taskmaster Axe', 'rare', 'inv_axe_10', 21, 16, 'weapon', 'Arme', 'Haches à deux mains', 'two_hand', 'Deux mains', NULL, 'equip', 1, 2383, NULL, NULL, NULL, 0),
('classic', 1156, 'Anneau richement orné', 'Lavishly Jeweled Ring', 'rare', 'inv_jewelry_ring_12', 23, 18, 'armor', 'Armure', 'Divers', 'finger', 'Doigt', NULL, 'equip', 1, 1166, NULL, NULL, NULL, 0),
('classic', 5199, 'Pantalon de fondeur', 'Smelting Pants', 'rare', 'inv_pants_02', 22, 17, 'armor', 'Armure', 'Cuir', 'legs', 'Jambes', NULL, 'equip', 1, 877, NULL, NULL, NULL, 1),
('classic', 7230, 'Puissant marteau de Smite', 'Smite''s Mighty Hammer', 'rare', 'inv_hammer_04', 24, 19, 'weapon', 'Arme', 'Masses à deux mains', 'two_hand', 'Deux mains', NULL, 'pickup', 1, 3634, NULL, NULL, NULL, 0),
('classic', 5196, 'Faucheur de Smite', 'Smite''s Reaver', 'rare', 'inv_axe_01', 24, 19, 'weapon', 'Arme', 'Haches à une main', 'one_hand', 'Une main', NULL, 'pickup', 1, 2830, NULL, NULL, NULL, 0),
('classic', 5200, 'Harpon empaleur', 'Impaling Harpoon', 'rare', 'inv_spear_04', 24, 19, 'weapon', 'Arme', 'Armes d''hast', 'two_hand', 'Deux mains', NULL, 'pickup', 1, 3497, NULL, NULL, NULL, 0),
('classic', 5201, 'Bâton en pierre de braise', 'Emberstone Staff', 'rare', 'inv_staff_06', 24, 19, 'weapon', 'Arme', 'Bâtons', 'two_hand', 'Deux mains', NULL, 'pickup', 1, 3509, NULL, NULL, NULL, 0),
-- The Defias Leather set (item set 161)
('classic', 10399, 'Armure défias noircie', 'Blackened Defias Armor', 'uncommon', 'inv_chest_leather_03', 24, 19, 'armor', 'Armure', 'Cuir', 'chest', 'Torse', 161, 'pickup', 1, 1017, NULL, 'Armure : 87
+6 Agilité
+4 Endurance', NULL, 1),
('classic', 10400, 'Jambières défias noircies', 'Blackened Defias Leggings', 'uncommon', 'inv_pants_06', 21, 16, 'armor', 'Armure', 'Cuir', 'legs', 'Jambes', 161, 'pickup', 1, 689, NULL, 'Armure : 71', NULL, 1),
('classic', 10401, 'Gants défias noircis', 'Blackened Defias Gloves', 'uncommon', 'inv_gauntlets_21', 21, 16, 'armor', 'Armure', 'Cuir', 'hands', 'Mains', 161, 'pickup', 1, 301, NULL, 'Armure : 47', NULL, 1),
('classic', 10402, 'Bottes défias noircies', 'Blackened Defias Boots', 'uncommon', 'inv_boots_05', 21, 16, 'armor', 'Armure', 'Cuir', 'feet', 'Pieds', 161, 'pickup', 1, 451, NULL, 'Armure : 55', NULL, 1),
('classic', 10403, 'Ceinture défias noircie', 'Blackened Defias Belt', 'uncommon', 'inv_belt_03', 21, 16, 'armor', 'Armure', 'Cuir', 'waist', 'Taille', 161, 'pickup', 1, 298, NULL, 'Armure : 41', NULL, 1),
-- Poor quality (grey) items from the Defias
('classic', 1378, 'Dague ébréchée', 'Chipped Dagger', 'poor', 'inv_weapon_shortblade_02', 14, 9, 'weapon', 'Arme', 'Dagues', 'one_hand', 'Une main', NULL, NULL, 1, 41, NULL, NULL, NULL, 0),
('classic', 1417, 'Tunique en lambeaux', 'Tattered Tunic', 'poor', 'inv_shirt_05', 15, 10, 'armor', 'Armure', 'Tissu', 'chest', 'Torse', NULL, NULL, 1, 23, NULL, NULL, NULL, 0),
('classic', 4878, 'Os de pirate fêlé', 'Cracked Pirate Bone', 'poor', 'inv_misc_bone_01', 20, NULL, 'miscellaneous', 'Divers', 'Bric-à-brac', NULL, NULL, NULL, NULL, 5, 35, NULL, NULL, NULL, 0),
('classic', 3300, 'Défense de sanglier cassée', 'Broken Boar Tusk', 'poor', 'inv_misc_bone_08', 5, NULL, 'miscellaneous', 'Divers', 'Bric-à-brac', NULL, NULL, NULL, NULL, 5, 4, NULL, NULL, NULL, 0);
