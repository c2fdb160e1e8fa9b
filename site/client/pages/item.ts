/** The page of an item: its tooltip, then where it comes from and what it is used for. */
import { html, type Markup } from "../html.ts";
import { chance, facts, link, money, named, num, refList, section, table, type Rec } from "../format.ts";
import { pagedTable } from "../more.ts";
import { guides, heading } from "./common.ts";
import { BONDING_NAMES, label } from "../../../contract/enums.ts";

function tooltip(r: Rec): Markup {
  const stats = (r.stats ?? []) as Rec[];
  return html`<div class="tooltip">
    <p class="q-${r.quality ?? "common"} tt-name">${r.name}</p>
    ${r.bonding ? html`<p>${label(BONDING_NAMES, r.bonding)}</p>` : ""}
    ${r.slot_name || r.type_name ? html`<p class="tt-slot"><span>${r.slot_name ?? ""}</span><span>${r.type_name ?? ""}</span></p>` : ""}
    ${(r.tooltip ?? []).map((line: string) => html`<p>${line}</p>`)}
    ${stats.length && !(r.tooltip ?? []).length ? stats.map((s) => html`<p>+${s.value} ${s.name}</p>`) : ""}
    ${r.socket_bonus?.length ? html`<p class="tt-bonus">Bonus de sertissage : ${r.socket_bonus.map((s: Rec) => `+${s.value} ${s.name}`).join(", ")}</p>` : ""}
    ${r.required_level ? html`<p>Niveau ${r.required_level} requis</p>` : ""}
    ${r.description ? html`<p class="tt-description">« ${r.description} »</p>` : ""}
    ${r.sell_price ? html`<p>Prix de vente : ${money(r.sell_price)}</p>` : ""}
  </div>`;
}

export function itemPage(r: Rec): Markup {
  return html`${heading(r, "Objet")}
    <div class="columns">
      ${tooltip(r)}
      ${facts([
        ["Qualité", html`<span class="q-${r.quality}">${r.quality_name}</span>`],
        ["Niveau d'objet", r.item_level],
        ["Niveau requis", r.required_level],
        ["Emplacement", r.slot_name],
        ["Type", r.type_name],
        ["Par pile", r.stack_size > 1 ? r.stack_size : null],
        ["Ensemble", r.item_set ? link(r.item_set) : null],
        ["Démarre la quête", r.starts_quest ? link(r.starts_quest) : null],
        ["Utile au voleur", r.rogue ? "oui" : null],
      ])}
    </div>
    ${section(
      "Laissé par",
      pagedTable(
        r.dropped_by,
        ["Source", "Lieu", "Chance"],
        (d: Rec) => [named(d.source, d.name), d.instance ? link(d.instance) : "", html`<span class="chance">${chance(d.chance)}</span>`],
        "loot",
      ),
      "dropped-by",
    )}
    ${section(
      "Vendu par",
      table(
        ["Marchand", "Prix"],
        (r.sold_by ?? []).map((s: Rec) => [
          named(s.npc, s.name),
          s.cost?.items?.length
            ? html`${s.cost.items.map((i: Rec, n: number) => html`${n ? ", " : ""}${i.quantity} × ${named(i.item, i.name)}`)}`
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
        (r.created_by ?? []).map((c: Rec) => [link(c.spell), c.profession_name ?? "", c.skill_level ?? "", c.quantity ?? ""]),
      ),
    )}
    ${section("Ouvre", refList(r.opens))} ${section("Composant de", refList(r.reagent_for))}
    ${section("Invoque", refList((r.summons ?? []).map((s: Rec) => s.npc)))} ${guides(r)}`;
}
