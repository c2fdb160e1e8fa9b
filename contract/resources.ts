/**
 * The record types of the API: how each is named in paths, keys, public pages and counts.
 */

export interface Resource {
  /** `object` field of the record. */
  object: string;
  /** type segment of `key` (`<version>:<type>:<id>`) and of the public page address. */
  keyType: string;
  /** path segment under `/{version}`. */
  segment: string;
  /** field name in stats and version counts, and in the root `endpoints`. */
  plural: string;
  /** French name, for documentation and messages. */
  label: string;
  /** French name of one record, capitalised (page titles, link previews). */
  singular: string;
  /** takes part in full-text search. */
  searchable: boolean;
}

export const RESOURCES = [
  { object: "item", keyType: "item", segment: "items", plural: "items", label: "objets", singular: "Objet", searchable: true },
  { object: "spell", keyType: "spell", segment: "spells", plural: "spells", label: "sorts", singular: "Sort", searchable: true },
  { object: "quest", keyType: "quest", segment: "quests", plural: "quests", label: "quêtes", singular: "Quête", searchable: true },
  { object: "npc", keyType: "npc", segment: "npcs", plural: "npcs", label: "PNJ", singular: "PNJ", searchable: true },
  {
    object: "game_object",
    keyType: "object",
    segment: "game-objects",
    plural: "game_objects",
    label: "objets du monde",
    singular: "Objet du monde",
    searchable: true,
  },
  {
    object: "item_set",
    keyType: "item_set",
    segment: "item-sets",
    plural: "item_sets",
    label: "ensembles d'objets",
    singular: "Ensemble d'objets",
    searchable: true,
  },
  {
    object: "faction",
    keyType: "faction",
    segment: "factions",
    plural: "factions",
    label: "réputations",
    singular: "Réputation",
    searchable: true,
  },
  {
    object: "instance",
    keyType: "instance",
    segment: "instances",
    plural: "instances",
    label: "instances",
    singular: "Instance",
    searchable: false,
  },
] as const satisfies readonly Resource[];

export type ResourceObject = (typeof RESOURCES)[number]["object"];
/** Every record type has a top-level list of this name (params.ts LIST_FILTERS). */
export type ResourcePlural = (typeof RESOURCES)[number]["plural"];

export function resourceOf(object: string): Resource {
  const found = RESOURCES.find((r) => r.object === object);
  if (!found) throw new Error(`unknown resource ${object}`);
  return found;
}
