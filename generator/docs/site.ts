/**
 * The documentation site the build writes under web/: every page as [file, text], built from
 * contract/ and the build's own answers, never written by hand twice.
 */
import { webFileOf, WEB_NOT_FOUND } from "../../contract/layout.ts";
import { STYLE, DOCS_ROOT, type DocsFacts } from "./html.ts";
import { errorsPage, notFoundPage, overviewPage } from "./guide.ts";

export function docsFiles(facts: DocsFacts): [file: string, text: string][] {
  return [
    [webFileOf(`${DOCS_ROOT}/`), overviewPage(facts)],
    [webFileOf(`${DOCS_ROOT}/erreurs`), errorsPage(facts)],
    [webFileOf(`${DOCS_ROOT}/style.css`), STYLE],
    // the 404 page a browser gets anywhere outside the API (edge/handler.ts)
    [WEB_NOT_FOUND, notFoundPage(facts)],
  ];
}
