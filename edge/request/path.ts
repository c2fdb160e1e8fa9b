/**
 * The route path of a request: what follows /v1, or null when the address cannot be an API
 * route. Only plain segments pass (letters, digits, `.`, `_`, `-`; no empty segment, no `.` or
 * `..`, nothing percent-encoded, no backslash): path tricks end in route_unknown before any file
 * key is built. A single trailing slash is tolerated.
 */
import { API_PREFIX } from "../api/site.ts";

const SEGMENT = /^[A-Za-z0-9._-]+$/;

export function routePathOf(pathname: string): string | null {
  if (pathname === API_PREFIX || pathname === `${API_PREFIX}/`) return "/";
  if (!pathname.startsWith(`${API_PREFIX}/`)) return null;
  let path = pathname.slice(API_PREFIX.length);
  if (path.endsWith("/")) path = path.slice(0, -1);
  const segments = path.slice(1).split("/");
  if (segments.some((s) => !SEGMENT.test(s) || s === "." || s === "..")) return null;
  return path;
}
