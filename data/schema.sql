-- Schema of the reference database read by the generator (generator/ reads it, dist/ is
-- written from it). One schema for the three game versions: every game table carries a
-- `version` column ('classic', 'tbc', 'wotlk') and the game number `id`, so the version is
-- data, not a code path. A record's API key is `<version>:<type>:<id>`.
--
-- Conventions (chosen so that a MaNGOS / AzerothCore world database maps onto it row for row):
--   * names are French (`name`); `english_name` holds the original English name when known;
--     `name_is_english` = 1 flags a record whose French name was missing so English was used;
--   * codes are the API's own codes (see contract/enums.ts), never emulator integers: the
--     importer translates `rank` 1 -> 'elite', `type` 7 -> 'humanoid', and so on;
--   * coordinates are zone-map percentages (0..100, x from the left, y from the top);
--   * `internal` = 1 hides a record from lists and search (GM, test and placeholder records,
--     difficulty variants) while its own page stays reachable;
--   * counterparts across versions are the same `id` in another `version` (the spec's rule);
--   * money is in copper.

CREATE TABLE meta (                      -- facts about the data set itself
  key   TEXT PRIMARY KEY,                -- 'data_updated' (YYYY-MM-DD), 'source', ...
  value TEXT NOT NULL
);

CREATE TABLE data_source (              -- public projects the data comes from, credited by the API root and llms.txt
  id       TEXT PRIMARY KEY,             -- GitHub 'owner/name', or 'npm:<package>'
  name     TEXT NOT NULL,                -- what the project is
  url      TEXT,                         -- its address, NULL for data written by hand here
  revision TEXT,                         -- commit(s) or version the data was taken at
  licence  TEXT NOT NULL                 -- as the project states it ('none stated' when it states none)
);

CREATE TABLE game_version (
  id           TEXT PRIMARY KEY,         -- 'classic' | 'tbc' | 'wotlk'
  name         TEXT NOT NULL,            -- French display name
  game_version TEXT NOT NULL,            -- client build, e.g. '1.12.1'
  position     INTEGER NOT NULL,         -- display order
  released     TEXT                      -- release date of that game version, YYYY-MM-DD
);

-- Places: zones and sub-zones, with the map background used for coordinates.
CREATE TABLE zone (
  version     TEXT NOT NULL,
  id          INTEGER NOT NULL,          -- AreaTable id
  name        TEXT NOT NULL,
  english_name TEXT,
  instance_id INTEGER,                   -- set when the zone is the inside of an instance
  image       TEXT,                      -- map background file name under {media_url}/maps/
  width       INTEGER,                   -- reference pixels of that image
  height      INTEGER,
  PRIMARY KEY (version, id)
);

-- Quest journal categories that are not zones (QuestSort, the negative ZoneOrSort values).
CREATE TABLE quest_sort (
  version TEXT NOT NULL,
  id      INTEGER NOT NULL,
  name    TEXT NOT NULL,
  PRIMARY KEY (version, id)
);

CREATE TABLE faction (
  version      TEXT NOT NULL,
  id           INTEGER NOT NULL,         -- Faction.dbc id
  name         TEXT NOT NULL,
  english_name TEXT,
  name_is_english INTEGER NOT NULL DEFAULT 0,
  side         TEXT,                     -- 'alliance' | 'horde' | 'both' | NULL
  is_group     INTEGER NOT NULL DEFAULT 0, -- a header grouping other reputations
  parent_id    INTEGER,                  -- group this reputation belongs to
  description  TEXT,
  icon         TEXT,
  PRIMARY KEY (version, id)
);

CREATE TABLE faction_start (             -- starting reputation by race or class
  version    TEXT NOT NULL,
  faction_id INTEGER NOT NULL,
  who        TEXT NOT NULL,              -- e.g. 'Humains, Nains'
  value      INTEGER NOT NULL
);

CREATE TABLE instance (
  version      TEXT NOT NULL,
  id           INTEGER NOT NULL,         -- Map.dbc id
  name         TEXT NOT NULL,
  english_name TEXT,
  type         TEXT NOT NULL,            -- 'dungeon' | 'raid' | 'battleground' | 'arena'
  zone_id      INTEGER,                  -- outdoor zone where the entrance is
  level_min    INTEGER,
  level_max    INTEGER,
  players      INTEGER,                  -- group size
  difficulties TEXT NOT NULL DEFAULT 'normal', -- comma list of difficulty codes
  icon         TEXT,
  PRIMARY KEY (version, id)
);

CREATE TABLE encounter (                 -- a boss fight: an NPC inside an instance
  version     TEXT NOT NULL,
  instance_id INTEGER NOT NULL,
  npc_id      INTEGER NOT NULL,
  position    INTEGER NOT NULL,          -- 1-based place in the instance
  game_order  INTEGER NOT NULL DEFAULT 1, -- 1 when the game enforces that order
  PRIMARY KEY (version, instance_id, npc_id)
);

CREATE TABLE npc (
  version      TEXT NOT NULL,
  id           INTEGER NOT NULL,         -- creature_template.entry
  name         TEXT NOT NULL,
  english_name TEXT,
  name_is_english INTEGER NOT NULL DEFAULT 0,
  subtitle     TEXT,
  level_min    INTEGER,
  level_max    INTEGER,
  type         TEXT,                     -- creature type code ('humanoid', 'beast', ...)
  family       TEXT,                     -- beast/demon family code ('wolf', 'cat', ...)
  rank         TEXT NOT NULL DEFAULT 'normal', -- 'normal' | 'elite' | 'rare_elite' | 'boss' | 'rare'
  faction_id   INTEGER,                  -- reputation the NPC belongs to (Faction.dbc)
  faction_name TEXT,                     -- shown when no faction record exists
  icon         TEXT,
  internal     INTEGER NOT NULL DEFAULT 0,
  base_npc_id  INTEGER,                  -- for a difficulty variant: the NPC it is a variant of
  difficulty   TEXT,                     -- for a difficulty variant: its difficulty code
  PRIMARY KEY (version, id)
);

CREATE TABLE npc_spawn (
  version  TEXT NOT NULL,
  npc_id   INTEGER NOT NULL,
  zone_id  INTEGER,                      -- NULL when the place is unknown
  floor    INTEGER,                      -- dungeon floor, NULL outdoors
  x        REAL,                         -- percent of the map image, NULL when only the zone is known
  y        REAL
);

CREATE TABLE game_object (
  version      TEXT NOT NULL,
  id           INTEGER NOT NULL,         -- gameobject_template.entry
  name         TEXT NOT NULL,
  english_name TEXT,
  name_is_english INTEGER NOT NULL DEFAULT 0,
  type         TEXT,                     -- 'chest' | 'locked_chest' | 'quest_object' | 'ore' | 'herb' | NULL
  skill        TEXT,                     -- 'lockpicking' | 'mining' | 'herbalism' | NULL
  skill_level  INTEGER,
  icon         TEXT,
  internal     INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (version, id)
);

CREATE TABLE object_spawn (
  version   TEXT NOT NULL,
  object_id INTEGER NOT NULL,
  zone_id   INTEGER,
  floor     INTEGER,
  x         REAL,
  y         REAL
);

CREATE TABLE object_key (                -- items that open a world object
  version   TEXT NOT NULL,
  object_id INTEGER NOT NULL,
  item_id   INTEGER NOT NULL
);

CREATE TABLE item (
  version        TEXT NOT NULL,
  id             INTEGER NOT NULL,       -- item_template.entry
  name           TEXT NOT NULL,
  english_name   TEXT,
  name_is_english INTEGER NOT NULL DEFAULT 0,
  quality        TEXT NOT NULL,          -- 'poor' .. 'heirloom'
  icon           TEXT,                   -- icon file name without extension
  item_level     INTEGER,
  required_level INTEGER,
  class          TEXT,                   -- item class code: 'weapon', 'armor', 'consumable', 'quest', 'key', ...
  class_name     TEXT,                   -- French label of the class
  subclass_name  TEXT,                   -- French label of the subclass ('Dagues', 'Cuir', ...)
  slot           TEXT,                   -- inventory slot code ('head', 'one_hand', ...) or NULL
  slot_name      TEXT,                   -- French label of the slot
  item_set_id    INTEGER,
  bonding        TEXT,                   -- 'pickup' | 'equip' | 'use' | 'quest' | NULL
  stack_size     INTEGER,
  sell_price     INTEGER,                -- copper
  description    TEXT,                   -- yellow tooltip text
  tooltip        TEXT,                   -- JSON: the tooltip's lines after the name, in the game's order, each
                                         -- {"text": "Dégâts : 44 - 115", "right": "Vitesse 1,90" | null, "lang": "fr" | "en",
                                         --  "kind": 'plain' | 'effect' | 'flavor' | 'set' | 'set_piece' | 'set_bonus'}; NULL when no source
  stats          TEXT,                   -- 'code=value,...' (ITEM_STATS of contract/enums.ts: base stats, resistances, ratings), '' for none, NULL when no source gives them
  socket_bonus   TEXT,                   -- same form, for the bonus of filled sockets
  damage         TEXT,                   -- JSON [{"min": 44, "max": 115, "school": "physical"}, {"min": 16, "max": 30, "school": "nature"}]:
                                         -- the weapon's damage line first, then its extra damage lines (SPELL_SCHOOLS codes); NULL for none
  speed          REAL,                   -- weapon speed, seconds
  dps            REAL,                   -- damage per second of all its damage lines, rounded to one decimal as the game prints it
  armor          INTEGER,                -- armour of the "Armure : N" line
  block          INTEGER,                -- block value of a shield
  durability     INTEGER,                -- maximum durability
  sockets        TEXT,                   -- socket colour codes in tooltip order, 'red,yellow,meta'; '' for none; NULL when no source
  classes        TEXT,                   -- class codes of a class restriction, 'mage,warlock'; NULL when any class may use it
  effects        TEXT,                   -- JSON [{"trigger": 'equip' | 'use' | 'chance_on_hit', "text": "…", "lang": "fr" | "en", "spell_id": 12345 | null}]
                                         -- in tooltip order; '[]' for none; NULL when no source
  start_quest_id INTEGER,                -- quest this item starts
  rogue          INTEGER NOT NULL DEFAULT 0, -- useful to the rogue class
  internal       INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (version, id)
);

CREATE TABLE item_summon (               -- items that summon an NPC (mounts, companions, ...)
  version TEXT NOT NULL,
  item_id INTEGER NOT NULL,
  npc_id  INTEGER NOT NULL,
  type    TEXT NOT NULL                  -- 'mount' | 'companion' | 'other'
);

CREATE TABLE spell (
  version      TEXT NOT NULL,
  id           INTEGER NOT NULL,         -- Spell.dbc id
  name         TEXT NOT NULL,
  english_name TEXT,
  name_is_english INTEGER NOT NULL DEFAULT 0,
  kind         TEXT,                     -- 'ability' | 'talent' | 'glyph' | 'recipe' | 'item' (an item's effect); NULL when no source says
  rank         INTEGER,                  -- rank number, NULL for a spell without ranks
  rank_name    TEXT,                     -- 'Rang 3'
  first_rank_id INTEGER,                 -- rank 1 of the same spell (same name and class); NULL when no other rank is known
  icon         TEXT,
  school       TEXT,                     -- 'physical' | 'holy' | 'fire' | 'nature' | 'frost' | 'shadow' | 'arcane'
  class        TEXT,                     -- class code of the player class that learns it, NULL for others
  level        INTEGER,                  -- level at which it is learned (a talent rank: the lowest level it can be taken at)
  cost         INTEGER,                  -- training cost, copper
  description  TEXT,                     -- French tooltip text
  english_description TEXT,              -- English tooltip text of the sources, when no French one exists
  talent_tree  TEXT,                     -- talent: French name of its tree ('Feu', 'Férocité')
  talent_tier  INTEGER,                  -- talent: row in the tree, 1 at the top
  talent_column INTEGER,                 -- talent: column, 1 at the left
  talent_max_rank INTEGER,               -- talent: number of ranks
  glyph_type   TEXT,                     -- glyph: 'major' | 'minor'
  source_item_id INTEGER,                -- item that teaches or applies it (glyph, demon grimoire)
  profession   TEXT,                     -- recipe: profession code ('alchemy', 'tailoring', ...)
  skill_level  INTEGER,                  -- recipe: profession skill needed
  created_item_id INTEGER,               -- recipe: item it creates, NULL for an enchantment
  created_quantity INTEGER,              -- recipe: items created at once
  rogue        INTEGER NOT NULL DEFAULT 0,
  internal     INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (version, id)
);

CREATE TABLE spell_reagent (             -- what a recipe consumes
  version  TEXT NOT NULL,
  spell_id INTEGER NOT NULL,
  item_id  INTEGER NOT NULL,
  quantity INTEGER NOT NULL,
  position INTEGER NOT NULL              -- order in the recipe, from 1
);

CREATE TABLE trainer_spell (             -- NPCs that teach a spell
  version  TEXT NOT NULL,
  npc_id   INTEGER NOT NULL,
  spell_id INTEGER NOT NULL
);

CREATE TABLE item_set (
  version      TEXT NOT NULL,
  id           INTEGER NOT NULL,         -- ItemSet.dbc id
  name         TEXT NOT NULL,
  english_name TEXT,
  name_is_english INTEGER NOT NULL DEFAULT 0,
  class        TEXT,                     -- class code the set is made for, NULL if any
  rogue        INTEGER NOT NULL DEFAULT 0,
  internal     INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (version, id)
);

CREATE TABLE item_set_bonus (
  version     TEXT NOT NULL,
  item_set_id INTEGER NOT NULL,
  pieces      INTEGER NOT NULL,          -- pieces worn to get the bonus
  spell_id    INTEGER,
  text        TEXT NOT NULL              -- French text of the bonus
);

-- Loot of an NPC, a world object or a container item; one row per difficulty where it drops.
CREATE TABLE loot (
  version     TEXT NOT NULL,
  source_type TEXT NOT NULL,             -- 'npc' | 'object' | 'item'
  source_id   INTEGER NOT NULL,
  item_id     INTEGER,                   -- NULL when the item is not in the database
  name        TEXT,                      -- name shown when item_id is NULL
  chance      REAL,                      -- percent, NULL when the source gives none
  difficulty  TEXT,                      -- difficulty code, NULL when the instance has only one
  quest_item  INTEGER NOT NULL DEFAULT 0, -- drops only for holders of the quest
  instance_id INTEGER                    -- instance where it drops, NULL outdoors
);

CREATE TABLE vendor_item (
  version  TEXT NOT NULL,
  npc_id   INTEGER NOT NULL,
  item_id  INTEGER NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,   -- order in the vendor window
  honor    INTEGER,                      -- extended costs, NULL when paid in money
  arena    INTEGER,
  personal_rating INTEGER,
  cost_item_id INTEGER,
  cost_item_count INTEGER
);

CREATE TABLE faction_reward (            -- items unlocked by a reputation rank
  version    TEXT NOT NULL,
  faction_id INTEGER NOT NULL,
  item_id    INTEGER NOT NULL,
  rank       TEXT NOT NULL               -- 'friendly' .. 'exalted'
);

CREATE TABLE npc_reputation (            -- reputation gained by killing an NPC
  version    TEXT NOT NULL,
  npc_id     INTEGER NOT NULL,
  faction_id INTEGER NOT NULL,
  value      INTEGER NOT NULL,
  until_rank TEXT,                       -- rank code after which no more is gained
  variant    INTEGER NOT NULL DEFAULT 0  -- 0 = normal, 1 = heroic (difficulty variant)
);

CREATE TABLE quest (
  version         TEXT NOT NULL,
  id              INTEGER NOT NULL,      -- quest_template.entry
  name            TEXT NOT NULL,
  english_name    TEXT,
  name_is_english INTEGER NOT NULL DEFAULT 0,
  level           INTEGER,
  required_level  INTEGER,
  max_level       INTEGER,
  side            TEXT,                  -- 'alliance' | 'horde' | 'both' | NULL
  type            TEXT,                  -- NULL for a normal quest, else 'group', 'elite', 'dungeon', ...
  daily           INTEGER NOT NULL DEFAULT 0,
  weekly          INTEGER NOT NULL DEFAULT 0,
  repeatable      INTEGER NOT NULL DEFAULT 0,
  zone_or_sort    INTEGER,               -- > 0: zone id, < 0: -quest_sort id (emulator convention)
  instance_id     INTEGER,
  players         INTEGER,
  shareable       INTEGER,               -- NULL when unknown
  time_limit      INTEGER,               -- seconds
  races           TEXT,                  -- French text, NULL means all
  classes         TEXT,                  -- French text, NULL means all
  skill_name      TEXT,                  -- required profession, e.g. 'Crochetage'
  skill_level     INTEGER,
  objectives      TEXT,
  description     TEXT,
  progress        TEXT,
  completion      TEXT,
  xp              INTEGER,
  money           INTEGER,
  money_max_level INTEGER,
  honor           INTEGER,
  arena           INTEGER,
  talents         INTEGER,
  title           TEXT,
  reward_spell_id INTEGER,
  reward_spell_name TEXT,
  prev_quest_id   INTEGER,               -- must be done before (chain)
  next_quest_id   INTEGER,               -- follow-up offered after this one
  exclusive_group INTEGER,               -- quests of the same group exclude each other
  opened_by_item_id INTEGER,             -- item that starts the chain
  rogue           INTEGER NOT NULL DEFAULT 0,
  internal        INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (version, id)
);

CREATE TABLE quest_relation (            -- who gives (starts) and who takes back (ends) a quest
  version     TEXT NOT NULL,
  quest_id    INTEGER NOT NULL,
  role        TEXT NOT NULL,             -- 'starts' | 'ends'
  entity_type TEXT NOT NULL,             -- 'npc' | 'object' | 'item'
  entity_id   INTEGER NOT NULL
);

CREATE TABLE quest_requirement (
  version   TEXT NOT NULL,
  quest_id  INTEGER NOT NULL,
  position  INTEGER NOT NULL,
  kind      TEXT NOT NULL,               -- 'item' | 'creature' | 'object' | 'money' | 'reputation' | 'players' | 'explore' | 'text'
  target_id INTEGER,                     -- item, npc, object or faction id depending on kind
  name      TEXT,                        -- name shown when target_id is NULL or for 'explore'/'text'
  quantity  INTEGER,
  value     INTEGER,                     -- money (kind money) or reputation points (kind reputation)
  rank      TEXT,                        -- reputation rank code (kind reputation)
  text      TEXT
);

CREATE TABLE quest_reward (
  version  TEXT NOT NULL,
  quest_id INTEGER NOT NULL,
  item_id  INTEGER NOT NULL,
  quantity INTEGER NOT NULL DEFAULT 1,
  choice   INTEGER NOT NULL DEFAULT 0    -- 1: one of several to choose from
);

CREATE TABLE quest_reputation (
  version    TEXT NOT NULL,
  quest_id   INTEGER NOT NULL,
  faction_id INTEGER NOT NULL,
  value      INTEGER NOT NULL
);

CREATE TABLE guide (                     -- community guides citing a record
  version     TEXT NOT NULL,
  record_type TEXT NOT NULL,             -- API type: 'npc', 'quest', 'item', 'object', ...
  record_id   INTEGER NOT NULL,
  title       TEXT NOT NULL,
  url         TEXT NOT NULL
);

CREATE INDEX npc_spawn_by_npc ON npc_spawn (version, npc_id);
CREATE INDEX object_spawn_by_object ON object_spawn (version, object_id);
CREATE INDEX loot_by_source ON loot (version, source_type, source_id);
CREATE INDEX loot_by_item ON loot (version, item_id);
CREATE INDEX vendor_by_npc ON vendor_item (version, npc_id);
CREATE INDEX vendor_by_item ON vendor_item (version, item_id);
CREATE INDEX relation_by_quest ON quest_relation (version, quest_id);
CREATE INDEX relation_by_entity ON quest_relation (version, entity_type, entity_id);
CREATE INDEX requirement_by_quest ON quest_requirement (version, quest_id);
CREATE INDEX reward_by_quest ON quest_reward (version, quest_id);
CREATE INDEX reward_by_item ON quest_reward (version, item_id);
CREATE INDEX quest_rep_by_quest ON quest_reputation (version, quest_id);
CREATE INDEX quest_rep_by_faction ON quest_reputation (version, faction_id);
CREATE INDEX npc_rep_by_npc ON npc_reputation (version, npc_id);
CREATE INDEX npc_rep_by_faction ON npc_reputation (version, faction_id);
CREATE INDEX encounter_by_npc ON encounter (version, npc_id);
CREATE INDEX guide_by_record ON guide (version, record_type, record_id);
CREATE INDEX reagent_by_spell ON spell_reagent (version, spell_id);
CREATE INDEX reagent_by_item ON spell_reagent (version, item_id);
CREATE INDEX trainer_by_npc ON trainer_spell (version, npc_id);
CREATE INDEX trainer_by_spell ON trainer_spell (version, spell_id);
