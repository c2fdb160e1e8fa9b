/**
 * Reading the API from the page. The site's files are served by the API's own edge, so the API
 * is always at `/v1` on the page's host: every record's `api_url` is read there (whatever
 * address the build wrote), so a copied build works on any host, offline mirror included.
 */
import { API_PREFIX } from "../../contract/prefix.ts";
import type { Failure } from "../../views/page.ts";

export const API_BASE = API_PREFIX;

/** A failed answer of the API, with what the page needs to say it. */
export class ApiFailure extends Error implements Failure {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfter: number | null = null,
    readonly param: string | null = null,
  ) {
    super(message);
  }
}

/** An API address (`{base_url}/classic/npcs/639/loot`) on this host. */
export function apiAddress(apiUrl: string): string {
  const url = new URL(apiUrl, location.href);
  const at = url.pathname.indexOf(API_BASE + "/");
  return (at < 0 ? url.pathname : url.pathname.slice(at)) + url.search;
}

export async function getJson<T>(pathOrUrl: string): Promise<T> {
  const address = /^https?:/.test(pathOrUrl) ? apiAddress(pathOrUrl) : API_BASE + pathOrUrl;
  let response: Response;
  try {
    response = await fetch(address, { headers: { Accept: "application/json" } });
  } catch {
    throw new ApiFailure(0, "network", "L'API ne répond pas : vérifiez votre connexion puis rechargez la page.");
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // not JSON: said below by the status alone
  }
  if (response.ok) return body as T;
  const error = (body as { error?: { code?: string; message?: string; param?: string | null } } | null)?.error;
  const retry = response.headers.get("Retry-After");
  throw new ApiFailure(
    response.status,
    error?.code ?? "http_" + response.status,
    error?.message ?? `L'API a répondu par une erreur ${response.status}.`,
    retry ? Number(retry) : null,
    error?.param ?? null,
  );
}
