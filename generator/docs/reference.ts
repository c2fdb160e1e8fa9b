/**
 * The reference part of the documentation site, generated from contract/: the list of routes,
 * a page per route (its parameters with their allowed values and defaults, an example request
 * and its real answer from the build), and the record shapes, one anchor per shape.
 */
import { defaultOf, PARAM_LABELS, sortLabelOf, type Param } from "../../contract/params.ts";
import type { Schema } from "../../contract/jsonschema.ts";
import { paramsOf, ROUTES, type Route } from "../../contract/routes.ts";
import { isList, responseSchemaName, SCHEMAS } from "../../contract/schemas.ts";
import { DOCS_ROOT, esc, inline, page, type DocsFacts } from "./html.ts";
import type { Example } from "./examples.ts";

/** The page of a route: `/{version}/npcs/{id}/loot` -> /docs/routes/version-npcs-id-loot. */
export function routePage(route: Route): string {
  const slug = route.path.replace(/[{}]/g, "").split("/").filter(Boolean).join("-").replace(/\./g, "-");
  return `${DOCS_ROOT}/routes/${slug || "racine"}`;
}

/** The anchor of a record shape on the shapes page. */
export const shapeLink = (name: string) => `${DOCS_ROOT}/enregistrements#${name}`;

const KIND_LABELS: Record<Route["kind"], string> = {
  document: "Document",
  list: "Liste paginée (la page par défaut est pré-calculée ; filtres, tri, limit et total calculés à la demande)",
  record: "Enregistrement",
  sublist: "Liste paginée sous un enregistrement",
  search: "Recherche (calculée)",
  bulk: "Fichiers en bloc (calculé)",
  download: "Téléchargement (200 entier, 206 pour une plage Range, 304 avec If-None-Match)",
  changes: "Liste paginée (calculée)",
  differences: "Comparaison d'un enregistrement entre versions (un fichier par type et numéro)",
  named: "Enregistrement trouvé par son nom (calculé ; Content-Location donne son adresse)",
};

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The values a parameter takes, in a few words (markdown: `code` spans). Also in llms.txt. */
export function paramValues(p: Param): string {
  switch (p.kind) {
    case "codes":
      return `une ou plusieurs valeurs séparées par des virgules : ${p.values.map((v) => `\`${v}\``).join(", ")}`;
    case "sort":
      return `${Object.keys(p.fields)
        .map((f) => `\`${f}\` (${lowerFirst(sortLabelOf(f))})`)
        .join(", ")} ; précédé de \`-\` : ordre inverse`;
    case "choice":
      return `une valeur parmi ${Object.keys(p.values)
        .map((v) => `\`${v}\``)
        .join(", ")}`;
    case "integer":
      return `entier de ${p.min} à ${p.max}`;
    case "boolean":
      return "`true` ou `false`";
    case "text":
      return `texte${p.maxLength ? `, ${p.maxLength} caractères au plus` : ""}${p.maxWords ? `, ${p.maxWords} mots distincts au plus` : ""}${p.required ? ", obligatoire" : ""}`;
    case "cursor":
      return "chaîne opaque (`next_cursor`)";
    case "ids":
      return `de 1 à ${p.maxItems} numéros de jeu séparés par des virgules (\`ids=19019,5193\`)`;
  }
}

function paramsTable(route: Route): string {
  const params = paramsOf(route);
  if (params.length === 0)
    return (
      '<p>Aucun paramètre de requête : tout autre paramètre est refusé (<a href="' +
      DOCS_ROOT +
      '/erreurs#parameter_unknown">parameter_unknown</a>).</p>'
    );
  const rows = params.map((p) => {
    const def = defaultOf(p);
    const required = p.kind === "text" && p.required;
    return `<tr id="param-${p.name}"><td><code>${p.name}</code>${required ? " <strong>(obligatoire)</strong>" : ""}<br>${esc(PARAM_LABELS[p.name])}</td><td>${esc(p.description)}<div class="values">${inline(paramValues(p))}</div></td><td>${def === undefined ? "—" : `<code>${esc(def)}</code>`}</td></tr>`;
  });
  return `<table><thead><tr><th>Paramètre</th><th>Sens et valeurs permises</th><th>Défaut</th></tr></thead><tbody>${rows.join("")}</tbody></table>
<p>Un paramètre inconnu, répété ou hors de ses valeurs reçoit <a href="${DOCS_ROOT}/erreurs#parameter_invalid">parameter_invalid</a> ou
<a href="${DOCS_ROOT}/erreurs#parameter_unknown">parameter_unknown</a>, avec <code>param</code> qui le nomme.</p>`;
}

function pathParams(route: Route): string {
  const items: string[] = [];
  if (route.path.includes("{version}"))
    items.push(
      `<li><code>{version}</code> : <code>classic</code>, <code>tbc</code> ou <code>wotlk</code> (<a href="${DOCS_ROOT}/erreurs#version_unknown">version_unknown</a> sinon).</li>`,
    );
  if (route.path.includes("{id}"))
    items.push(
      `<li><code>{id}</code> : numéro de jeu, entier positif (<a href="${DOCS_ROOT}/erreurs#parameter_invalid">parameter_invalid</a> sinon ; <a href="${DOCS_ROOT}/erreurs#resource_missing">resource_missing</a> s'il n'existe pas dans cette version).</li>`,
    );
  return items.length ? `<h2 id="chemin">Paramètres du chemin</h2><ul>${items.join("")}</ul>` : "";
}

function exampleSection(facts: DocsFacts, route: Route, example: Example | undefined): string {
  if (!example && route.kind === "document") {
    return `<h2 id="exemple">Exemple</h2>\n<pre>curl -s '${esc(facts.baseUrl + route.path)}'</pre>\n<p>Réponse : <a href="/v1${route.path}">le fichier lui-même</a>.</p>`;
  }
  if (!example && (route.kind === "bulk" || route.kind === "download" || route.kind === "changes")) {
    // Made after the documentation, at the end of the build: no real answer to show here.
    const request = route.path.replace("{name}", route.kind === "download" ? "grimoire-classic-npcs.jsonl.gz" : "classic-npcs");
    return `<h2 id="exemple">Exemple</h2>\n<pre>curl -s${route.kind === "download" ? "O" : ""} '${esc(facts.baseUrl + request)}'</pre>\n<p>Comment s'en servir : <a href="${DOCS_ROOT}/#en-bloc">tout télécharger, puis suivre les changements</a>.</p>`;
  }
  if (!example) return "<p>Ces données n'ont aucun enregistrement de ce type : pas d'exemple.</p>";
  const url = `${facts.baseUrl}${example.request}`;
  return `<h2 id="exemple">Exemple</h2>
<pre>curl -s '${esc(url)}'</pre>
<p>Réponse réelle de ces données${example.abbreviated ? " (abrégée : les listes et textes longs sont coupés, « … » dit ce qui manque)" : ""} :</p>
<pre class="response">${esc(example.body)}</pre>`;
}

export function routeDocPage(facts: DocsFacts, route: Route, example: Example | undefined): string {
  const schema = responseSchemaName(route);
  const shape = isList(route)
    ? `<p>Réponse : une liste (<code>object: "list"</code>, <code>data</code>, <code>has_more</code>, <code>next_cursor</code>, <code>url</code>, et <code>total_count</code> avec <code>include_total=true</code>) d'éléments <a href="${shapeLink(route.schema)}"><code>${route.schema}</code></a>.</p>`
    : schema
      ? `<p>Réponse : <a href="${shapeLink(schema)}"><code>${schema}</code></a>.</p>`
      : "";
  return page(
    facts,
    `GET ${route.path}`,
    `
<p>${esc(route.summary)}</p>
<p class="values">${KIND_LABELS[route.kind]}.</p>
${shape}
${pathParams(route)}
<h2 id="parametres">Paramètres de requête</h2>
${paramsTable(route)}
${exampleSection(facts, route, example)}
`,
  );
}

export function routesIndexPage(facts: DocsFacts): string {
  const rows = ROUTES.map(
    (r) => `<tr><td><a href="${routePage(r)}"><code>GET ${esc(r.path)}</code></a></td><td>${esc(r.summary)}</td></tr>`,
  );
  return page(
    facts,
    "Routes",
    `
<p>Toutes les adresses sont relatives à <code>${esc(facts.baseUrl)}</code>. Chaque route accepte <code>GET</code>, <code>HEAD</code> et <code>OPTIONS</code>.</p>
<table><thead><tr><th>Route</th><th>Ce qu'elle renvoie</th></tr></thead><tbody>${rows.join("")}</tbody></table>
`,
  );
}

// ---- record shapes

const SCALARS: Record<string, string> = {
  string: "texte",
  integer: "entier",
  number: "nombre",
  boolean: "booléen",
  null: "null",
  object: "objet",
  array: "liste",
};

/** A field's type in words, with links to the shapes it refers to. */
function typeText(schema: Schema): string {
  if (typeof schema.$ref === "string") {
    const name = schema.$ref.split("/").pop()!;
    // The envelope of a list is described once, above the shapes: link to its elements.
    if (name.endsWith("_list"))
      return `liste paginée (premiers éléments, <code>has_more</code>, <code>next_cursor</code>) de ${typeText({ $ref: name.slice(0, -5) })}`;
    return `<a href="#${name}"><code>${name}</code></a>`;
  }
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Schema[]).map(typeText).join(" ou ");
  if (Array.isArray(schema.allOf))
    return (
      (schema.allOf as Schema[])
        .map(typeText)
        .filter((t) => t !== "objet")
        .join(" avec ") || "objet"
    );
  if (schema.const !== undefined) return `<code>"${esc(String(schema.const))}"</code>`;
  if (Array.isArray(schema.enum)) return `code : ${(schema.enum as unknown[]).map((v) => `<code>${esc(String(v))}</code>`).join(", ")}`;
  if (schema.type === "array") return `liste de ${typeText(schema.items as Schema)}`;
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]) as string[];
  const format = schema.format === "uri" ? " (adresse)" : schema.format === "date" ? " (date AAAA-MM-JJ)" : "";
  if (types[0] === "object" && schema.properties) return "objet (champs ci-dessous)";
  return types.map((t) => SCALARS[t] ?? t).join(" ou ") + format;
}

function fieldsTable(schema: Schema): string {
  const properties = schema.properties as Record<string, Schema> | undefined;
  if (!properties) return `<p>${typeText(schema)}</p>`;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const rows = Object.entries(properties).map(
    ([name, field]) =>
      `<tr><td><code>${name}</code>${required.has(name) ? "" : ' <span class="values">(facultatif)</span>'}</td><td>${typeText(field)}</td><td>${esc((field.description as string | undefined) ?? "")}</td></tr>`,
  );
  return `<table><thead><tr><th>Champ</th><th>Type</th><th>Sens</th></tr></thead><tbody>${rows.join("")}</tbody></table>`;
}

export function shapesPage(facts: DocsFacts): string {
  const names = Object.keys(SCHEMAS).filter((name) => !name.endsWith("_list"));
  const sections = names.map((name) => {
    const schema = SCHEMAS[name] as Schema;
    // A shape built as allOf (a base and its additions) lists the fields of each part.
    const parts = Array.isArray(schema.allOf) ? (schema.allOf as Schema[]) : [schema];
    return `<section id="${name}"><h2><code>${name}</code></h2>${schema.description ? `<p>${esc(schema.description as string)}</p>` : ""}${parts.map(fieldsTable).join("")}</section>`;
  });
  return page(
    facts,
    "Enregistrements",
    `
<p>La forme de chaque réponse, champ par champ, telle que <a href="/v1/openapi.json">openapi.json</a> la décrit (<code>components.schemas</code>).
Un champ sans valeur vaut <code>null</code> ; il n'est absent que s'il est marqué facultatif. Les listes ont toutes la même enveloppe :
<code>object: "list"</code>, <code>data</code>, <code>has_more</code>, <code>next_cursor</code>, <code>url</code>, <code>total_count</code> (avec <code>include_total=true</code>).</p>
<ul class="toc">${names.map((n) => `<li><a href="#${n}"><code>${n}</code></a></li>`).join("")}</ul>
${sections.join("\n")}
`,
  );
}
