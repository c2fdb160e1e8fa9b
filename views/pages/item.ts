/** The page of an item: its tooltip, then where it comes from and what it is used for. */
import type { RecordOf } from "../../contract/schemas.ts";
import { html, type Markup } from "../html.ts";
import { facts, link, named, num, refList, section, table } from "../format.ts";
import { pagedTable } from "../tables.ts";
import { tooltipOf } from "../tooltip.ts";
import { guides, heading } from "./common.ts";
import { DROPPED_BY } from "./paged.ts";

export function itemPage(r: RecordOf<"item">): Markup {
  return html`${heading(r)}
    <div class="columns">
      ${tooltipOf(r)}
      ${facts([
        ["Qualité", html`<span class="q-${r.quality}">${r.quality_name}</span>`],
        ["Niveau d'objet", r.item_level],
        ["Niveau requis", r.required_level],
        ["Emplacement", r.slot_name],
        ["Type", r.type_name],
        ["Par pile", (r.stack_size ?? 0) > 1 ? r.stack_size : null],
        ["Ensemble", r.item_set ? link(r.item_set) : null],
        ["Démarre la quête", r.starts_quest ? link(r.starts_quest) : null],
        ["Utile au voleur", r.rogue ? "oui" : null],
      ])}
    </div>
    ${section("Laissé par", pagedTable(r.dropped_by, "dropped-by", DROPPED_BY), "dropped-by")}
    ${section(
      "Vendu par",
      table(
        ["Marchand", "Prix"],
        (r.sold_by ?? []).map((s) => [
          named(s.npc, s.name),
          s.cost?.items?.length
            ? html`${s.cost.items.map((i, n) => html`${n ? ", " : ""}${i.quantity} × ${named(i.item, i.name)}`)}`
            : s.cost?.honor
              ? `${num(s.cost.honor)} points d'honneur`
              : "",
        ]),
      ),
    )}
    ${section("Récompense de", refList(r.reward_of))}
    ${section(
      "Créé par",
      table(
        ["Recette", "Métier", "Compétence", "Quantité"],
        (r.created_by ?? []).map((c) => [link(c.spell), c.profession_name ?? "", c.skill_level ?? "", c.quantity ?? ""]),
      ),
    )}
    ${section("Ouvre", refList(r.opens))} ${section("Composant de", refList(r.reagent_for))}
    ${section("Invoque", refList((r.summons ?? []).map((s) => s.npc)))} ${guides(r)}`;
}
