/**
 * The public site as the build writes it into dist/web/: one shell page (every site address
 * serves it), one script bundle, one stylesheet and its icon. The client (site/client/) is bundled with
 * esbuild, contract/ included, so its codes and labels are the API's own. The shell carries the
 * build's facts: the footer (rights holder, data sources, documentation).
 */
import { readFileSync } from "node:fs";
import { build as esbuild } from "esbuild";
import { QUALITIES, VERSIONS } from "../contract/enums.ts";
import { API_NAME, RIGHTS_NOTICE } from "../contract/about.ts";
import { SITE_SHELL } from "../layout/dist.ts";
import type { Addresses } from "../contract/addresses.ts";
import { API_PREFIX } from "../contract/routes.ts";
import { Q_MAX_LENGTH } from "../contract/params.ts";
import { escape } from "./client/html.ts";
import { suggestBox } from "./client/suggest-box.ts";

/** Where the site's files go in dist/ and are served from (the shell at `/`, the rest beside). */
export const SITE_FILES = { shell: SITE_SHELL, script: "web/site/app.js", style: "web/site/app.css", icon: "web/site/icon.svg" } as const;

/** The in-game colour of each item quality; every quality of the contract must have one. */
const QUALITY_COLOURS: Record<string, string> = {
  poor: "#9d9d9d",
  common: "#ffffff",
  uncommon: "#1eff00",
  rare: "#0070dd",
  epic: "#a335ee",
  legendary: "#ff8000",
  artifact: "#e6cc80",
  heirloom: "#00ccff",
};

export interface DataSource {
  name: string;
  url: string | null;
  revision: string | null;
  licence: string | null;
}

/** An address as a page of the site should write it: host-relative when on the site's host. */
export function addressFromSite(addresses: Addresses, address: string): string {
  const from = new URL(addresses.site_url),
    to = new URL(address);
  return from.origin === to.origin ? to.pathname.replace(/\/+$/, "") || "/" : address;
}

function qualityCss(): string {
  const missing = Object.keys(QUALITIES).filter((q) => !QUALITY_COLOURS[q]);
  if (missing.length) throw new Error(`site: no colour for item quality ${missing.join(", ")}`);
  return (
    Object.keys(QUALITIES)
      .map((q) => `.q-${q} { color: ${QUALITY_COLOURS[q]}; }`)
      .join("\n") + "\n"
  );
}

function shell(addresses: Addresses, sources: readonly DataSource[]): string {
  const docs = addressFromSite(addresses, addresses.docs_url);
  const api = API_PREFIX; // the edge serving these files serves the API there too
  const credit = (s: DataSource) =>
    (s.url ? `<a href="${escape(s.url)}" rel="noopener">${escape(s.name)}</a>` : escape(s.name)) +
    (s.revision ? ` (${escape(s.revision)})` : "") +
    (s.licence ? `, licence ${escape(s.licence)}` : "");
  const head = suggestBox("suggestions-head");
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${API_NAME}</title>
<link rel="stylesheet" href="/${SITE_FILES.style.slice(4)}">
<script type="module" src="/${SITE_FILES.script.slice(4)}"></script>
<link rel="icon" href="/${SITE_FILES.icon.slice(4)}" type="image/svg+xml">
</head>
<body>
<header class="site-head">
<a class="brand" href="/">${API_NAME}</a>
<nav>${VERSIONS.map((v) => `<a href="/${v}">${v}</a>`).join("")}</nav>
<form action="/recherche" method="get" role="search"><div class="search-box"><input type="search" name="q" placeholder="Rechercher…" aria-label="Rechercher" maxlength="${Q_MAX_LENGTH}" required ${head.attributes.text}>${head.list.text}</div><button type="submit">OK</button></form>
</header>
<main><noscript><p>Ce site a besoin de JavaScript pour lire l'API ; l'API elle-même se lit sans : <a href="${escape(api)}">${escape(api)}</a>.</p></noscript></main>
<footer class="site-foot">
<p>${escape(RIGHTS_NOTICE)}</p>
<p>Sources des données : ${sources.map(credit).join(" ; ")}.</p>
<p><a href="${escape(docs)}/">Documentation de l'API</a> · <a href="${escape(api)}">API (JSON)</a> · <a href="${escape(api)}/openapi.json">OpenAPI</a></p>
</footer>
</body>
</html>
`;
}

/** The client bundled once per process: it depends on the sources alone, not on the build. */
let bundled: Promise<string> | null = null;
function clientBundle(): Promise<string> {
  bundled ??= esbuild({
    entryPoints: [new URL("./client/main.ts", import.meta.url).pathname],
    bundle: true,
    minify: true,
    format: "esm",
    target: "es2022",
    write: false,
    legalComments: "none",
    charset: "utf8",
  }).then((result) => result.outputFiles[0]!.text);
  bundled.catch(() => (bundled = null));
  return bundled;
}

/** The site's files, by their path in dist/. */
export async function siteFiles(addresses: Addresses, sources: readonly DataSource[]): Promise<Record<string, string>> {
  const script = await clientBundle();
  const css = readFileSync(new URL("./style.css", import.meta.url), "utf8") + qualityCss();
  return {
    [SITE_FILES.shell]: shell(addresses, sources),
    [SITE_FILES.script]: script,
    [SITE_FILES.style]: css,
    [SITE_FILES.icon]: readFileSync(new URL("./icon.svg", import.meta.url), "utf8"),
  };
}
