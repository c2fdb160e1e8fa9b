/**
 * Item tables of the French 2.4.3 client: Item.dbc (inventory type of each item id),
 * ItemClass.dbc and ItemSubClass.dbc (French labels of the item classes and subclasses).
 * Layouts (2.4.3): Item = id, displayId, inventoryType, sheath; ItemClass = id, subclassMapId,
 * flags, name locstring (fields 3..19); ItemSubClass = class, subclass, 8 integer fields,
 * display name locstring (10..26), verbose name locstring (27..43). French is locstring slot 2.
 */
import type { Dbc } from "../formats/dbc.ts";
import { accentCapitals } from "../french-capitals.ts";

/** item id -> InventoryType. */
export function readInventoryTypes(dbc: Dbc): Map<number, number> {
  return new Map(dbc.rows.map((r) => [r[0]!, r[2]!]));
}

/** class id -> French label ("Arme", "Armure"...). */
export function readItemClassNames(dbc: Dbc): Map<number, string> {
  const out = new Map<number, string>();
  for (const r of dbc.rows) {
    const name = accentCapitals(dbc.text(r[3 + 2]!).trim());
    if (name) out.set(r[0]!, name);
  }
  return out;
}

/**
 * "class:subclass" -> French label: the plural verbose name where the client has one (the
 * tooltip's "Dagues", "Haches à une main"), else the display name ("Potion", "Cuir"); capitals
 * accented as French writes them ("Epées" -> "Épées": importer/french-capitals.ts).
 */
export function readItemSubclassNames(dbc: Dbc): Map<string, string> {
  const out = new Map<string, string>();
  for (const r of dbc.rows) {
    const name = accentCapitals(dbc.text(r[27 + 2]!).trim() || dbc.text(r[10 + 2]!).trim());
    if (name) out.set(`${r[0]}:${r[1]}`, name);
  }
  return out;
}
