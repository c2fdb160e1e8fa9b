/**
 * LibBabble-Faction-3.0 (bundled by the Factionizer addon): reputation names keyed by their
 * English name, with one table per client locale, read as LibBabble-Boss is. Turned around, it
 * gives the English name of a French faction name.
 */
import { readBabbleFrench } from "./libbabble-boss.ts";

export interface BabbleFactions {
  /** French name, lower case -> English name */
  english: Map<string, string>;
  /** English name -> French name */
  french: Map<string, string>;
}

export function readBabbleFactions(path: string): BabbleFactions {
  const french = readBabbleFrench(path);
  return { english: englishByFrench(french), french };
}

/** French faction name (lower case) -> English name; a French name two English names share is left out. */
export function englishByFrench(french: Map<string, string>): Map<string, string> {
  const out = new Map<string, string>();
  const shared = new Set<string>();
  for (const [english, name] of french) {
    const key = name.toLowerCase();
    if (out.has(key) && out.get(key) !== english) shared.add(key);
    out.set(key, english);
  }
  for (const key of shared) out.delete(key);
  return out;
}
