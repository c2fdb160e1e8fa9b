/**
 * The documentation site the build writes under web/: every page as [file, text], built from
 * contract/ and the build's own answers, never written by hand twice.
 */
import { webFileOf, WEB_NOT_FOUND } from "../../layout/dist.ts";
import { ROUTES, type Route } from "../../contract/routes.ts";
import type { Example } from "./examples.ts";
import { errorsPage, notFoundPage, overviewPage } from "./guide.ts";
import { EMBED_PAGE, embedPage } from "./embed.ts";
import { DOCS_ROOT, ICON, STYLE, type DocsFacts } from "./html.ts";
import { routeDocPage, routePage, routesIndexPage, shapesPage } from "./reference.ts";
import { SEARCH_DOC, searchDocPage } from "./search.ts";
import { DIFFERENCES_DOC, differencesDocPage } from "./differences.ts";

export function docsFiles(facts: DocsFacts, examples: ReadonlyMap<Route, Example>): [file: string, text: string][] {
  return [
    [webFileOf(`${DOCS_ROOT}/`), overviewPage(facts)],
    [webFileOf(`${DOCS_ROOT}/routes`), routesIndexPage(facts)],
    ...ROUTES.map((route): [string, string] => [webFileOf(routePage(route)), routeDocPage(facts, route, examples.get(route))]),
    [webFileOf(`${DOCS_ROOT}/enregistrements`), shapesPage(facts)],
    [webFileOf(SEARCH_DOC), searchDocPage(facts)],
    [webFileOf(DIFFERENCES_DOC), differencesDocPage(facts, examples)],
    [webFileOf(`${DOCS_ROOT}/erreurs`), errorsPage(facts)],
    [webFileOf(EMBED_PAGE), embedPage(facts, examples)],
    [webFileOf(`${DOCS_ROOT}/style.css`), STYLE],
    [webFileOf(`${DOCS_ROOT}/icon.svg`), ICON],
    // the 404 page a browser gets anywhere outside the API (edge/handler.ts)
    [WEB_NOT_FOUND, notFoundPage(facts)],
  ];
}
