/**
 * The classic data of mirague/wow-talent-calculator (Wowhead Classic): `spells.json`, every rank
 * of every talent ({id: {name, icon, rank, description}}), and `class-spells.json`, class
 * abilities ({id: {name_enus, rank_enus, icon}}). English only.
 */
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { iconName } from "../icon-name.ts";

export interface MirageSpell {
  spellId: number;
  name: string;
  rank: number | null;
  icon: string | null;
  /** English tooltip text; null in the class list */
  description: string | null;
}

function readJson(path: string): Record<string, Record<string, unknown>> {
  const raw = readFileSync(path);
  return JSON.parse((path.endsWith(".gz") ? gunzipSync(raw) : raw).toString("utf8"));
}

const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);

export function readMirageTalentSpells(path: string): MirageSpell[] {
  return Object.entries(readJson(path)).flatMap(([id, s]) => {
    const name = text(s.name);
    if (!name || !Number(id)) return [];
    // Non-breaking spaces separate sentences in Wowhead's texts.
    const description =
      text(s.description)
        ?.replace(/\u00a0/g, " ")
        .replace(/ {2,}/g, " ") ?? null;
    return [{ spellId: Number(id), name, rank: typeof s.rank === "number" ? s.rank : null, icon: iconName(text(s.icon)), description }];
  });
}

export function readMirageClassSpells(path: string): MirageSpell[] {
  return Object.entries(readJson(path)).flatMap(([id, s]) => {
    const name = text(s.name_enus);
    if (!name || !Number(id)) return [];
    const rank = /^Rank (\d+)$/.exec(text(s.rank_enus) ?? "");
    return [{ spellId: Number(id), name, rank: rank ? Number(rank[1]) : null, icon: iconName(text(s.icon)), description: null }];
  });
}
