/**
 * WhatsTraining's Turtle lists (classic/whatstraining/Turtle/<Class>.lua): the 1.12-based spell
 * lists of one class with English name, rank subtext, level and icon. Turtle-WoW adds spells of
 * its own, so callers keep only the ids another classic source shows.
 */
import { classCode } from "../codes.ts";
import { readAssignments, readLuaText } from "../formats/lua-table.ts";
import { iconName } from "../icon-name.ts";

export interface TurtleSpell {
  spellId: number;
  class: string | null;
  name: string;
  rank: number | null;
  level: number | null;
  icon: string | null;
}

export function readTurtleSpells(path: string): TurtleSpell[] {
  const out: TurtleSpell[] = [];
  for (const [target, byLevel] of readAssignments(readLuaText(path))) {
    const cls = classCode(/\["([^"]+)"\]/.exec(target)?.[1]);
    for (const spells of byLevel.values()) {
      if (!(spells instanceof Map)) continue;
      for (const s of spells.values()) {
        if (!(s instanceof Map)) continue;
        const id = s.get("id"),
          name = s.get("name"),
          level = s.get("level");
        if (typeof id !== "number" || typeof name !== "string" || !name.trim()) continue;
        const rank = /^Rank (\d+)$/.exec(String(s.get("subText") ?? ""));
        out.push({
          spellId: id,
          class: cls,
          name: name.trim(),
          rank: rank ? Number(rank[1]) : null,
          level: typeof level === "number" ? level : null,
          icon: iconName(String(s.get("icon") ?? "")),
        });
      }
    }
  }
  return out;
}
