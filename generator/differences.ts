/**
 * The differences of a record between the versions where it exists, computed from its rendered
 * bodies by the table of contract/differences.ts: for each pair of consecutive versions, the
 * fields whose compared values differ, lists matched entry by entry on their key. Pure: the
 * differences step (steps/differences.ts) reads the bodies the records step kept and writes what
 * this returns.
 */
import {
  DIFFERENCE_FIELDS,
  IGNORED_INSIDE,
  differencesApiPath,
  isRecordRef,
  numbersOf,
  refKey,
  type FieldRule,
} from "../contract/differences.ts";
import { resourceOf, type ResourceObject } from "../contract/resources.ts";
import type { ApiShape } from "../contract/schemas.ts";

export type Difference = ApiShape<"difference">;
export type DifferenceEntry = ApiShape<"difference_entry">;
export type DifferencePair = ApiShape<"difference_pair">;
export type Differences = ApiShape<"differences">;

/** A record as compared: its body, and the whole sub-lists its body shows the first page of, by route segment (`loot`). */
export interface ComparedBody {
  record: Record<string, unknown>;
  lists: Record<string, unknown[]>;
}

type Json = Record<string, unknown>;

/**
 * A body as the build keeps it (kept-bodies.ts), as parts to be written one after the other: the
 * record's text as its file would be written, then, on a line of its own (JSON texts have none),
 * the whole sub-lists the comparison reads (ComparedBody["lists"]), from their elements' texts.
 */
export function keptParts(recordText: string, lists: ReadonlyMap<string, readonly string[]>): string[] {
  const fields = [...lists].map(([segment, texts]) => `${JSON.stringify(segment)}:[${texts.join(",")}]`);
  return [recordText, `\n{${fields.join(",")}}`];
}

/** A body the build kept (keptParts, one after the other): the record's text, and the body it compares. */
export function keptBody(text: string): { text: string; body: ComparedBody } {
  const line = text.indexOf("\n");
  const recordText = text.slice(0, line);
  return {
    text: recordText,
    body: { record: JSON.parse(recordText) as Json, lists: JSON.parse(text.slice(line + 1)) as ComparedBody["lists"] },
  };
}

/**
 * A record's text with its `versions` replaced: the text of the record with the new value, made
 * without writing the whole record again (JSON.stringify gives a value the same text inside an
 * object as alone). A record ends with its `versions`, after every object it holds: the text is
 * searched from its end.
 */
export function withVersions(recordText: string, before: unknown, after: unknown): string {
  const old = `"versions":${JSON.stringify(before)}`;
  const at = recordText.lastIndexOf(old);
  if (at < 0) throw new Error("a record's text without its versions");
  return `${recordText.slice(0, at)}"versions":${JSON.stringify(after)}${recordText.slice(at + old.length)}`;
}

const isObject = (value: unknown): value is Json => !!value && typeof value === "object" && !Array.isArray(value);

/**
 * A value as it is compared: a reference by its identity (`npc:234`), a list envelope by its
 * elements, an object without its addresses, the `<code>_name` label beside its code, nor the
 * name beside a reference (that record's own name).
 */
export function comparable(value: unknown, ignore: readonly string[] = []): unknown {
  if (Array.isArray(value)) return value.map((v) => comparable(v, ignore));
  if (!isObject(value)) return value ?? null;
  if (isRecordRef(value)) return refKey(value);
  if (value.object === "list" && Array.isArray(value.data)) return comparable(value.data);
  const out: Json = {};
  for (const key of comparedKeys(value, ignore)) out[key] = comparable(value[key]);
  return out;
}

/**
 * The keys of an object that are compared, in its order: not its addresses, the `<code>_name`
 * label beside its code, the name beside a reference, nor those `ignore` names. A key without a
 * value is none, as in the object's JSON: a body in hand compares as its text read back.
 */
function comparedKeys(object: Json, ignore: readonly string[]): string[] {
  const keys = Object.keys(object);
  const hasRef = keys.some((key) => isRecordRef(object[key]));
  return keys.filter(
    (key) =>
      object[key] !== undefined &&
      !(IGNORED_INSIDE as readonly string[]).includes(key) &&
      !key.endsWith("_url") &&
      !(key.endsWith("_name") && Object.hasOwn(object, key.slice(0, -"_name".length))) &&
      !(key === "name" && hasRef) &&
      !ignore.includes(key),
  );
}

/** JSON with the keys of every object sorted: two equal values have one text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (isObject(value))
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(",")}}`;
  return JSON.stringify(value ?? null);
}

const NONE: readonly string[] = [];

/** The text of a value compared whole (a primitive, a reference by its identity), or null for an array or object compared part by part. */
function leafText(value: unknown): string | null {
  if (value === null || value === undefined) return "null";
  if (typeof value !== "object") return JSON.stringify(value);
  if (!Array.isArray(value) && isRecordRef(value)) return JSON.stringify(refKey(value));
  return null;
}

/**
 * Whether two values are the same as compared, each with the keys its top ignores: whether
 * `canonical(comparable(a, ignoreA))` and `canonical(comparable(b, ignoreB))` are one text,
 * found by walking both values at once rather than writing their texts, and stopping at the
 * first difference.
 */
export function sameCompared(a: unknown, ignoreA: readonly string[], b: unknown, ignoreB: readonly string[]): boolean {
  if (a === b && ignoreA === ignoreB) return true;
  const [leafA, leafB] = [leafText(a), leafText(b)];
  if (leafA !== null || leafB !== null) return leafA === leafB;
  let [x, y] = [a as Json | unknown[], b as Json | unknown[]];
  // A list envelope is compared as its elements, without the keys ignored at its top.
  if (!Array.isArray(x) && x.object === "list" && Array.isArray(x.data)) [x, ignoreA] = [x.data, NONE];
  if (!Array.isArray(y) && y.object === "list" && Array.isArray(y.data)) [y, ignoreB] = [y.data, NONE];
  if (Array.isArray(x) || Array.isArray(y)) {
    if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (!sameCompared(x[i], ignoreA, y[i], ignoreB)) return false;
    return true;
  }
  const [keysA, keysB] = [comparedKeys(x, ignoreA), comparedKeys(y, ignoreB)];
  if (keysA.length !== keysB.length) return false;
  for (const key of keysA) if (!keysB.includes(key) || !sameCompared(x[key], NONE, y[key], NONE)) return false;
  return true;
}

/** The value of a field path (`rewards.money`) in a body; a `whole` field is its whole sub-list. */
function valueOf(body: ComparedBody, rule: FieldRule): unknown {
  if (rule.whole && body.lists[rule.whole]) return body.lists[rule.whole];
  let value: unknown = body.record;
  for (const part of rule.field.split(".")) value = isObject(value) ? value[part] : undefined;
  if (rule.whole && isObject(value) && Array.isArray(value.data)) return value.data;
  return value ?? null;
}

/** A body with its fields' values, read once, and the keys of the entries of its lists that differ, worked out when a pair first needs them. */
class ComparedRecord {
  private readonly values = new Map<FieldRule, unknown>();
  private readonly entryKeys = new Map<FieldRule, string[] | null>();
  constructor(readonly body: ComparedBody) {}

  value(rule: FieldRule): unknown {
    if (!this.values.has(rule)) this.values.set(rule, valueOf(this.body, rule));
    return this.values.get(rule);
  }

  /** The keys of a list matched by key, in order; null for any other value. */
  keys(rule: FieldRule): string[] | null {
    if (!this.entryKeys.has(rule)) {
      const value = this.value(rule);
      this.entryKeys.set(rule, rule.entries && Array.isArray(value) ? keyed(rule, value) : null);
    }
    return this.entryKeys.get(rule) ?? null;
  }
}

const changeOf = (before: unknown, after: unknown): Difference["change"] =>
  before === null ? "added" : after === null ? "removed" : "changed";

/** The keys of a list's entries, in order; a key met again is numbered (`red`, `red#2`). */
function keyed(rule: FieldRule, entries: unknown[]): string[] {
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    const base = rule.entries!.key(isObject(entry) ? entry : { value: entry });
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base}#${n}`;
  });
}

/** Whether two texts differ by their numbers: then the game changed, whatever the sources. */
const numbersDiffer = (a: unknown, b: unknown) => typeof a === "string" && typeof b === "string" && numbersOf(a) !== numbersOf(b);

/**
 * What differs in an entry found in both versions: its fields that differ as compared (a field
 * missing on one side is null there, with the French label `<code>_name` beside a code), and
 * whether the sources may explain all of them, a text's numbers aside. An entry that is not an
 * object is given whole.
 */
function changedEntry(rule: FieldRule, before: unknown, after: unknown): { before: unknown; after: unknown; sources: boolean } {
  const [a, b] = [comparable(before, rule.ignore), comparable(after, rule.ignore)];
  if (!isObject(a) || !isObject(b) || !isObject(before) || !isObject(after)) return { before, after, sources: false };
  const sources = rule.entries?.sources ?? [];
  const differing = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((k) => canonical(a[k]) !== canonical(b[k]));
  const only = (entry: Json): Json => {
    const out: Json = {};
    for (const key of differing) {
      out[key] = entry[key] ?? null;
      if (Object.hasOwn(entry, `${key}_name`)) out[`${key}_name`] = entry[`${key}_name`];
    }
    return out;
  };
  return {
    before: only(before),
    after: only(after),
    sources: differing.every((k) => sources.includes(k) && !numbersDiffer(a[k], b[k])),
  };
}

/**
 * An entry added or removed as the comparison gives it: as its list gives it, without the
 * reference its key names nor the name beside it (the entry's key and label say them).
 */
function entryShown(key: string, entry: unknown): unknown {
  if (!isObject(entry) || isRecordRef(entry)) return entry;
  const named = key.replace(/#\d+$/, "");
  const field = Object.keys(entry).find((k) => isRecordRef(entry[k]) && refKey(entry[k]) === named);
  if (field === undefined) return entry;
  const ref = entry[field] as Json;
  const out: Json = {};
  for (const [k, v] of Object.entries(entry)) if (k !== field && !(k === "name" && v === ref.name)) out[k] = v;
  return out;
}

/** The entries of a list field that differ: changed and added in the second version's order, then removed in the first's. */
function entryDifferences(
  rule: FieldRule,
  before: ComparedRecord,
  after: ComparedRecord,
): { entries: DifferenceEntry[]; sources: boolean } {
  const [was, now] = [before.keys(rule)!, after.keys(rule)!];
  const [oldValues, newValues] = [before.value(rule) as unknown[], after.value(rule) as unknown[]];
  const index = new Map(was.map((key, i) => [key, i]));
  const kept = new Set<string>();
  const entries: DifferenceEntry[] = [];
  let sources = true;
  const labelOf = (entry: unknown) => (isObject(entry) ? rule.entries!.label(entry) : null);
  for (const [i, key] of now.entries()) {
    const entry = newValues[i];
    const old = index.get(key);
    kept.add(key);
    if (old === undefined) {
      entries.push({ key, label: labelOf(entry), change: "added", before: null, after: entryShown(key, entry) });
      sources = false;
    } else if (!sameCompared(oldValues[old], rule.ignore, entry, rule.ignore)) {
      const change = changedEntry(rule, oldValues[old], entry);
      entries.push({ key, label: labelOf(entry), change: "changed", before: change.before, after: change.after });
      if (!change.sources) sources = false;
    }
  }
  for (const [i, key] of was.entries()) {
    if (kept.has(key)) continue;
    const entry = oldValues[i];
    entries.push({ key, label: labelOf(entry), change: "removed", before: entryShown(key, entry), after: null });
    sources = false;
  }
  return { entries, sources };
}

const isEmptyList = (value: unknown): boolean => Array.isArray(value) && value.length === 0;

/** The differences of a record of type `object` from one version's body to the next's, in the order of the table. */
export function differencesBetween(object: ResourceObject, before: ComparedBody, after: ComparedBody): Difference[] {
  return differencesOf(object, new ComparedRecord(before), new ComparedRecord(after));
}

function differencesOf(object: ResourceObject, before: ComparedRecord, after: ComparedRecord): Difference[] {
  const out: Difference[] = [];
  for (const rule of DIFFERENCE_FIELDS[object]) {
    if (!rule.compared) continue;
    const [a, b] = [before.value(rule), after.value(rule)];
    if (sameCompared(a, rule.ignore, b, rule.ignore)) continue;
    // The source of one version lacks the value, the other's says there is none: nothing to tell.
    if (rule.missing && ((a == null && isEmptyList(b)) || (b == null && isEmptyList(a)))) continue;
    const base = { field: rule.field, label: rule.label, change: changeOf(a, b) };
    if (before.keys(rule) && after.keys(rule)) {
      const { entries, sources } = entryDifferences(rule, before, after);
      if (entries.length === 0) continue; // the same entries in another order: the order is not compared
      out.push({ ...base, change: "changed", before: null, after: null, from_sources: rule.fromSources || sources, entries });
    } else {
      const missing = rule.missing && (a == null || b == null);
      out.push({ ...base, before: a, after: b, from_sources: (rule.fromSources && !numbersDiffer(a, b)) || missing, entries: null });
    }
  }
  return out;
}

/** A record's bodies in the versions where it exists, in the versions' order. */
export interface VersionBody {
  version: string;
  body: ComparedBody;
}

export interface Comparison {
  /** the comparison's body (route /differences/{segment}/{id}) */
  differences: Differences;
  /** each version's `versions`, flagged, in the order of the bodies */
  versions: { version: string; versions: Json[] }[];
}

/**
 * The comparison of a record found in two versions or more, and the `versions` of each of its
 * bodies with each element flagged: `changed` when the pair ending at that version has a game
 * difference.
 */
export function compareVersions(object: ResourceObject, id: number, bodies: readonly VersionBody[], baseUrl: string): Comparison {
  const res = resourceOf(object);
  const pairs: DifferencePair[] = [];
  const changed = new Set<string>();
  const records = bodies.map(({ body }) => new ComparedRecord(body));
  for (let i = 1; i < bodies.length; i++) {
    const [from, to] = [bodies[i - 1]!, bodies[i]!];
    const differences = differencesOf(object, records[i - 1]!, records[i]!);
    const sources = differences.filter((d) => d.from_sources).length;
    if (differences.length > sources) changed.add(to.version);
    pairs.push({
      from: from.version,
      to: to.version,
      from_url: from.body.record.api_url as string,
      to_url: to.body.record.api_url as string,
      game_differences: differences.length - sources,
      source_differences: sources,
      differences,
    });
  }
  const flag = (versions: unknown) => (versions as Json[]).map((v) => ({ ...v, changed: changed.has(v.version as string) }));
  const latest = bodies.at(-1)!.body.record;
  return {
    differences: {
      object: "differences",
      type: object,
      id,
      key: `${res.keyType}:${id}`,
      name: latest.name as string,
      api_url: `${baseUrl}${differencesApiPath(res, id)}`,
      versions: flag(latest.versions) as Differences["versions"],
      pairs,
    },
    versions: bodies.map(({ version, body }) => ({ version, versions: flag(body.record.versions) })),
  };
}
