/**
 * The talent spells of the wow-classic-items package (data/json/talents.json: TBC Classic
 * talents and the ranks they lead to): spell id, English name, "Rank N" and the class in
 * "Requires Rogue (Combat)". English only: no French spell name is staged anywhere.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

export interface NamedSpell {
  id: number;
  name: string;
  rank: number | null;
  /** English class name of the "Requires ..." line, e.g. "Rogue". */
  className: string | null;
}

interface Tooltip { label: string }

export function readWowClassicTalents(path = defaultPath()): NamedSpell[] {
  const rows = JSON.parse(readFileSync(path, "utf8")) as { id: number; name: string; tooltip?: Tooltip[] }[];
  return rows.flatMap((r) => {
    if (typeof r.id !== "number" || !r.name) return [];
    const labels = (r.tooltip ?? []).map((t) => t.label);
    const rank = labels.map((l) => /^Rank (\d+)$/.exec(l)).find(Boolean);
    const cls = labels.map((l) => /^Requires ([A-Z][a-z]+(?: [A-Z][a-z]+)?)(?: \(|$)/.exec(l)).find(Boolean);
    return [{ id: r.id, name: r.name.trim(), rank: rank ? Number(rank[1]) : null, className: cls ? cls[1]! : null }];
  });
}

function defaultPath(): string {
  return createRequire(import.meta.url).resolve("wow-classic-items/data/json/talents.json");
}
