import { describe, expect, it } from "vitest";
import { of, to } from "./french.ts";

describe("French contractions before a name", () => {
  it("de", () => {
    expect(of("Les Mortemines")).toEqual({ before: "des ", name: "Mortemines" });
    expect(of("Le Cœur du Magma")).toEqual({ before: "du ", name: "Cœur du Magma" });
    expect(of("La Fournaise")).toEqual({ before: "de ", name: "La Fournaise" });
    expect(of("Ulduar")).toEqual({ before: "d'", name: "Ulduar" });
    expect(of("Écho-Mont")).toEqual({ before: "d'", name: "Écho-Mont" });
    expect(of("Hurlevent")).toEqual({ before: "de ", name: "Hurlevent" });
    expect(of("Lesbos")).toEqual({ before: "de ", name: "Lesbos" });
  });
  it("à", () => {
    expect(to("Les Mortemines")).toEqual({ before: "aux ", name: "Mortemines" });
    expect(to("Le Cœur du Magma")).toEqual({ before: "au ", name: "Cœur du Magma" });
    expect(to("Ulduar")).toEqual({ before: "à ", name: "Ulduar" });
  });
});
