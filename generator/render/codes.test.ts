/** Reading a row's codes and JSON columns against the contract, with the French message of each fault. */
import { describe, expect, it } from "vitest";
import { BONDINGS, QUALITIES, SOCKET_COLORS } from "../../contract/enums.ts";
import { DataError, RowCodes } from "./codes.ts";

const codes = RowCodes.of("item", "classic", 19019);

describe("RowCodes", () => {
  it("gives back known codes and their labels", () => {
    expect(codes.code(QUALITIES, "legendary")).toBe("legendary");
    expect(codes.name(QUALITIES, "legendary")).toBe("Légendaire");
    expect(codes.optional(BONDINGS, null)).toBe(null);
    expect(codes.list(SOCKET_COLORS, "red,meta")).toEqual(["red", "meta"]);
    expect(codes.list(SOCKET_COLORS, "")).toEqual([]);
    expect(codes.list(SOCKET_COLORS, null)).toBe(null);
    expect(codes.objects("damage", '[{"min": 1}]')).toEqual([{ min: 1 }]);
  });

  it("fails on a code outside its list, naming the table, the key and the value", () => {
    expect(() => codes.name(QUALITIES, "shiny")).toThrow(new DataError("item classic:19019 : qualité inconnue « shiny »"));
    expect(() => codes.list(SOCKET_COLORS, "red,green")).toThrow("item classic:19019 : couleur de châsse inconnue « green »");
    expect(() => codes.optional(BONDINGS, "soul")).toThrow("item classic:19019 : liaison inconnue « soul »");
    expect(() => codes.code(["a"], "toString")).toThrow("item classic:19019 : code inconnu « toString »");
    expect(() => codes.name(QUALITIES, "constructor")).toThrow("qualité inconnue « constructor »");
  });

  it("fails on a JSON column that does not read or is not a list of objects", () => {
    expect(() => codes.json("damage", "[{")).toThrow("item classic:19019 : colonne damage illisible (JSON attendu) « [{ »");
    expect(() => codes.objects("effects", '{"trigger": "use"}')).toThrow("item classic:19019 : colonne effects : liste d'objets attendue");
    expect(() => codes.number("damage", "44")).toThrow("item classic:19019 : colonne damage : nombre attendu « 44 »");
  });
});
