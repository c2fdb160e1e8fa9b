-- The Burning Crusade (2.4.3): Outland quests — Hellfire Ramparts (with a heroic daily), the Aldor or
-- Scryers choice (an exclusive pair), Hellfire Peninsula, Zangarmarsh, a rogue quest.

-- The letter that starts "Dark Tidings", dropped by Vazruden.
INSERT INTO item (version, id, name, english_name, quality, icon, item_level, class, class_name, subclass_name, bonding, stack_size, sell_price, description, tooltip, start_quest_id) VALUES
('tbc', 23890, 'Lettre inquiétante', 'Ominous Letter', 'common', 'inv_letter_03', 62, 'quest', 'Quête', 'Quête', 'pickup', 1, 0, 'Le sceau de la Légion ardente orne cette lettre.', '[
  {"text": "Lié quand ramassé", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Cet objet permet de commencer une quête", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "« Le sceau de la Légion ardente orne cette lettre. »", "right": null, "lang": "fr", "kind": "flavor"}
]', 9587);
INSERT INTO loot (version, source_type, source_id, item_id, name, chance, difficulty, quest_item, instance_id) VALUES
('tbc', 'npc', 17537, 23890, NULL, 100, 'normal', 0, 543);

INSERT INTO quest (version, id, name, english_name, level, required_level, side, type, daily, zone_or_sort, instance_id, players, shareable, classes, skill_name, skill_level, objectives, description, completion, xp, money, prev_quest_id, next_quest_id, exclusive_group, opened_by_item_id, rogue) VALUES
('tbc', 9575, 'Affaiblir les remparts', 'Weaken the Ramparts', 62, 59, 'alliance', 'dungeon', 0, 3562, 543, 5, 1, NULL, NULL, NULL,
 'Rapportez la main de Gargolmar, le sabot d''Omor et la tête de Nazan au commandant Danath Trollemort.', 'Les remparts protègent la Citadelle des Flammes infernales. Abattez leurs défenseurs.', 'Les remparts vacillent !', 12650, 45000, NULL, NULL, NULL, NULL, 0),
('tbc', 9572, 'Affaiblir les remparts', 'Weaken the Ramparts', 62, 59, 'horde', 'dungeon', 0, 3562, 543, 5, 1, NULL, NULL, NULL,
 'Rapportez la main de Gargolmar, le sabot d''Omor et la tête de Nazan à Nazgrel.', 'La Main brisée tient les remparts. Thrallmar ne peut pas le tolérer.', 'Thrall sera satisfait.', 12650, 45000, NULL, NULL, NULL, NULL, 0),
('tbc', 9587, 'Sombres nouvelles', 'Dark Tidings', 63, 59, 'alliance', 'dungeon', 0, 3562, 543, 5, 1, NULL, NULL, NULL,
 'Portez la lettre inquiétante au commandant Danath Trollemort.', 'Cette lettre annonce que la Légion prépare une nouvelle offensive.', 'Ces nouvelles sont graves.', 9950, 20000, NULL, NULL, NULL, 23890, 0),
('tbc', 9589, 'Le sang, c''est la vie', 'The Blood is Life', 63, 59, 'both', 'dungeon', 0, 3562, 543, 5, 1, NULL, NULL, NULL,
 'Rapportez 10 fioles de sang de gangrorc.', 'Le sang des gangrorcs révèle la corruption de Magtheridon.', NULL, 12650, 30000, NULL, NULL, NULL, NULL, 0),
('tbc', 11354, 'Recherché : la cravache de Nazan', 'Wanted: Nazan''s Riding Crop', 70, 70, 'both', 'heroic', 1, 3562, 543, 5, 1, NULL, NULL, NULL,
 'Rapportez la cravache de Nazan au traqueur-néant Mah''duun, à Shattrath.', 'Le Consortium paie bien ceux qui reviennent des Remparts en mode héroïque.', 'Revenez demain, il y aura un autre contrat.', 16100, 238000, NULL, NULL, NULL, NULL, 0),
('tbc', 10210, 'Une cité de lumière', 'A''dal', 68, 65, 'both', NULL, 0, 3703, NULL, NULL, 1, NULL, NULL, NULL,
 'Présentez-vous devant A''dal, au centre de Shattrath.', 'Le naaru A''dal veille sur Shattrath. Il veut vous voir.', 'Le Bastion de la Lumière vous accueille.', 1000, NULL, NULL, NULL, NULL, NULL, 0),
('tbc', 10551, 'Allégeance à l''Aldor', 'Allegiance to the Aldor', 68, 65, 'both', NULL, 0, 3703, NULL, NULL, 0, NULL, NULL, NULL,
 'Parlez à la grande prêtresse Ishanah sur la terrasse de l''Aldor.', 'Rejoignez l''Aldor et combattez la Légion au côté des draeneï. Les Clairvoyants ne vous le pardonneront pas.', 'Bienvenue parmi l''Aldor.', 1000, NULL, 10210, NULL, 10551, NULL, 0),
('tbc', 10552, 'Allégeance aux Clairvoyants', 'Allegiance to the Scryers', 68, 65, 'both', NULL, 0, 3703, NULL, NULL, 0, NULL, NULL, NULL,
 'Parlez à Voren''thal le Voyant sur la terrasse des Clairvoyants.', 'Rejoignez les Clairvoyants et leurs arcanes. L''Aldor ne vous le pardonnera pas.', 'Bienvenue parmi les Clairvoyants.', 1000, NULL, 10210, NULL, 10551, NULL, 0),
('tbc', 10055, 'Les soldats de la Main brisée', 'Shattered Hand Soldiers', 60, 58, 'alliance', NULL, 0, 3483, NULL, NULL, 1, NULL, NULL, NULL,
 'Tuez 12 soldats de la Main brisée, puis retournez voir le commandant Danath Trollemort.', 'La Main brisée harcèle le Bastion de l''Honneur. Réduisez ses rangs.', NULL, 9450, 30000, NULL, NULL, NULL, NULL, 0),
('tbc', 10086, 'Dégâts collatéraux', 'Collateral Damage', 60, 58, 'horde', NULL, 0, 3483, NULL, NULL, 1, NULL, NULL, NULL,
 'Tuez 10 soldats de la Main brisée et dérobez les plans de bataille de la Légion pour Nazgrel.', 'Les plans de la Légion nous diront où frapper.', NULL, 9450, 30000, NULL, NULL, NULL, NULL, 0),
('tbc', 9802, 'Des spores plein les poches', 'Pocketful of Spores', 62, 60, 'both', NULL, 0, 3521, NULL, NULL, 1, NULL, NULL, NULL,
 'Tuez 10 sporoptères du marais pour Ysiel Ventfauche.', 'Les sporoptères prolifèrent et étouffent le marécage.', NULL, 11000, 35000, NULL, NULL, NULL, NULL, 0),
('tbc', 10900, 'Les coffres de la Légion', 'Chests of the Legion', 66, 62, 'both', NULL, 0, -162, NULL, NULL, 0, 'Voleur', 'Crochetage', 300,
 'Crochetez 3 coffres en gangrefer dans la péninsule des Flammes infernales.', 'La Légion cache ses ordres dans des coffres en gangrefer. Un voleur saura les ouvrir.', 'Les serrures de la Légion ne vous résistent pas.', 12000, 40000, NULL, NULL, NULL, NULL, 1),
('tbc', 10915, 'Les traqueurs de Terokkar', 'Terokkar Stalkers', 64, 62, 'both', NULL, 0, 3519, NULL, NULL, 1, NULL, NULL, NULL,
 'Tuez 8 traqueurs dimensionnels.', 'Les traqueurs dimensionnels apparaissent et disparaissent à volonté.', NULL, 11500, 35000, NULL, NULL, NULL, NULL, 0);

INSERT INTO quest_relation (version, quest_id, role, entity_type, entity_id) VALUES
('tbc', 9575, 'starts', 'npc', 16819), ('tbc', 9575, 'ends', 'npc', 16819),
('tbc', 9572, 'starts', 'npc', 3230), ('tbc', 9572, 'ends', 'npc', 3230),
('tbc', 9587, 'starts', 'item', 23890), ('tbc', 9587, 'ends', 'npc', 16819),
('tbc', 9589, 'starts', 'npc', 16819), ('tbc', 9589, 'starts', 'npc', 3230),
('tbc', 9589, 'ends', 'npc', 16819), ('tbc', 9589, 'ends', 'npc', 3230),
('tbc', 11354, 'starts', 'npc', 24370), ('tbc', 11354, 'ends', 'npc', 24370),
('tbc', 10210, 'starts', 'npc', 18481), ('tbc', 10210, 'ends', 'npc', 18481),
('tbc', 10551, 'starts', 'npc', 18481), ('tbc', 10551, 'ends', 'npc', 18538),
('tbc', 10552, 'starts', 'npc', 18481), ('tbc', 10552, 'ends', 'npc', 18530),
('tbc', 10055, 'starts', 'npc', 16819), ('tbc', 10055, 'ends', 'npc', 16819),
('tbc', 10086, 'starts', 'npc', 3230), ('tbc', 10086, 'ends', 'npc', 3230),
('tbc', 9802, 'starts', 'npc', 17841), ('tbc', 9802, 'ends', 'npc', 17841),
('tbc', 10900, 'starts', 'npc', 24370), ('tbc', 10900, 'ends', 'npc', 24370);

INSERT INTO quest_requirement (version, quest_id, position, kind, target_id, name, quantity, value, rank, text) VALUES
('tbc', 9575, 1, 'item', NULL, 'Main de Gargolmar', 1, NULL, NULL, NULL),
('tbc', 9575, 2, 'item', NULL, 'Sabot d''Omor', 1, NULL, NULL, NULL),
('tbc', 9575, 3, 'item', NULL, 'Tête de Nazan', 1, NULL, NULL, NULL),
('tbc', 9572, 1, 'item', NULL, 'Main de Gargolmar', 1, NULL, NULL, NULL),
('tbc', 9572, 2, 'item', NULL, 'Sabot d''Omor', 1, NULL, NULL, NULL),
('tbc', 9572, 3, 'item', NULL, 'Tête de Nazan', 1, NULL, NULL, NULL),
('tbc', 9589, 1, 'item', NULL, 'Fiole de sang de gangrorc', 10, NULL, NULL, NULL),
('tbc', 11354, 1, 'item', NULL, 'Cravache de Nazan', 1, NULL, NULL, NULL),
('tbc', 10055, 1, 'creature', 16867, NULL, 12, NULL, NULL, NULL),
('tbc', 10086, 1, 'creature', 16867, NULL, 10, NULL, NULL, NULL),
('tbc', 10086, 2, 'object', 183811, NULL, 1, NULL, NULL, NULL),
('tbc', 9802, 1, 'creature', 18129, NULL, 10, NULL, NULL, NULL),
('tbc', 10900, 1, 'object', 181798, NULL, 3, NULL, NULL, NULL),
('tbc', 10915, 1, 'creature', 18465, NULL, 8, NULL, NULL, NULL);

INSERT INTO quest_reward (version, quest_id, item_id, quantity, choice) VALUES
('tbc', 9575, 27477, 1, 1), ('tbc', 9575, 27467, 1, 1), ('tbc', 9575, 27466, 1, 1),
('tbc', 9572, 27477, 1, 1), ('tbc', 9572, 27467, 1, 1), ('tbc', 9572, 27466, 1, 1),
('tbc', 11354, 29434, 2, 0),
('tbc', 10551, 31779, 1, 0), ('tbc', 10552, 31780, 1, 0),
('tbc', 10900, 22054, 5, 0);

INSERT INTO quest_reputation (version, quest_id, faction_id, value) VALUES
('tbc', 9575, 946, 500), ('tbc', 9572, 947, 500), ('tbc', 9587, 946, 250), ('tbc', 9589, 946, 250), ('tbc', 9589, 947, 250),
('tbc', 11354, 1011, 350), ('tbc', 10210, 935, 250),
('tbc', 10551, 932, 250), ('tbc', 10551, 934, -275), ('tbc', 10552, 934, 250), ('tbc', 10552, 932, -275),
('tbc', 10055, 946, 250), ('tbc', 10086, 947, 250), ('tbc', 9802, 942, 350), ('tbc', 10900, 933, 250);

-- The tooltip's facts in their columns, as the import gives them (damage, speed, DPS, armour, durability,
-- stats: '' for none; effects: '[]' for none).
UPDATE item SET stats = '', effects = '[]' WHERE version = 'tbc' AND id = 23890;
