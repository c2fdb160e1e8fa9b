/**
 * The version's items as the items step wrote them, looked up by id and by English name: recipe
 * and glyph spells take the French name and icon of their item, demon grimoires name their spell.
 */
import type { StepContext } from "../context.ts";

export interface ItemInfo {
  id: number;
  english: string | null;
  /** null when the item has no French name */
  french: string | null;
  icon: string | null;
}

export interface ItemIndex {
  byId: Map<number, ItemInfo>;
  /** the first item (lowest id) of each English name, internal items left out */
  byEnglish: Map<string, ItemInfo>;
}

export function itemIndex(ctx: StepContext): ItemIndex {
  const byId = new Map<number, ItemInfo>();
  const byEnglish = new Map<string, ItemInfo>();
  const rows = [...ctx.table("item")].sort((a, b) => a.id - b.id);
  for (const r of rows) {
    const info: ItemInfo = {
      id: r.id,
      english: r.english_name ?? null,
      french: r.name_is_english ? null : r.name,
      icon: r.icon ?? null,
    };
    byId.set(info.id, info);
    if (info.english && !r.internal && !byEnglish.has(info.english)) byEnglish.set(info.english, info);
  }
  return { byId, byEnglish };
}
