/**
 * The route path of a request: what follows /v1, or null when the address cannot be an API
 * route. The path is split on `/` first, then each segment is percent-decoded once, so
 * `/v1/%63lassic/npcs` is the classic list and an encoded `/` never separates segments. A
 * segment that does not decode, is empty, is `.` or `..`, or holds a `/`, a `\` or a control
 * character ends in route_unknown; anything else is routed, and the route's own checks (known
 * version, numeric id, literal segments) decide. File keys are only ever built from route
 * pieces that passed those checks. A single trailing slash is tolerated.
 * Paths outside /v1 are web pages (webPathOf), decoded by the same rules.
 */
import { API_PREFIX } from "../../contract/addresses.ts";

/** Characters no segment may hold once decoded. */
const FORBIDDEN = /[/\\\u0000-\u001f\u007f]/;

function decoded(segment: string): string | null {
  let text: string;
  try {
    text = decodeURIComponent(segment);
  } catch {
    return null; // a lone % or bytes that are not UTF-8
  }
  if (text === "" || text === "." || text === ".." || FORBIDDEN.test(text)) return null;
  return text;
}

export function routePathOf(pathname: string): string | null {
  if (!pathname.startsWith("/")) return null;
  let path = pathname.slice(1);
  if (path.endsWith("/")) path = path.slice(0, -1);
  const segments = path.split("/").map(decoded);
  if (segments.some((s) => s === null)) return null;
  const [prefix, ...rest] = segments as string[];
  if (`/${prefix}` !== API_PREFIX) return null;
  return rest.length === 0 ? "/" : `/${rest.join("/")}`;
}

/** A path outside the API, decoded segment by segment as above and with its trailing slash
 * kept (`/docs/` is a folder's page): `/docs/erreurs`, `/`; null when a segment is refused. */
export function webPathOf(pathname: string): string | null {
  if (!pathname.startsWith("/")) return null;
  if (pathname === "/") return "/";
  const folder = pathname.endsWith("/");
  const segments = pathname
    .slice(1, folder ? -1 : undefined)
    .split("/")
    .map(decoded);
  if (segments.some((s) => s === null)) return null;
  return `/${segments.join("/")}${folder ? "/" : ""}`;
}
