/** An item's tooltip lines from its record: the source's lines, else lines written from its fields; the main ones for a description. */
import { describe, expect, it } from "vitest";
import type { ApiShape } from "../contract/schemas.ts";
import { itemLinesOf, mainLinesOf } from "./item-lines.ts";

type Item = ApiShape<"item">;
const NB = "\u00a0";
const line = (text: string, right: string | null = null, kind = "plain", lang = "fr") => ({ text, right, lang, kind });

/** The fields the lines read, on an item without tooltip lines; the rest of the record is not read. */
const weapon = {
  bonding: "pickup",
  slot_name: "Une main",
  type_name: "Épée",
  required_level: 60,
  tooltip: [],
  damage: [
    { min: 44, max: 115, school: "physical", school_name: "Physique" },
    { min: 16, max: 30, school: "nature", school_name: "Nature" },
  ],
  speed: 1.9,
  dps: 53.9,
  armor: null,
  block: null,
  durability: 125,
  stats: [{ stat: "agility", name: "Agilité", value: 5 }],
  sockets: [{ color: "red", color_name: "Châsse rouge" }],
  classes: [{ class: "rogue", name: "Voleur" }],
  effects: [{ trigger: "chance_on_hit", trigger_name: "Chances quand vous touchez", text: "Frappe.", lang: "en", spell: null }],
} as unknown as Item;

describe("item lines", () => {
  it("are written from the fields, in the game's order, when no source gives any", () => {
    expect(itemLinesOf(weapon)).toEqual([
      line(`Dégâts${NB}: 44 - 115`, "Vitesse 1,90"),
      line("+16 - 30 points de dégâts (Nature)"),
      line("(53,9 dégâts par seconde)"),
      line("+5 Agilité"),
      line("Châsse rouge"),
      line("Durabilité 125 / 125"),
      line(`Classes${NB}: Voleur`),
      line("Niveau 60 requis"),
      line(`Chances quand vous touchez${NB}: Frappe.`, null, "effect", "en"),
    ]);
  });

  it("are the source's when it gives them; the main ones leave out the header, set pieces and flavour", () => {
    const lines = [
      line("Niveau d'objet 80"),
      line("Lié quand ramassé"),
      line("Unique"),
      line("À une main", "Épée"),
      line(`Armure${NB}: 87`),
      line("Ceinture", null, "set_piece"),
      line("« Ancienne. »", null, "flavor"),
    ];
    const item = { ...weapon, tooltip: lines } as unknown as Item;
    expect(itemLinesOf(item)).toBe(lines);
    expect(mainLinesOf(item)).toEqual([line("À une main", "Épée"), line(`Armure${NB}: 87`)]);
  });

  it("the main lines of fields start with the slot and type", () => {
    expect(mainLinesOf(weapon).slice(0, 2)).toEqual([line("Une main", "Épée"), line(`Dégâts${NB}: 44 - 115`, "Vitesse 1,90")]);
  });
});
