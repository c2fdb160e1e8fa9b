/**
 * The talent list of wow-classic-items (data/json/talents.json): every rank of every talent
 * with its English name, "Rank N", the class of "Requires Rogue (Combat)" and the tooltip text
 * after that line. Its talents are those of TBC Classic (Mutilate, Earth Shield are in it), not
 * of 1.12, whatever the staged folder is called.
 */
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { classCode } from "../codes.ts";

export interface NamedSpell {
  id: number;
  name: string;
  rank: number | null;
  /** English class name of the "Requires ..." line, e.g. "Rogue". */
  className: string | null;
  /** English tooltip lines after the "Requires" line, joined by newlines. */
  description: string | null;
}

interface Tooltip {
  label: string;
}

export function readWowClassicTalents(path: string): NamedSpell[] {
  const raw = readFileSync(path);
  const rows = JSON.parse((path.endsWith(".gz") ? gunzipSync(raw) : raw).toString("utf8")) as {
    id: number;
    name: string;
    tooltip?: Tooltip[];
  }[];
  return rows.flatMap((r) => {
    if (typeof r.id !== "number" || !r.name) return [];
    const labels = (r.tooltip ?? []).map((t) => t.label);
    const rank = labels.map((l) => /^Rank (\d+)$/.exec(l)).find(Boolean);
    const cls = labels.map((l) => /^Requires ([A-Z][a-z]+(?: [A-Z][a-z]+)?)(?: \(|$)/.exec(l)?.[1]).find((c) => classCode(c));
    // The tooltip text follows the last "Requires" line (class, weapon, form or level).
    const last = labels.reduce((at, l, i) => (l.startsWith("Requires ") ? i : at), -1);
    const text =
      last >= 0
        ? labels
            .slice(last + 1)
            .map((l) =>
              l
                .replace(/\u00a0/g, " ")
                .replace(/ {2,}/g, " ")
                .trim(),
            )
            .filter(Boolean)
            .join("\n")
        : "";
    return [{ id: r.id, name: r.name.trim(), rank: rank ? Number(rank[1]) : null, className: cls ?? null, description: text || null }];
  });
}
