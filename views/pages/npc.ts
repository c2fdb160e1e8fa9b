/** The page of an NPC: levels, rank, faction, encounter, loot, vendor list, quests, reputation, maps. */
import { DIFFICULTIES, label } from "../../contract/enums.ts";
import type { ApiShape, RecordOf } from "../../contract/schemas.ts";
import { html, type Markup } from "../html.ts";
import { facts, levels, link, named, num, refList, section, table } from "../format.ts";
import { of } from "../french.ts";
import { pagedTable } from "../tables.ts";
import { guides, heading, locationsSlot, lootTable, questLists } from "./common.ts";
import { SELLS, TEACHES } from "./paged.ts";

function encounter(e: ApiShape<"encounter"> | null): Markup | null {
  if (!e) return null;
  const step = (label: string, boss: ApiShape<"encounter">["previous"]) =>
    boss ? html`<li>${label} : ${named(boss.npc, boss.name)}</li>` : "";
  const where = of(e.instance?.name ?? "");
  return html`<p>
      Rencontre ${e.position} sur ${e.total} ${where.before}${link(e.instance, where.name)}${e.game_order ? "" : " (ordre indicatif)"}.
    </p>
    <ul class="steps">
      ${step("Boss précédent", e.previous)}${step("Boss suivant", e.next)}
    </ul>`;
}

export function npcPage(r: RecordOf<"npc">): Markup {
  const zones = r.zones ?? [];
  return html`${heading(r, r.subtitle)}
  ${facts([
    ["Niveau", levels(r.level_min, r.level_max)],
    ["Rang", r.rank_name],
    ["Type", [r.type_name, r.family_name].filter(Boolean).join(" · ")],
    ["Faction", r.faction ? named(r.faction.faction, r.faction.name) : null],
    ["Difficulté", label(DIFFICULTIES, r.difficulty)],
    ["Version de base", r.base_npc ? link(r.base_npc) : null],
    ["Zones", zones.length ? html`${zones.map((z, i) => html`${i ? ", " : ""}${z.instance ? link(z.instance, z.name) : z.name}`)}` : null],
  ])}
  ${section("Rencontre", encounter(r.encounter))} ${section("Butin", lootTable(r.loot), "loot")}
  ${section("Vend", pagedTable(r.sells, "sells", SELLS))} ${section("Enseigne", pagedTable(r.teaches, "teaches", TEACHES))}
  ${questLists(r.quests)}
  ${section(
    "Réputation en le tuant",
    table(
      ["Faction", "Valeur", "Jusqu'à"],
      (r.reputation ?? []).map((x) => [named(x.faction, x.name), num(x.value), x.until_rank_name ?? ""]),
    ),
  )}
  ${section("Invoqué par", refList((r.summoned_by ?? []).map((x) => x.item)))} ${locationsSlot(r)} ${guides(r)}`;
}
