-- Embedded sample database: facts about the data set and the three game versions.
-- Loaded after data/schema.sql, before the per-version files (10-classic, 20-tbc, 30-wotlk).

-- Data set
INSERT INTO meta (key, value) VALUES
('data_updated', '2026-11-01'),
('source', 'sample');

-- Where the data comes from: this sample is written by hand for the project.
INSERT INTO data_source (id, name, url, revision, licence) VALUES
('grimoire/sample', 'Échantillon écrit à la main pour Grimoire', NULL, NULL, 'MIT');

-- Game versions
INSERT INTO game_version (id, name, game_version, position, released) VALUES
('classic', 'World of Warcraft (classique)', '1.12.1', 1, '2004-11-23'),
('tbc', 'The Burning Crusade', '2.4.3', 2, '2007-01-16'),
('wotlk', 'Wrath of the Lich King', '3.3.5a', 3, '2008-11-13');
