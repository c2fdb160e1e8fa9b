-- The Burning Crusade (2.4.3): what changed in Azeroth between 1.12.1 and 2.4.3.

-- A revised French translation: Gryan Stoutmantle is no longer "Forte-Lame".
UPDATE npc SET name = 'Gryan Fortemanteau' WHERE version = 'tbc' AND id = 234;
UPDATE quest SET objectives = replace(objectives, 'Gryan Forte-Lame', 'Gryan Fortemanteau')
 WHERE version = 'tbc' AND objectives LIKE '%Gryan Forte-Lame%';

-- Hogger is no longer a group quest, and the Defias quests give more experience (patch 2.3).
UPDATE quest SET type = NULL, players = NULL WHERE version = 'tbc' AND id = 176;
UPDATE quest SET xp = 3250 WHERE version = 'tbc' AND id = 166;
UPDATE quest SET xp = 2450 WHERE version = 'tbc' AND id = 2359;

-- Dungeon level ranges were revised.
UPDATE instance SET level_min = 15, level_max = 25 WHERE version = 'tbc' AND id = 36;
UPDATE instance SET level_min = 23, level_max = 29 WHERE version = 'tbc' AND id = 34;

-- Poisons and rogue spells: new tooltips and levels.
UPDATE item SET required_level = 20, sell_price = 25,
  tooltip = '[
  {"text": "Niveau 20 requis", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Utilise : Enduit une arme d''un poison qui dure 1 heure. Chaque coup a 20 % de chances d''infliger 19 à 25 points de dégâts de Nature.", "right": null, "lang": "fr", "kind": "effect"},
  {"text": "75 charges.", "right": null, "lang": "fr", "kind": "plain"}
]'
 WHERE version = 'tbc' AND id = 6947;
-- Thunderfury lost its Nature damage line in 2.x.
UPDATE item SET damage = '[{"min": 44, "max": 115, "school": "physical"}]', dps = 41.8,
  tooltip = '[
  {"text": "Lié quand ramassé", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Unique", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Une main", "right": "Épées à une main", "lang": "fr", "kind": "plain"},
  {"text": "Dégâts : 44 - 115", "right": "Vitesse 1,90", "lang": "fr", "kind": "plain"},
  {"text": "(41,8 dégâts par seconde)", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "+5 Agilité", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "+8 Endurance", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "+8 Résistance au Feu", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "+9 Résistance à la Nature", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Durabilité 125 / 125", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Niveau 60 requis", "right": null, "lang": "fr", "kind": "plain"},
  {"text": "Chances quand vous touchez : Frappe votre ennemi d''un éclair qui lui inflige 300 points de dégâts de Nature, puis rebondit sur d''autres ennemis proches. Chaque rebond réduit de 25 la résistance à la Nature de la victime. Touche 5 cibles. Votre cible principale est aussi prise dans un cyclone qui réduit sa vitesse d''attaque de 20 % pendant 12 s.", "right": null, "lang": "fr", "kind": "effect"}
]'
 WHERE version = 'tbc' AND id = 19019;
UPDATE spell SET description = 'Vous fait disparaître et vous place en Camouflage. Dissipe les effets qui entravent vos mouvements.'
 WHERE version = 'tbc' AND id = 1856;
UPDATE spell SET level = 20 WHERE version = 'tbc' AND id = 2842;

-- The Black Lotus is rarer, Sulfuras is unchanged, the Eye of Sulfuras drops more often.
UPDATE loot SET chance = 4.0 WHERE version = 'tbc' AND source_type = 'object' AND source_id = 176589 AND item_id = 13467;
UPDATE loot SET chance = 5.5 WHERE version = 'tbc' AND source_type = 'npc' AND source_id = 11502 AND item_id = 17204;

-- Removed in 2.x: the Booty Bay bribe quest exists only in classic.
DELETE FROM quest_relation WHERE version = 'tbc' AND quest_id = 9101;
DELETE FROM quest_requirement WHERE version = 'tbc' AND quest_id = 9101;
DELETE FROM quest_reward WHERE version = 'tbc' AND quest_id = 9101;
DELETE FROM quest_reputation WHERE version = 'tbc' AND quest_id = 9101;
DELETE FROM quest WHERE version = 'tbc' AND id = 9101;

-- New playable races: their capitals join the Alliance and Horde groups.
INSERT INTO faction (version, id, name, english_name, side, is_group, parent_id, description, icon) VALUES
('tbc', 930, 'Exodar', 'Exodar', 'alliance', 0, 469, 'Le vaisseau des draeneï, échoué sur l''île de Brume-Azur.', 'inv_misc_tournaments_symbol_draenei'),
('tbc', 911, 'Lune-d''argent', 'Silvermoon City', 'horde', 0, 67, 'La capitale des elfes de sang, au cœur du bois des Chants éternels.', 'inv_misc_tournaments_symbol_bloodelf');

INSERT INTO faction_start (version, faction_id, who, value) VALUES
('tbc', 930, 'Draeneï', 4000),
('tbc', 930, 'Humains, Nains, Gnomes, Elfes de la nuit', 3100),
('tbc', 911, 'Elfes de sang', 4000),
('tbc', 911, 'Orcs, Trolls, Taurens, Morts-vivants', 3100),
('tbc', 72, 'Draeneï', 3100),
('tbc', 76, 'Elfes de sang', 3100);

-- The tooltip's facts in their columns, as the import gives them (damage, speed, DPS, armour, durability,
-- stats: '' for none; effects: '[]' for none).
UPDATE item SET stats = '', effects = '[{"trigger": "use", "text": "Enduit une arme d''un poison qui dure 1 heure. Chaque coup a 20 % de chances d''infliger 19 à 25 points de dégâts de Nature.", "lang": "fr", "spell_id": null}]' WHERE version = 'tbc' AND id = 6947;
