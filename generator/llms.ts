/**
 * llms.txt (https://llmstxt.org): what an AI assistant needs to use the whole API, in French
 * with English glosses: base address, every route with its parameters and allowed values, what
 * the parameters mean, the list envelope and the fields of each record, limits, error codes,
 * and a few real requests with abbreviated answers. Generated from contract/ and the build's own
 * answers (the documentation's examples), so it never describes a route, a value or a field the
 * API does not have.
 */
import {
  defaultOf,
  IDS_MAX,
  LIMIT_DEFAULT,
  LIMIT_MAX,
  LIST_FILTERS,
  PAGINATION,
  PARAM_LABELS,
  Q_MAX_WORDS,
  SEARCH_DEPTH_MAX,
  type Param,
} from "../contract/params.ts";
import { VERSIONS } from "../contract/enums.ts";
import { ERRORS } from "../contract/errors.ts";
import type { Schema } from "../contract/jsonschema.ts";
import { RESOURCES } from "../contract/resources.ts";
import { ROUTES, paramsOf, type Route } from "../contract/routes.ts";
import { HISTORY_BUILDS } from "../layout/changes.ts";
import { SCHEMAS } from "../contract/schemas.ts";
import type { Addresses } from "../contract/addresses.ts";
import { DEFAULT_WINDOWS } from "../contract/http.ts";
import { API_SUMMARY, API_TITLE, RECORD_TYPES_TEXT, RIGHTS_NOTICE, RIGHTS_NOTICE_EN } from "../contract/about.ts";
import type { Row } from "../rows/row.ts";
import type { Example } from "./docs/examples.ts";
import { paramValues } from "./docs/reference.ts";
import { dataSourceCredit } from "./render/meta.ts";
import { SUGGESTIONS_MAX } from "../computed/named.ts";

/** Lines of an example answer kept in llms.txt. */
const EXAMPLE_LINES = 40;

function routeLines(route: Route): string[] {
  const head = `- \`GET ${route.path}\` — ${route.summary}`;
  const params = paramsOf(route).filter((p) => !PAGINATION.includes(p));
  const paging = route.list ? " Pagination : limit, cursor, include_total." : "";
  return [
    head + paging,
    ...params.map((p) => {
      const def = defaultOf(p);
      return `  - \`${p.name}\` — ${PARAM_LABELS[p.name]} (${paramValues(p)}${def === undefined ? "" : ` ; défaut ${def}`}) : ${p.description}`;
    }),
  ];
}

/** Parameters that mean the same wherever they appear, explained once. */
function glossary(): string[] {
  const seen = new Map<string, Param>();
  for (const p of [...PAGINATION, ...Object.values(LIST_FILTERS).flat()] as Param[]) {
    if (["q", "rogue", "zone", "sort", "cursor", "limit", "include_total"].includes(p.name) && !seen.has(p.name)) seen.set(p.name, p);
  }
  return [...seen.values()].map((p) => `- \`${p.name}\` : ${p.description}`);
}

/** "name (type)" for each field of a record shape. */
function fieldsOf(schema: Schema): string {
  const props = (schema.properties ?? (schema.allOf as Schema[] | undefined)?.find((s) => s.properties)?.properties ?? {}) as Record<
    string,
    Schema
  >;
  return Object.keys(props).join(", ");
}

function exampleLines(addresses: Addresses, title: string, example: Example | undefined): string[] {
  if (!example) return [];
  const lines = example.body.split("\n");
  const shown = lines.slice(0, EXAMPLE_LINES);
  if (lines.length > EXAMPLE_LINES) shown.push(`… (${lines.length - EXAMPLE_LINES} lignes de plus)`);
  return [`### ${title}`, "", "```sh", `curl -s '${addresses.base_url}${example.request}'`, "```", "", "```json", ...shown, "```", ""];
}

/** "- Name (licence) — url @ revision": one credited project. */
function sourceLine(row: Row<"data_source">): string {
  const s = dataSourceCredit(row);
  const where = s.url ? ` — ${s.url}${s.revision ? ` @ ${s.revision}` : ""}` : "";
  return `- ${s.name} (${s.licence})${where}`;
}

export function llmsText(
  addresses: Addresses,
  dataUpdated: string,
  sources: Row<"data_source">[],
  examples: ReadonlyMap<Route, Example>,
): string {
  const base = addresses.base_url;
  const exampleOf = (path: string) => examples.get(ROUTES.find((r) => r.path === path)!);
  const records = RESOURCES.map((r) => `- \`${r.object}\` (${r.label}) : ${fieldsOf(SCHEMAS[r.object] as Schema)}`);
  return [
    `# ${API_TITLE}`,
    "",
    `> ${API_SUMMARY} (versions ${VERSIONS.join(", ")}) : ${RECORD_TYPES_TEXT}. ` +
      "Public read-only JSON API over a French World of Warcraft database. No key, open CORS.",
    "",
    `Base : ${base}. Sans clé, CORS ouvert. Méthodes : GET (HEAD et OPTIONS acceptées). Toutes les routes ci-dessous sont relatives à la base. ` +
      `\`{version}\` vaut ${VERSIONS.map((v) => `\`${v}\``).join(", ")} ; \`{id}\` est le numéro de jeu, le même d'une version à l'autre. Textes du jeu en français.`,
    "",
    `Données au ${dataUpdated} (data as of). ${RIGHTS_NOTICE} (${RIGHTS_NOTICE_EN})`,
    "",
    "## Listes et pagination (lists)",
    "",
    `Une liste renvoie \`{"object": "list", "data": [...], "has_more": bool, "next_cursor": string|null, "url": string}\` (+ \`total_count\` avec include_total=true). ` +
      `Page suivante : même requête avec \`cursor=<next_cursor>\` (l'en-tête Link rel="next" donne l'adresse). limit : 1 à ${LIMIT_MAX}, ${LIMIT_DEFAULT} par défaut. ` +
      "Un curseur ne vaut que pour les mêmes filtres et tri et les mêmes données ; sinon 400 cursor_invalid : repartir sans cursor.",
    "",
    `Plusieurs enregistrements en une requête (many records) : \`ids=19019,5193\` sur une liste d'enregistrements, ${IDS_MAX} numéros au plus ; une seule page, dans l'ordre donné, chacun une fois ; \`missing_ids\` (seulement avec ids) nomme les numéros sans enregistrement ; les filtres s'appliquent (un enregistrement écarté par un filtre n'est pas manquant) ; sort refusé avec ids (parameter_invalid), cursor aussi (cursor_invalid).`,
    "",
    `Un enregistrement par son nom (lookup by name) : \`GET ${base}/classic/items/named?name=tonnerre\` répond avec l'enregistrement dont le nom français ou anglais est celui donné (casse et accents ignorés), sinon le premier résultat de la recherche dans ce type et cette version ; corps de l'enregistrement, son adresse dans Content-Location ; sinon 404 resource_missing dont le message propose jusqu'à ${SUGGESTIONS_MAX} noms proches.`,
    "",
    "Paramètres communs (what they mean):",
    "",
    ...glossary(),
    "",
    "## Routes",
    "",
    ...ROUTES.flatMap(routeLines),
    "",
    "## Enregistrements (record fields)",
    "",
    "Un enregistrement complet a `object`, `id`, `key` (`<version>:<type>:<id>`), `version`, `name`, `url` (page publique), `api_url`, et les champs de son type. Les références à d'autres enregistrements sont des objets courts {object, id, version, name, url, api_url}. Un champ sans valeur vaut null.",
    "",
    ...records,
    "",
    `Forme complète de chaque champ : ${base}/openapi.json (components.schemas) et ${addresses.docs_url}/enregistrements.`,
    "",
    "## Tout télécharger et suivre les changements (bulk files, changes)",
    "",
    `- \`GET ${base}/bulk\` liste les fichiers en bloc (\`bulk_file\` : id, version, type, records, size, compressed_size, sha256, content_type, content_encoding, download_url) : par version et type un fichier JSON Lines gzip (une ligne par enregistrement complet, identique à la réponse de son api_url), \`database\` (la base SQLite gzip), \`dist\` (l'API entière en un fichier pour un miroir : \`npm run serve -- --dist grimoire-dist.pack\`). Download the whole database instead of walking every address.`,
    "- Un téléchargement compte pour une requête ; il reprend avec l'en-tête Range (206 ; If-Range avec l'ETag ; 416 range_not_satisfiable au-delà de la fin).",
    `- \`GET ${base}/changes\` : les versions des données comparables (la servie d'abord, current: true). \`GET ${base}/changes?since=<id>\` : les enregistrements ajoutés, modifiés, retirés depuis (\`{key, version, type, id, change, api_url}\`), paginé par curseur. Historique : les ${HISTORY_BUILDS} versions précédentes au plus ; au-delà, 410 history_unavailable : retélécharger les fichiers en bloc.`,
    "",
    "## Différences entre versions (differences between versions)",
    "",
    `- \`GET ${base}/differences/{segment}/{id}\` (segments : ${RESOURCES.map((r) => `\`${r.segment}\``).join(", ")}) : pour un enregistrement présent dans plus d'une version, chaque paire de versions consécutives où il existe (classic→tbc, tbc→wotlk, ou classic→wotlk quand tbc ne l'a pas) avec ses différences \`{field, label, change, before, after, from_sources, entries}\` ; \`entries\` pour une liste, éléments appariés par clé (\`agility\`, \`npc:234\`) : un élément ajouté ou retiré entier, un élément modifié avec ses seuls champs qui diffèrent. Sinon 404 resource_missing. What changed for one record between game versions.`,
    "- `from_sources: true` : la différence peut venir des sources (une autre traduction, une autre base) plutôt que du jeu ; elle ne compte pas dans `game_differences` (a translation change is not a game change).",
    "- Sur chaque enregistrement, chaque élément de `versions` a `changed` (une différence de jeu avec la version précédente où il existe) et `differences_url` (null quand il n'existe que dans une version).",
    "- Non comparés : adresses, clé, version, `versions`, guides, libellés des codes, `tooltip` (écrit à partir des champs comparés), champs déduits. Une référence se compare par son type et son numéro, pas par son nom.",
    "",
    ...exampleLines(addresses, "Les différences d'un objet (an item's differences)", exampleOf("/differences/items/{id}")),
    "## Limites (limits)",
    "",
    `- Débit par adresse IP (une adresse IPv6 compte pour son /64) : ${DEFAULT_WINDOWS.map((w) => `${w.limit} requêtes / ${w.seconds} s`).join(", ")} ; en-têtes RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, RateLimit-Policy ; au-delà 429 rate_limited avec Retry-After (secondes). Une requête OPTIONS n'est ni comptée ni limitée.`,
    `- \`q\` : ${Q_MAX_WORDS} mots distincts au plus. /search ne se parcourt que sur ses ${SEARCH_DEPTH_MAX} premiers résultats (total_count dit combien il y en a) ; au-delà, 400 cursor_invalid.`,
    "- Chaque réponse a un ETag : renvoyez-le dans If-None-Match pour obtenir 304 sans corps tant que les données n'ont pas changé.",
    "",
    "## Erreurs (errors)",
    "",
    'Corps : `{"error": {"type", "code", "message", "param", "doc_url"}}` ; testez `error.code`, pas le message (test `error.code`, not the message).',
    "",
    ...Object.entries(ERRORS).map(([code, e]) => `- \`${code}\` (${e.status}) — ${e.help}`),
    "",
    "## Exemples (examples, real answers, abbreviated)",
    "",
    ...exampleLines(addresses, "Un PNJ (an NPC)", exampleOf("/{version}/npcs/{id}")),
    ...exampleLines(addresses, "Une liste (a list page)", exampleOf("/{version}/items")),
    ...exampleLines(addresses, "Une recherche (full-text search)", exampleOf("/search")),
    "## Documentation",
    "",
    `- [Documentation](${addresses.docs_url}/): guide et exemples / guide and examples`,
    `- [Codes d'erreur](${addresses.docs_url}/erreurs): error codes`,
    `- [Recherche](${addresses.docs_url}/recherche): ce que /search trouve (noms français et anglais, mots collés ou séparés, une faute de frappe) et son classement / what search matches and how it ranks`,
    `- [Différences entre versions](${addresses.docs_url}/differences): les champs comparés par type, ceux qui peuvent venir des sources, et pourquoi / compared fields per type and which may come from the sources`,
    `- [Infobulles](${addresses.docs_url}/infobulles): \`<script src="${addresses.site_url}/tooltips.js" async></script>\` sur une page web donne aux liens vers les pages d'enregistrements une infobulle française au survol / a script that gives links to record pages a French tooltip on hover (options, CSP, rate limits)`,
    `- [OpenAPI 3.1](${base}/openapi.json): description complète / full machine-readable description`,
    "",
    ...(sources.length
      ? [
          "## Sources des données (data sources)",
          "",
          "Les données viennent de ces projets publics, cités comme leurs licences le demandent / data taken from these public projects, credited as their licences ask:",
          "",
          ...sources.map(sourceLine),
          "",
        ]
      : []),
    "## Optional",
    "",
    `- [Racine de l'API](${base}): liens et versions / root document`,
    `- [Statistiques](${base}/stats): comptes par version / counts per version`,
    `- [Site public](${addresses.site_url}): une page par enregistrement, lisible sans JavaScript, avec titre, description et balises Open Graph pour les aperçus de liens / one HTML page per record, readable without JavaScript, with link-preview tags`,
    "",
  ].join("\n");
}
