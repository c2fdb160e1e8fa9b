import { describe, expect, it } from "vitest";
import { fold, inFrench, joined, words } from "./text.ts";

describe("fold", () => {
  it("drops case and accents, spells out ligatures", () => {
    expect(fold("Épée ÇA Œil Æther straße")).toBe("epee ca oeil aether strasse");
  });

  it("makes every apostrophe, hyphen and space one of its kind", () => {
    expect(fold("Kel’Thuzad Kelʼthuzad Kel‘thuzad")).toBe("kel'thuzad kel'thuzad kel'thuzad");
    expect(fold("Lame‐tonnerre Lame–tonnerre")).toBe("lame-tonnerre lame-tonnerre");
    expect(fold("On recherche\u00a0: \u202fLardeur")).toBe("on recherche :  lardeur");
  });
});

describe("words", () => {
  it("splits on anything but letters and digits, apostrophes of every kind included", () => {
    for (const name of ["Kel'Thuzad", "Kel’Thuzad", "Kelʼthuzad", "KEL-THUZAD", "kel\u00a0thuzad"]) {
      expect(words(name), name).toEqual(["kel", "thuzad"]);
    }
    expect(words("Tête d'Edwin VanCleef (2)")).toEqual(["tete", "d", "edwin", "vancleef", "2"]);
    expect(words(" -- ")).toEqual([]);
  });
});

describe("joined", () => {
  it("writes a name as one word, so split and joined spellings meet", () => {
    expect(joined("Kel'Thuzad")).toBe("kelthuzad");
    expect(joined("van cleef")).toBe(joined("VanCleef"));
    expect(joined("Lame-tonnerre")).toBe("lametonnerre");
  });
});

it("inFrench lists as French writes", () => {
  expect(inFrench([])).toBe("");
  expect(inFrench(["GET"])).toBe("GET");
  expect(inFrench(["GET", "HEAD"])).toBe("GET et HEAD");
  expect(inFrench(["GET", "HEAD", "OPTIONS"])).toBe("GET, HEAD et OPTIONS");
});
