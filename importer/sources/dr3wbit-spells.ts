/**
 * Dr3wbit/wow_classic_projects tools/scraping/js/spells.js (a Wowhead Classic scrape): the
 * spells classic items and recipes use, `{id: {i, n: English name, t: English tooltip text}}`;
 * an entry has a name, a text or both.
 */
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";

export interface ScrapedSpell {
  spellId: number;
  name: string | null;
  text: string | null;
}

export function readScrapedSpells(path: string): ScrapedSpell[] {
  const raw = readFileSync(path);
  const js = (path.endsWith(".gz") ? gunzipSync(raw) : raw).toString("utf8");
  const data = JSON.parse(js.slice(js.indexOf("{"), js.lastIndexOf("}") + 1)) as Record<string, { i?: number; n?: string; t?: string }>;
  return Object.entries(data).flatMap(([id, s]) => {
    const spellId = Number(s.i ?? id);
    const name = s.n?.trim() || null,
      text = s.t?.trim() || null;
    return Number.isInteger(spellId) && spellId > 0 && (name || text) ? [{ spellId, name, text }] : [];
  });
}
