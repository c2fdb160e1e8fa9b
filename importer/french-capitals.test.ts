import { describe, expect, it } from "vitest";
import { accentCapitals } from "./french-capitals.ts";

describe("accentCapitals", () => {
  it("accents the capital of the French words that take one", () => {
    expect(accentCapitals("Epées à une main")).toBe("Épées à une main");
    expect(accentCapitals("Etoffe")).toBe("Étoffe");
    expect(accentCapitals("Eléments")).toBe("Éléments"); // half-accented, as the 2.4.3 client writes it
    expect(accentCapitals("Equipé : Elixir d'Etat")).toBe("Équipé : Élixir d'État");
  });
  it("leaves other words, and words that only start the same, as they are", () => {
    expect(accentCapitals("Epéeslongues Ecusson Edwin épée")).toBe("Epéeslongues Ecusson Edwin épée");
  });
});
