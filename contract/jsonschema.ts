/**
 * Small builders for the JSON Schemas (draft 2020-12) of schemas.ts, so that each shape reads as
 * a list of fields. Every object is closed (additionalProperties: false) and lists its required
 * fields: a field the generator adds, drops or renames makes validation fail.
 *
 * Each builder also carries, in its TypeScript type only, the value the schema accepts, so the
 * types of the records (schemas.ts `ApiShape`) derive from the same declaration as the JSON
 * Schema: a renderer that drifts from it fails `npm run typecheck`. A reference to another
 * schema carries its name (`RefTo`), resolved against the table of schemas at the end.
 */
import type { ListEnvelope } from "./list-envelope.ts";

declare const VALUE: unique symbol;

/** A JSON Schema whose accepted values have the TypeScript type V (at compile time only). */
export type Schema<V = unknown> = Record<string, unknown> & { readonly [VALUE]?: V };

/** The value of a $ref to the schema named N, until resolved (Resolved below). */
export interface RefTo<N extends string> {
  readonly $refTo: N;
}

/** The value type a schema carries, references unresolved. */
export type ValueOf<S> = S extends { readonly [VALUE]?: infer V } ? Exclude<V, undefined> : never;

/** V with every RefTo<N> replaced by the value of schema N of the table D (N_list: a list of N). */
export type Resolved<V, D> =
  V extends RefTo<infer N>
    ? N extends keyof D
      ? Resolved<ValueOf<D[N]>, D>
      : N extends `${infer E}_list`
        ? E extends keyof D
          ? ListEnvelope<Resolved<ValueOf<D[E]>, D>>
          : never
        : never
    : V extends readonly (infer E)[]
      ? Resolved<E, D>[]
      : V extends object
        ? { [K in keyof V]: Resolved<V[K], D> }
        : V;

/** A schema written by hand, declared to accept values of type V (the builders below use it). */
export const typed = <V>(schema: Record<string, unknown>): Schema<V> => schema as Schema<V>;

/** Reference to another schema of components.schemas. */
export const $ = <N extends string>(name: N, description?: string): Schema<RefTo<N>> =>
  typed(description ? { $ref: `#/components/schemas/${name}`, description } : { $ref: `#/components/schemas/${name}` });

const d = (description?: string): Record<string, unknown> => (description ? { description } : {});

export const str = (description?: string) => typed<string>({ type: "string", ...d(description) });
export const int = (description?: string) => typed<number>({ type: "integer", ...d(description) });
export const num = (description?: string) => typed<number>({ type: "number", ...d(description) });
export const bool = (description?: string) => typed<boolean>({ type: "boolean", ...d(description) });
export const uri = (description?: string) => typed<string>({ type: "string", format: "uri", ...d(description) });
export const date = (description?: string) => typed<string>({ type: "string", format: "date", ...d(description) });
/** A fixed string. Typed as string, not as the literal: renderers build such fields from variables. */
export const konst = (value: string, description?: string) => typed<string>({ type: "string", const: value, ...d(description) });
export const codes = (values: readonly string[] | object, description?: string) =>
  typed<string>({ type: "string", enum: Array.isArray(values) ? [...values] : Object.keys(values), ...d(description) });
export const arr = <V>(items: Schema<V>, description?: string) => typed<V[]>({ type: "array", items, ...d(description) });

export const nullValue = () => typed<null>({ type: "null" });

/** One of several schemas (anyOf). */
export const anyOf = <S extends Schema[]>(schemas: S, description?: string) =>
  typed<ValueOf<S[number]>>({ anyOf: schemas, ...d(description) });

/** The same schema that also accepts null: `type: [t, "null"]` for scalars, anyOf otherwise. */
export function orNull<V>(schema: Schema<V>, description?: string): Schema<V | null> {
  const { description: own, ...rest } = schema;
  const text = description ?? (own as string | undefined);
  if (typeof rest.type === "string" && rest.type !== "object" && rest.type !== "array") {
    const out: Record<string, unknown> = { ...rest, type: [rest.type, "null"] };
    if (Array.isArray(rest.enum)) out.enum = [...rest.enum, null];
    return typed({ ...out, ...d(text) });
  }
  return typed({ anyOf: [rest, { type: "null" }], ...d(text) });
}

type Fields = Record<string, Schema>;
/** The value of a closed object: its required fields, and the optional ones marked `?`. */
type ObjectValue<P extends Fields, O extends string> = { [K in Exclude<keyof P, O>]: ValueOf<P[K]> } & {
  [K in O & keyof P]?: ValueOf<P[K]>;
};

/** A closed object; every field is required except those named in `optional`. */
export function obj<P extends Fields, O extends string = never>(
  properties: P,
  options: { optional?: readonly O[]; description?: string } = {},
): Schema<ObjectValue<P, O>> & { properties: P } {
  const optional = new Set<string>(options.optional ?? []);
  return {
    type: "object",
    ...d(options.description),
    required: Object.keys(properties).filter((k) => !optional.has(k)),
    properties,
    additionalProperties: false,
  } as Schema<ObjectValue<P, O>> & { properties: P };
}
