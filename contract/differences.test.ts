/**
 * The table of compared fields covers every field of every record type, once, in the record's
 * order: a field added to a record's schema without a rule here fails.
 */
import { describe, expect, it } from "vitest";
import { DIFFERENCE_FIELDS, differencesApiPath, numbersOf, refKey } from "./differences.ts";
import { RESOURCES } from "./resources.ts";
import { SCHEMAS } from "./schemas.ts";

type Shape = { properties: Record<string, { anyOf?: { properties?: Record<string, unknown> }[]; properties?: Record<string, unknown> }> };

/** The fields of an object field, whether it may be null or not. */
const fieldsOf = (schema: Shape["properties"][string]) =>
  Object.keys(schema.properties ?? schema.anyOf?.find((s) => s.properties)?.properties ?? {});

describe("DIFFERENCE_FIELDS", () => {
  for (const res of RESOURCES) {
    it(`names every field of a ${res.object} once, in its order`, () => {
      const shape = SCHEMAS[res.object] as Shape;
      const rules = DIFFERENCE_FIELDS[res.object].map((r) => r.field);
      expect(new Set(rules).size).toBe(rules.length);
      const expanded = Object.keys(shape.properties).flatMap((field) => {
        const inner = rules.filter((r) => r.startsWith(`${field}.`));
        if (inner.length === 0) return [field];
        expect(inner.map((r) => r.slice(field.length + 1))).toEqual(fieldsOf(shape.properties[field]!));
        return inner;
      });
      expect(rules).toEqual(expanded);
    });
  }

  it("gives each compared field a French label, and a reason to each field not compared or from the sources", () => {
    for (const rule of Object.values(DIFFERENCE_FIELDS).flat()) {
      expect(rule.label, rule.field).toMatch(/^[A-ZÀ-Ý]/);
      expect(rule.reason !== null, rule.field).toBe(!rule.compared || rule.fromSources);
    }
  });
});

describe("addresses and keys", () => {
  it("writes a comparison's path and a reference's identity", () => {
    expect(differencesApiPath({ segment: "game-objects" }, 176589)).toBe("/differences/game-objects/176589");
    expect(refKey({ object: "game_object", id: 176589 })).toBe("object:176589");
  });
});

describe("numbersOf", () => {
  it("reads a text's numbers, thousands with or without a space, a decimal comma as a point", () => {
    expect(numbersOf("Inflige 1 000 à 1\u00a0200 points en 1,5 s (20 %).")).toBe("1000 1200 1.5 20");
    expect(numbersOf("Augmente de 29 le score de parade.")).not.toBe(numbersOf("Augmente de 19 le score de parade."));
    expect(numbersOf("Sans nombre.")).toBe("");
  });
});
