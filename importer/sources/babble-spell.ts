/**
 * French spell names keyed by English name, from the Ace spell-name libraries (no spell ids):
 * Babble-Spell-2.2 (`RegisterTranslations("frFR", function() return {…} end)`, plus a
 * `spellIcons` table name -> icon) and LibBabble-Spell-3.0 (frFR.lua:
 * `lib:SetCurrentTranslations({…})`; its base file holds the `spellIcons` table). French text may
 * be written as Lua byte escapes (`Vol \195\160 la tire`), which the Lua reader decodes.
 */
import { parseLuaTable, readLuaText, type LuaTable } from "../formats/lua-table.ts";
import { iconName } from "../icon-name.ts";

/** English name -> French name. */
export type SpellNames = Map<string, string>;

function tableAfter(text: string, marker: RegExp): LuaTable | null {
  const m = marker.exec(text);
  if (!m) return null;
  const start = text.indexOf("{", m.index + m[0].length - 1);
  return start < 0 ? null : parseLuaTable(text.slice(start));
}

function strings(table: LuaTable | null): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of table ?? []) if (typeof k === "string" && typeof v === "string" && k.trim() && v.trim()) out.set(k.trim(), v.trim());
  return out;
}

function icons(table: LuaTable | null): Map<string, string> {
  const out = new Map<string, string>();
  for (const [name, raw] of strings(table)) {
    const icon = iconName(raw);
    if (icon) out.set(name, icon);
  }
  return out;
}

/** What a spell-name library file holds: French names, icons, or both (Babble-Spell-2.2). */
export interface SpellNameLibrary {
  french: SpellNames;
  /** English name -> icon file name */
  icons: Map<string, string>;
}

/** Any of the library files, read once for both its French names and its icons. */
export function readSpellNameLibrary(path: string): SpellNameLibrary {
  const text = readLuaText(path);
  if (/RegisterTranslations\(/.test(text)) {
    return {
      french: strings(tableAfter(text, /RegisterTranslations\("frFR",\s*function\(\)\s*return\s*\{/)),
      icons: icons(tableAfter(text, /^local spellIcons = \{/m)),
    };
  }
  return { french: libBabble3French(text), icons: icons(tableAfter(text, /local spellIcons = \{/)) };
}

/**
 * The frFR translations of LibBabble-Spell-3.0. Entries marked `-- old` whose "translation" is
 * the English name itself are untranslated leftovers, not French: they are left out.
 */
function libBabble3French(text: string): SpellNames {
  const names = strings(tableAfter(text, /SetCurrentTranslations\(\{/));
  for (const m of text.matchAll(/^\s*\[(["'])(.*?)\1\]\s*=\s*(["'])(.*?)\3\s*,?\s*--\s*old\b/gm)) {
    if (m[2] === m[4]) names.delete(m[2]!);
  }
  return names;
}
