/**
 * openapi.json: the OpenAPI 3.1 description of the API, built only from the API description in
 * contract/ (routes, parameters, errors, schemas) so that it cannot disagree with what the edge
 * accepts or what the generator writes. Same input, byte-identical output.
 */
import { GAME_VERSIONS, VERSIONS } from "../contract/enums.ts";
import { ERRORS, type ErrorCodeName } from "../contract/errors.ts";
import { ALLOWED_METHODS, DEFAULT_WINDOWS, METHODS, policyHeader } from "../contract/http.ts";
import { IDS_MAX, PAGINATION, type Param } from "../contract/params.ts";
import { RESOURCES } from "../contract/resources.ts";
import { ROUTES, contentTypeOf, paramsOf, type Route } from "../contract/routes.ts";
import { SCHEMAS, responseSchemaName } from "../contract/schemas.ts";
import type { Addresses } from "../contract/addresses.ts";
import { inFrench } from "../contract/text.ts";
import { API_NAME, API_SUMMARY, API_TITLE, RECORD_TYPES_TEXT, RIGHTS_NOTICE } from "../contract/about.ts";
import pkg from "../package.json" with { type: "json" };

type Json = Record<string, unknown>;

/** The media type that keys a response's content: the Content-Type header without its
 * parameters (the charset stays in the header), so generated clients see plain JSON. */
const mediaTypeOf = (route: Route) => contentTypeOf(route).split(";")[0]!.trim();
/** Errors are JSON whatever the route serves. */
const ERROR_TYPE = mediaTypeOf(ROUTES.find((r) => r.path === "/")!);
const component = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });

const HEADERS: Record<string, Json> = {
  ETag: { description: "Empreinte de la réponse, à renvoyer dans If-None-Match.", schema: { type: "string" } },
  "Cache-Control": { description: "Durée de cache conseillée.", schema: { type: "string" } },
  "X-Request-Id": { description: "Identifiant de la requête, à citer pour signaler un problème.", schema: { type: "string" } },
  Link: { description: 'Adresse de la page suivante (rel="next") quand elle existe.', schema: { type: "string" } },
  "RateLimit-Limit": { description: "Requêtes permises dans la fenêtre applicable.", schema: { type: "integer" } },
  "RateLimit-Remaining": { description: "Requêtes restantes.", schema: { type: "integer" } },
  "RateLimit-Reset": { description: "Secondes avant que la fenêtre libère une place.", schema: { type: "integer" } },
  "RateLimit-Policy": { description: `Les fenêtres : ${policyHeader(DEFAULT_WINDOWS)}.`, schema: { type: "string" } },
  "Retry-After": { description: "Secondes à attendre avant de réessayer.", schema: { type: "integer" } },
  Allow: { description: `Méthodes acceptées : ${ALLOWED_METHODS}.`, schema: { type: "string" } },
  "Content-Range": {
    description: "Plage d'octets envoyée et taille du fichier (`bytes 0-99/1234`, ou `bytes */1234` avec 416).",
    schema: { type: "string" },
  },
  "Accept-Ranges": { description: "`bytes` : un téléchargement interrompu reprend avec l'en-tête Range.", schema: { type: "string" } },
  "Content-Disposition": { description: "Nom du fichier téléchargé.", schema: { type: "string" } },
  "Content-Location": {
    description: "Adresse de l'enregistrement trouvé par son nom (route named), dont la réponse est le corps.",
    schema: { type: "string", format: "uri" },
  },
};
const headers = (...names: string[]) => Object.fromEntries(names.map((n) => [n, component("headers", n)]));
const ALWAYS = ["X-Request-Id", "Cache-Control", "RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset", "RateLimit-Policy"];

function schemaOfParam(p: Param): Json {
  switch (p.kind) {
    case "text":
      return { type: "string", ...(p.maxLength ? { maxLength: p.maxLength } : {}), ...(p.pattern ? { pattern: p.pattern.regex } : {}) };
    case "integer":
      return { type: "integer", minimum: p.min, maximum: p.max, ...(p.default !== undefined ? { default: p.default } : {}) };
    case "boolean":
      return { type: "boolean" };
    case "codes":
      return { type: "array", items: { type: "string", enum: [...p.values] }, minItems: 1 };
    case "sort": {
      const fields = Object.keys(p.fields);
      return { type: "string", enum: fields.flatMap((f) => [f, `-${f}`]), ...(fields.includes("name") ? { default: "name" } : {}) };
    }
    case "choice":
      return { type: "string", enum: Object.keys(p.values), default: p.default };
    case "cursor":
      return { type: "string" };
    case "ids":
      return { type: "array", items: { type: "integer", minimum: 1 }, minItems: 1, maxItems: p.maxItems };
  }
}

function parameter(p: Param): Json {
  if (PAGINATION.includes(p)) return component("parameters", p.name);
  const list = p.kind === "codes" || p.kind === "ids";
  return {
    name: p.name,
    in: "query",
    description: list ? `${p.description} Liste séparée par des virgules, en un seul paramètre.` : p.description,
    required: p.kind === "text" && p.required === true,
    schema: schemaOfParam(p),
    ...(list ? { style: "form", explode: false } : {}),
  };
}

/** The error codes a route can answer, by status. */
function errorsOf(route: Route): Map<number, ErrorCodeName[]> {
  const params = paramsOf(route);
  const applies: Record<ErrorCodeName, boolean> = {
    parameter_invalid: params.length > 0 || route.path.includes("{id}"),
    parameter_unknown: true,
    parameter_missing: params.some((p) => p.kind === "text" && p.required),
    cursor_invalid: params.some((p) => p.kind === "cursor"),
    resource_missing: route.path.includes("{id}") || route.path.includes("{name}") || route.kind === "named",
    version_unknown: route.path.includes("{version}"),
    route_unknown: false, // answers an address that matches no route, so belongs to none
    request_malformed: false, // the mirror's answer to what its HTTP parser cannot read: no route
    history_unavailable: route.kind === "changes",
    range_not_satisfiable: route.kind === "download",
    method_not_allowed: true,
    rate_limited: true,
    internal_error: true,
  };
  const byStatus = new Map<number, ErrorCodeName[]>();
  for (const [code, info] of Object.entries(ERRORS) as [ErrorCodeName, (typeof ERRORS)[ErrorCodeName]][]) {
    if (!applies[code]) continue;
    byStatus.set(info.status, [...(byStatus.get(info.status) ?? []), code]);
  }
  return new Map([...byStatus.entries()].sort((a, b) => a[0] - b[0]));
}

const STATUS_TEXT: Record<number, string> = {
  400: "Requête à corriger.",
  404: "Introuvable.",
  405: "Méthode refusée.",
  410: "Historique indisponible.",
  416: "Plage hors du fichier.",
  429: "Trop de requêtes.",
  500: "Erreur du service.",
};

/** One example body per error code, referenced by the responses where the code applies. */
function errorExamples(addresses: Addresses, used: ReadonlySet<string>): Json {
  return Object.fromEntries(
    Object.entries(ERRORS)
      .filter(([code]) => used.has(code))
      .map(([code, e]) => [
        code,
        {
          summary: e.message,
          value: { error: { type: e.type, code, message: e.message, param: null, doc_url: `${addresses.docs_url}/erreurs#${code}` } },
        },
      ]),
  );
}

function errorResponseOf(status: number, codes: ErrorCodeName[]): Json {
  const extra = status === 429 ? ["Retry-After"] : status === 405 ? ["Allow"] : status === 416 ? ["Content-Range"] : [];
  return {
    description: `${STATUS_TEXT[status] ?? "Erreur."} Codes : ${codes.map((c) => `\`${c}\``).join(", ")}.`,
    headers: headers(...ALWAYS, ...extra),
    content: {
      [ERROR_TYPE]: {
        schema: component("schemas", "error"),
        examples: Object.fromEntries(codes.map((code) => [code, component("examples", code)])),
      },
    },
  };
}

/** The top of an OpenAPI 3.1 document: what a client may rely on in this one. */
const OPENAPI_DOCUMENT: Json = {
  type: "object",
  description: "Ce document OpenAPI 3.1.",
  required: ["openapi", "info", "paths", "components"],
  properties: {
    openapi: { type: "string", const: "3.1.0" },
    info: { type: "object", required: ["title", "version"], properties: { title: { type: "string" }, version: { type: "string" } } },
    servers: { type: "array", items: { type: "object", required: ["url"], properties: { url: { type: "string", format: "uri" } } } },
    paths: { type: "object" },
    components: { type: "object" },
  },
};

function successSchema(route: Route): Json {
  const name = responseSchemaName(route);
  if (name) return component("schemas", name);
  return route.schema === "openapi" ? OPENAPI_DOCUMENT : { type: "string", description: "Texte markdown (llms.txt)." };
}

function tagOf(route: Route): string {
  const segment = route.path.split("/")[2];
  const res =
    route.path.startsWith("/{version}/") || route.kind === "differences" ? RESOURCES.find((r) => r.segment === segment) : undefined;
  return res ? res.plural : route.kind === "search" ? "search" : "meta";
}

function operationId(route: Route): string {
  if (route.kind === "search") return "search";
  if (route.kind === "download") return "download_bulk_file";
  if (route.kind === "bulk" && !route.path.includes("{name}")) return "list_bulk_files";
  if (route.list) return `list_${route.list}`;
  if (route.kind === "named") return `get_${route.schema}_by_name`;
  if (route.kind === "differences") return `get_${RESOURCES.find((r) => r.segment === route.path.split("/")[2])!.object}_differences`;
  return responseSchemaName(route) ? `get_${route.schema}` : `get_${route.path.replace(/\W+/g, "_").replace(/^_|_$/g, "")}`;
}

function operation(route: Route): Json {
  const isList = Boolean(route.list);
  const path = [
    ...(route.path.includes("{version}") ? [component("parameters", "version")] : []),
    ...(route.path.includes("{id}") ? [component("parameters", "id")] : []),
    ...(route.path.includes("{name}") ? [bulkName(route)] : []),
  ];
  const responses: Json = {
    200: {
      description: isList ? "Une page de la liste." : "Succès.",
      headers: headers("ETag", ...ALWAYS, ...(isList ? ["Link"] : []), ...(route.kind === "named" ? ["Content-Location"] : [])),
      content: { [mediaTypeOf(route)]: { schema: successSchema(route) } },
    },
    304: { description: "Rien n'a changé depuis l'ETag envoyé dans If-None-Match ; pas de corps.", headers: headers("ETag", ...ALWAYS) },
  };
  if (route.kind === "download") Object.assign(responses, downloadResponses());
  for (const [status, codes] of errorsOf(route)) responses[status] = errorResponseOf(status, codes);
  return {
    operationId: operationId(route),
    summary: route.summary,
    description: operationDescription(route),
    tags: [tagOf(route)],
    parameters: [...path, ...paramsOf(route).map(parameter), component("parameters", "if_none_match")],
    responses,
  };
}

/** The {name} of a bulk route: a bulk file's id, or its file name in a download address. */
function bulkName(route: Route): Json {
  const download = route.kind === "download";
  return {
    name: "name",
    in: "path",
    required: true,
    description: download
      ? "Nom du fichier (fin de download_url) : `grimoire-classic-npcs.jsonl.gz`, `grimoire.sqlite.gz`, `grimoire-dist.pack`."
      : "Identifiant du fichier en bloc : `classic-npcs`, `database`, `dist`.",
    schema: { type: "string" },
  };
}

/** A download's answers: the file whole or a range of it, as bytes. */
function downloadResponses(): Json {
  const bytes = {
    "application/octet-stream": { schema: { type: "string", contentMediaType: "application/octet-stream" } },
  };
  const sent = headers("ETag", "Accept-Ranges", "Content-Disposition", ...ALWAYS);
  return {
    200: { description: "Le fichier entier.", headers: sent, content: bytes },
    206: {
      description: "La plage d'octets demandée par Range (reprise d'un téléchargement).",
      headers: { ...sent, ...headers("Content-Range") },
      content: bytes,
    },
  };
}

/** What an operation takes, in words: derived from its route and parameters. */
function operationDescription(route: Route): string {
  const params = paramsOf(route);
  const filters = params.filter((p) => !PAGINATION.includes(p) && p.kind !== "sort");
  const sort = params.find((p) => p.kind === "sort");
  const lists = filters.filter((p) => p.kind === "codes").map((p) => `\`${p.name}\``);
  const parts = [route.summary];
  if (route.path.includes("{id}") && route.kind === "record")
    parts.push("404 `resource_missing` quand le numéro n'existe pas dans cette version.");
  if (route.kind === "differences")
    parts.push(
      "Les adresses, clés, codes de version, `versions` et les libellés des codes ne sont pas comparés ; une référence est comparée par son numéro. `from_sources` marque une différence qui peut venir des sources (une autre traduction, une autre base) plutôt que du jeu. 404 `resource_missing` quand le numéro n'existe pas dans plus d'une version.",
    );
  if (route.kind === "sublist") parts.push("404 `resource_missing` quand l'enregistrement n'existe pas dans cette version.");
  if (route.kind === "named")
    parts.push(
      "Répond avec le corps de l'enregistrement et son adresse dans Content-Location ; 404 `resource_missing` quand rien ne s'en approche, le message propose jusqu'à trois noms proches.",
    );
  if (route.ids)
    parts.push(
      `\`ids\` : jusqu'à ${IDS_MAX} enregistrements en une requête, dans l'ordre donné, en une page ; \`missing_ids\` nomme les numéros sans enregistrement.`,
    );
  if (filters.length) parts.push(`Filtres : ${filters.map((p) => `\`${p.name}\``).join(", ")}.`);
  if (lists.length) parts.push(`${lists.join(", ")} : ${COMMA_STYLE}`);
  if (sort?.kind === "sort")
    parts.push(
      `Tris : ${Object.keys(sort.fields)
        .map((f) => `\`${f}\``)
        .join(", ")}.`,
    );
  if (route.list) parts.push("Paginée par curseur : `next_cursor` de la page précédente dans `cursor`, avec les mêmes filtres.");
  return parts.join(" ");
}

/** How a list of codes is sent, said wherever one is taken (openapi-fetch repeats arrays by default). */
const COMMA_STYLE =
  "plusieurs codes en un seul paramètre, séparés par des virgules (`type=beast,demon`, style form sans explode) ; " +
  "un paramètre répété (`type=beast&type=demon`) est refusé (400 `parameter_invalid`).";

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function description(addresses: Addresses, dataUpdated: string): string {
  return [
    `${API_SUMMARY}, pour les versions du jeu ` +
      `${inFrench(GAME_VERSIONS.map((v) => `\`${v.id}\` (${v.game_version})`))}. ${capitalized(RECORD_TYPES_TEXT)}.`,
    `Sans clé ni compte ; CORS ouvert. Seules ${inFrench(METHODS)} sont acceptées (toute autre méthode : 405 \`method_not_allowed\`). ` +
      "Les listes sont paginées par curseur (`next_cursor`) ; les requêtes conditionnelles (ETag / If-None-Match) sont prises en charge. " +
      `Limites par adresse IP : ${inFrench(DEFAULT_WINDOWS.map((w) => `${w.limit} requêtes par ${w.seconds} secondes`))} (429 \`rate_limited\`, en-tête Retry-After). ` +
      "Une adresse qui ne correspond à aucune route répond 404 `route_unknown`.",
    "**Listes de codes** : " +
      COMMA_STYLE +
      ' Avec openapi-fetch : `createClient({ baseUrl, querySerializer: { array: { style: "form", explode: false } } })`.',
    `Toute erreur a le même corps JSON (schéma \`error\`) ; testez \`error.code\`, documenté sur ${addresses.docs_url}/erreurs.`,
    `Données à jour au ${dataUpdated}. ${RIGHTS_NOTICE}`,
  ].join("\n\n");
}

export function openapiDocument(addresses: Addresses, dataUpdated: string): object {
  const paths = Object.fromEntries(ROUTES.map((route) => [route.path, { get: operation(route) }]));
  const usedErrors = new Set(ROUTES.flatMap((route) => [...errorsOf(route).values()].flat()));
  return {
    openapi: "3.1.0",
    info: {
      title: API_TITLE,
      version: "v1",
      description: description(addresses, dataUpdated),
      license: { name: pkg.license, identifier: pkg.license },
      contact: { name: API_NAME, url: addresses.site_url },
    },
    externalDocs: { description: "Documentation", url: addresses.docs_url },
    servers: [{ url: addresses.base_url, description: "API v1" }],
    tags: [
      { name: "meta", description: "Racine, versions du jeu, statistiques et descriptions de l'API." },
      { name: "search", description: "Recherche plein texte." },
      ...RESOURCES.map((r) => ({ name: r.plural, description: `Les ${r.label}.` })),
    ],
    // Keyless: no operation asks for credentials.
    security: [],
    paths,
    components: {
      schemas: SCHEMAS,
      parameters: {
        version: {
          name: "version",
          in: "path",
          required: true,
          description: "Version du jeu.",
          schema: { type: "string", enum: [...VERSIONS] },
        },
        id: { name: "id", in: "path", required: true, description: "Numéro de jeu de l'enregistrement.", schema: { type: "integer" } },
        if_none_match: {
          name: "If-None-Match",
          in: "header",
          required: false,
          description: "ETag d'une réponse précédente : 304 si rien n'a changé.",
          schema: { type: "string" },
        },
        ...Object.fromEntries(
          PAGINATION.map((p) => [
            p.name,
            { name: p.name, in: "query", required: false, description: p.description, schema: schemaOfParam(p) },
          ]),
        ),
      },
      headers: HEADERS,
      examples: errorExamples(addresses, usedErrors),
    },
  };
}
