-- Classic (1.12.1): item sets and their bonuses, and items that summon an NPC.
-- Bonus spells 7597, 21874 and 21919 are in 16-classic-spells.sql; the summoned NPCs in 12-classic-npcs*.sql.

INSERT INTO item_set (version, id, name, english_name, class, rogue) VALUES
('classic', 161, 'Tenue du Défias', 'Defias Leather', 'rogue', 1),
('classic', 204, 'Armure de Tueur de la nuit', 'Nightslayer Armor', 'rogue', 1),
('classic', 209, 'Armure de bataille de puissance', 'Battlegear of Might', 'warrior', 0),
('classic', 201, 'Tenue d''arcaniste', 'Arcanist Regalia', 'mage', 0);

INSERT INTO item_set_bonus (version, item_set_id, pieces, spell_id, text) VALUES
('classic', 161, 2, NULL, 'Armure +15.'),
('classic', 161, 3, 7597, 'Agilité +5.'),
('classic', 161, 5, NULL, 'Puissance d''attaque +10.'),
('classic', 204, 3, NULL, 'Réduit de 30 s le temps de recharge de votre technique Disparition.'),
('classic', 204, 5, 21874, 'Augmente votre maximum d''énergie de 10.'),
('classic', 204, 8, NULL, 'Vous rend 500 points de vie quand vous utilisez Disparition.'),
('classic', 209, 3, 21919, 'Augmente de 30 la valeur de blocage de votre bouclier.'),
('classic', 209, 5, NULL, 'Vos attaques Fracasser armure ont 20 % de chances d''appliquer une application supplémentaire.'),
('classic', 209, 8, NULL, 'Vos coups ont une chance de vous rendre 10 points de rage.'),
('classic', 201, 3, NULL, 'Augmente les dégâts et les soins des sorts de 18 au maximum.'),
('classic', 201, 5, NULL, 'Réduit de 15 % la menace générée par vos sorts de Feu.'),
('classic', 201, 8, NULL, 'Vos sorts de Givre ont une chance de rendre 150 points de mana.');

INSERT INTO item_summon (version, item_id, npc_id, type) VALUES
('classic', 2411, 305, 'mount'),
('classic', 13086, 14556, 'mount'),
('classic', 8485, 7385, 'companion');
