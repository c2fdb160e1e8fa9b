/**
 * Reading the API from the page: its address comes from the shell page (written at build time:
 * host-relative when the API and the site share a host), and every record's `api_url` or `url`
 * is turned into an address on that base or a host-relative page link.
 */
import { RESOURCES } from "../../contract/resources.ts";

const META = document.querySelector<HTMLMetaElement>('meta[name="grimoire-api"]');
/** the API's base, e.g. `/v1` or `https://api.example/v1` */
export const API_BASE = (META?.content ?? "/v1").replace(/\/+$/, "");
const BASE_PATH = new URL(API_BASE, location.href).pathname.replace(/\/+$/, "");

/** A failed answer of the API, with what the page needs to say it. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfter: number | null = null,
  ) {
    super(message);
  }
}

/** An API address (`{base_url}/classic/npcs/639/loot`) on the base this page reads. */
export function apiAddress(apiUrl: string): string {
  const url = new URL(apiUrl, location.href);
  const path = url.pathname.startsWith(BASE_PATH + "/") ? url.pathname.slice(BASE_PATH.length) : url.pathname;
  return API_BASE + path + url.search;
}

/** A record's public `url` as a host-relative link, so a copied site works on any host. */
export function pageLink(url: string): string {
  const u = new URL(url, location.href);
  return u.pathname + u.search;
}

/** The API path of the record shown at `/{version}/{keyType}/{id}`, or null. */
export function recordApiPath(version: string, keyType: string, id: string): string | null {
  const res = RESOURCES.find((r) => r.keyType === keyType);
  return res ? `/${version}/${res.segment}/${id}` : null;
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
  const error = (body as { error?: { code?: string; message?: string } } | null)?.error;
  const retry = response.headers.get("Retry-After");
  throw new ApiFailure(
    response.status,
    error?.code ?? "http_" + response.status,
    error?.message ?? `L'API a répondu par une erreur ${response.status}.`,
    retry ? Number(retry) : null,
  );
}
