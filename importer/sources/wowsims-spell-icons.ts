/**
 * The `spellIcons` list of wowsims/wotlk assets/database/db.json: spell id, English name and
 * icon of the spells the simulator shows (class abilities, talents, procs).
 */
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { iconName } from "../icon-name.ts";

export interface SimSpell {
  spellId: number;
  name: string | null;
  icon: string | null;
}

export function readWowsimsSpellIcons(path: string): SimSpell[] {
  const raw = readFileSync(path);
  const db = JSON.parse((path.endsWith(".gz") ? gunzipSync(raw) : raw).toString("utf8")) as {
    spellIcons?: { id: number; name?: string; icon?: string }[];
  };
  return (db.spellIcons ?? []).flatMap((s) =>
    typeof s.id === "number" && s.id > 0 ? [{ spellId: s.id, name: s.name?.trim() || null, icon: iconName(s.icon) }] : [],
  );
}
