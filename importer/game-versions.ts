/** The three game versions as `game_version` rows (same values as data/sample/00-meta.sql). */
import type { Version } from "../contract/enums.ts";

export const GAME_VERSIONS: { id: Version; name: string; game_version: string; position: number; released: string }[] = [
  { id: "classic", name: "World of Warcraft (classique)", game_version: "1.12.1", position: 1, released: "2004-11-23" },
  { id: "tbc", name: "The Burning Crusade", game_version: "2.4.3", position: 2, released: "2007-01-16" },
  { id: "wotlk", name: "Wrath of the Lich King", game_version: "3.3.5a", position: 3, released: "2008-11-13" },
];
