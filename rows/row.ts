/**
 * A row of a table of data/schema.sql, as the generator reads it (`Row`) and as the importer
 * writes it (`NewRow`), both from rows/tables.ts, which rows/tables-from-schema.ts writes from it.
 */
import type { Defaulted, TableName, Tables } from "./tables.ts";

/** Marks a row with its table; never present at run time. */
declare const table: unique symbol;

/**
 * A row of table T as read (SELECT *). A row of one table may have every column of another (an
 * item's row has all of an item set's): the mark keeps it from passing for that other table's row.
 */
export type Row<T extends TableName> = T extends TableName ? Tables[T] & { readonly [table]?: T } : never;

/** The nullable columns of a row. */
type Nullable<R> = { [K in keyof R]: null extends R[K] ? K : never }[keyof R];

/** The columns a written row may leave out: NULL or the schema's default takes their place. */
type Optional<T extends TableName> = Nullable<Tables[T]> | Defaulted[T];

/**
 * A row of table T as the importer writes it: without `version`, which the writer sets for the
 * whole version, and without the columns it leaves to the schema (`undefined` counts as absent).
 */
export type NewRow<T extends TableName> = T extends TableName
  ? { [K in Exclude<keyof Tables[T], Optional<T> | "version">]: Tables[T][K] } & {
      [K in Extract<keyof Tables[T], Optional<T>>]?: Tables[T][K] | undefined;
    }
  : never;
