/**
 * llms.txt (https://llmstxt.org): a short markdown index of the API for AI assistants, in French
 * and English, generated from the routes, parameters and errors of contract/ so it never lists a
 * route or a code the API does not have.
 */
import { VERSIONS } from "../contract/enums.ts";
import { ERRORS } from "../contract/errors.ts";
import { ROUTES, paramsOf } from "../contract/routes.ts";
import type { Site } from "../contract/site.ts";
import type { Row } from "./catalog.ts";
import { dataSourceCredit } from "./render/meta.ts";

/** Record counts by version code, then by resource plural (as in /stats `by_version`). */
export type CountsByVersion = Record<string, Record<string, number>>;

function routeLine(route: (typeof ROUTES)[number]): string {
  const params = paramsOf(route).map((p) => p.name);
  return `- \`GET ${route.path}\`${params.length ? ` (${params.join(", ")})` : ""} — ${route.summary}`;
}

/** "- Name (licence) — url @ revision": one credited project. */
function sourceLine(row: Row): string {
  const s = dataSourceCredit(row);
  const where = s.url ? ` — ${s.url}${s.revision ? ` @ ${s.revision}` : ""}` : "";
  return `- ${s.name} (${s.licence})${where}`;
}

export function llmsText(site: Site, dataUpdated: string, sources: Row[], counts?: CountsByVersion): string {
  const base = site.base_url;
  const countLines = counts
    ? Object.entries(counts).map(([v, c]) => `- ${v} : ${Object.entries(c).map(([k, n]) => `${n} ${k}`).join(", ")}`)
    : [];
  return [
    "# Grimoire — API de données World of Warcraft en français",
    "",
    `> API JSON publique en lecture seule sur une base de référence en français de World of Warcraft (versions ${VERSIONS.join(", ")}). `
      + `Public read-only JSON API over a French World of Warcraft database: items, spells, quests, NPCs, world objects, item sets, reputations, instances. `
      + `No key, open CORS.`,
    "",
    `Base : ${base}. Toutes les routes sont en GET (HEAD et OPTIONS acceptées). \`{version}\` vaut ${VERSIONS.map((v) => `\`${v}\``).join(", ")} ; \`{id}\` est le numéro de jeu, le même d'une version à l'autre. `
      + "Les listes renvoient `{object: \"list\", data, has_more, next_cursor, url}` : passez `cursor=<next_cursor>` pour la page suivante, `limit` (1 à 100, 20 par défaut), `include_total=true` pour `total_count`. "
      + "Les filtres à plusieurs valeurs sont séparés par des virgules. Textes du jeu en français. "
      + "Lists are cursor-paginated; multi-valued filters are comma-separated; game texts are French.",
    "",
    `Données au ${dataUpdated} (data as of). Les données du jeu sont la propriété de Blizzard Entertainment (game data © Blizzard Entertainment).`,
    ...(countLines.length ? ["", "Enregistrements par version (records per version) :", "", ...countLines] : []),
    "",
    "Routes (paramètres de requête entre parenthèses / query parameters in parentheses) :",
    "",
    ...ROUTES.map(routeLine),
    "",
    "Erreurs (errors) : corps `{error: {type, code, message, param, doc_url}}` ; testez `error.code`, pas le message / clients test `error.code`, not the message.",
    "",
    ...Object.entries(ERRORS).map(([code, e]) => `- \`${code}\` (${e.status}) — ${e.message}`),
    "",
    "## Documentation",
    "",
    `- [OpenAPI 3.1](${base}/openapi.json): description complète, schémas de chaque réponse / full machine-readable description`,
    `- [Documentation](${site.docs_url}): guide et exemples / guide and examples`,
    `- [Codes d'erreur](${site.docs_url}/erreurs): error codes`,
    "",
    ...(sources.length
      ? ["## Sources des données (data sources)", "", "Les données viennent de ces projets publics, cités comme leurs licences le demandent / data taken from these public projects, credited as their licences ask:", "", ...sources.map(sourceLine), ""]
      : []),
    "## Optional",
    "",
    `- [Racine de l'API](${base}): liens et versions / root document`,
    `- [Statistiques](${base}/stats): comptes par version / counts per version`,
    `- [Site public](${site.site_url}): une page par enregistrement / one page per record`,
    "",
  ].join("\n");
}
