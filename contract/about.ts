/**
 * What the API says of itself wherever it describes itself (the root document, openapi.json,
 * llms.txt, the documentation and the public site): its name and title, the record types it
 * serves in one French phrase, and the notice owed to the game's rights holder.
 */
import { RESOURCES } from "./resources.ts";
import { inFrench } from "./text.ts";

export const API_NAME = "Grimoire";
export const API_TITLE = `${API_NAME} — API de données World of Warcraft en français`;

/** What the API is, in one phrase: the root document, openapi.json, llms.txt and the guide say it first. */
export const API_SUMMARY = "API JSON publique, gratuite et en lecture seule sur une base de référence en français de World of Warcraft";

/** What the public site is, after its name: « Grimoire : la base de données … ». */
export const SITE_TAGLINE = "la base de données World of Warcraft en français";

/** « objets, sorts, …, réputations et instances », from the record types' own labels. */
export const RECORD_TYPES_TEXT = inFrench(RESOURCES.map((r) => r.label));

/** The game's rights holder and the project's independence from it. */
export const RIGHTS_NOTICE =
  "World of Warcraft et les données du jeu (noms, textes, chiffres) sont la propriété de Blizzard Entertainment. " +
  "Ce projet n'est ni affilié à Blizzard Entertainment ni approuvé par elle.";
/** The same in English, for the glosses of llms.txt. */
export const RIGHTS_NOTICE_EN =
  "World of Warcraft and the game data belong to Blizzard Entertainment; this project is neither affiliated with nor endorsed by it.";
