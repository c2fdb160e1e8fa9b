-- Classic (1.12.1): world objects — locked chests, chests, herbs, ore veins, quest objects.

INSERT INTO game_object (version, id, name, english_name, type, skill, skill_level, icon) VALUES
-- Locked chests (lockpicking)
('classic', 178244, 'Coffre d''entraînement', 'Practice Lockbox', 'locked_chest', 'lockpicking', 1, NULL),
('classic', 106318, 'Petit coffre verrouillé', 'Small Locked Chest', 'locked_chest', 'lockpicking', 25, NULL),
('classic', 105579, 'Coffre de Klaven Mortwake', 'Klaven Mortwake''s Chest', 'locked_chest', 'lockpicking', 70, NULL),
('classic', 179486, 'Cantine cabossée', 'Battered Footlocker', 'locked_chest', 'lockpicking', 110, NULL),
('classic', 179488, 'Cantine détrempée', 'Waterlogged Footlocker', 'locked_chest', 'lockpicking', 175, NULL),
('classic', 153469, 'Coffre solide verrouillé', 'Sturdy Locked Chest', 'locked_chest', 'lockpicking', 175, NULL),
('classic', 179490, 'Cantine moussue', 'Mossy Footlocker', 'locked_chest', 'lockpicking', 250, NULL),
-- Chests
('classic', 2843, 'Coffre usé', 'Battered Chest', 'chest', NULL, NULL, NULL),
('classic', 153451, 'Coffre solide', 'Solid Chest', 'chest', NULL, NULL, NULL),
('classic', 74448, 'Grand coffre cerclé de fer', 'Large Iron Bound Chest', 'chest', NULL, NULL, NULL),
('classic', 179703, 'Cache du Seigneur du feu', 'Cache of the Firelord', 'chest', NULL, NULL, NULL),
-- Herbs (herbalism)
('classic', 1618, 'Pacifique', 'Peacebloom', 'herb', 'herbalism', 1, NULL),
('classic', 1617, 'Feuillargent', 'Silverleaf', 'herb', 'herbalism', 1, NULL),
('classic', 1619, 'Terrestrine', 'Earthroot', 'herb', 'herbalism', 15, NULL),
('classic', 1620, 'Mage royal', 'Mageroyal', 'herb', 'herbalism', 50, NULL),
('classic', 1621, 'Églantine', 'Briarthorn', 'herb', 'herbalism', 70, NULL),
('classic', 2045, 'Étouffante', 'Stranglekelp', 'herb', 'herbalism', 85, NULL),
('classic', 1622, 'Doulourante', 'Bruiseweed', 'herb', 'herbalism', 100, NULL),
('classic', 1623, 'Aciérite sauvage', 'Wild Steelbloom', 'herb', 'herbalism', 115, NULL),
('classic', 1628, 'Tombeline', 'Grave Moss', 'herb', 'herbalism', 120, NULL),
('classic', 1624, 'Sang-royal', 'Kingsblood', 'herb', 'herbalism', 125, NULL),
('classic', 2041, 'Vietérule', 'Liferoot', 'herb', 'herbalism', 150, NULL),
('classic', 2042, 'Pâlerette', 'Fadeleaf', 'herb', 'herbalism', 160, NULL),
('classic', 2046, 'Dorépine', 'Goldthorn', 'herb', 'herbalism', 170, NULL),
('classic', 2043, 'Moustache de Khadgar', 'Khadgar''s Whisker', 'herb', 'herbalism', 185, NULL),
('classic', 2044, 'Hivernale', 'Wintersbite', 'herb', 'herbalism', 195, NULL),
('classic', 2866, 'Fleur de feu', 'Firebloom', 'herb', 'herbalism', 205, NULL),
('classic', 142140, 'Lotus pourpre', 'Purple Lotus', 'herb', 'herbalism', 210, NULL),
('classic', 142141, 'Larmes d''Arthas', 'Arthas'' Tears', 'herb', 'herbalism', 220, NULL),
('classic', 142142, 'Soleillette', 'Sungrass', 'herb', 'herbalism', 230, NULL),
('classic', 142143, 'Aveuglette', 'Blindweed', 'herb', 'herbalism', 235, NULL),
('classic', 142144, 'Champignon fantôme', 'Ghost Mushroom', 'herb', 'herbalism', 245, NULL),
('classic', 142145, 'Gromsang', 'Gromsblood', 'herb', 'herbalism', 250, NULL),
('classic', 176583, 'Sansam doré', 'Golden Sansam', 'herb', 'herbalism', 260, NULL),
('classic', 176584, 'Feuillerêve', 'Dreamfoil', 'herb', 'herbalism', 270, NULL),
('classic', 176586, 'Sauge-argent des montagnes', 'Mountain Silversage', 'herb', 'herbalism', 280, NULL),
('classic', 176587, 'Fleur de peste', 'Plaguebloom', 'herb', 'herbalism', 285, NULL),
('classic', 176588, 'Calot de glace', 'Icecap', 'herb', 'herbalism', 290, NULL),
('classic', 176589, 'Lotus noir', 'Black Lotus', 'herb', 'herbalism', 300, NULL),
-- Ore veins (mining)
('classic', 1731, 'Filon de cuivre', 'Copper Vein', 'ore', 'mining', 1, NULL),
('classic', 1732, 'Filon d''étain', 'Tin Vein', 'ore', 'mining', 65, NULL),
('classic', 1733, 'Filon d''argent', 'Silver Vein', 'ore', 'mining', 75, NULL),
('classic', 1735, 'Gisement de fer', 'Iron Deposit', 'ore', 'mining', 125, NULL),
('classic', 1734, 'Filon d''or', 'Gold Vein', 'ore', 'mining', 155, NULL),
('classic', 2040, 'Filon de mithril', 'Mithril Deposit', 'ore', 'mining', 175, NULL),
('classic', 2047, 'Filon de vrai-argent', 'Truesilver Deposit', 'ore', 'mining', 230, NULL),
('classic', 165658, 'Gisement de sombrefer', 'Dark Iron Deposit', 'ore', 'mining', 230, NULL),
('classic', 324, 'Petit filon de thorium', 'Small Thorium Vein', 'ore', 'mining', 245, NULL),
('classic', 175404, 'Riche filon de thorium', 'Rich Thorium Vein', 'ore', 'mining', 275, NULL),
-- Quest objects, doors and other objects
('classic', 68, 'Avis de recherche', 'Wanted Poster', 'quest_object', NULL, NULL, NULL),
('classic', 19020, 'Chariot de livraison', 'Delivery Wagon', 'quest_object', NULL, NULL, NULL),
('classic', 16398, 'Canon défias', 'Defias Cannon', 'quest_object', NULL, NULL, NULL),
('classic', 175564, 'Brasero du Héraut', 'Brazier of the Herald', 'quest_object', NULL, NULL, NULL),
('classic', 176951, 'Rune de Koro', 'Rune of Koro', 'quest_object', NULL, NULL, NULL),
('classic', 175167, 'Porte de la Scholomance', 'Scholomance Door', NULL, NULL, NULL, NULL),
('classic', 142075, 'Boîte aux lettres', 'Mailbox', NULL, NULL, NULL, NULL);

-- A technical object (area trigger), hidden from lists.
INSERT INTO game_object (version, id, name, english_name, type, internal) VALUES
('classic', 180000, '[DND] Déclencheur de zone', 'Area Trigger', NULL, 1);

-- Keys that open objects.
INSERT INTO object_key (version, object_id, item_id) VALUES
('classic', 153469, 15869),
('classic', 175167, 13704);
