/** The page of a world object: the skill it needs, its keys, its loot, its places. */
import type { RecordOf } from "../../contract/schemas.ts";
import { html, type Markup } from "../html.ts";
import { facts, refList, section } from "../format.ts";
import { guides, heading, locationsSlot, lootTable, questLists } from "./common.ts";

export function gameObjectPage(r: RecordOf<"game_object">): Markup {
  return html`${heading(r)}
  ${facts([
    ["Type", r.type_name],
    ["Compétence", r.skill ? `${r.skill.name} (${r.skill.level})` : null],
    ["Zone", r.zone],
    ["Utile au voleur", r.rogue ? "oui" : null],
  ])}
  ${section("Clés", refList(r.keys))} ${section("Butin", lootTable(r.loot, r.api_url), "loot")} ${questLists(r.quests)} ${locationsSlot(r)}
  ${guides(r)}`;
}
