/**
 * Every route of the API. The edge matches requests against this table and validates their
 * query with the parameters it names; the generator renders a file for each file-served route
 * and describes them all in openapi.json.
 */
import { PAGINATION, LIST_FILTERS, IDS, NAME, patchNotesList, type ListName, type Param } from "./params.ts";
import { RESOURCES } from "./resources.ts";
import { PATCH_NOTE_PAIRS, PATCH_NOTES_SEGMENT } from "./patch-notes.ts";
import { differencesApiPath } from "./differences.ts";

export { API_PREFIX } from "./prefix.ts";

export type RouteKind =
  | "document" // one fixed file (root, stats, openapi.json, llms.txt, a version record)
  | "list" //     a paginated list: default pages are files, other queries are computed
  | "record" //   one record, a file per id
  | "sublist" //  a paginated list under a record, files per id
  | "search" //  computed only
  | "named" //   a record found by its name (computed/named.ts), answered with its own file
  | "patch_notes" // a list of the records a version changed against the one before it (contract/patch-notes.ts), paged as a list
  | "bulk" //    the bulk files (one or all), computed from the build's facts
  | "download" // a bulk file's bytes, whole or a byte range
  | "changes" // the builds a build compares with, or what changed since one
  | "differences"; // a record's comparison between the versions where it exists, a file per type and id

export interface Route {
  /** path below {base_url}, with `{version}`, `{id}` (a game number) and `{name}` placeholders. */
  path: string;
  kind: RouteKind;
  /** name of the filters in params.ts (lists, sublists, search). */
  list?: ListName;
  /** OpenAPI schema of one element (lists) or of the response (others). */
  schema: string;
  summary: string;
  /** media type of the file. */
  contentType?: string;
  /** a list of records that also takes `ids` (params.ts IDS): many records in one request. */
  ids?: boolean;
}

const json = "application/json; charset=utf-8";

const RESOURCE_ROUTES: Route[] = RESOURCES.flatMap(
  (r) =>
    [
      {
        path: `/{version}/${r.segment}`,
        kind: "list",
        list: r.plural,
        ids: true,
        schema: `${r.object}_summary`,
        summary: `Liste des ${r.label} d'une version du jeu.`,
      },
      // Before `{id}`, so that `named` is never read as a number.
      {
        path: `/{version}/${r.segment}/named`,
        kind: "named",
        schema: r.object,
        summary: `Un enregistrement (${r.label}) par son nom : le nom exact, français ou anglais, sinon le premier résultat de la recherche.`,
      },
      // Before `{id}` too; the first version has none (contract/patch-notes.ts).
      {
        path: `/{version}/${r.segment}/${PATCH_NOTES_SEGMENT}`,
        kind: "patch_notes",
        list: patchNotesList(r.plural),
        schema: `${r.object}_patch_note`,
        summary: `Notes de mise à jour (${r.label}) : ce que la version a ajouté, retiré ou modifié depuis la précédente : ${PATCH_NOTE_PAIRS}.`,
      },
      { path: `/{version}/${r.segment}/{id}`, kind: "record", schema: r.object, summary: `Un enregistrement complet (${r.label}).` },
    ] satisfies Route[],
);

/** Before the record routes: `/differences/items/{id}` is never read as a version's items. */
const DIFFERENCE_ROUTES: Route[] = RESOURCES.map((r) => ({
  path: differencesApiPath(r, "{id}"),
  kind: "differences",
  schema: "differences",
  summary: `Différences entre versions d'un enregistrement (${r.label}) : pour chaque paire de versions consécutives où il existe, les champs qui diffèrent.`,
}));

export const ROUTES: readonly Route[] = [
  { path: "/", kind: "document", schema: "api", summary: "Racine de l'API : liens et versions." },
  { path: "/versions", kind: "list", list: "versions", schema: "game_version", summary: "Les versions du jeu couvertes." },
  { path: "/versions/{version}", kind: "document", schema: "game_version", summary: "Une version du jeu et ses comptes." },
  { path: "/stats", kind: "document", schema: "stats", summary: "Nombre d'enregistrements par version et par type." },
  { path: "/openapi.json", kind: "document", schema: "openapi", summary: "Description OpenAPI 3.1 de l'API." },
  {
    path: "/llms.txt",
    kind: "document",
    schema: "text",
    summary: "Index en texte pour les assistants IA.",
    contentType: "text/plain; charset=utf-8",
  },
  {
    path: "/search",
    kind: "search",
    list: "search",
    schema: "search_result",
    summary: "Recherche plein texte, toutes versions et tous types.",
  },
  {
    path: "/bulk",
    kind: "bulk",
    schema: "bulk_file",
    summary: "Fichiers en bloc : chaque version et type d'enregistrement en JSON Lines, la base SQLite, l'archive de l'API.",
  },
  { path: "/bulk/{name}", kind: "bulk", schema: "bulk_file", summary: "Un fichier en bloc et son adresse de téléchargement." },
  {
    path: "/bulk/files/{name}",
    kind: "download",
    schema: "file",
    summary: "Le contenu d'un fichier en bloc ; Range reprend un téléchargement interrompu.",
    contentType: "application/octet-stream",
  },
  {
    path: "/changes",
    kind: "changes",
    list: "changes",
    schema: "changes_entry",
    summary: "Versions des données comparables ; avec since, les enregistrements ajoutés, modifiés et retirés depuis l'une d'elles.",
  },
  ...DIFFERENCE_ROUTES,
  ...RESOURCE_ROUTES,
  { path: "/{version}/npcs/{id}/loot", kind: "sublist", list: "npc_loot", schema: "loot", summary: "Butin d'un PNJ." },
  { path: "/{version}/npcs/{id}/sells", kind: "sublist", list: "npc_sells", schema: "vendor_item", summary: "Objets vendus par un PNJ." },
  {
    path: "/{version}/npcs/{id}/teaches",
    kind: "sublist",
    list: "npc_teaches",
    schema: "spell_summary",
    summary: "Sorts enseignés par un PNJ (maître), par niveau.",
  },
  {
    path: "/{version}/npcs/{id}/quests",
    kind: "sublist",
    list: "npc_quests",
    schema: "npc_quest",
    summary: "Quêtes données ou terminées par un PNJ, par niveau.",
  },
  {
    path: "/{version}/npcs/{id}/locations",
    kind: "sublist",
    list: "npc_locations",
    schema: "map",
    summary: "Positions d'un PNJ, par carte.",
  },
  {
    path: "/{version}/game-objects/{id}/loot",
    kind: "sublist",
    list: "object_loot",
    schema: "loot",
    summary: "Butin d'un objet du monde, meilleure chance d'abord.",
  },
  {
    path: "/{version}/game-objects/{id}/locations",
    kind: "sublist",
    list: "object_locations",
    schema: "map",
    summary: "Positions d'un objet du monde, par carte.",
  },
  {
    path: "/{version}/items/{id}/dropped-by",
    kind: "sublist",
    list: "item_drops",
    schema: "drop",
    summary: "PNJ et objets du monde qui laissent tomber un objet, meilleure chance d'abord.",
  },
  {
    path: "/{version}/instances/{id}/loot",
    kind: "sublist",
    list: "instance_loot",
    schema: "loot",
    summary: "Butin d'une instance ; encounter=<numéro du PNJ> le limite à une rencontre.",
  },
];

/**
 * The address templates the root document lists (`endpoints`), below {base_url}: the routes a
 * client starts from, by name. A type's routes read once with `{segment}` (`items`,
 * `game-objects`) where they are one per type, each type's list by its plural.
 */
export const ENDPOINTS = {
  search: "/search?q={text}",
  stats: "/stats",
  versions: "/versions",
  bulk: "/bulk",
  changes: "/changes?since={build}",
  differences: differencesApiPath({ segment: "{segment}" }, "{id}"),
  patch_notes: `/{version}/{segment}/${PATCH_NOTES_SEGMENT}`,
  ...(Object.fromEntries(RESOURCES.map((r) => [r.plural, `/{version}/${r.segment}`])) as Record<
    (typeof RESOURCES)[number]["plural"],
    string
  >),
} as const;

/** The root document's `endpoints` on a base address (`https://api.example.org/v1`). */
export function endpointsOn(base: string): { [K in keyof typeof ENDPOINTS]: string } {
  return Object.fromEntries(Object.entries(ENDPOINTS).map(([name, path]) => [name, `${base}${path}`])) as {
    [K in keyof typeof ENDPOINTS]: string;
  };
}

/** The API path of a record, below {base_url}: `/{version}/{segment}/{id}`. */
export function recordApiPath(version: string, resource: { segment: string }, id: number | string): string {
  return `/${version}/${resource.segment}/${id}`;
}

export function contentTypeOf(route: Route): string {
  return route.contentType ?? json;
}

/** All query parameters a route accepts, in the order the documentation lists them. */
export function paramsOf(route: Route): readonly Param[] {
  if (route.kind === "named") return [NAME];
  if (!route.list) return [];
  return [...LIST_FILTERS[route.list], ...(route.ids ? [IDS] : []), ...PAGINATION];
}

export interface RouteMatch {
  route: Route;
  version?: string;
  id?: string;
  name?: string;
}

const compiled = ROUTES.map((route) => ({ route, segments: route.path.split("/").filter(Boolean) }));

/** Finds the route of a path below the base (e.g. `/classic/npcs/12`); no validation of values. */
export function matchRoute(path: string): RouteMatch | null {
  const parts = path.split("/").filter(Boolean);
  for (const { route, segments } of compiled) {
    if (segments.length !== parts.length) continue;
    const match: RouteMatch = { route };
    let ok = true;
    for (let i = 0; i < parts.length && ok; i++) {
      const want = segments[i]!;
      if (want === "{version}") match.version = parts[i];
      else if (want === "{id}") match.id = parts[i];
      else if (want === "{name}") match.name = parts[i];
      else ok = want === parts[i];
    }
    if (ok) return match;
  }
  return null;
}
