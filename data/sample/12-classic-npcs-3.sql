-- Classic (1.12.1): NPCs, part 3 — more quest givers (Elwynn, Westfall, Duskwood, Stormwind), with their positions.

INSERT INTO npc (version, id, name, english_name, subtitle, level_min, level_max, type, family, rank, faction_id, faction_name, icon) VALUES
('classic', 196, 'Eagan Peltskinner', 'Eagan Peltskinner', NULL, 5, 5, 'humanoid', NULL, 'normal', 72, NULL, NULL),
('classic', 241, 'Remy "Deux-Fois"', 'Remy "Two Times"', NULL, 15, 15, 'humanoid', NULL, 'normal', 72, NULL, NULL),
('classic', 244, 'Ma Stonefield', 'Ma Stonefield', NULL, 15, 15, 'humanoid', NULL, 'normal', 72, NULL, NULL),
('classic', 663, 'Calor', 'Calor', NULL, 30, 30, 'humanoid', NULL, 'normal', 72, NULL, NULL),
('classic', 7024, 'Agent Kearnen', 'Agent Kearnen', '<SI:7>', 30, 30, 'humanoid', NULL, 'normal', 72, NULL, NULL),
('classic', 6171, 'Duthorian Rall', 'Duthorian Rall', '<Maître des paladins>', 50, 50, 'humanoid', NULL, 'normal', 72, NULL, NULL);

INSERT INTO npc_spawn (version, npc_id, zone_id, floor, x, y) VALUES
('classic', 196, 12, NULL, 50.2, 39.5),
('classic', 241, 12, NULL, 42.1, 67.2),
('classic', 244, 12, NULL, 34.5, 84.3),
('classic', 663, 10, NULL, 75.8, 45.3),
('classic', 7024, 40, NULL, 68.5, 70.1),
('classic', 6171, 1519, NULL, 39.8, 29.8);
