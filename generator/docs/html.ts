/**
 * The frame every page of the documentation site shares: head, navigation, and the footer
 * that credits the data (the game data belongs to its rights holder; the projects the data was
 * taken from are named, as their licences ask). Links are host-relative (/docs/…) so a copied
 * dist/ works on any host.
 */
import { API_NAME, RIGHTS_NOTICE } from "../../contract/about.ts";
import { frenchHtml } from "../../contract/typography.ts";

/** A credited data source, as the API root lists it (`data_sources`). */
export interface Credit {
  name: string;
  url: string | null;
  revision: string | null;
  licence: string;
}

/** What every page may show of the build. */
export interface DocsFacts {
  /** the API's address, ending in /v1 (curl examples only: links stay host-relative) */
  baseUrl: string;
  /** the public site's address (the tooltip embed's snippet, for other sites) */
  siteUrl: string;
  dataUpdated: string;
  sources: Credit[];
}

/** Text made safe for HTML content and attribute values. */
export function esc(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Plain text with `code` spans, as HTML. */
export function inline(text: string): string {
  return esc(text).replace(/`([^`]+)`/g, "<code>$1</code>");
}

/** Where the documentation site lives on the API's host. */
export const DOCS_ROOT = "/docs";

const NAV: [href: string, label: string][] = [
  [`${DOCS_ROOT}/`, "Présentation"],
  [`${DOCS_ROOT}/routes`, "Routes"],
  [`${DOCS_ROOT}/enregistrements`, "Enregistrements"],
  [`${DOCS_ROOT}/recherche`, "Recherche"],
  [`${DOCS_ROOT}/differences`, "Différences"],
  [`${DOCS_ROOT}/erreurs`, "Erreurs"],
  [`${DOCS_ROOT}/infobulles`, "Infobulles"],
  ["/v1/openapi.json", "OpenAPI"],
  ["/v1/llms.txt", "llms.txt"],
];

function footer(facts: DocsFacts): string {
  const credits = facts.sources.map((s) => {
    const name = s.url ? `<a href="${esc(s.url)}">${esc(s.name)}</a>` : esc(s.name);
    return `<li>${name} (${esc(s.licence)})${s.revision ? `, révision <code>${esc(s.revision)}</code>` : ""}</li>`;
  });
  return `<footer>
<p>${esc(RIGHTS_NOTICE)}</p>
${
  credits.length
    ? `<p>Les données viennent de ces projets publics, cités comme leurs licences le demandent :</p>\n<ul class="credits">${credits.join("")}</ul>`
    : `<p>Ces données sont l'échantillon écrit à la main pour ce projet.</p>`
}
<p>Données au ${esc(facts.dataUpdated)}.</p>
</footer>`;
}

/** A whole page: `title` for the tab and the heading, `body` already HTML. Every code block, and
 * the box every table sits in, scrolls on its own when wider than the screen, and is focusable, so
 * that a reader on a keyboard can scroll it; its text gets French typography (contract/typography.ts). */
export function page(facts: DocsFacts, title: string, body: string): string {
  const nav = NAV.map(([href, label]) => `<a href="${href}">${label}</a>`).join("\n");
  return frenchHtml(`<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} — ${API_NAME}, documentation de l'API</title>
<link rel="stylesheet" href="${DOCS_ROOT}/style.css">
<link rel="icon" href="${DOCS_ROOT}/icon.svg" type="image/svg+xml">
</head>
<body>
<header><a class="brand" href="${DOCS_ROOT}/">${API_NAME} — API</a>
<nav>
${nav}
</nav></header>
<main>
<h1>${esc(title)}</h1>
${body.replaceAll("<pre>", '<pre tabindex="0">').replaceAll("<table>", '<div class="scroll" tabindex="0"><table>').replaceAll("</table>", "</table></div>")}
</main>
${footer(facts)}
</body>
</html>
`);
}

export const STYLE = `:root { color-scheme: light dark; --accent: #8a5a00; --muted: #666; --code: rgba(127,127,127,.12); }
body { font: 16px/1.55 system-ui, sans-serif; margin: 0; }
header { display: flex; flex-wrap: wrap; gap: 0 1.5rem; align-items: center; padding: .4rem 1.5rem; border-bottom: 1px solid rgba(127,127,127,.3); }
header .brand { font-weight: 700; text-decoration: none; color: inherit; }
header a { display: inline-flex; align-items: center; min-height: 44px; min-width: 44px; }
nav { display: flex; flex-wrap: wrap; gap: 0 1rem; }
main, footer { max-width: 60rem; margin: 0 auto; padding: 0 1.5rem; }
@media (max-width: 40rem) { header, main, footer { padding-left: .75rem; padding-right: .75rem; } }
footer { margin-top: 3rem; padding-bottom: 2rem; border-top: 1px solid rgba(127,127,127,.3); font-size: .9rem; color: var(--muted); }
a { color: var(--accent); }
code, pre { font-family: ui-monospace, monospace; font-size: .9em; background: var(--code); border-radius: 3px; }
code { padding: 0 .2em; overflow-wrap: break-word; }
pre { padding: .7rem 1rem; overflow-x: auto; }
pre code { overflow-wrap: normal; }
main { overflow-wrap: break-word; }
.scroll { overflow-x: auto; margin: 1rem 0; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; vertical-align: top; padding: .35rem .6rem; border-bottom: 1px solid rgba(127,127,127,.25); }
h2, h3 { margin-top: 2rem; }
:target { scroll-margin-top: 1rem; background: rgba(255, 200, 0, .15); }
.values { font-size: .85em; color: var(--muted); }
`;

/** The tab icon: an open book. */
export const ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><path d="M2 6c5-2 10-2 14 1 4-3 9-3 14-1v21c-5-2-10-2-14 1-4-3-9-3-14-1z" fill="#8a5a00"/><path d="M16 7v21" stroke="#fff" stroke-width="1.5"/></svg>
`;
