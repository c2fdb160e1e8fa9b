/** The stat families of item effects: stats and French wording of literal English lines. */
import { describe, expect, it } from "vitest";
import { parseAowowItemLocale } from "./aowow-item-locale.ts";
import { fill, frenchTypography, readEffect } from "./item-effects.ts";

const locale = parseAowowItemLocale(`
    'game' => array(
        'resistances'   => [null, 'Résistance au Sacré', 'Résistance au Feu', 'Résistance à la Nature', 'Résistance au Givre', 'Résistance à l\\'Ombre', 'Résistance aux Arcanes'],
    ),
    'item' => array(
        'cooldown'      => array(
            "(%s de recharge)",
            "(%d sec. de recharge)",
            "(%d min de recharge)",
        ),
        'statType'      => array(
            "%c%d Mana", "%c%d Vie", null, "%c%d Agilité", "%c%d Force", "%c%d Intelligence", "%c%d Esprit", "%c%d Endurance", null, null, null, null,
            "Augmente le score de défense de %d.", "", "", "", "", "", "Augmente de %d le score de toucher des sorts.", "", "", "", "", "", "", "", "", "", "", "", "",
            "Augmente de %d le score de toucher.", "Augmente de %d le score de coup critique.", "", "", "Augmente de %d le score de résilience.", "", "",
            "Augmente la puissance d'attaque de %d.", "", "", "", "", "Rend %d points de mana toutes les 5 secondes.", "", "Augmente la puissance des sorts de %d."
        )
    )
`);

describe("item effect families", () => {
  it("reads ratings in either wording, with aowow's French", () => {
    expect(readEffect("Improves critical strike rating by 14.", locale)).toEqual({
      stats: [["crit_rating", 14]],
      french: "Augmente de 14 le score de coup critique.",
    });
    expect(readEffect("Increases your hit rating by 10.", locale)).toEqual({
      stats: [["hit_rating", 10]],
      french: "Augmente de 10 le score de toucher.",
    });
    expect(readEffect("Increases defense rating by 19.", locale)).toEqual({
      stats: [["defense_rating", 19]],
      french: "Augmente le score de défense de 19.",
    });
  });

  it("reads attack power, spell power and mana regeneration of every era", () => {
    expect(readEffect("+40 Attack Power.", locale)).toEqual({
      stats: [["attack_power", 40]],
      french: "Augmente la puissance d'attaque de 40.",
    });
    expect(readEffect("Increases spell power by 31.", locale)?.stats).toEqual([["spell_power", 31]]);
    expect(readEffect("Increases damage and healing done by magical spells and effects by up to 12.", locale)).toEqual({
      stats: [["spell_power", 12]],
      french: "Augmente les dégâts et les soins des sorts et des effets magiques d'un maximum de 12.",
    });
    expect(readEffect("Increases damage done by Fire spells and effects by up to 9.", locale)).toEqual({
      stats: [["fire_spell_damage", 9]],
      french: "Augmente les dégâts des sorts et des effets liés au Feu d'un maximum de 9.",
    });
    expect(readEffect("Restores 4 mana per 5 sec.", locale)).toEqual({
      stats: [["mana_per_5", 4]],
      french: "Rend 4 points de mana toutes les 5 secondes.",
    });
  });

  it("words potions with aowow's cooldown", () => {
    expect(readEffect("Restores 455 to 585 mana. (2 Min Cooldown)", locale)).toEqual({
      stats: [],
      french: "Rend 455 à 585 points de mana. (2 min de recharge)",
    });
  });

  it("words food with a decimal comma", () => {
    expect(readEffect("Restores 61.2 health over 18 sec.  Must remain seated while eating.", locale)).toEqual({
      stats: [],
      french: "Rend 61,2 points de vie en 18 s. Vous devez rester assis pendant que vous mangez.",
    });
  });

  it("words the 1.x percentages in French with a no-break space, without a stat code", () => {
    expect(readEffect("Improves your chance to hit by 1%.", locale)).toEqual({
      stats: [],
      french: "Augmente de 1\u00a0% vos chances de toucher.",
    });
  });

  it("reads the short forms of socket and set bonuses", () => {
    expect(readEffect("+6 Stamina", locale)).toEqual({ stats: [["stamina", 6]], french: "+6 Endurance" });
    expect(readEffect("+5 Arcane Resistance.", locale)).toEqual({
      stats: [["arcane_resistance", 5]],
      french: "+5 Résistance aux Arcanes.",
    });
    expect(readEffect("+4 Resilience Rating", locale)).toEqual({ stats: [["resilience_rating", 4]], french: "+4 score de résilience" });
  });

  it("leaves a spell's text to the caller, and gives stats without French when the locale is absent", () => {
    expect(readEffect("Summons a small fire.", locale)).toBeNull();
    expect(readEffect("Improves hit rating by 10.", null)).toEqual({ stats: [["hit_rating", 10]], french: null });
  });

  it("fills aowow templates: positions, plurals, decimal comma", () => {
    expect(fill("%2$s %1$d |4emplacement:emplacements;", 16, "Sac")).toBe("Sac 16 emplacements");
    expect(fill("%d |4charge:charges;", 1)).toBe("1 charge");
    expect(fill("(%.1f dégâts par seconde)", 53.9)).toBe("(53,9 dégâts par seconde)");
    expect(frenchTypography("Bonus de châsse: +4 Endurance")).toBe("Bonus de châsse\u00a0: +4 Endurance");
    expect(frenchTypography("Unique - Equipé")).toBe("Unique - Équipé");
  });
});
