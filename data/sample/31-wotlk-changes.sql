-- Wrath of the Lich King (3.3.5a): what changed in Azeroth and Outland between 2.4.3 and 3.3.5a.

-- Apprentice riding from level 30 (patch 3.0).
UPDATE item SET required_level = 30 WHERE version = 'wotlk' AND id = 2411;
UPDATE spell SET level = 30 WHERE version = 'wotlk' AND id = 470;

-- Rogue abilities: new tooltips.
UPDATE spell SET description = 'Permet d''ouvrir les serrures.' WHERE version = 'wotlk' AND id = 1804;
UPDATE spell SET description = 'Vous fait disparaître, vous place en Camouflage et dissipe les effets qui entravent vos mouvements.'
 WHERE version = 'wotlk' AND id = 1856;
UPDATE spell SET description = 'Poignarde la cible dans le dos : 150 % des dégâts de l''arme plus 15. Nécessite d''être derrière la cible.'
 WHERE version = 'wotlk' AND id = 53;

-- Dungeon level ranges were revised again, and heroic dailies give more badges.
UPDATE instance SET level_min = 15, level_max = 21 WHERE version = 'wotlk' AND id = 36;
UPDATE quest SET money = 250000 WHERE version = 'wotlk' AND id = 11354;
UPDATE quest_reward SET quantity = 3 WHERE version = 'wotlk' AND quest_id = 11354 AND item_id = 29434;

-- The Hydraxian Waterlords' description mentions the raid's new level.
UPDATE faction SET description = 'Les seigneurs élémentaires de l''eau, ennemis jurés de Ragnaros. Une réputation devenue accessible en solo.'
 WHERE version = 'wotlk' AND id = 749;

-- A quest renamed in the 3.x translation.
UPDATE quest SET name = 'Une lettre jamais envoyée' WHERE version = 'wotlk' AND id = 373;
