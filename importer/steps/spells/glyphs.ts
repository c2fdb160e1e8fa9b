/**
 * Glyphs of 3.3.5 (LibClassicInspector's glyph table): the glyph spell, its class and slot type.
 * A glyph spell bears the name of its glyph item ("Glyph of Taunt" both), so the item of that
 * English name gives the French name and is the item that applies the glyph.
 */
import type { InspectorGlyph } from "../../sources/libclassicinspector.ts";
import type { Drafts } from "./drafts.ts";
import type { ItemIndex } from "./items.ts";

export function addGlyphs(drafts: Drafts, glyphs: InspectorGlyph[], items: ItemIndex): number {
  let withItem = 0;
  for (const g of glyphs) {
    const item = items.byEnglish.get(g.name);
    if (item) withItem++;
    drafts.add(g.spellId, {
      kind: "glyph",
      english: g.name,
      french: item?.french ?? null,
      class: g.class,
      glyphType: g.type,
      sourceItemId: item?.id ?? null,
    });
  }
  return withItem;
}
