/** The page of a spell: what it is, its ranks, talent, glyph or recipe, and who teaches it. */
import type { ApiShape, RecordOf } from "../../contract/schemas.ts";
import { html, type Markup } from "../html.ts";
import { facts, link, named, refList, section, table } from "../format.ts";
import { guides, heading } from "./common.ts";

function recipe(x: ApiShape<"spell">["recipe"]): Markup | null {
  if (!x) return null;
  return html`${facts([
    ["Métier", x.profession_name],
    ["Compétence", x.skill_level],
    [
      "Crée",
      x.creates ? html`${(x.creates.quantity ?? 0) > 1 ? `${x.creates.quantity} × ` : ""}${named(x.creates.item, x.creates.name)}` : null,
    ],
  ])}${table(
    ["Composant", "Quantité"],
    (x.reagents ?? []).map((g) => [named(g.item, g.name), g.quantity ?? ""]),
  )}`;
}

export function spellPage(r: RecordOf<"spell">): Markup {
  return html`${heading(r, r.rank_name)}
  ${facts([
    ["Nature", r.kind_name],
    ["École", r.school_name],
    ["Classe", r.class_name],
    ["Niveau", r.level],
    ["Coût", r.cost],
    [
      "Talent",
      r.talent
        ? `${r.talent.tree}, rangée ${r.talent.tier}, colonne ${r.talent.column} — rang ${r.talent.rank} sur ${r.talent.max_rank}`
        : null,
    ],
    ["Glyphe", r.glyph ? r.glyph.type_name : null],
    ["Appris par", r.taught_by_item ? link(r.taught_by_item) : null],
  ])}
  ${section("Description", r.description ? html`<p class="text">${r.description}</p>` : r.english_description ? html`<p class="text" lang="en">${r.english_description}</p>` : null)}
  ${section(
    "Rangs",
    table(
      ["Rang", "Sort"],
      (r.ranks ?? []).map((k) => [k.rank, k.spell.id === r.id ? html`<strong>${k.spell.name}</strong>` : link(k.spell)]),
    ),
  )}
  ${section("Recette", recipe(r.recipe))} ${section("Enseigné par", refList(r.trainers))}
  ${section("Récompense de", refList(r.rewarded_by))} ${section("Bonus des ensembles", refList(r.item_sets))} ${guides(r)}`;
}
