/**
 * A record's tooltip as the game draws it: the item's box on its page, and the box the embed
 * (site/embed/tooltips.ts) shows on other sites for a link of any record type. Built from the
 * record's JSON alone.
 */
import { BONDING_NAMES, label } from "../contract/enums.ts";
import type { ResourceObject } from "../contract/resources.ts";
import type { ApiShape, RecordOf } from "../contract/schemas.ts";
import { html, type Markup } from "./html.ts";
import { levels, money, num } from "./format.ts";
import { of } from "./french.ts";

const line = (text: Markup | string | number | null | undefined, cls?: string): Markup | string =>
  text == null || text === "" ? "" : html`<p${cls ? html` class="${cls}"` : ""}>${text}</p>`;

/** Two texts on one line, the second to the right (slot and type, as in the game). */
const pair = (left: string | null | undefined, right: string | null | undefined): Markup | string =>
  left || right ? html`<p class="tt-pair"><span>${left ?? ""}</span><span>${right ?? ""}</span></p>` : "";

const statText = (s: ApiShape<"item_stat">) => `+${s.value} ${s.name}`;

function itemLines(r: ApiShape<"item">): Markup {
  const stats = r.stats ?? [];
  const lines = r.tooltip ?? [];
  return html`${r.bonding ? line(label(BONDING_NAMES, r.bonding)) : ""} ${pair(r.slot_name, r.type_name)} ${lines.map((l) => line(l))}
  ${!lines.length ? stats.map((s) => line(statText(s))) : ""}
  ${r.socket_bonus?.length ? line(`Bonus de sertissage : ${r.socket_bonus.map(statText).join(", ")}`, "tt-bonus") : ""}
  ${r.required_level ? line(`Niveau ${r.required_level} requis`) : ""}
  ${r.item_level ? line(`Niveau d'objet ${r.item_level}`, "tt-muted") : ""}
  ${r.description ? line(`« ${r.description} »`, "tt-description") : ""}
  ${r.sell_price ? line(html`Prix de vente : ${money(r.sell_price)}`) : ""}
  ${r.item_set ? line(`Ensemble : ${r.item_set.name}`, "tt-set") : ""}`;
}

function spellLines(r: ApiShape<"spell">): Markup {
  const reagents = r.recipe?.reagents ?? [];
  return html`${pair(r.rank_name, r.kind_name)}
  ${line([r.class_name ?? r.recipe?.profession_name, r.school_name].filter(Boolean).join(" · "))}
  ${r.level ? line(`Niveau ${r.level}`) : ""} ${r.cost ? line(html`Coût d'apprentissage : ${money(r.cost)}`) : ""}
  ${reagents.length ? line(`Composants : ${reagents.map((g) => ((g.quantity ?? 0) > 1 ? `${g.name} (${g.quantity})` : g.name)).join(", ")}`) : ""}
  ${line(r.description, "tt-description") || (r.english_description ? html`<p class="tt-description" lang="en">${r.english_description}</p>` : "")}`;
}

/** Where an NPC is: its encounter's instance, else its zones. */
function npcPlace(r: ApiShape<"npc">): string | null {
  if (r.encounter?.instance) {
    const where = of(r.encounter.instance.name);
    return `Rencontre ${r.encounter.position} sur ${r.encounter.total} ${where.before}${where.name}`;
  }
  const zones = (r.zones ?? []).map((z) => z.name);
  return zones.length ? zones.slice(0, 3).join(", ") + (zones.length > 3 ? "…" : "") : null;
}

function npcLines(r: ApiShape<"npc">): Markup {
  return html`${line(r.subtitle ? `<${r.subtitle}>` : null)}
  ${line(`Niveau ${levels(r.level_min, r.level_max)}${r.rank_name && r.rank !== "normal" ? ` (${r.rank_name})` : ""}`)}
  ${line([r.type_name, r.family_name].filter(Boolean).join(" · "))} ${line(npcPlace(r), "tt-muted")}`;
}

/** The zone a quest belongs to: its instance, else its category when that is a zone. */
const questZone = (r: ApiShape<"quest">): string | null =>
  r.instance?.name ?? (r.category?.type === "zone" ? r.category.name : null) ?? null;

function questLines(r: ApiShape<"quest">): Markup {
  return html`${pair(r.level ? `Niveau ${r.level}` : null, r.side_name)} ${line(questZone(r), "tt-muted")}
  ${r.required_level ? line(`Niveau ${r.required_level} requis`) : ""} ${line(r.type_name)} ${line(r.objectives, "tt-description")}`;
}

function gameObjectLines(r: ApiShape<"game_object">): Markup {
  return html`${line(r.type_name)} ${r.skill ? line(`${r.skill.name} (${r.skill.level})`) : ""} ${line(r.zone, "tt-muted")}`;
}

function itemSetLines(r: ApiShape<"item_set">): Markup {
  const items = r.items ?? [];
  return html`${pair(r.class_name, r.item_level ? `Niveau d'objet ${r.item_level}` : null)}
  ${items.map((i) => html`<p class="tt-piece q-${i.quality ?? "common"}">${i.name}</p>`)}
  ${(r.bonuses ?? []).map((b) => line(`(${b.pieces}) Ensemble : ${b.text}`, "tt-bonus"))}`;
}

function factionLines(r: ApiShape<"faction">): Markup {
  const ranks = r.ranks ?? [];
  return html`${line([r.side_name, r.group ? "Groupe de réputations" : null, r.parent?.name].filter(Boolean).join(" · "))}
  ${line(r.description, "tt-description")} ${ranks.length ? line(`Rangs : ${ranks.map((k) => k.rank_name).join(", ")}`, "tt-muted") : ""}
  ${r.quests_count ? line(`${num(r.quests_count)} quête${r.quests_count > 1 ? "s" : ""}`) : ""}`;
}

function instanceLines(r: ApiShape<"instance">): Markup {
  const bosses = (r.encounters ?? []).map((e) => e.name);
  return html`${pair(r.type_name, r.players ? `${r.players} joueurs` : null)} ${line(`Niveaux ${levels(r.level_min, r.level_max)}`)}
  ${line(r.zone, "tt-muted")} ${bosses.length ? line(`Boss : ${bosses.join(", ")}`) : ""}`;
}

const LINES: { [T in ResourceObject]: (r: ApiShape<T>) => Markup } = {
  item: itemLines,
  spell: spellLines,
  npc: npcLines,
  quest: questLines,
  game_object: gameObjectLines,
  item_set: itemSetLines,
  faction: factionLines,
  instance: instanceLines,
};

/** The tooltip box of a record of any type; the icon is the embed's to add (the page has its own). */
export function tooltipOf<T extends ResourceObject>(r: RecordOf<T>, icon = false): Markup {
  return html`<div class="tooltip" data-object="${r.object}">
    ${icon && r.icon ? html`<img class="tt-icon" src="${r.icon}" alt="" referrerpolicy="no-referrer" />` : ""}
    <p class="tt-name${"quality" in r && r.quality ? ` q-${r.quality}` : ""}">${r.name}</p>
    ${LINES[r.object](r)}
  </div>`;
}
