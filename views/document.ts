/**
 * A whole HTML document of the public site: the build's shell page (site/bundle.ts writes it,
 * with the build's footer) with the page's head — title, summary, colour, canonical address,
 * Open Graph and Twitter tags with the preview's image, the JSON it shows — and its body in
 * place. What a link preview, a crawler or a reader without scripts gets; the client then takes
 * the page over as it is.
 */
import { API_NAME } from "../contract/about.ts";
import { frenchSpacing } from "../contract/typography.ts";
import { escape, html, raw, type Markup } from "./html.ts";
import type { Page } from "./page.ts";

/** The name every page title ends with. */
export const SITE_NAME = API_NAME;

/** The pieces of the shell a page replaces: its title, and what is inside its main element. */
export const SHELL_TITLE = `<title>${SITE_NAME}</title>`;
export const SHELL_MAIN_OPEN = '<main id="contenu">';
export const SHELL_MAIN_CLOSE = "</main>";

/** The addresses a page's head names (the build's, or a mirror's). */
export interface PageAddresses {
  site_url: string;
  base_url: string;
}

const absolute = (address: string, base: string) => (/^https?:\/\//.test(address) ? address : base.replace(/\/+$/, "") + address);

/** The tab's title, in French typography also where the browser's script sets it. */
export const documentTitle = (page: Page): string => frenchSpacing(`${page.title} — ${SITE_NAME}`);

/** The head of a page: what previews and crawlers read. */
export function headOf(page: Page, description: string, at: PageAddresses): Markup {
  const title = documentTitle(page);
  const url = absolute(page.canonical, at.site_url);
  const meta = (property: string, content: string | null) => (content ? html`<meta property="${property}" content="${content}" />` : "");
  const named = (name: string, content: string | null) => (content ? html`<meta name="${name}" content="${content}" />` : "");
  const image = page.image && { ...page.image, url: absolute(page.image.url, at.site_url) };
  const size = (n: number | null | undefined) => (n ? String(n) : null);
  return html`<title>${title}</title>
    <meta name="description" content="${description}" />
    <meta name="theme-color" content="${page.colour}" />
    <link rel="canonical" href="${url}" />
    ${page.json !== null ? html`<link rel="alternate" type="application/json" href="${absolute(page.json, at.base_url)}" />` : ""}
    ${meta("og:title", page.title)} ${meta("og:description", description)} ${meta("og:type", "website")} ${meta("og:url", url)}
    ${meta("og:image", image?.url ?? null)} ${meta("og:image:type", image?.type ?? null)} ${meta("og:image:width", size(image?.width))}
    ${meta("og:image:height", size(image?.height))} ${meta("og:image:alt", image ? page.title : null)} ${meta("og:site_name", SITE_NAME)}
    ${meta("og:locale", "fr_FR")} ${named("twitter:card", "summary")} ${named("twitter:title", page.title)}
    ${named("twitter:description", description)} ${named("twitter:image", image?.url ?? null)}`;
}

/** Where the shell's pieces are, or null when it lacks one of them. */
function slots(shell: string): { title: number; open: number; close: number } | null {
  const title = shell.indexOf(SHELL_TITLE);
  const open = shell.indexOf(SHELL_MAIN_OPEN);
  const close = shell.indexOf(SHELL_MAIN_CLOSE, open);
  return title < 0 || open < 0 || close < 0 || title > open ? null : { title, open, close };
}

/**
 * The document of `page` in `shell`, with its summary (views/describe.ts); `drawn` is the address it shows (path and query, as the
 * browser's location will say it), so that the client knows the page is already there. Null
 * when the shell has no room for a page: a build made before pages were written at the edge,
 * whose own script draws every page.
 */
export function documentOf(shell: string, page: Page, description: string, at: PageAddresses, drawn: string): string | null {
  const at_ = slots(shell);
  if (!at_) return null;
  return (
    shell.slice(0, at_.title) +
    headOf(page, description, at).text +
    shell.slice(at_.title + SHELL_TITLE.length, at_.open) +
    // an element left open: not a template of `html`, whose formatter would close it
    `${SHELL_MAIN_OPEN.slice(0, -1)} data-drawn="${escape(drawn)}">` +
    page.body.text +
    shell.slice(at_.close)
  );
}

/** The opening of the shell's main element, with what it shows to a reader without scripts. */
export const shellMain = (noscript: Markup): Markup => raw(`${SHELL_MAIN_OPEN}${noscript.text}${SHELL_MAIN_CLOSE}`);
