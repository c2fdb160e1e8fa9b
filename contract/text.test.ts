import { describe, expect, it } from "vitest";
import { fold, inFrench } from "./text.ts";

describe("fold", () => {
  it("ignores case", () => {
    expect(fold("VanCleef")).toBe("vancleef");
  });

  it("ignores accents, capitals included", () => {
    expect(fold("Épée à deux mains")).toBe("epee a deux mains");
    expect(fold("ÇÀÈÙÂÊÎÔÛËÏÜŸ")).toBe("caeuaeioueiuy");
  });

  it("spells ligatures out", () => {
    expect(fold("Cœur")).toBe("coeur");
    expect(fold("Œil")).toBe("oeil");
    expect(fold("Æther")).toBe("aether");
    expect(fold("Straße")).toBe("strasse");
  });
});

it("inFrench lists as French writes", () => {
  expect(inFrench([])).toBe("");
  expect(inFrench(["GET"])).toBe("GET");
  expect(inFrench(["GET", "HEAD"])).toBe("GET et HEAD");
  expect(inFrench(["GET", "HEAD", "OPTIONS"])).toBe("GET, HEAD et OPTIONS");
});
