/**
 * Ajv (JSON Schema 2020-12) loaded with the API's schemas, for tests that check answers against
 * openapi.json: the generator's files here, and any computed answer of the edge.
 */
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020.js";
import { SCHEMAS } from "../../contract/schemas.ts";

const ID = "https://grimoire.invalid/openapi.json";

export interface SchemaValidator {
  /** Errors of `value` against components.schemas[name] as one line each; [] when valid. */
  check(name: string, value: unknown): string[];
}

function isAbsoluteUrl(text: string): boolean {
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}

export function schemaValidator(): SchemaValidator {
  // strict: a misspelt keyword or a `required` outside an object schema is an error, not ignored.
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  ajv.addKeyword("discriminator"); // OpenAPI annotation on search_result, nothing to validate
  ajv.addKeyword("components"); // the container the `#/components/schemas/...` references point into
  ajv.addFormat("uri", isAbsoluteUrl);
  ajv.addFormat("date", /^\d{4}-\d{2}-\d{2}$/);
  ajv.addSchema({ $id: ID, components: { schemas: SCHEMAS } });
  const compiled = new Map<string, ValidateFunction>();
  return {
    check(name, value) {
      let validate = compiled.get(name);
      if (!validate) compiled.set(name, (validate = ajv.compile({ $ref: `${ID}#/components/schemas/${name}` })));
      if (validate(value)) return [];
      return (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ""}`);
    },
  };
}
