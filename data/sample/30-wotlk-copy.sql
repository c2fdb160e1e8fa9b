-- Wrath of the Lich King (3.3.5a): every tbc row (Azeroth as of 2.4.3 plus Outland) is copied into
-- 'wotlk' first; 31-wotlk-changes.sql then edits what changed and the 32-/33-/34-wotlk-*.sql files
-- add Northrend. Columns are listed explicitly.

INSERT INTO zone (version, id, name, english_name, instance_id, image, width, height)
  SELECT 'wotlk', id, name, english_name, instance_id, image, width, height FROM zone WHERE version = 'tbc';
INSERT INTO quest_sort (version, id, name)
  SELECT 'wotlk', id, name FROM quest_sort WHERE version = 'tbc';
INSERT INTO faction (version, id, name, english_name, name_is_english, side, is_group, parent_id, description, icon)
  SELECT 'wotlk', id, name, english_name, name_is_english, side, is_group, parent_id, description, icon FROM faction WHERE version = 'tbc';
INSERT INTO faction_start (version, faction_id, who, value)
  SELECT 'wotlk', faction_id, who, value FROM faction_start WHERE version = 'tbc';
INSERT INTO instance (version, id, name, english_name, type, zone_id, level_min, level_max, players, difficulties, icon)
  SELECT 'wotlk', id, name, english_name, type, zone_id, level_min, level_max, players, difficulties, icon FROM instance WHERE version = 'tbc';
INSERT INTO encounter (version, instance_id, npc_id, position, game_order)
  SELECT 'wotlk', instance_id, npc_id, position, game_order FROM encounter WHERE version = 'tbc';
INSERT INTO npc (version, id, name, english_name, name_is_english, subtitle, level_min, level_max, type, family, rank, faction_id, faction_name, icon, internal, base_npc_id, difficulty)
  SELECT 'wotlk', id, name, english_name, name_is_english, subtitle, level_min, level_max, type, family, rank, faction_id, faction_name, icon, internal, base_npc_id, difficulty FROM npc WHERE version = 'tbc';
INSERT INTO npc_spawn (version, npc_id, zone_id, floor, x, y)
  SELECT 'wotlk', npc_id, zone_id, floor, x, y FROM npc_spawn WHERE version = 'tbc';
INSERT INTO game_object (version, id, name, english_name, name_is_english, type, skill, skill_level, icon, internal)
  SELECT 'wotlk', id, name, english_name, name_is_english, type, skill, skill_level, icon, internal FROM game_object WHERE version = 'tbc';
INSERT INTO object_spawn (version, object_id, zone_id, floor, x, y)
  SELECT 'wotlk', object_id, zone_id, floor, x, y FROM object_spawn WHERE version = 'tbc';
INSERT INTO object_key (version, object_id, item_id)
  SELECT 'wotlk', object_id, item_id FROM object_key WHERE version = 'tbc';
INSERT INTO item (version, id, name, english_name, name_is_english, quality, icon, item_level, required_level, class, class_name, subclass_name, slot, slot_name, item_set_id, bonding, stack_size, sell_price, description, tooltip, stats, socket_bonus, damage, speed, dps, armor, block, durability, sockets, classes, effects, start_quest_id, rogue, internal)
  SELECT 'wotlk', id, name, english_name, name_is_english, quality, icon, item_level, required_level, class, class_name, subclass_name, slot, slot_name, item_set_id, bonding, stack_size, sell_price, description, tooltip, stats, socket_bonus, damage, speed, dps, armor, block, durability, sockets, classes, effects, start_quest_id, rogue, internal FROM item WHERE version = 'tbc';
INSERT INTO item_summon (version, item_id, npc_id, type)
  SELECT 'wotlk', item_id, npc_id, type FROM item_summon WHERE version = 'tbc';
INSERT INTO spell (version, id, name, english_name, name_is_english, kind, rank, rank_name, first_rank_id, icon, school, class, level, cost, description, english_description, talent_tree, talent_tier, talent_column, talent_max_rank, glyph_type, source_item_id, profession, skill_level, created_item_id, created_quantity, rogue, internal)
  SELECT 'wotlk', id, name, english_name, name_is_english, kind, rank, rank_name, first_rank_id, icon, school, class, level, cost, description, english_description, talent_tree, talent_tier, talent_column, talent_max_rank, glyph_type, source_item_id, profession, skill_level, created_item_id, created_quantity, rogue, internal FROM spell WHERE version = 'tbc';
INSERT INTO spell_reagent (version, spell_id, item_id, quantity, position)
  SELECT 'wotlk', spell_id, item_id, quantity, position FROM spell_reagent WHERE version = 'tbc';
INSERT INTO trainer_spell (version, npc_id, spell_id)
  SELECT 'wotlk', npc_id, spell_id FROM trainer_spell WHERE version = 'tbc';
INSERT INTO item_set (version, id, name, english_name, name_is_english, class, rogue, internal)
  SELECT 'wotlk', id, name, english_name, name_is_english, class, rogue, internal FROM item_set WHERE version = 'tbc';
INSERT INTO item_set_bonus (version, item_set_id, pieces, spell_id, text)
  SELECT 'wotlk', item_set_id, pieces, spell_id, text FROM item_set_bonus WHERE version = 'tbc';
INSERT INTO loot (version, source_type, source_id, item_id, name, chance, difficulty, quest_item, instance_id)
  SELECT 'wotlk', source_type, source_id, item_id, name, chance, difficulty, quest_item, instance_id FROM loot WHERE version = 'tbc';
INSERT INTO vendor_item (version, npc_id, item_id, position, honor, arena, personal_rating, cost_item_id, cost_item_count)
  SELECT 'wotlk', npc_id, item_id, position, honor, arena, personal_rating, cost_item_id, cost_item_count FROM vendor_item WHERE version = 'tbc';
INSERT INTO faction_reward (version, faction_id, item_id, rank)
  SELECT 'wotlk', faction_id, item_id, rank FROM faction_reward WHERE version = 'tbc';
INSERT INTO npc_reputation (version, npc_id, faction_id, value, until_rank, variant)
  SELECT 'wotlk', npc_id, faction_id, value, until_rank, variant FROM npc_reputation WHERE version = 'tbc';
INSERT INTO quest (version, id, name, english_name, name_is_english, level, required_level, max_level, side, type, daily, weekly, repeatable, zone_or_sort, instance_id, players, shareable, time_limit, races, classes, skill_name, skill_level, objectives, description, progress, completion, xp, money, money_max_level, honor, arena, talents, title, reward_spell_id, reward_spell_name, prev_quest_id, next_quest_id, exclusive_group, opened_by_item_id, rogue, internal)
  SELECT 'wotlk', id, name, english_name, name_is_english, level, required_level, max_level, side, type, daily, weekly, repeatable, zone_or_sort, instance_id, players, shareable, time_limit, races, classes, skill_name, skill_level, objectives, description, progress, completion, xp, money, money_max_level, honor, arena, talents, title, reward_spell_id, reward_spell_name, prev_quest_id, next_quest_id, exclusive_group, opened_by_item_id, rogue, internal FROM quest WHERE version = 'tbc';
INSERT INTO quest_relation (version, quest_id, role, entity_type, entity_id)
  SELECT 'wotlk', quest_id, role, entity_type, entity_id FROM quest_relation WHERE version = 'tbc';
INSERT INTO quest_requirement (version, quest_id, position, kind, target_id, name, quantity, value, rank, text)
  SELECT 'wotlk', quest_id, position, kind, target_id, name, quantity, value, rank, text FROM quest_requirement WHERE version = 'tbc';
INSERT INTO quest_reward (version, quest_id, item_id, quantity, choice)
  SELECT 'wotlk', quest_id, item_id, quantity, choice FROM quest_reward WHERE version = 'tbc';
INSERT INTO quest_reputation (version, quest_id, faction_id, value)
  SELECT 'wotlk', quest_id, faction_id, value FROM quest_reputation WHERE version = 'tbc';
INSERT INTO guide (version, record_type, record_id, title, url)
  SELECT 'wotlk', record_type, record_id, title, url FROM guide WHERE version = 'tbc';
