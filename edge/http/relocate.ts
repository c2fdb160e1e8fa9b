/**
 * A build served from another address than the one it was built for (a mirror of a copied
 * dist/, `npm run serve -- --base-url`): every address of the build's site in an answer — body,
 * Link header, doc_url — becomes the served one. Files are rewritten as text, the build's
 * addresses matched whole (longest first, and not when the address goes on with more host or
 * port), so `https://x/v1` is the API's and `https://x` alone the site's.
 */
import type { Addresses } from "../../contract/addresses.ts";

export interface Relocation {
  /** the served addresses */
  readonly to: Addresses;
  text(text: string): string;
  /** The same bytes when they hold no address of the build, so their ETag stays the build's. */
  bytes(bytes: Uint8Array): Uint8Array;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** How `from` (the build's addresses) becomes `to`, or null when nothing changes. */
export function relocationBetween(from: Addresses, to: Addresses): Relocation | null {
  const keys = ["base_url", "docs_url", "site_url", "media_url"] as const;
  if (keys.every((key) => from[key] === to[key])) return null;
  const map = new Map<string, string>();
  // Longest first: an address that starts with another (the site's origin) is matched whole.
  for (const key of [...keys].sort((a, b) => from[b].length - from[a].length)) {
    if (!map.has(from[key])) map.set(from[key], to[key]);
  }
  // Not followed by more host or port (`.org`, `:8443`); a full stop ending a sentence is fine.
  const pattern = new RegExp(`(?:${[...map.keys()].map(escape).join("|")})(?![\\w:@-]|\\.[\\w-])`, "g");
  const first = [...map.keys()].filter((address, _, all) => !all.some((other) => other !== address && address.startsWith(other)));
  const text = (value: string) =>
    first.some((address) => value.includes(address)) ? value.replace(pattern, (address) => map.get(address)!) : value;
  return {
    to,
    text,
    bytes(bytes) {
      const before = decoder.decode(bytes);
      const after = text(before);
      return after === before ? bytes : encoder.encode(after);
    },
  };
}

/** The addresses of a mirror at `baseUrl` (ending in /v1): docs and site on its own origin
 * (`/docs`, `/`), icons where the build put them (an outside host). */
export function mirrorAddresses(baseUrl: string, built: Addresses): Addresses {
  const base = baseUrl.replace(/\/+$/, "");
  const origin = base.replace(/\/v1$/, "");
  return { base_url: base, docs_url: `${origin}/docs`, site_url: origin, media_url: built.media_url, map_url: built.map_url };
}
