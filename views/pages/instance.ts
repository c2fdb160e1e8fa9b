/** The page of an instance: its encounters in order, then the loot of each boss (drawn by the
 * client once every page of the loot list arrived: site/client/after.ts). */
import type { RecordOf } from "../../contract/schemas.ts";
import { html, type Markup } from "../html.ts";
import { facts, levels, named, section, table, type Ref } from "../format.ts";
import { guides, heading, lootTable } from "./common.ts";
import { difficultiesOf, type Loot } from "./paged.ts";

export function instancePage(r: RecordOf<"instance">): Markup {
  return html`${heading(r)}
    ${facts([
      ["Type", r.type_name],
      ["Niveaux", levels(r.level_min, r.level_max)],
      ["Joueurs", r.players],
      ["Zone", r.zone],
      ["Difficultés", difficultiesOf(r.difficulties)],
    ])}
    ${section(
      "Rencontres",
      table(
        ["#", "Boss", "Objets"],
        (r.encounters ?? []).map((e) => [e.position, named(e.npc, e.name), e.items]),
      ),
    )}
    <section id="instance-loot" data-loot="${r.loot_url}" data-order="${(r.encounters ?? []).map((e) => e.npc?.id).join(",")}">
      <h2>Butin par boss</h2>
      <p class="loading"><a href="${r.loot_url}">Butin de l'instance (JSON)</a></p>
    </section>
    ${guides(r)}`;
}

/** The instance's loot grouped by the boss (or object) that drops it, bosses in `order` (NPC ids). */
export function instanceLoot(all: readonly Loot[], order: readonly string[]): Markup {
  const groups = new Map<string, { source: Ref | undefined; loot: Loot[] }>();
  for (const l of all) {
    const key = `${l.source?.object}:${l.source?.id}`;
    if (!groups.has(key)) groups.set(key, { source: l.source, loot: [] });
    groups.get(key)!.loot.push(l);
  }
  const rank = (g: { source: Ref | undefined }) =>
    g.source?.object === "npc" && order.includes(String(g.source.id)) ? order.indexOf(String(g.source.id)) : order.length;
  const sorted = [...groups.values()].sort((a, b) => rank(a) - rank(b));
  return html`<h2>Butin par boss</h2>
    ${sorted.map(
      (g) =>
        html`<h3>${named(g.source, g.source?.name ?? "?")}</h3>
          ${lootTable(g.loot)}`,
    )}`;
}
