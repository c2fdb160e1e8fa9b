/**
 * The lines of an item's tooltip after its name, in the game's order, from its record alone: the
 * record's `tooltip` lines when a source gives them, else lines written from its fields (damage,
 * speed, DPS, armour, stats, sockets, durability, classes, required level, effects), worded as
 * the French client words them. The tooltip box (tooltip.ts) draws them, the page's description
 * (describe.ts) quotes the main ones.
 */
import { BONDING_NAMES } from "../contract/enums.ts";
import type { ApiShape } from "../contract/schemas.ts";
import { num } from "./format.ts";

export type TooltipLine = ApiShape<"tooltip_line">;
type Item = ApiShape<"item">;

const decimals = (value: number, digits: number) => value.toFixed(digits).replace(".", ",");
const plain = (text: string, right: string | null = null): TooltipLine => ({ text, right, lang: "fr", kind: "plain" });
/** The no-break space the French lines put before « : » and « % », as the importer writes them. */
const NBSP = "\u00a0";
export const statText = (s: ApiShape<"item_stat">) => `+${s.value} ${s.name}`;

/** The lines the fields of an item say, for an item whose sources give no tooltip lines. */
function linesOfFields(r: Item): TooltipLine[] {
  const [weapon, ...extra] = r.damage ?? [];
  return [
    ...(weapon ? [plain(`Dégâts${NBSP}: ${weapon.min} - ${weapon.max}`, r.speed != null ? `Vitesse ${decimals(r.speed, 2)}` : null)] : []),
    ...extra.map((d) => plain(`+${d.min} - ${d.max} points de dégâts (${d.school_name})`)),
    ...(r.dps != null ? [plain(`(${decimals(r.dps, 1)} dégâts par seconde)`)] : []),
    ...(r.armor != null ? [plain(`Armure${NBSP}: ${num(r.armor)}`)] : []),
    ...(r.block != null ? [plain(`Bloquer${NBSP}: ${r.block}`)] : []),
    ...(r.stats ?? []).map((s) => plain(statText(s))),
    ...(r.sockets ?? []).map((s) => plain(s.color_name)),
    ...(r.durability != null ? [plain(`Durabilité ${r.durability} / ${r.durability}`)] : []),
    ...(r.classes?.length ? [plain(`Classes${NBSP}: ${r.classes.map((c) => c.name).join(", ")}`)] : []),
    ...(r.required_level && r.required_level > 1 ? [plain(`Niveau ${r.required_level} requis`)] : []),
    ...(r.effects ?? []).map((e): TooltipLine => ({
      text: `${e.trigger_name}${NBSP}: ${e.text}`,
      right: null,
      lang: e.lang,
      kind: "effect",
    })),
  ];
}

/** The item's lines after its name: its tooltip's, else those its fields say. */
export function itemLinesOf(r: Item): TooltipLine[] {
  return r.tooltip?.length ? r.tooltip : linesOfFields(r);
}

/** Whether the item's lines are its sources' whole tooltip (bonding, slot, levels included). */
export const hasSourceLines = (r: Item): boolean => Boolean(r.tooltip?.length);

/** The lines that open a tooltip before what the item does: item level, bonding, « Unique ». */
function isHeader(l: TooltipLine): boolean {
  const text = l.text.replace(/\u00a0/g, " ");
  return /^Niveau d'objet \d+$/.test(text) || BONDS.has(text) || /^Unique\b/.test(text);
}
const BONDS = new Set([...Object.values(BONDING_NAMES), "Lié au compte"]);

/** The lines that say what an item is and does, for a short description: its slot and type
 * first, then its damage, armour, stats and effects; not its header lines, set pieces or flavour. */
export function mainLinesOf(r: Item): TooltipLine[] {
  const lines = itemLinesOf(r).filter((l) => (l.kind === "plain" || l.kind === "effect") && !isHeader(l));
  return hasSourceLines(r) || !(r.slot_name || r.type_name)
    ? lines
    : [plain(r.slot_name ?? r.type_name ?? "", r.slot_name ? r.type_name : null), ...lines];
}
