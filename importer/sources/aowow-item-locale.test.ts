/** aowow's French item templates, read from a few literal lines of locale_frfr.php. */
import { describe, expect, it } from "vitest";
import { parseAowowItemLocale } from "./aowow-item-locale.ts";

const PHP = `<?php
$lang = array(
    'game' => array(
        'ra'            => [-2 => "Horde", -1 => "Alliance", null, "Humain", "Orc"],
        'sc'            => ["Physique", "Sacré", "Feu", "Nature"],
    ),
    'item' => array(
        'armor'         => "Armure : %s",
        'randEnchant'   => "&lt;Enchantement aléatoire&gt",
        'unique'        => ["Unique",          "Unique (%d)", "Unique: %s (%d)"         ],   // ITEM_UNIQUE
        'damage'        => array(                           // *DAMAGE_TEMPLATE*
            'range'     => ["Dégâts : %d - %d",             "%d - %d points de dégâts (%s)"],
        ),
        'trigger'       => array(
            "Utilise : ",           "Équipé : ",        "Chances quand vous touchez : ", ""
        ),
        'subClass'      => array(
            ITEM_CLASS_ARMOR      => ["Divers", "Tissu", "Cuir"],
        ),
        'statType'      => array(                           // ITEM_MOD_*
            "%c%d Mana",
            null,
            "Augmente la puissance des sorts de %d.",
        )
    )
);`;

describe("aowow item locale", () => {
  const locale = parseAowowItemLocale(PHP);

  it("reads the item texts, entities decoded", () => {
    expect(locale.text.get("armor")).toBe("Armure : %s");
    expect(locale.text.get("randEnchant")).toBe("<Enchantement aléatoire>");
  });

  it("reads lists in order with their nulls, nested ones and the game lists", () => {
    expect(locale.lists.get("unique")).toEqual(["Unique", "Unique (%d)", "Unique: %s (%d)"]);
    expect(locale.lists.get("range")).toEqual(["Dégâts : %d - %d", "%d - %d points de dégâts (%s)"]);
    expect(locale.lists.get("trigger")).toEqual(["Utilise : ", "Équipé : ", "Chances quand vous touchez : ", ""]);
    expect(locale.lists.get("armor")).toEqual(["Divers", "Tissu", "Cuir"]);
    expect(locale.lists.get("statType")).toEqual(["%c%d Mana", null, "Augmente la puissance des sorts de %d."]);
    expect(locale.lists.get("ra")).toEqual(["Horde", "Alliance", null, "Humain", "Orc"]);
    expect(locale.lists.get("sc")).toEqual(["Physique", "Sacré", "Feu", "Nature"]);
  });
});
