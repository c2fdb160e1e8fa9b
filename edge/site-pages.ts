/**
 * The public site's pages, written whole by the edge: the address read as the browser reads it
 * (views/route.ts), the API's answer for it taken from the build (a record's file, a list page,
 * a search), and the page laid out by the views the browser draws with (views/) into the
 * build's shell page. A page the API refuses (a missing record, a bad filter, a rate limit) is
 * the page that says so in French, with the API's status.
 */
import { ApiError } from "../contract/api-error.ts";
import { ERRORS } from "../contract/errors.ts";
import { statusOf } from "../contract/error-body.ts";
import { SITE_SHELL } from "../layout/dist.ts";
import { describePage } from "../views/describe.ts";
import { documentOf, type PageAddresses } from "../views/document.ts";
import { failureMessage, failurePage, pageOf, type Failure, type Page } from "../views/page.ts";
import { recordPagePath, siteAliasOf, sitePathOf } from "../contract/addresses.ts";
import { answerOf, apiRequestOf, declaredQuery } from "../views/route.ts";
import { DistDamaged, type Build } from "./files/dist.ts";
import { listPlaceOf } from "../lists/place.ts";

/** The API's answer to a route path and query, as a value; throws its errors as ApiError. */
export type AskApi = (path: string, query: URLSearchParams) => Promise<unknown>;

/** A page to send, with its summary. */
export interface SitePage {
  page: Page;
  description: string;
}

/** Where another form of a page's address moves to (contract/addresses.ts siteAliasOf): the
 * canonical path with the parameters its page declares, or null when `path` is no such form. */
export function siteMoveOf(path: string, url: URL): string | null {
  const canonical = siteAliasOf(path);
  if (!canonical) return null;
  const query = declaredQuery(sitePathOf(canonical)!, url.searchParams);
  return query.size ? `${canonical}?${query}` : canonical;
}

/** The page of a decoded site path, or null when the path is no address of the site. */
export async function sitePage(path: string, url: URL, ask: AskApi): Promise<SitePage | null> {
  const target = sitePathOf(path);
  if (!target) return null;
  const request = apiRequestOf(target, url.searchParams);
  const api = request && `${request.path}${request.query.size ? `?${request.query}` : ""}`;
  try {
    const answer = await answerOf(target, url.searchParams, ask);
    return {
      page: pageOf(target, url.searchParams, url.pathname, answer, api, request ? listPlaceOf(request.query) : null),
      description: describePage(target, url.searchParams, answer),
    };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // A record this version lacks: its pages in the versions that hold it.
    const elsewhere =
      target.page === "record" ? error.elsewhere.map((v) => ({ version: v, href: recordPagePath(v, target.resource, target.id) })) : [];
    const { code, message, param } = error;
    return refusal({ status: statusOf(code), code, message, retryAfter: null, elsewhere, param }, url);
  }
}

/** The page that says why the API refused what a page asked, what it says as summary. */
function refusal(failure: Failure, url: URL): SitePage {
  return { page: failurePage(failure, url.pathname), description: failureMessage(failure) };
}

/** The page of a site address whose request the rate limiter refused. */
export function refusedPage(path: string, url: URL, retryAfter: number): SitePage | null {
  const failure = { status: statusOf("rate_limited"), code: "rate_limited", message: ERRORS.rate_limited.message, retryAfter };
  return sitePathOf(path) ? refusal(failure, url) : null;
}

/** The shell's text, decoded once for the bytes the build keeps. */
const shells = new WeakMap<Uint8Array, string>();

/** The whole document of `page`, in the build's addresses; the shell as it is when it has no
 * room for the page (an older build, whose script draws the page). */
export async function siteDocument(build: Build, { page, description }: SitePage, drawn: string): Promise<string> {
  const meta = await build.meta(SITE_SHELL);
  if (!meta) throw new DistDamaged(`build ${build.info.build} has no ${SITE_SHELL}`);
  const bytes = await build.served(SITE_SHELL, meta[0]);
  let shell = shells.get(bytes);
  if (shell === undefined) shells.set(bytes, (shell = new TextDecoder().decode(bytes)));
  const at: PageAddresses = build.info.addresses;
  return documentOf(shell, page, description, at, drawn) ?? shell;
}
