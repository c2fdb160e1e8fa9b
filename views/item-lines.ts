/**
 * The lines of an item's tooltip after its name, in the game's order, from its record alone: the
 * record's `tooltip` lines when a source gives them, else lines written from its fields (damage,
 * speed, DPS, armour, stats, sockets, durability, classes, required level, effects), worded as
 * the French client words them. The tooltip box (tooltip.ts) draws them, the page's description
 * (describe.ts) quotes the main ones.
 */
import { BONDING_NAMES, label } from "../contract/enums.ts";
import type { ApiShape } from "../contract/schemas.ts";

export type TooltipLine = ApiShape<"tooltip_line">;
type Item = ApiShape<"item">;

const decimals = (value: number, digits: number) => value.toFixed(digits).replace(".", ",");
const plain = (text: string, right: string | null = null): TooltipLine => ({ text, right, lang: "fr", kind: "plain" });
export const statText = (s: ApiShape<"item_stat">) => `+${s.value} ${s.name}`;

/** The lines the fields of an item say, for an item whose sources give no tooltip lines. */
function linesOfFields(r: Item): TooltipLine[] {
  const [weapon, ...extra] = r.damage ?? [];
  return [
    ...(weapon ? [plain(`Dégâts : ${weapon.min} - ${weapon.max}`, r.speed != null ? `Vitesse ${decimals(r.speed, 2)}` : null)] : []),
    ...extra.map((d) => plain(`+${d.min} - ${d.max} points de dégâts (${d.school_name})`)),
    ...(r.dps != null ? [plain(`(${decimals(r.dps, 1)} dégâts par seconde)`)] : []),
    ...(r.armor != null ? [plain(`Armure : ${r.armor}`)] : []),
    ...(r.block != null ? [plain(`Bloquer : ${r.block}`)] : []),
    ...(r.stats ?? []).map((s) => plain(statText(s))),
    ...(r.sockets ?? []).map((s) => plain(s.color_name)),
    ...(r.durability != null ? [plain(`Durabilité ${r.durability} / ${r.durability}`)] : []),
    ...(r.classes?.length ? [plain(`Classes : ${r.classes.map((c) => c.name).join(", ")}`)] : []),
    ...(r.required_level && r.required_level > 1 ? [plain(`Niveau ${r.required_level} requis`)] : []),
    ...(r.effects ?? []).map((e): TooltipLine => ({ text: `${e.trigger_name} : ${e.text}`, right: null, lang: e.lang, kind: "effect" })),
  ];
}

/** The item's lines after its name: its tooltip's, else those its fields say. */
export function itemLinesOf(r: Item): TooltipLine[] {
  return r.tooltip?.length ? r.tooltip : linesOfFields(r);
}

/** The lines that say what an item does, for a short description: not its bonding, « Unique »,
 * slot and type, set pieces or flavour text, which the description says otherwise or leaves out. */
export function mainLinesOf(r: Item): TooltipLine[] {
  const bonding = label(BONDING_NAMES, r.bonding);
  return itemLinesOf(r).filter(
    (l) =>
      (l.kind === "plain" || l.kind === "effect") &&
      l.text !== bonding &&
      l.text !== "Lié au compte" &&
      !l.text.startsWith("Unique") &&
      l.text !== r.slot_name,
  );
}
