/** The page of a quest: levels, side, givers and enders, texts, requirements, rewards, chain. */
import type { ApiShape, RecordOf } from "../../contract/schemas.ts";
import { html, raw, type Markup } from "../html.ts";
import { facts, link, money, named, num, refList, section, table, type Ref } from "../format.ts";
import { guides, heading } from "./common.ts";

const text = (t: string | null | undefined): Markup => (t ? html`<p class="text">${t}</p>` : raw(""));

function givers(list: ApiShape<"quest_giver">[]): Markup | null {
  if (!list?.length) return null;
  return html`<ul class="refs">
    ${list.map(
      (g) =>
        html`<li>
          ${named(g.record, g.name)}${g.instance ? html` — ${link(g.instance)}` : g.zones?.length ? ` — ${g.zones.join(", ")}` : ""}
        </li>`,
    )}
  </ul>`;
}

function rewards(w: ApiShape<"quest">["rewards"] | null): Markup | null {
  if (!w) return null;
  const items = (list: ApiShape<"item_quantity">[]) =>
    html`<ul class="refs">
      ${list.map((i) => html`<li>${i.quantity > 1 ? `${i.quantity} × ` : ""}${named(i.item, i.name)}</li>`)}
    </ul>`;
  const body = html` ${
    w.items?.length
      ? html`<h3>Vous recevrez</h3>
          ${items(w.items)}`
      : ""
  }
  ${
    w.choices?.length
      ? html`<h3>Vous pourrez choisir parmi</h3>
          ${items(w.choices)}`
      : ""
  }
  ${facts([
    ["Argent", w.money ? money(w.money) : null],
    ["Argent au niveau maximal", w.money_max_level ? money(w.money_max_level) : null],
    ["Expérience", w.xp ? num(w.xp) : null],
    ["Sort", w.spell ? named(w.spell.spell, w.spell.name) : null],
    ["Titre", w.title],
    ["Honneur", w.honor ? num(w.honor) : null],
    ["Points d'arène", w.arena],
    ["Points de talent", w.talents],
  ])}
  ${
    w.reputation?.length
      ? html`<h3>Réputation</h3>
          <ul class="refs">
            ${w.reputation.map((x) => html`<li>${named(x.faction, x.name)} : ${x.value > 0 ? "+" : ""}${num(x.value)}</li>`)}
          </ul>`
      : ""
  }`;
  return String(body).trim() ? body : null;
}

function chain(c: ApiShape<"quest">["chain"]): Markup | null {
  if (!c) return null;
  const parts: [string, Ref[]][] = [
    ["Précédée de", c.previous],
    ["Suit", c.follows],
    ["Suivie de", c.next],
    ["Mène directement à", c.direct],
    ["Exclusive avec", c.exclusive],
    ["Du même groupe", c.group],
  ];
  const body = html`${parts
    .filter(([, l]) => l?.length)
    .map(
      ([label, l]) =>
        html`<h3>${label}</h3>
          ${refList(l)}`,
    )}${c.opened_by ? html`<p>Ouverte par ${link(c.opened_by)}</p>` : ""}`;
  return String(body).trim() ? body : null;
}

export function questPage(r: RecordOf<"quest">): Markup {
  return html`${heading(r)}
  ${facts([
    ["Niveau", r.level],
    ["Niveau requis", r.required_level],
    ["Niveau maximal", r.max_level],
    ["Camp", r.side_name],
    ["Type", r.type_name],
    ["Catégorie", r.category?.name],
    ["Instance", r.instance ? link(r.instance) : null],
    ["Joueurs", r.players],
    ["Limite de temps", r.time_limit_text],
    ["Races", r.races],
    ["Classes", r.classes],
    ["Métier", r.skill ? `${r.skill.name} (${r.skill.level})` : null],
    ["Journalière", r.daily ? "oui" : null],
    ["Hebdomadaire", r.weekly ? "oui" : null],
    ["Répétable", r.repeatable ? "oui" : null],
    ["Partageable", r.shareable ? "oui" : null],
  ])}
  ${section("Début", givers(r.starts))} ${section("Fin", givers(r.ends))} ${section("Objectifs", r.objectives ? text(r.objectives) : null)}
  ${section(
    "Conditions",
    table(
      ["Quoi", "Quantité"],
      (r.requirements ?? []).map((q) => [named(q.record, q.name), q.quantity ?? ""]),
    ),
  )}
  ${section("Description", r.description ? text(r.description) : null)} ${section("Progression", r.progress ? text(r.progress) : null)}
  ${section("Achèvement", r.completion ? text(r.completion) : null)} ${section("Récompenses", rewards(r.rewards))}
  ${section("Suite de quêtes", chain(r.chain))} ${guides(r)}`;
}
