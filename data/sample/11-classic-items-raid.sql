-- Classic (1.12.1): items, part 2 — Molten Core (tier 1 sets, epics, legendaries) and Scholomance.

INSERT INTO item (version, id, name, english_name, quality, icon, item_level, required_level, class, class_name, subclass_name, slot, slot_name, item_set_id, bonding, stack_size, sell_price, description, tooltip, start_quest_id, rogue) VALUES
-- Legendaries and epics of Ragnaros, Garr, Lucifron and Magmadar
('classic', 17182, 'Sulfuras, la Main de Ragnaros', 'Sulfuras, Hand of Ragnaros', 'legendary', 'inv_hammer_unique_sulfuras', 80, 60, 'weapon', 'Arme', 'Masses à deux mains', 'two_hand', 'Deux mains', NULL, 'pickup', 1, 0, NULL, '[
  {"text": "Lié quand ramassé", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Deux mains", "right": "Masses à deux mains", "lang": "fr", "kind": "plain"},
  {"text": "Dégâts : 223 - 372", "right": "Vitesse 3,70", "lang": "fr", "kind": "plain"},
  {"text": "(80,4 dégâts par seconde)", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "+12 Force", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "+12 Endurance", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "+30 Résistance au Feu", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 60 requis", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Chances quand vous touchez : Inflige 273 à 333 points de dégâts de Feu.", "right": null, "lang": "fr", "kind": "effect"}
]', NULL, 0),
('classic', 19019, 'Lame-tonnerre, épée bénie du Cherchevent', 'Thunderfury, Blessed Blade of the Windseeker', 'legendary', 'inv_sword_39', 80, 60, 'weapon', 'Arme', 'Épées à une main', 'one_hand', 'Une main', NULL, 'pickup', 1, 123140, NULL, '[
  {"text": "Lié quand ramassé", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Unique", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Une main", "right": "Épées à une main", "lang": "fr", "kind": "plain"},
  {"text": "Dégâts : 44 - 115", "right": "Vitesse 1,90", "lang": "fr", "kind": "plain"},
  {"text": "+16 - 30 points de dégâts (Nature)", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "(53,9 dégâts par seconde)", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "+5 Agilité", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "+8 Endurance", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "+8 Résistance au Feu", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "+9 Résistance à la Nature", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Durabilité 125 / 125", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 60 requis", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Chances quand vous touchez : Frappe votre ennemi d''un éclair qui lui inflige 300 points de dégâts de Nature, puis rebondit sur d''autres ennemis proches. Chaque rebond réduit de 25 la résistance à la Nature de la victime. Touche 5 cibles. Votre cible principale est aussi prise dans un cyclone qui réduit sa vitesse d''attaque de 20 % pendant 12 s.", "right": null, "lang": "fr", "kind": "effect"}
]', NULL, 1),
('classic', 17204, 'Œil de Sulfuras', 'Eye of Sulfuras', 'legendary', 'inv_misc_gem_pearl_05', 60, NULL, 'quest', 'Quête', 'Quête', NULL, NULL, NULL, 'pickup', 1, 0, 'L''œil de feu brûle encore de la colère du Seigneur du feu.', NULL, NULL, 0),
('classic', 18564, 'Liens du Cherchevent', 'Bindings of the Windseeker', 'legendary', 'spell_ice_lament', 60, NULL, 'quest', 'Quête', 'Quête', NULL, NULL, NULL, 'pickup', 1, 0, 'Une entrave qui retient prisonnier Thunderaan, le Prince des Vents.', NULL, NULL, 0),
('classic', 17076, 'Tranchant de Faucheur-d''os', 'Bonereaver''s Edge', 'epic', 'inv_sword_12', 77, 60, 'weapon', 'Arme', 'Épées à deux mains', 'two_hand', 'Deux mains', NULL, 'pickup', 1, 104312, NULL, '[
  {"text": "Lié quand ramassé", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Deux mains", "right": "Épées à deux mains", "lang": "fr", "kind": "plain"},
  {"text": "Dégâts : 206 - 310", "right": "Vitesse 3,40", "lang": "fr", "kind": "plain"},
  {"text": "(75,9 dégâts par seconde)", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 60 requis", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Chances quand vous touchez : Vos attaques ignorent 700 points d''armure.", "right": null, "lang": "fr", "kind": "effect"}
]', NULL, 0),
('classic', 18814, 'Collier du seigneur du feu', 'Choker of the Fire Lord', 'epic', 'inv_jewelry_necklace_17', 78, 60, 'armor', 'Armure', 'Divers', 'neck', 'Cou', NULL, 'pickup', 1, 57500, NULL, NULL, NULL, 0),
('classic', 17063, 'Anneau d''Accuria', 'Band of Accuria', 'epic', 'inv_jewelry_ring_15', 78, 60, 'armor', 'Armure', 'Divers', 'finger', 'Doigt', NULL, 'pickup', 1, 56000, NULL, '[
  {"text": "Lié quand ramassé", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Doigt", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "+10 Agilité", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "+16 Endurance", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 60 requis", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Équipé : Augmente vos chances de toucher de 2 %.", "right": null, "lang": "fr", "kind": "effect"}
]', NULL, 1),
('classic', 17104, 'Faucheuse spinale', 'Spinal Reaper', 'epic', 'inv_axe_09', 76, 60, 'weapon', 'Arme', 'Haches à deux mains', 'two_hand', 'Deux mains', NULL, 'pickup', 1, 102000, NULL, NULL, NULL, 0),
('classic', 18832, 'Lame de brutalité', 'Brutality Blade', 'epic', 'inv_sword_40', 70, 60, 'weapon', 'Arme', 'Épées à une main', 'one_hand', 'Une main', NULL, 'pickup', 1, 77000, NULL, '[
  {"text": "Lié quand ramassé", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Une main", "right": "Épées à une main", "lang": "fr", "kind": "plain"},
  {"text": "Dégâts : 90 - 168", "right": "Vitesse 2,50", "lang": "fr", "kind": "plain"},
  {"text": "(51,6 dégâts par seconde)", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "+9 Force", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "+9 Agilité", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 60 requis", "right": null, "lang": "fr", "kind": "plain"}
]', NULL, 1),
('classic', 17109, 'Collier de l''Illumination', 'Choker of Enlightenment', 'epic', 'inv_jewelry_necklace_12', 65, 60, 'armor', 'Armure', 'Divers', 'neck', 'Cou', NULL, 'pickup', 1, 27000, NULL, NULL, NULL, 0),
('classic', 17069, 'Marque du frappeur', 'Striker''s Mark', 'epic', 'inv_weapon_bow_08', 69, 60, 'weapon', 'Arme', 'Arcs', 'ranged', 'À distance', NULL, 'pickup', 1, 46500, NULL, NULL, NULL, 1),
-- Nightslayer Armor (set 204, rogue)
('classic', 16820, 'Cuirasse de Tueur de la nuit', 'Nightslayer Chestpiece', 'epic', 'inv_chest_cloth_07', 66, 60, 'armor', 'Armure', 'Cuir', 'chest', 'Torse', 204, 'pickup', 1, 38000, NULL, '[
  {"text": "Lié quand ramassé", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Torse", "right": "Cuir", "lang": "fr", "kind": "plain"},
  {"text": "Armure : 200", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "+10 Force", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "+20 Agilité", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Durabilité 120 / 120", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Classes : Voleur", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 60 requis", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Équipé : Augmente de 1 % vos chances d''infliger un coup critique.", "right": null, "lang": "fr", "kind": "effect"},
  {"text": "Armure de Tueur de la nuit (0/8)", "right": null, "lang": "fr", "kind": "set"},
  {"text": "Ceinture de Tueur de la nuit", "right": null, "lang": "fr", "kind": "set_piece"},
  {"text": "Bottes de Tueur de la nuit", "right": null, "lang": "fr", "kind": "set_piece"},
  {"text": "Brassards de Tueur de la nuit", "right": null, "lang": "fr", "kind": "set_piece"},
  {"text": "Cuirasse de Tueur de la nuit", "right": null, "lang": "fr", "kind": "set_piece"},
  {"text": "Couvre-chef de Tueur de la nuit", "right": null, "lang": "fr", "kind": "set_piece"},
  {"text": "Gants de Tueur de la nuit", "right": null, "lang": "fr", "kind": "set_piece"},
  {"text": "Pantalon de Tueur de la nuit", "right": null, "lang": "fr", "kind": "set_piece"},
  {"text": "Épaulières de Tueur de la nuit", "right": null, "lang": "fr", "kind": "set_piece"},
  {"text": "(3) Ensemble : Réduit de 30 s le temps de recharge de votre technique Disparition.", "right": null, "lang": "fr", "kind": "set_bonus"},
  {"text": "(5) Ensemble : Augmente votre maximum d''énergie de 10.", "right": null, "lang": "fr", "kind": "set_bonus"},
  {"text": "(8) Ensemble : Vous rend 500 points de vie quand vous utilisez Disparition.", "right": null, "lang": "fr", "kind": "set_bonus"}
]', NULL, 1),
('classic', 16821, 'Couvre-chef de Tueur de la nuit', 'Nightslayer Cover', 'epic', 'inv_helmet_41', 66, 60, 'armor', 'Armure', 'Cuir', 'head', 'Tête', 204, 'pickup', 1, 28000, NULL, '[
  {"text": "Lié quand ramassé", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Tête", "right": "Cuir", "lang": "fr", "kind": "plain"},
  {"text": "Armure : 162", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 60 requis", "right": null, "lang": "fr", "kind": "plain"}
]', NULL, 1),
('classic', 16822, 'Pantalon de Tueur de la nuit', 'Nightslayer Pants', 'epic', 'inv_pants_06', 66, 60, 'armor', 'Armure', 'Cuir', 'legs', 'Jambes', 204, 'pickup', 1, 37000, NULL, '[
  {"text": "Lié quand ramassé", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Jambes", "right": "Cuir", "lang": "fr", "kind": "plain"},
  {"text": "Armure : 175", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 60 requis", "right": null, "lang": "fr", "kind": "plain"}
]', NULL, 1),
('classic', 16824, 'Bottes de Tueur de la nuit', 'Nightslayer Boots', 'epic', 'inv_boots_08', 66, 60, 'armor', 'Armure', 'Cuir', 'feet', 'Pieds', 204, 'pickup', 1, 27000, NULL, '[
  {"text": "Lié quand ramassé", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Pieds", "right": "Cuir", "lang": "fr", "kind": "plain"},
  {"text": "Armure : 137", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 60 requis", "right": null, "lang": "fr", "kind": "plain"}
]', NULL, 1),
('classic', 16825, 'Brassards de Tueur de la nuit', 'Nightslayer Bracelets', 'epic', 'inv_bracer_02', 66, 60, 'armor', 'Armure', 'Cuir', 'wrist', 'Poignets', 204, 'pickup', 1, 18000, NULL, '[
  {"text": "Lié quand ramassé", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Poignets", "right": "Cuir", "lang": "fr", "kind": "plain"},
  {"text": "Armure : 87", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 60 requis", "right": null, "lang": "fr", "kind": "plain"}
]', NULL, 1),
-- Battlegear of Might (set 209, warrior)
('classic', 16865, 'Plastron de puissance', 'Breastplate of Might', 'epic', 'inv_chest_plate16', 66, 60, 'armor', 'Armure', 'Plaques', 'chest', 'Torse', 209, 'pickup', 1, 39000, NULL, '[
  {"text": "Lié quand ramassé", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Torse", "right": "Plaques", "lang": "fr", "kind": "plain"},
  {"text": "Armure : 749", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 60 requis", "right": null, "lang": "fr", "kind": "plain"}
]', NULL, 0),
('classic', 16866, 'Heaume de puissance', 'Helm of Might', 'epic', 'inv_helmet_09', 66, 60, 'armor', 'Armure', 'Plaques', 'head', 'Tête', 209, 'pickup', 1, 29000, NULL, '[
  {"text": "Lié quand ramassé", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Tête", "right": "Plaques", "lang": "fr", "kind": "plain"},
  {"text": "Armure : 608", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 60 requis", "right": null, "lang": "fr", "kind": "plain"}
]', NULL, 0),
('classic', 16867, 'Jambières de puissance', 'Legplates of Might', 'epic', 'inv_pants_04', 66, 60, 'armor', 'Armure', 'Plaques', 'legs', 'Jambes', 209, 'pickup', 1, 38000, NULL, '[
  {"text": "Lié quand ramassé", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Jambes", "right": "Plaques", "lang": "fr", "kind": "plain"},
  {"text": "Armure : 655", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 60 requis", "right": null, "lang": "fr", "kind": "plain"}
]', NULL, 0),
('classic', 16862, 'Sabatons de puissance', 'Sabatons of Might', 'epic', 'inv_boots_plate_04', 66, 60, 'armor', 'Armure', 'Plaques', 'feet', 'Pieds', 209, 'pickup', 1, 28000, NULL, '[
  {"text": "Lié quand ramassé", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Pieds", "right": "Plaques", "lang": "fr", "kind": "plain"},
  {"text": "Armure : 515", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 60 requis", "right": null, "lang": "fr", "kind": "plain"}
]', NULL, 0),
-- Arcanist Regalia (set 201, mage)
('classic', 16798, 'Robe d''arcaniste', 'Arcanist Robes', 'epic', 'inv_chest_cloth_03', 66, 60, 'armor', 'Armure', 'Tissu', 'chest', 'Torse', 201, 'pickup', 1, 35000, NULL, '[
  {"text": "Lié quand ramassé", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Torse", "right": "Tissu", "lang": "fr", "kind": "plain"},
  {"text": "Armure : 102", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 60 requis", "right": null, "lang": "fr", "kind": "plain"}
]', NULL, 0),
('classic', 16795, 'Couronne d''arcaniste', 'Arcanist Crown', 'epic', 'inv_helmet_53', 66, 60, 'armor', 'Armure', 'Tissu', 'head', 'Tête', 201, 'pickup', 1, 25000, NULL, '[
  {"text": "Lié quand ramassé", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Tête", "right": "Tissu", "lang": "fr", "kind": "plain"},
  {"text": "Armure : 83", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 60 requis", "right": null, "lang": "fr", "kind": "plain"}
]', NULL, 0),
('classic', 16796, 'Jambières d''arcaniste', 'Arcanist Leggings', 'epic', 'inv_pants_08', 66, 60, 'armor', 'Armure', 'Tissu', 'legs', 'Jambes', 201, 'pickup', 1, 34000, NULL, '[
  {"text": "Lié quand ramassé", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Jambes", "right": "Tissu", "lang": "fr", "kind": "plain"},
  {"text": "Armure : 89", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 60 requis", "right": null, "lang": "fr", "kind": "plain"}
]', NULL, 0),
('classic', 16800, 'Bottes d''arcaniste', 'Arcanist Boots', 'epic', 'inv_boots_07', 66, 60, 'armor', 'Armure', 'Tissu', 'feet', 'Pieds', 201, 'pickup', 1, 24000, NULL, '[
  {"text": "Lié quand ramassé", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Pieds", "right": "Tissu", "lang": "fr", "kind": "plain"},
  {"text": "Armure : 70", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 60 requis", "right": null, "lang": "fr", "kind": "plain"}
]', NULL, 0),
-- Scholomance
('classic', 13953, 'Croc silencieux', 'Silent Fang', 'rare', 'inv_sword_31', 62, 57, 'weapon', 'Arme', 'Épées à une main', 'one_hand', 'Une main', NULL, 'pickup', 1, 25000, NULL, '[
  {"text": "Lié quand ramassé", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Une main", "right": "Épées à une main", "lang": "fr", "kind": "plain"},
  {"text": "Dégâts : 57 - 106", "right": "Vitesse 1,80", "lang": "fr", "kind": "plain"},
  {"text": "(45,3 dégâts par seconde)", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "+3 % de chances d''infliger un coup critique", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 57 requis", "right": null, "lang": "fr", "kind": "plain"}
]', NULL, 1),
('classic', 13937, 'Bâton du proviseur', 'Headmaster''s Charge', 'epic', 'inv_staff_13', 62, 57, 'weapon', 'Arme', 'Bâtons', 'two_hand', 'Deux mains', NULL, 'pickup', 1, 45000, 'L''autorité de Gandling sur ses élèves ne connaissait pas de limite.', NULL, NULL, 0),
('classic', 13944, 'Cuirasse de pierre tombale', 'Tombstone Breastplate', 'rare', 'inv_chest_chain_13', 62, 57, 'armor', 'Armure', 'Cuir', 'chest', 'Torse', NULL, 'pickup', 1, 16000, NULL, '[
  {"text": "Lié quand ramassé", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Torse", "right": "Cuir", "lang": "fr", "kind": "plain"},
  {"text": "Armure : 176", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "+10 Force", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "+10 Agilité", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 57 requis", "right": null, "lang": "fr", "kind": "plain"}
]', NULL, 1),
('classic', 13955, 'Épaulières pétrifiées', 'Stoneform Shoulders', 'rare', 'inv_shoulder_10', 62, 57, 'armor', 'Armure', 'Plaques', 'shoulder', 'Épaule', NULL, 'pickup', 1, 9800, NULL, NULL, NULL, 0),
('classic', 18686, 'Épaulières de golem d''os', 'Bone Golem Shoulders', 'rare', 'inv_shoulder_25', 62, 57, 'armor', 'Armure', 'Mailles', 'shoulder', 'Épaule', NULL, 'pickup', 1, 12000, NULL, NULL, NULL, 0),
('classic', 18690, 'Cape fantasmatique', 'Phantasmal Cloak', 'rare', 'inv_misc_cape_20', 61, 56, 'armor', 'Armure', 'Tissu', 'back', 'Dos', NULL, 'pickup', 1, 7900, NULL, NULL, NULL, 0),
('classic', 13952, 'Marteau glace-os', 'Bonechill Hammer', 'rare', 'inv_hammer_15', 62, 57, 'weapon', 'Arme', 'Masses à une main', 'one_hand', 'Une main', NULL, 'pickup', 1, 23000, NULL, NULL, NULL, 1);

-- The tooltip's facts in their columns, as the import gives them (damage, speed, DPS, armour, durability,
-- stats: '' for none; effects: '[]' for none).
UPDATE item SET damage = '[{"min": 223, "max": 372, "school": "physical"}]', speed = 3.7, dps = 80.4, stats = 'strength=12,stamina=12,fire_resistance=30', effects = '[{"trigger": "chance_on_hit", "text": "Inflige 273 à 333 points de dégâts de Feu.", "lang": "fr", "spell_id": null}]' WHERE version = 'classic' AND id = 17182;
UPDATE item SET damage = '[{"min": 206, "max": 310, "school": "physical"}]', speed = 3.4, dps = 75.9, stats = '', effects = '[{"trigger": "chance_on_hit", "text": "Vos attaques ignorent 700 points d''armure.", "lang": "fr", "spell_id": null}]' WHERE version = 'classic' AND id = 17076;
UPDATE item SET stats = 'agility=10,stamina=16', effects = '[{"trigger": "equip", "text": "Augmente vos chances de toucher de 2 %.", "lang": "fr", "spell_id": null}]' WHERE version = 'classic' AND id = 17063;
UPDATE item SET damage = '[{"min": 90, "max": 168, "school": "physical"}]', speed = 2.5, dps = 51.6, stats = 'strength=9,agility=9', effects = '[]' WHERE version = 'classic' AND id = 18832;
UPDATE item SET armor = 200, durability = 120, classes = 'rogue', stats = 'strength=10,agility=20', effects = '[{"trigger": "equip", "text": "Augmente de 1 % vos chances d''infliger un coup critique.", "lang": "fr", "spell_id": null}]' WHERE version = 'classic' AND id = 16820;
UPDATE item SET armor = 162, stats = '', effects = '[]' WHERE version = 'classic' AND id = 16821;
UPDATE item SET armor = 175, stats = '', effects = '[]' WHERE version = 'classic' AND id = 16822;
UPDATE item SET armor = 137, stats = '', effects = '[]' WHERE version = 'classic' AND id = 16824;
UPDATE item SET armor = 87, stats = '', effects = '[]' WHERE version = 'classic' AND id = 16825;
UPDATE item SET armor = 749, stats = '', effects = '[]' WHERE version = 'classic' AND id = 16865;
UPDATE item SET armor = 608, stats = '', effects = '[]' WHERE version = 'classic' AND id = 16866;
UPDATE item SET armor = 655, stats = '', effects = '[]' WHERE version = 'classic' AND id = 16867;
UPDATE item SET armor = 515, stats = '', effects = '[]' WHERE version = 'classic' AND id = 16862;
UPDATE item SET armor = 102, stats = '', effects = '[]' WHERE version = 'classic' AND id = 16798;
UPDATE item SET armor = 83, stats = '', effects = '[]' WHERE version = 'classic' AND id = 16795;
UPDATE item SET armor = 89, stats = '', effects = '[]' WHERE version = 'classic' AND id = 16796;
UPDATE item SET armor = 70, stats = '', effects = '[]' WHERE version = 'classic' AND id = 16800;
UPDATE item SET damage = '[{"min": 57, "max": 106, "school": "physical"}]', speed = 1.8, dps = 45.3, stats = '', effects = '[]' WHERE version = 'classic' AND id = 13953;
UPDATE item SET armor = 176, stats = 'strength=10,agility=10', effects = '[]' WHERE version = 'classic' AND id = 13944;
UPDATE item SET damage = '[{"min": 44, "max": 115, "school": "physical"}, {"min": 16, "max": 30, "school": "nature"}]', speed = 1.9, dps = 53.9, durability = 125,
  stats = 'agility=5,stamina=8,fire_resistance=8,nature_resistance=9', effects = '[{"trigger": "chance_on_hit", "text": "Frappe votre ennemi d''un éclair qui lui inflige 300 points de dégâts de Nature, puis rebondit sur d''autres ennemis proches. Chaque rebond réduit de 25 la résistance à la Nature de la victime. Touche 5 cibles. Votre cible principale est aussi prise dans un cyclone qui réduit sa vitesse d''attaque de 20 % pendant 12 s.", "lang": "fr", "spell_id": 21992}]' WHERE version = 'classic' AND id = 19019;
