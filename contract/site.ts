/**
 * Public addresses the API writes into its payloads. Chosen at build time (environment
 * variables of `npm run build`), recorded in dist/_meta/build.json, and read back by the edge so
 * that computed answers and pre-rendered files always agree.
 */

export interface Site {
  /** {base_url}: address of the API, ending in /v1. */
  base_url: string;
  /** {docs_url}: documentation site. */
  docs_url: string;
  /** {site_url}: public website with a page per record. */
  site_url: string;
  /** {media_url}: icons and map images. */
  media_url: string;
}

export const DEFAULT_SITE: Site = {
  base_url: "http://127.0.0.1:8787/v1",
  docs_url: "https://docs.grimoire.example",
  site_url: "https://grimoire.example",
  media_url: "https://media.grimoire.example",
};

export function siteFromEnv(env: Record<string, string | undefined>): Site {
  const strip = (url: string) => url.replace(/\/+$/, "");
  return {
    base_url: strip(env.API_BASE_URL ?? DEFAULT_SITE.base_url),
    docs_url: strip(env.DOCS_URL ?? DEFAULT_SITE.docs_url),
    site_url: strip(env.SITE_URL ?? DEFAULT_SITE.site_url),
    media_url: strip(env.MEDIA_URL ?? DEFAULT_SITE.media_url),
  };
}

/** The API version segment every path starts with. */
export const API_PREFIX = "/v1";
