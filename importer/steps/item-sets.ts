/**
 * The item set step, owner of item_set and item_set_bonus: the sets of ItemSet.dbc of the
 * French 2.4.3 client (the only staged set table). A set belongs to a version when its pieces
 * are among that version's items (the items step gives them the set's id). The 3.x sets are
 * absent (no 3.3.5 ItemSet.dbc is staged; AzerothCore's item_set_names only names set pieces).
 * Bonus texts are spell descriptions, and Spell.dbc is not staged: plain stat bonuses are
 * translated from wow-classic-items (wotlk), the others get a neutral French text naming the
 * spell.
 */
import { isInternalName } from "../hidden.ts";
import type { NewRow } from "../../rows/row.ts";
import { readItemSets, type ItemSetDef } from "../sources/item-set-dbc.ts";
import { frenchSetBonus, tooltipFacts, type TooltipFacts } from "../sources/item-tooltip.ts";
import { readWowClassicItems } from "../sources/wow-classic-items.ts";
import type { StepContext } from "./context.ts";

/**
 * A 2.4.3 set exists in a version when any of its pieces is an item of the version. (For
 * classic that is also every piece: no 2.4.3 set has only some of its pieces in 1.12.)
 */
export function setInVersion(set: ItemSetDef, items: ReadonlyMap<number, NewRow<"item">>): boolean {
  return set.items.some((id) => items.has(id));
}

export async function importItemSets(ctx: StepContext): Promise<void> {
  const dbc = ctx.dbc("ItemSet.dbc");
  if (!dbc) return;
  const sets = readItemSets(dbc);
  const items = new Map(ctx.table("item").map((r) => [r.id, r]));
  const wci = ctx.load(ctx.files.items.package, readWowClassicItems) ?? new Map();
  const setRows = ctx.table("item_set");
  const bonusRows = ctx.table("item_set_bonus");
  let absent = 0;
  for (const set of sets) {
    if (!setInVersion(set, items)) {
      absent++;
      continue;
    }
    const pieces = set.items.map((id) => items.get(id)).filter((p) => p !== undefined);
    const facts = set.items.flatMap((id): TooltipFacts[] => {
      const w = wci.get(id);
      return w ? [tooltipFacts(w.tooltip)] : [];
    });
    const english = facts.find((f) => f.setName)?.setName ?? null;
    const cls = setClass(facts);
    const internal = isInternalName(english) || isInternalName(set.name) || pieces.every((p) => p.internal === 1);
    setRows.push({
      id: set.id,
      name: set.name || english || `Ensemble ${set.id}`,
      english_name: english,
      name_is_english: set.name ? 0 : 1,
      class: cls,
      rogue: !internal && (cls === "rogue" || (cls === null && pieces.every((p) => p.rogue === 1))) ? 1 : 0,
      internal: internal ? 1 : 0,
    });
    // The package is the version's era's, so its bonus lines word this version's bonuses.
    const english_bonuses = facts.find((f) => f.setBonuses.length)?.setBonuses ?? [];
    for (const b of set.bonuses) {
      const same = (list: { pieces: number }[]) => list.filter((x) => x.pieces === b.pieces).length;
      const en = same(set.bonuses) === 1 && same(english_bonuses) === 1 ? english_bonuses.find((x) => x.pieces === b.pieces) : undefined;
      const text = (en && frenchSetBonus(en.text)) ?? `Bonus de ${b.pieces} pièces : effet du sort ${b.spellId}.`;
      bonusRows.push({ item_set_id: set.id, pieces: b.pieces, spell_id: b.spellId, text });
    }
  }
  const reasons = absent ? [`${absent} sets of the 2.4.3 client have no piece in this version's item list.`] : [];
  if (ctx.version === "wotlk") reasons.push("Sets added in 3.x are not in the 2.4.3 ItemSet.dbc, the only set table staged.");
  ctx.sourceCount({ type: "item_set", source: "tbc/dbc_frFR_2.4.3_8606.tar.xz ItemSet.dbc", count: sets.length, reasons });
}

/** The class every restricted piece is made for, when the pieces agree on exactly one. */
function setClass(facts: TooltipFacts[]): string | null {
  const restricted = facts.map((f) => f.classes).filter((c): c is string[] => c !== null);
  if (!restricted.length || restricted.length < facts.length) return null;
  const first = restricted[0]!;
  return first.length === 1 && restricted.every((c) => c.length === 1 && c[0] === first[0]) ? first[0]! : null;
}
