/** The page of an instance: its encounters in order, then the loot of each boss. */
import { DIFFICULTIES, label } from "../../../contract/enums.ts";
import { getJson } from "../api.ts";
import { html, type Markup } from "../html.ts";
import { facts, levels, named, section, table, type Rec, type Ref } from "../format.ts";
import type { ListPage } from "../more.ts";
import { guides, heading, lootTable } from "./common.ts";

export function instancePage(r: Rec): Markup {
  return html`${heading(r, "Instance")}
    ${facts([
      ["Type", r.type_name],
      ["Niveaux", levels(r.level_min, r.level_max)],
      ["Joueurs", r.players],
      ["Zone", r.zone],
      ["Difficultés", (r.difficulties ?? []).map((d: string) => label(DIFFICULTIES, d) ?? d).join(", ")],
    ])}
    ${section(
      "Rencontres",
      table(
        ["#", "Boss", "Objets"],
        (r.encounters ?? []).map((e: Rec) => [e.position, named(e.npc, e.name), e.items]),
      ),
    )}
    <section id="instance-loot" data-loot="${r.loot_url}" data-order="${(r.encounters ?? []).map((e: Rec) => e.npc?.id).join(",")}">
      <h2>Butin par boss</h2>
      <p class="loading">Chargement du butin…</p>
    </section>
    ${guides(r)}`;
}

/** The instance's loot, every page of it, grouped by the boss (or object) that drops it. */
export async function drawInstanceLoot(root: ParentNode): Promise<void> {
  const slot = root.querySelector<HTMLElement>("[data-loot]");
  if (!slot) return;
  try {
    const all: Rec[] = [];
    const first = `${slot.dataset.loot}${slot.dataset.loot!.includes("?") ? "&" : "?"}limit=100`;
    for (let url = first; ;) {
      const page = await getJson<ListPage<Rec>>(url);
      all.push(...page.data);
      if (!page.has_more || !page.next_cursor) break;
      url = `${first}&cursor=${encodeURIComponent(page.next_cursor)}`;
    }
    const groups = new Map<string, { source: Rec; loot: Rec[] }>();
    for (const l of all) {
      const key = `${l.source?.object}:${l.source?.id}`;
      if (!groups.has(key)) groups.set(key, { source: l.source, loot: [] });
      groups.get(key)!.loot.push(l);
    }
    const order = (slot.dataset.order ?? "").split(",");
    const rank = (g: { source: Rec }) =>
      g.source?.object === "npc" && order.includes(String(g.source.id)) ? order.indexOf(String(g.source.id)) : order.length;
    const sorted = [...groups.values()].sort((a, b) => rank(a) - rank(b));
    slot.innerHTML = html`<h2>Butin par boss</h2>
      ${sorted.map(
        (g) =>
          html`<h3>${named(g.source as Ref, g.source?.name ?? "?")}</h3>
            ${lootTable(g.loot as never)}`,
      )}`.text;
  } catch (error) {
    slot.innerHTML = html`<h2>Butin par boss</h2>
      <p class="error">Butin indisponible : ${(error as Error).message}</p>`.text;
  }
}
