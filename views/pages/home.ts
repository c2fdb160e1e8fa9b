/** The home page (`/`) and a version's page (`/classic`): the search box and every list. */
import { API_NAME, SITE_TAGLINE } from "../../contract/about.ts";
import { VERSIONS } from "../../contract/enums.ts";
import { RESOURCES } from "../../contract/resources.ts";
import { html, type Markup } from "../html.ts";
import { searchForm } from "./search.ts";

const capital = (text: string) => text[0]!.toUpperCase() + text.slice(1);

export const homeTitle = (only?: string | null): string => (only ? `Version ${only}` : "Accueil");

export function homePage(only?: string | null): Markup {
  const versions = only ? [only] : [...VERSIONS];
  return html`<h1>${only ? `Version ${only}` : `${API_NAME} : ${SITE_TAGLINE}`}</h1>
    ${searchForm(new URLSearchParams())}
    <div class="versions-grid">
      ${versions.map(
        (v) =>
          html`<section>
            <h2><a href="/${v}">${v}</a></h2>
            <ul>
              ${RESOURCES.map((r) => html`<li><a href="/${v}/${r.segment}">${capital(r.label)}</a></li>`)}
            </ul>
          </section>`,
      )}
    </div>`;
}
