/**
 * The public site as the build writes it into dist/web/: one shell page (the edge fills it with
 * each page: views/document.ts), one script bundle, one stylesheet and its icon, and the tooltip
 * embed other sites load (`/tooltips.js`), and the pictures link previews show. The client (site/client/) and the embed
 * (site/embed/) are bundled with esbuild, views/ and contract/ included, so their codes and
 * labels are the API's own. The shell carries the build's facts: the footer (rights holder,
 * data sources, documentation).
 */
import { readFileSync } from "node:fs";
import { build as esbuild } from "esbuild";
import { VERSIONS } from "../contract/enums.ts";
import { API_NAME, RIGHTS_NOTICE } from "../contract/about.ts";
import { SITE_SHELL } from "../layout/dist.ts";
import type { Addresses } from "../contract/addresses.ts";
import { API_PREFIX } from "../contract/routes.ts";
import { Q_MAX_LENGTH } from "../contract/params.ts";
import { frenchHtml } from "../contract/typography.ts";
import { escape, raw } from "../views/html.ts";
import { SHELL_TITLE, shellMain } from "../views/document.ts";
import { qualityCss } from "../views/qualities.ts";
import { suggestBox } from "../views/suggest-box.ts";
import { previewFiles } from "./previews.ts";

/** Where the site's files go in dist/ and are served from (the shell at `/`, the rest beside). */
export const SITE_FILES = {
  shell: SITE_SHELL,
  script: "web/site/app.js",
  style: "web/site/app.css",
  icon: "web/site/icon.svg",
  tooltips: "web/tooltips.js",
} as const;

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
${SHELL_TITLE}
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
${shellMain(raw(`<p>Chaque page du site se lit aussi en JSON : <a href="${escape(api)}">${escape(api)}</a>.</p>`))}
<footer class="site-foot">
<p>${escape(RIGHTS_NOTICE)}</p>
<p>Sources des données : ${sources.map(credit).join(" ; ")}.</p>
<p><a href="${escape(docs)}/">Documentation de l'API</a> · <a href="${escape(api)}">API (JSON)</a> · <a href="${escape(api)}/openapi.json">OpenAPI</a></p>
</footer>
</body>
</html>
`;
}

/** The lightest background quality colours sit on (style.css, --panel): they must read there. */
const PANEL = "#1e2129";

/** A script bundled once per process: it depends on the sources alone, not on the build. */
const bundled = new Map<string, Promise<string>>();
function bundle(entry: string, format: "esm" | "iife", target: string): Promise<string> {
  let text = bundled.get(entry);
  if (!text) {
    text = esbuild({
      entryPoints: [new URL(entry, import.meta.url).pathname],
      bundle: true,
      minify: true,
      format,
      target,
      write: false,
      legalComments: "none",
      charset: "utf8",
    }).then((result) => result.outputFiles[0]!.text);
    bundled.set(entry, text);
    text.catch(() => bundled.delete(entry));
  }
  return text;
}

/** The site's files, by their path in dist/: text, and the link previews' pictures (site/previews.ts). */
export async function siteFiles(addresses: Addresses, sources: readonly DataSource[]): Promise<Record<string, string | Uint8Array>> {
  // The embed runs on other sites, in whatever browser their readers have: an older target.
  const [script, tooltips] = await Promise.all([
    bundle("./client/main.ts", "esm", "es2022"),
    bundle("./embed/tooltips.ts", "iife", "es2020"),
  ]);
  const css = readFileSync(new URL("./style.css", import.meta.url), "utf8") + qualityCss(PANEL) + "\n";
  return {
    [SITE_FILES.shell]: frenchHtml(shell(addresses, sources)),
    [SITE_FILES.script]: script,
    [SITE_FILES.style]: css,
    [SITE_FILES.icon]: readFileSync(new URL("./icon.svg", import.meta.url), "utf8"),
    [SITE_FILES.tooltips]: tooltips,
    ...previewFiles(),
  };
}
