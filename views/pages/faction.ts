/** The page of a faction: its ranks, rewards, quests and the monsters worth killing. */
import type { RecordOf } from "../../contract/schemas.ts";
import { html, type Markup } from "../html.ts";
import { facts, link, named, num, refList, section, table } from "../format.ts";
import { guides, heading } from "./common.ts";

export function factionPage(r: RecordOf<"faction">): Markup {
  const best = [...(r.monsters ?? [])].sort(
    (a, b) => Math.max(...b.values.map((v) => v.value)) - Math.max(...a.values.map((v) => v.value)),
  );
  return html`${heading(r, null, r.group ? "Groupe de réputations" : "Réputation")}
  ${facts([
    ["Camp", r.side_name],
    ["Fait partie de", r.parent ? named(r.parent.faction, r.parent.name) : null],
  ])}
  ${section("Description", r.description ? html`<p class="text">${r.description}</p>` : null)}
  ${section(
    "Réputation de départ",
    table(
      ["Qui", "Rang", "Valeur"],
      (r.starting_reputation ?? []).map((s) => [s.who, s.rank_name, num(s.value)]),
    ),
  )}
  ${section(
    "Rangs",
    table(
      ["Rang", "De", "À", "Récompenses"],
      (r.ranks ?? []).map((k) => [k.rank_name, num(k.min), num(k.max), k.rewards || ""]),
    ),
  )}
  ${section(
    "Récompenses",
    table(
      ["Objet", "Rang requis", "Vendu par"],
      (r.rewards ?? []).map((w) => [
        named(w.item, w.name),
        w.rank_name,
        html`${(w.vendors ?? []).map((v, i) => html`${i ? ", " : ""}${v.npc ? link(v.npc) : v.name}`)}`,
      ]),
    ),
  )}
  ${section(
    "Quêtes",
    table(
      ["Quête", "Réputation"],
      (r.quests ?? []).map((q) => [
        named(q.quest, q.name),
        `${q.value > 0 ? "+" : ""}${num(q.value)}${q.repeatable ? " (répétable)" : ""}`,
      ]),
    ),
  )}
  ${section(
    "Meilleurs monstres",
    table(
      ["PNJ", "Réputation"],
      best.map((m) => [
        named(m.npc, m.name),
        m.values
          .map(
            (v) =>
              `${v.variant_name ? v.variant_name + " : " : ""}${num(v.value)}${v.until_rank_name ? ` jusqu'à ${v.until_rank_name}` : ""}`,
          )
          .join(" ; "),
      ]),
    ),
  )}
  ${section("Réputations du groupe", refList(r.children))} ${guides(r)}`;
}
