/**
 * Every kind of paged table the record pages show, by the name their « suite » button carries
 * (views/tables.ts): the client lays out the further pages of a table with the same kind.
 */
import { html, type Markup } from "../html.ts";
import { chance, link, named } from "../format.ts";
import type { TableKind } from "../tables.ts";
import { DIFFICULTIES, label } from "../../contract/enums.ts";
import type { ApiShape } from "../../contract/schemas.ts";

export type Loot = ApiShape<"loot">;

/** Difficulties as French words. */
export const difficultiesOf = (codes: readonly string[] | null | undefined): string =>
  (codes ?? []).map((d) => label(DIFFICULTIES, d) ?? d).join(", ");

const lootKind = (l: Loot) =>
  [l.item?.type_name, l.item?.slot_name].filter(Boolean).join(" · ") + (l.quest_item ? " · si la quête est en cours" : "");
const chanceCell = (value: number | null | undefined) => html`<span class="chance">${chance(value)}</span>`;

export const LOOT: TableKind<Loot> = {
  head: ["Objet", "Type", "Chance"],
  row: (l) => [named(l.item, l.name), lootKind(l), chanceCell(l.chance)],
  cls: "loot",
};

export const LOOT_WITH_MODES: TableKind<Loot> = {
  head: ["Objet", "Type", "Difficultés", "Chance"],
  row: (l) => [named(l.item, l.name), lootKind(l), difficultiesOf(l.difficulties), chanceCell(l.chance)],
  cls: "loot",
};

export const DROPPED_BY: TableKind<ApiShape<"drop">> = {
  head: ["Source", "Lieu", "Chance"],
  row: (d) => [named(d.source, d.name), d.instance ? link(d.instance) : "", chanceCell(d.chance)],
  cls: "loot",
};

/** What a vendor asks for an item besides money. */
export function cost(c: ApiShape<"cost"> | null): Markup | string {
  if (!c) return "";
  const parts = [
    ...(c.items ?? []).map((i) => html`${i.quantity} × ${named(i.item, i.name)}`),
    c.honor ? html`${c.honor} points d'honneur` : "",
    c.arena ? html`${c.arena} points d'arène` : "",
    c.personal_rating ? html`cote ${c.personal_rating}` : "",
  ].filter((p) => String(p));
  return html`${parts.map((p, i) => html`${i ? ", " : ""}${p}`)}`;
}

export const SELLS: TableKind<ApiShape<"vendor_item">> = {
  head: ["Objet", "Prix"],
  row: (s) => [named(s.item, s.name), cost(s.cost)],
};

export const TEACHES: TableKind<ApiShape<"spell_summary">> = {
  head: ["Sort", "Niveau"],
  row: (s) => [link(s), s.level ?? ""],
};

export const PAGED_TABLES: Record<string, TableKind> = {
  loot: LOOT,
  "loot-modes": LOOT_WITH_MODES,
  "dropped-by": DROPPED_BY,
  sells: SELLS,
  teaches: TEACHES,
};
