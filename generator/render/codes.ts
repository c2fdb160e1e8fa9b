/**
 * The codes and JSON columns of a row, read against the contract: a code outside its list of
 * contract/enums.ts, or a JSON column that does not read, fails the build with a French message
 * naming the table, the key and the value (« item classic:19019 : qualité inconnue « shiny » »),
 * rather than flowing into the JSON. A renderer reads a row's codes through one `RowCodes`.
 */
import { unknownCodeOf, type Labels } from "../../contract/enums.ts";

/** A row the data holds wrong: the build stops and says which. */
export class DataError extends Error {
  override name = "DataError";
}

type List = Labels | readonly string[];
const has = (list: List, code: string): boolean => (Array.isArray(list) ? list.includes(code) : Object.hasOwn(list, code));

export class RowCodes {
  /** `where` names the row: its table and key (« item classic:19019 »). */
  constructor(readonly where: string) {}

  static of(table: string, version: string, id: number): RowCodes {
    return new RowCodes(`${table} ${version}:${id}`);
  }

  fail(what: string, value: unknown): never {
    throw new DataError(`${this.where} : ${what} « ${typeof value === "string" ? value : JSON.stringify(value)} »`);
  }

  /** The code itself, once it is one of `list`. */
  code<T extends string>(list: List, value: T): T {
    if (typeof value !== "string" || !has(list, value)) this.fail(unknownCodeOf(list), value);
    return value;
  }

  /** A code that may be absent (null stays null). */
  optional<T extends string>(list: List, value: T | null | undefined): T | null {
    return value == null ? null : this.code(list, value);
  }

  /** The French label of a code of `labels`. */
  name(labels: Labels, value: string): string {
    return labels[this.code(labels, value)]!;
  }

  /** The label of a code that may be absent. */
  optionalName(labels: Labels, value: string | null | undefined): string | null {
    return value == null ? null : this.name(labels, value);
  }

  /** A comma-separated column of codes ('red,yellow'); '' is none, null stays null. */
  list(labels: Labels, text: string | null | undefined): string[] | null {
    if (text == null) return null;
    return text
      .split(",")
      .filter(Boolean)
      .map((c) => this.code(labels, c));
  }

  /** A JSON column (null stays null); `column` names it in the message when it does not read. */
  json(column: string, text: string | null | undefined): unknown {
    if (text == null) return null;
    try {
      return JSON.parse(text);
    } catch {
      return this.fail(`colonne ${column} illisible (JSON attendu)`, text);
    }
  }

  /** A JSON column that must hold an array of objects. */
  objects(column: string, text: string | null | undefined): Record<string, unknown>[] | null {
    const value = this.json(column, text);
    if (value == null) return null;
    if (!Array.isArray(value) || !value.every((v) => v !== null && typeof v === "object" && !Array.isArray(v)))
      this.fail(`colonne ${column} : liste d'objets attendue`, text);
    return value as Record<string, unknown>[];
  }

  /** A number of a JSON column's object. */
  number(column: string, value: unknown): number {
    if (typeof value !== "number" || !Number.isFinite(value)) this.fail(`colonne ${column} : nombre attendu`, value);
    return value;
  }

  /** A text of a JSON column's object. */
  text(column: string, value: unknown): string {
    if (typeof value !== "string") this.fail(`colonne ${column} : texte attendu`, value);
    return value;
  }
}
