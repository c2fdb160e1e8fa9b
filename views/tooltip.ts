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
import { hasSourceLines, itemLinesOf, statText, type TooltipLine } from "./item-lines.ts";

const line = (text: Markup | string | number | null | undefined, cls?: string): Markup | string =>
  text == null || text === "" ? "" : html`<p${cls ? html` class="${cls}"` : ""}>${text}</p>`;

/** Two texts on one line, the second to the right (slot and type, as in the game). */
const pair = (left: string | null | undefined, right: string | null | undefined): Markup | string =>
  left || right ? html`<p class="tt-pair"><span>${left ?? ""}</span><span>${right ?? ""}</span></p>` : "";

/** How the game colours each kind of item line: green effects, yellow flavour and set name, grey
 * set pieces and bonuses (as shown with none of the set worn). */
const LINE_CLASSES: Record<string, string> = {
  effect: "tt-bonus",
  flavor: "tt-description",
  set: "tt-set",
  set_piece: "tt-muted tt-piece",
  set_bonus: "tt-muted",
};

/** One line of an item's tooltip: two texts on one row when it has a right part; English marked as such. */
function itemLine(l: TooltipLine): Markup {
  const cls = [l.right != null ? "tt-pair" : "", LINE_CLASSES[l.kind] ?? ""].filter(Boolean).join(" ");
  const attributes = html`${cls ? html` class="${cls}"` : ""}${l.lang === "fr" ? "" : html` lang="${l.lang}"`}`;
  return l.right != null ? html`<p${attributes}><span>${l.text}</span><span>${l.right}</span></p>` : html`<p${attributes}>${l.text}</p>`;
}

/**
 * An item's box: its lines in the game's order (itemLinesOf). Lines of a source are its whole
 * tooltip; lines written from the fields lack the bonding, slot and type, and levels, said here.
 * Then what neither says: the socket bonus, the flavour text and the set when no line has them,
 * and the sell price.
 */
function itemLines(r: ApiShape<"item">): Markup {
  const lines = itemLinesOf(r);
  const whole = hasSourceLines(r);
  const bonding = label(BONDING_NAMES, r.bonding);
  const bonus = r.socket_bonus?.length ? `Bonus de châsse\u00a0: ${r.socket_bonus.map(statText).join(", ")}` : null;
  return html`${!whole && bonding ? line(bonding) : ""} ${whole ? "" : pair(r.slot_name, r.type_name)} ${lines.map(itemLine)}
  ${bonus && !lines.some((l) => l.text.startsWith("Bonus de châsse")) ? line(bonus) : ""}
  ${!whole && r.item_level ? line(`Niveau d'objet ${r.item_level}`, "tt-muted") : ""}
  ${r.description && !lines.some((l) => l.kind === "flavor") ? line(`« ${r.description} »`, "tt-description") : ""}
  ${r.sell_price ? line(html`Prix de vente : ${money(r.sell_price)}`, "tt-price") : ""}
  ${r.item_set && !lines.some((l) => l.kind === "set") ? line(`Ensemble : ${r.item_set.name}`, "tt-set") : ""}`;
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
