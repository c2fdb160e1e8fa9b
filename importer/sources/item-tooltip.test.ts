/** The facts of an English tooltip of wow-classic-items, and French set bonuses. */
import { describe, expect, it } from "vitest";
import { frenchSetBonus, skillFr, tooltipFacts } from "./item-tooltip.ts";

describe("tooltipFacts", () => {
  it("reads bonding, class restriction, set name and bonuses, and the physical stats", () => {
    expect(
      tooltipFacts([
        { label: "Nightslayer Belt" },
        { label: "Binds when picked up" },
        { label: "Classes: Rogue" },
        { label: "+17 Agility" },
        { label: "+8 Stamina" },
        { label: "Nightslayer Armor (0/8)", format: "Misc" },
        { label: "(3) Set : +200 Armor." },
        { label: "(5) Set : Reduces the cooldown of your Vanish ability by 30 sec." },
      ]),
    ).toEqual({
      bonding: "pickup",
      stackSize: null,
      classes: ["rogue"],
      lockpicking: null,
      agility: 17,
      caster: false,
      setName: "Nightslayer Armor",
      setBonuses: [
        { pieces: 3, text: "+200 Armor." },
        { pieces: 5, text: "Reduces the cooldown of your Vanish ability by 30 sec." },
      ],
    });
  });

  it("reads a lockbox's lockpicking level and stack size, and a caster's stats", () => {
    expect(
      tooltipFacts([{ label: "Ornate Bronze Lockbox" }, { label: "Locked\nRequires Lockpicking (1)" }, { label: "Max Stack: 5" }]),
    ).toMatchObject({
      lockpicking: 1,
      stackSize: 5,
      caster: false,
    });
    expect(tooltipFacts([{ label: "Robe" }, { label: "+10 Intellect" }, { label: "Binds when equipped" }])).toMatchObject({
      caster: true,
      bonding: "equip",
    });
  });

  it("leaves the class restriction out when a class is unknown, and reads the name line as no fact", () => {
    expect(tooltipFacts([{ label: "Binds when picked up" }, { label: "Classes: Necromancer" }])).toMatchObject({
      bonding: null,
      classes: null,
    });
  });
});

describe("frenchSetBonus and skillFr", () => {
  it("words a stat bonus as the French client does, and nothing else", () => {
    expect(frenchSetBonus("+200 Armor.")).toBe("Armure +200.");
    expect(frenchSetBonus("+10 All Resistances")).toBe("+10 à toutes les résistances.");
    expect(frenchSetBonus("Reduces the cooldown of your Vanish ability by 30 sec.")).toBeNull();
  });

  it("names a required skill in French", () => {
    expect(skillFr("Lockpicking")).toBe("Crochetage");
    expect(skillFr("Riding")).toBe("Monte");
    expect(skillFr("Juggling")).toBeUndefined();
  });
});
