/**
 * French labels of aowow's static/js/locale_frfr.js (a 3.3.5 database site): zone names
 * (`g_zones`), reputations (the `faction` filter list and the `g_faction_categories` groups),
 * the reputation menu (`mn_factions`: which group sits under which) and quest categories
 * (`g_quest_sorts`), talent trees (`g_chr_specs`, `g_pet_types`). They name what the 2.4.3 client
 * tables lack: Northrend and its factions, the death knight's and the hunter pets' talent trees.
 */
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";

export interface AowowLocale {
  zones: Map<number, string>;
  factions: Map<number, string>;
  /** reputation groups (`g_faction_categories`) */
  factionGroups: Set<number>;
  /** faction group -> the menu group it is listed under */
  factionParents: Map<number, number>;
  /** QuestSort id (positive) -> name */
  questSorts: Map<number, string>;
  /** ChrClasses id -> French names of its three talent trees, in tree order (`g_chr_specs`) */
  talentTrees: Map<number, string[]>;
  /** hunter pet talent trees by pet type, 0 ferocity, 1 tenacity, 2 cunning (`g_pet_types`) */
  petTalentTrees: Map<number, string>;
}

export function readAowowLocale(path: string): AowowLocale {
  const raw = readFileSync(path);
  const js = (path.endsWith(".gz") ? gunzipSync(raw) : raw).toString("utf8");
  const groups = pairs(block(js, /^var g_faction_categories = \{/m, "}"), /(\d+):\s*'((?:[^'\\]|\\.)*)'/g);
  const factions = new Map<number, string>(groups);
  // The filter list: [id, "name"] pairs, with [null, "section"] headers that are not factions.
  for (const [id, name] of pairs(bracketed(js, /^\s*faction:\s*\[/m), /\[\s*(\d+),\s*"((?:[^"\\]|\\.)*)"\]/g)) factions.set(id, name);
  const factionParents = new Map<number, number>();
  // mn_factions rows: [group, "name", , [[child, "name"], ...]]
  for (const m of block(js, /^var mn_factions = \[/m, "];").matchAll(/^\s*\[(\d+),"[^"]*",,\[(.*)\]\],?$/gm)) {
    for (const c of m[2]!.matchAll(/\[(\d+),"/g)) factionParents.set(Number(c[1]), Number(m[1]));
  }
  return {
    zones: new Map(pairs(block(js, /^var g_zones = \{/m, "};"), /(\d+):\s*'((?:[^'\\]|\\.)*)'/g)),
    factions,
    factionGroups: new Set(groups.map(([id]) => id).filter((id) => id > 0)),
    factionParents,
    // Journal categories are the negative keys; below -1000 are aowow's own holiday groups.
    questSorts: new Map(
      pairs(block(js, /^var g_quest_sorts = \{/m, "};"), /"(-\d+)":\s*'((?:[^'\\]|\\.)*)'/g)
        .filter(([k]) => k > -1000)
        .map(([k, v]) => [-k, v]),
    ),
    talentTrees: new Map(
      [...block(js, /^var g_chr_specs = \{/m, "};").matchAll(/^\s*(\d+):\s*\[(.*)\]/gm)].map((m) => [
        Number(m[1]),
        [...m[2]!.matchAll(/'((?:[^'\\]|\\.)*)'/g)].map((n) => n[1]!.replace(/\\(.)/g, "$1").trim()),
      ]),
    ),
    petTalentTrees: new Map(pairs(block(js, /^var g_pet_types = \{/m, "};"), /(\d+):\s*'((?:[^'\\]|\\.)*)'/g)),
  };
}

/** The text from a start pattern to the first `end` after it (empty when absent). */
function block(js: string, start: RegExp, end: string): string {
  const m = start.exec(js);
  if (!m) return "";
  const stop = js.indexOf(end, m.index + m[0].length);
  return js.slice(m.index + m[0].length, stop < 0 ? js.length : stop);
}

/** The text of the array literal whose `[` ends the start pattern, up to its matching `]`. */
function bracketed(js: string, start: RegExp): string {
  const m = start.exec(js);
  if (!m) return "";
  let depth = 0;
  let quote: string | null = null;
  for (let i = m.index + m[0].length - 1; i < js.length; i++) {
    const c = js[i]!;
    if (quote) {
      if (c === "\\") i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === "[") depth++;
    else if (c === "]" && --depth === 0) return js.slice(m.index + m[0].length, i);
  }
  return js.slice(m.index + m[0].length);
}

function pairs(text: string, re: RegExp): [number, string][] {
  return [...text.matchAll(re)].map((m) => [Number(m[1]), m[2]!.replace(/\\(.)/g, "$1").trim()]);
}
