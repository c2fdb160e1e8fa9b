/** An item's tooltip lines read into columns and French lines: literal lines of wow-classic-items. */
import { describe, expect, it } from "vitest";
import { parseAowowItemLocale } from "./aowow-item-locale.ts";
import { dpsOf, readItemLines } from "./item-lines.ts";

const locale = parseAowowItemLocale(`
    'game' => array(
        'sc'            => ["Physique", "Sacré", "Feu", "Nature", "Givre", "Ombre", "Arcane"],
        'resistances'   => [null, 'Résistance au Sacré', 'Résistance au Feu', 'Résistance à la Nature', 'Résistance au Givre', 'Résistance à l\\'Ombre', 'Résistance aux Arcanes'],
    ),
    'item' => array(
        'armor'         => "Armure : %s",
        'durability'    => "Durabilité %d / %d",
        'itemLevel'     => "Niveau d'objet %d",
        'reqMinLevel'   => "Niveau %d requis",
        'unique'        => ["Unique",          "Unique (%d)", "Unique: %s (%d)"         ],
        'speed'         => "Vitesse",
        'dps'           => "(%.1f dégâts par seconde)",
        'socketBonus'   => "Bonus de châsse: %s",
        'damage'        => array(
            'range'     => ["Dégâts : %d - %d",             "%d - %d points de dégâts (%s)",                "+ %d - %d points de dégâts",           "+%d - %d points de dégâts (%s)"         ],
        ),
        'socket'        => array(
            "Méta-châsse",          "Châsse rouge",     "Châsse jaune",         "Châsse bleue",           -1 => "Châsse prismatique"
        ),
        'trigger'       => array(
            "Utilise : ",           "Équipé : ",        "Chances quand vous touchez : ", "",                    "",
        ),
        'bonding'       => array(
            "Lié au compte",                            "Lié quand ramassé",                                    "Lié quand équipé",
        ),
        'inventoryType' => array(
            null,                   "Tête",             "Cou",                  "Épaules",                      "Chemise",
            "Torse",                "Taille",           "Jambes",               "Pieds",                        "Poignets",
            "Mains",                "Doigt",            "Bijou",                "À une main",
        ),
        'subClass'      => array(
            ITEM_CLASS_WEAPON     => ["Hache", "Hache", "Arc", "Arme à feu", "Masse", "Masse", "Arme d'hast", "Epée", "Epée"],
            ITEM_CLASS_ARMOR      => ["Divers", "Tissu", "Cuir", "Mailles", "Plaques"],
        ),
        'statType'      => array(
            "%c%d Mana", "%c%d Vie", null, "%c%d Agilité", "%c%d Force", "%c%d Intelligence", "%c%d Esprit", "%c%d Endurance", null, null, null, null,
            "Augmente le score de défense de %d.", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "",
            "Augmente de %d le score de coup critique.", "", "", "Augmente de %d le score de résilience.",
        )
    )
`);

/** Classic Thunderfury as wow-classic-items 0.8.2 has it. */
const THUNDERFURY_CLASSIC = [
  { label: "Thunderfury, Blessed Blade of the Windseeker", format: "Legendary" },
  { label: "Item Level 80", format: "Misc" },
  { label: "Binds when picked up" },
  { label: "Unique" },
  { label: "One-Hand" },
  { label: "Sword", format: "alignRight" },
  { label: "44 - 115 Damage" },
  { label: "Speed 1.90", format: "alignRight" },
  { label: "+ 16 - 30 Nature Damage" },
  { label: "(53.95 damage per second)" },
  { label: "+5 Agility" },
  { label: "+8 Stamina" },
  { label: "+8 Fire Resistance" },
  { label: "+9 Nature Resistance" },
  { label: "Durability 125 / 125" },
  { label: "Requires Level 60" },
  { label: "Chance on hit: Blasts your enemy with lightning.", format: "Uncommon" },
  { label: "Sell Price:" },
];

const fr = (text: string, right: string | null = null) => ({ text, right, lang: "fr", kind: "plain" });

describe("item tooltip lines", () => {
  it("reads classic Thunderfury: damage lines with their school, the game's DPS, stats, durability, level, effect", () => {
    const item = readItemLines(THUNDERFURY_CLASSIC, locale);
    expect(item.lines).toEqual([
      fr("Niveau d'objet 80"),
      fr("Lié quand ramassé"),
      fr("Unique"),
      fr("À une main", "Épée"),
      fr("Dégâts\u00a0: 44 - 115", "Vitesse 1,90"),
      fr("+16 - 30 points de dégâts (Nature)"),
      fr("(53,9 dégâts par seconde)"),
      fr("+5 Agilité"),
      fr("+8 Endurance"),
      fr("+8 Résistance au Feu"),
      fr("+9 Résistance à la Nature"),
      fr("Durabilité 125 / 125"),
      fr("Niveau 60 requis"),
      { text: "Chance on hit: Blasts your enemy with lightning.", right: null, lang: "en", kind: "effect" },
    ]);
    expect(item).toMatchObject({
      damage: [
        { min: 44, max: 115, school: "physical" },
        { min: 16, max: 30, school: "nature" },
      ],
      speed: 1.9,
      dps: 53.9,
      durability: 125,
      requiredLevel: 60,
      stats: [
        ["agility", 5],
        ["stamina", 8],
        ["fire_resistance", 8],
        ["nature_resistance", 9],
      ],
      effects: [{ trigger: "chance_on_hit", text: "Blasts your enemy with lightning.", lang: "en", spell_id: null }],
    });
  });

  it("rounds DPS as the game prints it", () => {
    expect(dpsOf([{ min: 44, max: 115, school: "physical" }], 1.9)).toBe(41.8);
  });

  it("reads sockets, socket bonus, armour and rating effects in French", () => {
    const item = readItemLines(
      [
        { label: "Helm" },
        { label: "Head" },
        { label: "Plate", format: "alignRight" },
        { label: "1200 Armor" },
        { label: "Meta Socket", format: "Poor" },
        { label: "Red Socket", format: "Poor" },
        { label: "Socket Bonus: +4 Resilience Rating", format: "Poor" },
        { label: "Equip: Improves critical strike rating by 14.", format: "Uncommon" },
        { label: "Phase 2", format: "alignRight" },
        { label: "Drop Chance: 12%" },
      ],
      locale,
    );
    expect(item.lines).toEqual([
      fr("Tête", "Plaques"),
      fr("Armure\u00a0: 1200"),
      fr("Méta-châsse"),
      fr("Châsse rouge"),
      fr("Bonus de châsse\u00a0: +4 score de résilience"),
      { text: "Équipé\u00a0: Augmente de 14 le score de coup critique.", right: null, lang: "fr", kind: "effect" },
    ]);
    expect(item).toMatchObject({
      armor: 1200,
      sockets: ["meta", "red"],
      socketBonus: [["resilience_rating", 4]],
      stats: [
        ["armor", 1200],
        ["crit_rating", 14],
      ],
      effects: [{ trigger: "equip", text: "Augmente de 14 le score de coup critique.", lang: "fr", spell_id: null }],
    });
  });

  it("names the set, its pieces and its flavour text in French when the sources do, else keeps the English", () => {
    const item = readItemLines(
      [
        { label: "Blackened Defias Armor" },
        { label: '"Worn by thieves."', format: "Misc" },
        { label: "Defias Leather (0/5)", format: "Misc" },
        { label: "Blackened Defias Armor", format: "indent" },
        { label: "Blackened Defias Belt", format: "indent" },
        { label: "(2) Set : Summons a ghost.", format: "Poor" },
      ],
      locale,
      {
        description: "Porté par les voleurs.",
        setName: "Cuir défias",
        item: (en) => (en === "Blackened Defias Armor" ? "Armure défias noircie" : null),
      },
    );
    expect(item.lines).toEqual([
      { text: "« Porté par les voleurs. »", right: null, lang: "fr", kind: "flavor" },
      { text: "Cuir défias (0/5)", right: null, lang: "fr", kind: "set" },
      { text: "Armure défias noircie", right: null, lang: "fr", kind: "set_piece" },
      { text: "Blackened Defias Belt", right: null, lang: "en", kind: "set_piece" },
      { text: "(2) Set : Summons a ghost.", right: null, lang: "en", kind: "set_bonus" },
    ]);
  });

  it("keeps every line in English when the French templates are absent", () => {
    const item = readItemLines(THUNDERFURY_CLASSIC, null);
    expect(item.lines.every((l) => l.lang === "en")).toBe(true);
    expect(item.lines[4]).toEqual({ text: "44 - 115 Damage", right: "Speed 1.90", lang: "en", kind: "plain" });
    expect(item.dps).toBe(53.9);
  });

  it("reads an English line's double and no-break spaces as one space", () => {
    const item = readItemLines([{ label: "Mana Potion" }, { label: "Use: Restores 10 mana. \u00a0Lasts 5\u00a0sec.  Stacks." }], null);
    expect(item.lines).toEqual([{ text: "Use: Restores 10 mana. Lasts 5 sec. Stacks.", right: null, lang: "en", kind: "effect" }]);
    expect(item.effects).toEqual([{ trigger: "use", text: "Restores 10 mana. Lasts 5 sec. Stacks.", lang: "en", spell_id: null }]);
  });
});
