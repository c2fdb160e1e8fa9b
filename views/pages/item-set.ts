/** The page of an item set: its pieces and the bonuses they give together. */
import type { RecordOf } from "../../contract/schemas.ts";
import { html, type Markup } from "../html.ts";
import { facts, link, refList, section, table } from "../format.ts";
import { guides, heading } from "./common.ts";

export function itemSetPage(r: RecordOf<"item_set">): Markup {
  return html`${heading(r)}
  ${facts([
    ["Classe", r.class_name],
    ["Niveau d'objet", r.item_level],
    ["Pièces", r.items_count],
  ])}
  ${section("Pièces", refList(r.items))}
  ${section(
    "Bonus",
    table(
      ["Pièces", "Effet"],
      (r.bonuses ?? []).map((b) => [b.pieces, b.spell ? html`${link(b.spell, b.text)}` : b.text]),
    ),
  )}
  ${guides(r)}`;
}
