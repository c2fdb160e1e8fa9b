/**
 * The differences of a record between the versions where it exists, computed from its rendered
 * bodies by the table of contract/differences.ts: for each pair of consecutive versions, the
 * fields whose compared values differ, lists matched entry by entry on their key. Pure: the
 * differences step (steps/differences.ts) reads the bodies from the build state and writes what
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
  const hasRef = Object.values(value).some(isRecordRef);
  const out: Json = {};
  for (const [key, inner] of Object.entries(value)) {
    if ((IGNORED_INSIDE as readonly string[]).includes(key) || key.endsWith("_url")) continue;
    if (key.endsWith("_name") && Object.hasOwn(value, key.slice(0, -"_name".length))) continue;
    if ((key === "name" && hasRef) || ignore.includes(key)) continue;
    out[key] = comparable(inner);
  }
  return out;
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

const same = (rule: FieldRule, a: unknown, b: unknown) => canonical(comparable(a, rule.ignore)) === canonical(comparable(b, rule.ignore));

/** The value of a field path (`rewards.money`) in a body; a `whole` field is its whole sub-list. */
function valueOf(body: ComparedBody, rule: FieldRule): unknown {
  if (rule.whole && body.lists[rule.whole]) return body.lists[rule.whole];
  let value: unknown = body.record;
  for (const part of rule.field.split(".")) value = isObject(value) ? value[part] : undefined;
  if (rule.whole && isObject(value) && Array.isArray(value.data)) return value.data;
  return value ?? null;
}

const changeOf = (before: unknown, after: unknown): Difference["change"] =>
  before === null ? "added" : after === null ? "removed" : "changed";

/** The entries of a list by key, in order; a key met again is numbered (`red`, `red#2`). */
function keyed(rule: FieldRule, entries: unknown[]): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const seen = new Map<string, number>();
  for (const entry of entries) {
    const base = rule.entries!.key(isObject(entry) ? entry : { value: entry });
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    out.set(n === 1 ? base : `${base}#${n}`, entry);
  }
  return out;
}

/** Whether two texts differ by their numbers: then the game changed, whatever the sources. */
const numbersDiffer = (a: unknown, b: unknown) => typeof a === "string" && typeof b === "string" && numbersOf(a) !== numbersOf(b);

/** Whether the only differences of two entries are in fields the sources may change, a text's numbers aside. */
function onlySources(rule: FieldRule, before: unknown, after: unknown): boolean {
  const sources = rule.entries?.sources ?? [];
  const [a, b] = [comparable(before, rule.ignore), comparable(after, rule.ignore)];
  if (!isObject(a) || !isObject(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => canonical(a[k]) === canonical(b[k]) || (sources.includes(k) && !numbersDiffer(a[k], b[k])));
}

/** The entries of a list field that differ: changed and added in the second version's order, then removed in the first's. */
function entryDifferences(rule: FieldRule, before: unknown[], after: unknown[]): { entries: DifferenceEntry[]; sources: boolean } {
  const [was, now] = [keyed(rule, before), keyed(rule, after)];
  const entries: DifferenceEntry[] = [];
  let sources = true;
  const labelOf = (entry: unknown) => (isObject(entry) ? rule.entries!.label(entry) : null);
  for (const [key, entry] of now) {
    const old = was.get(key);
    if (old === undefined) {
      entries.push({ key, label: labelOf(entry), change: "added", before: null, after: entry });
      sources = false;
    } else if (!same(rule, old, entry)) {
      entries.push({ key, label: labelOf(entry), change: "changed", before: old, after: entry });
      if (!onlySources(rule, old, entry)) sources = false;
    }
  }
  for (const [key, entry] of was) {
    if (now.has(key)) continue;
    entries.push({ key, label: labelOf(entry), change: "removed", before: entry, after: null });
    sources = false;
  }
  return { entries, sources };
}

const isEmptyList = (value: unknown): boolean => Array.isArray(value) && value.length === 0;

/** The differences of a record of type `object` from one version's body to the next's, in the order of the table. */
export function differencesBetween(object: ResourceObject, before: ComparedBody, after: ComparedBody): Difference[] {
  const out: Difference[] = [];
  for (const rule of DIFFERENCE_FIELDS[object]) {
    if (!rule.compared) continue;
    const [a, b] = [valueOf(before, rule), valueOf(after, rule)];
    if (same(rule, a, b)) continue;
    // The source of one version lacks the value, the other's says there is none: nothing to tell.
    if (rule.missing && ((a == null && isEmptyList(b)) || (b == null && isEmptyList(a)))) continue;
    const base = { field: rule.field, label: rule.label, change: changeOf(a, b) };
    if (rule.entries && Array.isArray(a) && Array.isArray(b)) {
      const { entries, sources } = entryDifferences(rule, a, b);
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
  /** each version's record body, its `versions` flagged */
  records: { version: string; record: Json }[];
}

/**
 * The comparison of a record found in two versions or more, and its bodies with each element of
 * `versions` flagged: `changed` when the pair ending at that version has a game difference.
 */
export function compareVersions(object: ResourceObject, id: number, bodies: readonly VersionBody[], baseUrl: string): Comparison {
  const res = resourceOf(object);
  const pairs: DifferencePair[] = [];
  const changed = new Set<string>();
  for (let i = 1; i < bodies.length; i++) {
    const [from, to] = [bodies[i - 1]!, bodies[i]!];
    const differences = differencesBetween(object, from.body, to.body);
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
    records: bodies.map(({ version, body }) => ({ version, record: { ...body.record, versions: flag(body.record.versions) } })),
  };
}
