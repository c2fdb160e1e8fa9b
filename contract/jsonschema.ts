/**
 * Small builders for the JSON Schemas (draft 2020-12) of schemas.ts, so that each shape reads as
 * a list of fields. Every object is closed (additionalProperties: false) and lists its required
 * fields: a field the generator adds, drops or renames makes validation fail.
 */

export type Schema = Record<string, unknown>;

/** Reference to another schema of components.schemas. */
export const $ = (name: string, description?: string): Schema =>
  description ? { $ref: `#/components/schemas/${name}`, description } : { $ref: `#/components/schemas/${name}` };

const d = (description?: string): Schema => (description ? { description } : {});

export const str = (description?: string): Schema => ({ type: "string", ...d(description) });
export const int = (description?: string): Schema => ({ type: "integer", ...d(description) });
export const num = (description?: string): Schema => ({ type: "number", ...d(description) });
export const bool = (description?: string): Schema => ({ type: "boolean", ...d(description) });
export const uri = (description?: string): Schema => ({ type: "string", format: "uri", ...d(description) });
export const date = (description?: string): Schema => ({ type: "string", format: "date", ...d(description) });
export const konst = (value: string, description?: string): Schema => ({ type: "string", const: value, ...d(description) });
export const codes = (values: readonly string[] | object, description?: string): Schema => ({
  type: "string",
  enum: Array.isArray(values) ? [...values] : Object.keys(values),
  ...d(description),
});
export const arr = (items: Schema, description?: string): Schema => ({ type: "array", items, ...d(description) });

/** The same schema that also accepts null: `type: [t, "null"]` for scalars, anyOf otherwise. */
export function orNull(schema: Schema, description?: string): Schema {
  const { description: own, ...rest } = schema;
  const text = description ?? (own as string | undefined);
  if (typeof rest.type === "string" && rest.type !== "object" && rest.type !== "array") {
    const out: Schema = { ...rest, type: [rest.type, "null"] };
    if (Array.isArray(rest.enum)) out.enum = [...rest.enum, null];
    return { ...out, ...d(text) };
  }
  return { anyOf: [rest, { type: "null" }], ...d(text) };
}

/** A closed object; every field is required except those named in `optional`. */
export function obj(properties: Record<string, Schema>, options: { optional?: readonly string[]; description?: string } = {}): Schema {
  const optional = new Set(options.optional ?? []);
  return {
    type: "object",
    ...d(options.description),
    required: Object.keys(properties).filter((k) => !optional.has(k)),
    properties,
    additionalProperties: false,
  };
}
