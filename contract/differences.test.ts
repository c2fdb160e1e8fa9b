/**
 * The table of compared fields covers every field of every record type, once, in the record's
 * order: a field added to a record's schema without a rule here fails.
 */
import { describe, expect, it } from "vitest";
import { DIFFERENCE_FIELDS, differenceRuleOf, differencesApiPath, numbersOf, refKey } from "./differences.ts";
import { RESOURCES } from "./resources.ts";
import { SCHEMAS } from "./schemas.ts";

type Field = {
  anyOf?: Field[];
  properties?: Record<string, Field>;
  items?: Field;
  enum?: unknown[];
  description?: string;
};
type Shape = { properties: Record<string, Field> };

/** The fields of an object field, whether it may be null or not. */
const fieldsOf = (schema: Field) => Object.keys(schema.properties ?? schema.anyOf?.find((s) => s.properties)?.properties ?? {});

/** The schema of a field path (`rewards.money`) in a record type's schema. */
function schemaOf(object: string, path: string): Field {
  let field: Field = SCHEMAS[object as keyof typeof SCHEMAS] as Field;
  for (const part of path.split(".")) field = (field.properties ?? field.anyOf?.find((s) => s.properties)?.properties)![part]!;
  return field;
}

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

  it("gives a compared field of codes the labels of the very codes its schema allows, and counts as money the fields of copper", () => {
    for (const res of RESOURCES)
      for (const rule of DIFFERENCE_FIELDS[res.object].filter((r) => r.compared)) {
        const schema = schemaOf(res.object, rule.field);
        const allowed = (schema.enum ?? schema.items?.enum ?? []).filter((c) => c !== null);
        if (rule.codes) expect(Object.keys(rule.codes), `${res.object}.${rule.field}`).toEqual(allowed);
        else expect(allowed, `${res.object}.${rule.field}`).toEqual([]);
        expect(rule.money, `${res.object}.${rule.field}`).toBe(/cuivre/.test(schema.description ?? ""));
      }
  });

  it("finds a field's rule by type and field", () => {
    expect(differenceRuleOf("item", "quality")?.codes?.epic).toBe("Épique");
    expect(differenceRuleOf("quest", "rewards.money")?.money).toBe(true);
    expect(differenceRuleOf("item", "nothing")).toBe(null);
    expect(differenceRuleOf("nothing", "quality")).toBe(null);
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
