-- Classic (1.12.1): items, part 2 — Molten Core (tier 1 sets, epics, legendaries) and Scholomance.

INSERT INTO item (version, id, name, english_name, quality, icon, item_level, required_level, class, class_name, subclass_name, slot, slot_name, item_set_id, bonding, stack_size, sell_price, description, tooltip, start_quest_id, rogue) VALUES
-- Legendaries and epics of Ragnaros, Garr, Lucifron and Magmadar
('classic', 17182, 'Sulfuras, la Main de Ragnaros', 'Sulfuras, Hand of Ragnaros', 'legendary', 'inv_hammer_unique_sulfuras', 80, 60, 'weapon', 'Arme', 'Masses à deux mains', 'two_hand', 'Deux mains', NULL, 'pickup', 1, 0, NULL, 'Dégâts : 223 - 372
Vitesse 3,70
+12 Force
+12 Endurance
Résistance au Feu +30
Chances quand vous touchez : inflige 273 à 333 points de dégâts de Feu.', NULL, 0),
('classic', 17204, 'Œil de Sulfuras', 'Eye of Sulfuras', 'legendary', 'inv_misc_gem_pearl_05', 60, NULL, 'quest', 'Quête', 'Quête', NULL, NULL, NULL, 'pickup', 1, 0, 'L''œil de feu brûle encore de la colère du Seigneur du feu.', NULL, NULL, 0),
('classic', 18564, 'Liens du Cherchevent', 'Bindings of the Windseeker', 'legendary', 'spell_ice_lament', 60, NULL, 'quest', 'Quête', 'Quête', NULL, NULL, NULL, 'pickup', 1, 0, 'Une entrave qui retient prisonnier Thunderaan, le Prince des Vents.', NULL, NULL, 0),
('classic', 17076, 'Tranchant de Faucheur-d''os', 'Bonereaver''s Edge', 'epic', 'inv_sword_12', 77, 60, 'weapon', 'Arme', 'Épées à deux mains', 'two_hand', 'Deux mains', NULL, 'pickup', 1, 104312, NULL, 'Dégâts : 206 - 310
Vitesse 3,40
Chances quand vous touchez : vos attaques ignorent 700 points d''armure.', NULL, 0),
('classic', 18814, 'Collier du seigneur du feu', 'Choker of the Fire Lord', 'epic', 'inv_jewelry_necklace_17', 78, 60, 'armor', 'Armure', 'Divers', 'neck', 'Cou', NULL, 'pickup', 1, 57500, NULL, NULL, NULL, 0),
('classic', 17063, 'Anneau d''Accuria', 'Band of Accuria', 'epic', 'inv_jewelry_ring_15', 78, 60, 'armor', 'Armure', 'Divers', 'finger', 'Doigt', NULL, 'pickup', 1, 56000, NULL, '+10 Agilité
+16 Endurance
Équipé : augmente vos chances de toucher de 2 %.', NULL, 1),
('classic', 17104, 'Faucheuse spinale', 'Spinal Reaper', 'epic', 'inv_axe_09', 76, 60, 'weapon', 'Arme', 'Haches à deux mains', 'two_hand', 'Deux mains', NULL, 'pickup', 1, 102000, NULL, NULL, NULL, 0),
('classic', 18832, 'Lame de brutalité', 'Brutality Blade', 'epic', 'inv_sword_40', 70, 60, 'weapon', 'Arme', 'Épées à une main', 'one_hand', 'Une main', NULL, 'pickup', 1, 77000, NULL, 'Dégâts : 90 - 168
Vitesse 2,50
+9 Force
+9 Agilité', NULL, 1),
('classic', 17109, 'Collier de l''Illumination', 'Choker of Enlightenment', 'epic', 'inv_jewelry_necklace_12', 65, 60, 'armor', 'Armure', 'Divers', 'neck', 'Cou', NULL, 'pickup', 1, 27000, NULL, NULL, NULL, 0),
('classic', 17069, 'Marque du frappeur', 'Striker''s Mark', 'epic', 'inv_weapon_bow_08', 69, 60, 'weapon', 'Arme', 'Arcs', 'ranged', 'À distance', NULL, 'pickup', 1, 46500, NULL, NULL, NULL, 1),
-- Nightslayer Armor (set 204, rogue)
('classic', 16820, 'Cuirasse de Tueur de la nuit', 'Nightslayer Chestpiece', 'epic', 'inv_chest_cloth_07', 66, 60, 'armor', 'Armure', 'Cuir', 'chest', 'Torse', 204, 'pickup', 1, 38000, NULL, 'Armure : 200
+10 Force
+20 Agilité', NULL, 1),
('classic', 16821, 'Couvre-chef de Tueur de la nuit', 'Nightslayer Cover', 'epic', 'inv_helmet_41', 66, 60, 'armor', 'Armure', 'Cuir', 'head', 'Tête', 204, 'pickup', 1, 28000, NULL, 'Armure : 162', NULL, 1),
('classic', 16822, 'Pantalon de Tueur de la nuit', 'Nightslayer Pants', 'epic', 'inv_pants_06', 66, 60, 'armor', 'Armure', 'Cuir', 'legs', 'Jambes', 204, 'pickup', 1, 37000, NULL, 'Armure : 175', NULL, 1),
('classic', 16824, 'Bottes de Tueur de la nuit', 'Nightslayer Boots', 'epic', 'inv_boots_08', 66, 60, 'armor', 'Armure', 'Cuir', 'feet', 'Pieds', 204, 'pickup', 1, 27000, NULL, 'Armure : 137', NULL, 1),
('classic', 16825, 'Brassards de Tueur de la nuit', 'Nightslayer Bracelets', 'epic', 'inv_bracer_02', 66, 60, 'armor', 'Armure', 'Cuir', 'wrist', 'Poignets', 204, 'pickup', 1, 18000, NULL, 'Armure : 87', NULL, 1),
-- Battlegear of Might (set 209, warrior)
('classic', 16865, 'Plastron de puissance', 'Breastplate of Might', 'epic', 'inv_chest_plate16', 66, 60, 'armor', 'Armure', 'Plaques', 'chest', 'Torse', 209, 'pickup', 1, 39000, NULL, 'Armure : 749', NULL, 0),
('classic', 16866, 'Heaume de puissance', 'Helm of Might', 'epic', 'inv_helmet_09', 66, 60, 'armor', 'Armure', 'Plaques', 'head', 'Tête', 209, 'pickup', 1, 29000, NULL, 'Armure : 608', NULL, 0),
('classic', 16867, 'Jambières de puissance', 'Legplates of Might', 'epic', 'inv_pants_04', 66, 60, 'armor', 'Armure', 'Plaques', 'legs', 'Jambes', 209, 'pickup', 1, 38000, NULL, 'Armure : 655', NULL, 0),
('classic', 16862, 'Sabatons de puissance', 'Sabatons of Might', 'epic', 'inv_boots_plate_04', 66, 60, 'armor', 'Armure', 'Plaques', 'feet', 'Pieds', 209, 'pickup', 1, 28000, NULL, 'Armure : 515', NULL, 0),
-- Arcanist Regalia (set 201, mage)
('classic', 16798, 'Robe d''arcaniste', 'Arcanist Robes', 'epic', 'inv_chest_cloth_03', 66, 60, 'armor', 'Armure', 'Tissu', 'chest', 'Torse', 201, 'pickup', 1, 35000, NULL, 'Armure : 102', NULL, 0),
('classic', 16795, 'Couronne d''arcaniste', 'Arcanist Crown', 'epic', 'inv_helmet_53', 66, 60, 'armor', 'Armure', 'Tissu', 'head', 'Tête', 201, 'pickup', 1, 25000, NULL, 'Armure : 83', NULL, 0),
('classic', 16796, 'Jambières d''arcaniste', 'Arcanist Leggings', 'epic', 'inv_pants_08', 66, 60, 'armor', 'Armure', 'Tissu', 'legs', 'Jambes', 201, 'pickup', 1, 34000, NULL, 'Armure : 89', NULL, 0),
('classic', 16800, 'Bottes d''arcaniste', 'Arcanist Boots', 'epic', 'inv_boots_07', 66, 60, 'armor', 'Armure', 'Tissu', 'feet', 'Pieds', 201, 'pickup', 1, 24000, NULL, 'Armure : 70', NULL, 0),
-- Scholomance
('classic', 13953, 'Croc silencieux', 'Silent Fang', 'rare', 'inv_sword_31', 62, 57, 'weapon', 'Arme', 'Épées à une main', 'one_hand', 'Une main', NULL, 'pickup', 1, 25000, NULL, 'Dégâts : 57 - 106
Vitesse 1,80
+3 % de chances d''infliger un coup critique', NULL, 1),
('classic', 13937, 'Bâton du proviseur', 'Headmaster''s Charge', 'epic', 'inv_staff_13', 62, 57, 'weapon', 'Arme', 'Bâtons', 'two_hand', 'Deux mains', NULL, 'pickup', 1, 45000, 'L''autorité de Gandling sur ses élèves ne connaissait pas de limite.', NULL, NULL, 0),
('classic', 13944, 'Cuirasse de pierre tombale', 'Tombstone Breastplate', 'rare', 'inv_chest_chain_13', 62, 57, 'armor', 'Armure', 'Cuir', 'chest', 'Torse', NULL, 'pickup', 1, 16000, NULL, 'Armure : 176
+10 Force
+10 Agilité', NULL, 1),
('classic', 13955, 'Épaulières pétrifiées', 'Stoneform Shoulders', 'rare', 'inv_shoulder_10', 62, 57, 'armor', 'Armure', 'Plaques', 'shoulder', 'Épaule', NULL, 'pickup', 1, 9800, NULL, NULL, NULL, 0),
('classic', 18686, 'Épaulières de golem d''os', 'Bone Golem Shoulders', 'rare', 'inv_shoulder_25', 62, 57, 'armor', 'Armure', 'Mailles', 'shoulder', 'Épaule', NULL, 'pickup', 1, 12000, NULL, NULL, NULL, 0),
('classic', 18690, 'Cape fantasmatique', 'Phantasmal Cloak', 'rare', 'inv_misc_cape_20', 61, 56, 'armor', 'Armure', 'Tissu', 'back', 'Dos', NULL, 'pickup', 1, 7900, NULL, NULL, NULL, 0),
('classic', 13952, 'Marteau glace-os', 'Bonechill Hammer', 'rare', 'inv_hammer_15', 62, 57, 'weapon', 'Arme', 'Masses à une main', 'one_hand', 'Une main', NULL, 'pickup', 1, 23000, NULL, NULL, NULL, 1);
