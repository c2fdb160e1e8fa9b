-- The Burning Crusade (2.4.3): every classic row is copied into 'tbc' first (the Azeroth of 2.4.3
-- is the Azeroth of 1.12.1 with changes); 21-tbc-changes.sql then edits what changed and the
-- 22-/23-/24-tbc-*.sql files add Outland. Columns are listed explicitly.

INSERT INTO zone (version, id, name, english_name, instance_id, image, width, height)
  SELECT 'tbc', id, name, english_name, instance_id, image, width, height FROM zone WHERE version = 'classic';
INSERT INTO quest_sort (version, id, name)
  SELECT 'tbc', id, name FROM quest_sort WHERE version = 'classic';
INSERT INTO faction (version, id, name, english_name, name_is_english, side, is_group, parent_id, description, icon)
  SELECT 'tbc', id, name, english_name, name_is_english, side, is_group, parent_id, description, icon FROM faction WHERE version = 'classic';
INSERT INTO faction_start (version, faction_id, who, value)
  SELECT 'tbc', faction_id, who, value FROM faction_start WHERE version = 'classic';
INSERT INTO instance (version, id, name, english_name, type, zone_id, level_min, level_max, players, difficulties, icon)
  SELECT 'tbc', id, name, english_name, type, zone_id, level_min, level_max, players, difficulties, icon FROM instance WHERE version = 'classic';
INSERT INTO encounter (version, instance_id, npc_id, position, game_order)
  SELECT 'tbc', instance_id, npc_id, position, game_order FROM encounter WHERE version = 'classic';
INSERT INTO npc (version, id, name, english_name, name_is_english, subtitle, level_min, level_max, type, family, rank, faction_id, faction_name, icon, internal, base_npc_id, difficulty)
  SELECT 'tbc', id, name, english_name, name_is_english, subtitle, level_min, level_max, type, family, rank, faction_id, faction_name, icon, internal, base_npc_id, difficulty FROM npc WHERE version = 'classic';
INSERT INTO npc_spawn (version, npc_id, zone_id, floor, x, y)
  SELECT 'tbc', npc_id, zone_id, floor, x, y FROM npc_spawn WHERE version = 'classic';
INSERT INTO game_object (version, id, name, english_name, name_is_english, type, skill, skill_level, icon, internal)
  SELECT 'tbc', id, name, english_name, name_is_english, type, skill, skill_level, icon, internal FROM game_object WHERE version = 'classic';
INSERT INTO object_spawn (version, object_id, zone_id, floor, x, y)
  SELECT 'tbc', object_id, zone_id, floor, x, y FROM object_spawn WHERE version = 'classic';
INSERT INTO object_key (version, object_id, item_id)
  SELECT 'tbc', object_id, item_id FROM object_key WHERE version = 'classic';
INSERT INTO item (version, id, name, english_name, name_is_english, quality, icon, item_level, required_level, class, class_name, subclass_name, slot, slot_name, item_set_id, bonding, stack_size, sell_price, description, tooltip, stats, socket_bonus, damage, speed, dps, armor, block, durability, sockets, classes, effects, start_quest_id, rogue, internal)
  SELECT 'tbc', id, name, english_name, name_is_english, quality, icon, item_level, required_level, class, class_name, subclass_name, slot, slot_name, item_set_id, bonding, stack_size, sell_price, description, tooltip, stats, socket_bonus, damage, speed, dps, armor, block, durability, sockets, classes, effects, start_quest_id, rogue, internal FROM item WHERE version = 'classic';
INSERT INTO item_summon (version, item_id, npc_id, type)
  SELECT 'tbc', item_id, npc_id, type FROM item_summon WHERE version = 'classic';
INSERT INTO spell (version, id, name, english_name, name_is_english, kind, rank, rank_name, first_rank_id, icon, school, class, level, cost, description, english_description, talent_tree, talent_tier, talent_column, talent_max_rank, glyph_type, source_item_id, profession, skill_level, created_item_id, created_quantity, rogue, internal)
  SELECT 'tbc', id, name, english_name, name_is_english, kind, rank, rank_name, first_rank_id, icon, school, class, level, cost, description, english_description, talent_tree, talent_tier, talent_column, talent_max_rank, glyph_type, source_item_id, profession, skill_level, created_item_id, created_quantity, rogue, internal FROM spell WHERE version = 'classic';
INSERT INTO spell_reagent (version, spell_id, item_id, quantity, position)
  SELECT 'tbc', spell_id, item_id, quantity, position FROM spell_reagent WHERE version = 'classic';
INSERT INTO trainer_spell (version, npc_id, spell_id)
  SELECT 'tbc', npc_id, spell_id FROM trainer_spell WHERE version = 'classic';
INSERT INTO item_set (version, id, name, english_name, name_is_english, class, rogue, internal)
  SELECT 'tbc', id, name, english_name, name_is_english, class, rogue, internal FROM item_set WHERE version = 'classic';
INSERT INTO item_set_bonus (version, item_set_id, pieces, spell_id, text)
  SELECT 'tbc', item_set_id, pieces, spell_id, text FROM item_set_bonus WHERE version = 'classic';
INSERT INTO loot (version, source_type, source_id, item_id, name, chance, difficulty, quest_item, instance_id)
  SELECT 'tbc', source_type, source_id, item_id, name, chance, difficulty, quest_item, instance_id FROM loot WHERE version = 'classic';
INSERT INTO vendor_item (version, npc_id, item_id, position, honor, arena, personal_rating, cost_item_id, cost_item_count)
  SELECT 'tbc', npc_id, item_id, position, honor, arena, personal_rating, cost_item_id, cost_item_count FROM vendor_item WHERE version = 'classic';
INSERT INTO faction_reward (version, faction_id, item_id, rank)
  SELECT 'tbc', faction_id, item_id, rank FROM faction_reward WHERE version = 'classic';
INSERT INTO npc_reputation (version, npc_id, faction_id, value, until_rank, variant)
  SELECT 'tbc', npc_id, faction_id, value, until_rank, variant FROM npc_reputation WHERE version = 'classic';
INSERT INTO quest (version, id, name, english_name, name_is_english, level, required_level, max_level, side, type, daily, weekly, repeatable, zone_or_sort, instance_id, players, shareable, time_limit, races, classes, skill_name, skill_level, objectives, description, progress, completion, xp, money, money_max_level, honor, arena, talents, title, reward_spell_id, reward_spell_name, prev_quest_id, next_quest_id, exclusive_group, opened_by_item_id, rogue, internal)
  SELECT 'tbc', id, name, english_name, name_is_english, level, required_level, max_level, side, type, daily, weekly, repeatable, zone_or_sort, instance_id, players, shareable, time_limit, races, classes, skill_name, skill_level, objectives, description, progress, completion, xp, money, money_max_level, honor, arena, talents, title, reward_spell_id, reward_spell_name, prev_quest_id, next_quest_id, exclusive_group, opened_by_item_id, rogue, internal FROM quest WHERE version = 'classic';
INSERT INTO quest_relation (version, quest_id, role, entity_type, entity_id)
  SELECT 'tbc', quest_id, role, entity_type, entity_id FROM quest_relation WHERE version = 'classic';
INSERT INTO quest_requirement (version, quest_id, position, kind, target_id, name, quantity, value, rank, text)
  SELECT 'tbc', quest_id, position, kind, target_id, name, quantity, value, rank, text FROM quest_requirement WHERE version = 'classic';
INSERT INTO quest_reward (version, quest_id, item_id, quantity, choice)
  SELECT 'tbc', quest_id, item_id, quantity, choice FROM quest_reward WHERE version = 'classic';
INSERT INTO quest_reputation (version, quest_id, faction_id, value)
  SELECT 'tbc', quest_id, faction_id, value FROM quest_reputation WHERE version = 'classic';
INSERT INTO guide (version, record_type, record_id, title, url)
  SELECT 'tbc', record_type, record_id, title, url FROM guide WHERE version = 'classic';
