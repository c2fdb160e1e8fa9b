import { describe, expect, it } from "vitest";
import { gameText } from "./game-text.ts";

describe("game texts", () => {
  it("writes each placeholder one way", () => {
    expect(gameText("Bonjour, $N. Et toi, $n ?")).toBe("Bonjour, <nom>. Et toi, <nom> ?");
    expect(gameText("Un $C ou une $c, $R ou $r")).toBe("Un <classe> ou une <classe>, <race> ou <race>");
    expect(gameText("Ligne un.$B$BLigne deux.$bTrois.")).toBe("Ligne un.\n\nLigne deux.\nTrois.");
    expect(gameText("Soyez $Gprudent:prudente; et $gprêt : prête;.")).toBe("Soyez prudent/prudente et prêt/prête.");
    // the third part names the word the form agrees with: dropped
    expect(gameText("Vous êtes $Gun:une:c; $C.")).toBe("Vous êtes un/une <classe>.");
    expect(gameText("$Gle $C:la $C; arrive")).toBe("le <classe>/la <classe> arrive");
    // values the game reads from the world: a counter, a time left
    expect(gameText("Nous avons collecté $2063w cuirs.")).toBe("Nous avons collecté <nombre> cuirs.");
    expect(gameText("Prochaine bataille dans $4354k, championnat dans $6318d.")).toBe(
      "Prochaine bataille dans <durée>, championnat dans <durée>.",
    );
  });

  it("writes Web-scraped HTML back as text, keeps unknown codes, trims, and has nothing for nothing", () => {
    expect(gameText("&lt;Il sourit.&gt;$B<br :>Merci&nbsp;!")).toBe("<Il sourit.>\nMerci !");
    expect(gameText("Salut<br>toi")).toBe("Salut\ntoi");
    expect(gameText("$Tpunk ;! Tuez-les.")).toBe("$Tpunk ;! Tuez-les.");
    expect(gameText("  texte \n")).toBe("texte");
    expect(gameText("   ")).toBeNull();
    expect(gameText(null)).toBeNull();
    expect(gameText(12)).toBeNull();
  });
});
