/**
 * LibBabble-Boss-3.0: boss names keyed by their English name, the base table
 * (`lib:SetBaseTranslations { … }`) then one table per client locale
 * (`elseif GAME_LOCALE == "frFR" then lib:SetCurrentTranslations { … }`). Only the French one is read.
 */
import { parseLuaTable, readLuaText } from "../formats/lua-table.ts";

/** English boss name -> French name. */
export function readBabbleBossFrench(path: string): Map<string, string> {
  return readBabbleFrench(path);
}

/** The French table of a LibBabble library (bosses, factions): English name -> French name. */
export function readBabbleFrench(path: string): Map<string, string> {
  const text = readLuaText(path);
  const at = text.search(/GAME_LOCALE\s*==\s*"frFR"\s*then\s*lib:SetCurrentTranslations\s*\{/);
  const out = new Map<string, string>();
  if (at < 0) return out;
  for (const [english, french] of parseLuaTable(text.slice(text.indexOf("{", at)))) {
    if (typeof english === "string" && typeof french === "string") out.set(english, french.trim());
  }
  return out;
}
