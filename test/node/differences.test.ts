// @vitest-environment node
/**
 * The comparisons of records between versions (route /differences/{segment}/{id}) on the sample,
 * which models version changes (data/sample/21-tbc-changes.sql, 31-wotlk-changes.sql): every
 * comparison file equals a deep comparison of the two record bodies written here, apart from the
 * generator's, leaving out what the contract does not compare (an entry changed in a list gives
 * only its fields that differ); each record's `versions` flags agree with it; Sulfuras,
 * unchanged, has no difference. Then an incremental build after one tbc record changes: the same
 * bytes as a full build, and only that record's files, its siblings' (their flags change) and its
 * comparison change among the served files.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { differenceFieldsOf, numbersOf, type FieldRule } from "../../contract/differences.ts";
import { RESOURCES, type Resource } from "../../contract/resources.ts";
import { VERSIONS } from "../../contract/enums.ts";
import { fileOf } from "../../layout/dist.ts";
import { readDistFacts } from "../support/dist.ts";
import { discard, workFolder } from "../support/work.ts";
import { contentKeys } from "../support/deploy-builds.ts";
import { buildSampleDatabase } from "../../database/sqlite.ts";
import { buildInto } from "../support/build.ts";

type Json = Record<string, any>;

const facts = readDistFacts();
const read = (file: string): Json => JSON.parse(readFileSync(join(facts.dir, file), "utf8"));
const has = (file: string) => Object.hasOwn(facts.manifest, file);

/** Sulfuras, la Main de Ragnaros: the same in the three versions of the sample. */
const SULFURAS = 17182;

// ---- the deep comparison of this test: every leaf of a value, by path

const RECORD_OBJECTS = new Set<string>(RESOURCES.map((r) => r.object));
const isReference = (v: unknown): v is Json =>
  !!v && typeof v === "object" && !Array.isArray(v) && RECORD_OBJECTS.has((v as Json).object) && "api_url" in (v as Json);

/** The leaves of a value as `path = JSON`: a reference is one leaf (its type and number); addresses, labels of codes
 * beside their code, the name beside a reference and the rule's ignored fields (at the first level) are left out. */
function leaves(value: unknown, ignore: readonly string[], path = "", out = new Map<string, string>(), depth = 0): Map<string, string> {
  if (isReference(value)) out.set(path, `${value.object}#${value.id}`);
  else if (Array.isArray(value)) value.forEach((v, i) => leaves(v, depth === 0 ? ignore : [], `${path}[${i}]`, out, depth));
  else if (value && typeof value === "object") {
    const o = value as Json;
    if (o.object === "list" && Array.isArray(o.data)) return leaves(o.data, ignore, path, out, depth);
    const withRef = Object.values(o).some(isReference);
    for (const [k, v] of Object.entries(o)) {
      const skip =
        ["url", "api_url", "icon"].includes(k) ||
        k.endsWith("_url") ||
        (k.endsWith("_name") && k.slice(0, -5) in o) ||
        (k === "name" && withRef) ||
        (depth === 0 && ignore.includes(k));
      if (!skip) leaves(v, [], `${path}.${k}`, out, depth + 1);
    }
    if (Object.keys(o).length === 0) out.set(path, "{}");
  } else out.set(path, JSON.stringify(value ?? null));
  if (Array.isArray(value) && value.length === 0) out.set(path, "[]");
  return out;
}

/** Whether two leaves are texts whose numbers differ (contract/differences.ts numbersOf): a game difference. */
function numbersChange(a: string | undefined, b: string | undefined): boolean {
  const [ta, tb] = [a === undefined ? null : JSON.parse(a), b === undefined ? null : JSON.parse(b)];
  return typeof ta === "string" && typeof tb === "string" && numbersOf(ta) !== numbersOf(tb);
}

const differ = (a: Map<string, string>, b: Map<string, string>) => a.size !== b.size || [...a].some(([k, v]) => b.get(k) !== v);

/** Every page of a sub-list, followed by its cursors. */
function wholeSubList(path: string): unknown[] {
  const out: unknown[] = [];
  let page = read(fileOf(path));
  out.push(...page.data);
  while (page.next_cursor) {
    page = read(fileOf(path, page.next_cursor));
    out.push(...page.data);
  }
  return out;
}

function valueAt(record: Json, rule: FieldRule, path: string): unknown {
  if (rule.whole) return wholeSubList(`${path}/${rule.whole}`);
  return rule.field.split(".").reduce<any>((v, k) => (v == null ? undefined : v[k]), record) ?? null;
}

/** Entries by the contract's key, a key met again numbered `#2`, `#3`. */
function byKey(rule: FieldRule, list: Json[]): Map<string, Json> {
  const seen = new Map<string, number>();
  return new Map(
    list.map((e) => {
      const k = rule.entries!.key(e);
      seen.set(k, (seen.get(k) ?? 0) + 1);
      return [seen.get(k)! > 1 ? `${k}#${seen.get(k)}` : k, e];
    }),
  );
}

/** An entry as this test expects it: added or removed as its list gives it, less the reference its key names and that
 * reference's name (withoutKeyRef); changed, only its top-level fields whose leaves differ (null on the
 * side that lacks one), each with the French label `<field>_name` beside it when the entry has one. */
interface ExpectedEntry {
  key: string;
  change: string;
  before: unknown;
  after: unknown;
}

interface Expected {
  field: string;
  from_sources: boolean;
  before: unknown;
  after: unknown;
  entries: ExpectedEntry[] | null;
}

const byKeyAndChange = (a: ExpectedEntry, b: ExpectedEntry) => `${a.key} ${a.change}`.localeCompare(`${b.key} ${b.change}`);

/** An entry added or removed as a comparison gives it: without the top-level reference its key (`npc:234`, `npc:234#2`) names,
 * nor a `name` equal to that reference's name. */
function withoutKeyRef(key: string, entry: unknown): unknown {
  if (!entry || typeof entry !== "object" || Array.isArray(entry) || isReference(entry)) return entry;
  const o = entry as Json;
  const named = Object.entries(o).find(
    ([, v]) => isReference(v) && `${RESOURCES.find((r) => r.object === v.object)!.keyType}:${v.id}` === key.split("#")[0],
  );
  if (!named) return entry;
  return Object.fromEntries(Object.entries(o).filter(([k, v]) => k !== named[0] && !(k === "name" && v === named[1].name)));
}

/** The top-level fields of an entry named, with their labels: what a changed entry carries of each side. */
function fieldsOf(entry: Json, fields: string[]): Json {
  const out: Json = {};
  for (const f of fields) {
    out[f] = entry[f] ?? null;
    if (`${f}_name` in entry) out[`${f}_name`] = entry[`${f}_name`];
  }
  return out;
}

/** What this test expects the comparison of two bodies of a record to list. */
function expectedDifferences(res: Resource, from: { version: string; id: number }, to: { version: string; id: number }): Expected[] {
  const [pathA, pathB] = [`/${from.version}/${res.segment}/${from.id}`, `/${to.version}/${res.segment}/${to.id}`];
  const [a, b] = [read(fileOf(pathA)), read(fileOf(pathB))];
  const out: Expected[] = [];
  for (const rule of differenceFieldsOf(res.object)) {
    if (!rule.compared) continue;
    const [va, vb] = [valueAt(a, rule, pathA), valueAt(b, rule, pathB)];
    if (rule.entries && Array.isArray(va) && Array.isArray(vb)) {
      const [ka, kb] = [byKey(rule, va), byKey(rule, vb)];
      const entries: ExpectedEntry[] = [];
      let sources = true;
      for (const key of new Set([...kb.keys(), ...ka.keys()])) {
        const [ea, eb] = [ka.get(key), kb.get(key)];
        if (!ea || !eb) {
          entries.push({
            key,
            change: ea ? "removed" : "added",
            before: withoutKeyRef(key, ea ?? null),
            after: withoutKeyRef(key, eb ?? null),
          });
          sources = false;
          continue;
        }
        const [la, lb] = [leaves(ea, rule.ignore), leaves(eb, rule.ignore)];
        if (!differ(la, lb)) continue;
        const changed = [...new Set([...la.keys(), ...lb.keys()])].filter((k) => la.get(k) !== lb.get(k));
        const fields = [...new Set(changed.map((k) => k.split(/[.[]/)[1]!))];
        entries.push({ key, change: "changed", before: fieldsOf(ea, fields), after: fieldsOf(eb, fields) });
        const fromSources = (k: string) =>
          (rule.entries!.sources ?? []).includes(k.split(/[.[]/)[1]!) && !numbersChange(la.get(k), lb.get(k));
        if (!changed.every(fromSources)) sources = false;
      }
      if (entries.length)
        out.push({
          field: rule.field,
          from_sources: rule.fromSources || sources,
          before: null,
          after: null,
          entries: entries.sort(byKeyAndChange),
        });
    } else if (differ(leaves(va, rule.ignore), leaves(vb, rule.ignore)))
      out.push({
        field: rule.field,
        from_sources: rule.fromSources && !numbersChange(JSON.stringify(va), JSON.stringify(vb)),
        before: va,
        after: vb,
        entries: null,
      });
  }
  return out;
}

const comparisons = Object.keys(facts.manifest)
  .filter((f) => /^v1\/differences\/[a-z-]+\/\d+\.json$/.test(f))
  .sort();

describe("comparisons of the sample", () => {
  it("exist exactly for the records found in more than one version", () => {
    const expected: string[] = [];
    for (const res of RESOURCES) {
      const ids = new Map<number, number>();
      for (const file of Object.keys(facts.manifest)) {
        const m = new RegExp(`^v1/(?:${VERSIONS.join("|")})/${res.segment}/(\\d+)\\.json$`).exec(file);
        if (m) ids.set(Number(m[1]), (ids.get(Number(m[1])) ?? 0) + 1);
      }
      for (const [id, n] of ids) if (n > 1) expected.push(`v1/differences/${res.segment}/${id}.json`);
    }
    expect(comparisons.length).toBeGreaterThan(100);
    expect(comparisons).toEqual(expected.sort());
  });

  it("each equals a deep comparison of the two record bodies, and the records' flags agree", () => {
    let differences = 0;
    for (const file of comparisons) {
      const body = read(file);
      const res = RESOURCES.find((r) => r.object === body.type)!;
      const held = VERSIONS.filter((v) => has(fileOf(`/${v}/${res.segment}/${body.id}`)));
      expect(
        body.pairs.map((p: Json) => `${p.from}>${p.to}`),
        file,
      ).toEqual(held.slice(1).map((v, i) => `${held[i]}>${v}`));
      expect(body.name).toBe(read(fileOf(`/${held.at(-1)}/${res.segment}/${body.id}`)).name);
      const changed = new Set<string>();
      for (const pair of body.pairs as Json[]) {
        const expected = expectedDifferences(res, { version: pair.from, id: body.id }, { version: pair.to, id: body.id });
        const found = (pair.differences as Json[]).map((d) => ({
          field: d.field,
          from_sources: d.from_sources,
          before: d.before,
          after: d.after,
          entries:
            d.entries &&
            d.entries.map((e: Json) => ({ key: e.key, change: e.change, before: e.before, after: e.after })).sort(byKeyAndChange),
        }));
        expect(found, `${file} ${pair.from}>${pair.to}`).toEqual(expected);
        expect(pair.game_differences).toBe(expected.filter((d) => !d.from_sources).length);
        expect(pair.source_differences).toBe(expected.filter((d) => d.from_sources).length);
        if (pair.game_differences > 0) changed.add(pair.to);
        differences += expected.length;
      }
      for (const version of held) {
        const record = read(fileOf(`/${version}/${res.segment}/${body.id}`));
        expect(record.versions, `${version} ${file}`).toEqual(body.versions);
      }
      expect(body.versions.map((v: Json) => [v.version, v.changed, v.differences_url])).toEqual(
        held.map((v) => [v, changed.has(v), `${facts.build.addresses.base_url}/differences/${res.segment}/${body.id}`]),
      );
    }
    // The sample's changes are there to be found.
    expect(differences).toBeGreaterThan(20);
  });

  it("names what the sample changes: Thunderfury's damage line, Hogger's group, a translated name from the sources", () => {
    const thunderfury = read("v1/differences/items/19019.json").pairs[0];
    expect(thunderfury.differences.map((d: Json) => [d.field, d.from_sources, d.entries?.map((e: Json) => [e.key, e.change])])).toEqual([
      ["dps", false, undefined],
      ["damage", false, [["nature", "removed"]]],
    ]);
    const hogger = read("v1/differences/quests/176.json").pairs[0];
    expect(hogger.differences.filter((d: Json) => !d.from_sources).map((d: Json) => [d.field, d.before, d.after])).toEqual([
      ["type", "group", null],
      ["players", 3, null],
    ]);
    const gryan = read("v1/differences/npcs/234.json").pairs[0];
    expect(gryan.differences.find((d: Json) => d.field === "name")).toEqual({
      field: "name",
      label: "Nom",
      change: "changed",
      before: "Gryan Forte-Lame",
      after: "Gryan Fortemanteau",
      from_sources: true,
      entries: null,
    });
  });

  it("reports no difference for Sulfuras, unchanged in the three versions", () => {
    const body = read(`v1/differences/items/${SULFURAS}.json`);
    expect(body.name).toBe("Sulfuras, la Main de Ragnaros");
    expect(body.pairs.map((p: Json) => [p.from, p.to, p.game_differences, p.source_differences, p.differences])).toEqual([
      ["classic", "tbc", 0, 0, []],
      ["tbc", "wotlk", 0, 0, []],
    ]);
    expect(read(fileOf(`/wotlk/items/${SULFURAS}`)).versions.map((v: Json) => v.changed)).toEqual([false, false, false]);
  });

  it("has a record in one version only flag nothing and link no comparison", () => {
    expect(has("v1/differences/quests/9101.json")).toBe(false);
    expect(read(fileOf("/classic/quests/9101")).versions.map((v: Json) => [v.version, v.changed, v.differences_url])).toEqual([
      ["classic", false, null],
    ]);
  });
});

// ---- an incremental build after one tbc record changes

const work = workFolder("differences-");
afterAll(() => discard(work));

/** An item in the three versions with no difference, whose tbc sell price changes: no list, search or document reads it. */
const EDITED = 13243;
const EDIT = `UPDATE item SET sell_price = sell_price + 1 WHERE version = 'tbc' AND id = ${EDITED};`;

/** The sample's database, and a copy of it with `sql` run on it. */
function databases(name: string, sql: string): { original: string; changed: string } {
  const original = join(work, "original.sqlite");
  if (!existsSync(original)) buildSampleDatabase(original);
  const changed = join(work, `${name}.sqlite`);
  writeFileSync(changed, readFileSync(original));
  const db = new Database(changed);
  db.exec(sql);
  db.close();
  return { original, changed };
}

/** Builds `original` then `changed` over it, and the same whole: the incremental build's files before and after, once checked the same as the full build's. */
async function incrementalAndFull(name: string, original: string, changed: string) {
  const out = join(work, `incremental-${name}`);
  await buildInto(original, out);
  const before = contentKeys(out);
  const next = await buildInto(changed, out);
  expect(next.kind).toBe("incremental");
  const after = contentKeys(out);
  await buildInto(original, join(work, `full-${name}`));
  const full = await buildInto(changed, join(work, `full-${name}`), { full: true });
  expect(next.info).toEqual(full.info);
  const whole = contentKeys(join(work, `full-${name}`));
  expect([...after.keys()].sort()).toEqual([...whole.keys()].sort());
  for (const [file, key] of whole) expect(after.get(file), file).toBe(key);
  return { out, before, after };
}

describe("an incremental build after one tbc record changes", () => {
  it("gives a full build's bytes, and changes only that record's files, its siblings' flags and its comparison", async () => {
    const { original, changed } = databases("sell-price", EDIT);
    expect(read(`v1/differences/items/${EDITED}.json`).pairs.map((p: Json) => p.differences)).toEqual([[], []]);
    const { out, before, after } = await incrementalAndFull("sell-price", original, changed);
    const changedFiles = [...after.keys()].filter((f) => f.startsWith("v1/") && before.get(f) !== after.get(f)).sort();
    // Its patch notes change with it (generator/steps/patch-notes.ts): the items' of tbc and of wotlk, which now name it.
    const notes = changedFiles.filter((f) => f.includes("/patch-notes"));
    expect([...new Set(notes.map((f) => f.replace(/(~.*)?\.json$/, "")))]).toEqual([
      "v1/tbc/items/patch-notes",
      "v1/wotlk/items/patch-notes",
    ]);
    const served = changedFiles.filter((f) => !notes.includes(f));
    expect(served).toEqual([
      `v1/classic/items/${EDITED}.json`,
      `v1/differences/items/${EDITED}.json`,
      `v1/tbc/items/${EDITED}.json`,
      `v1/wotlk/items/${EDITED}.json`,
    ]);
    const body = JSON.parse(readFileSync(join(out, `v1/differences/items/${EDITED}.json`), "utf8"));
    expect(body.pairs.map((p: Json) => [p.from, p.to, p.differences.map((d: Json) => [d.field, d.before, d.after])])).toEqual([
      ["classic", "tbc", [["sell_price", 14000, 14001]]],
      ["tbc", "wotlk", [["sell_price", 14001, 14000]]],
    ]);
    expect(body.versions.map((v: Json) => v.changed)).toEqual([false, true, true]);
  }, 240_000);

  it("removes the comparison of a record left in one version, and its link on the record", async () => {
    const { original, changed } = databases("removed", "DELETE FROM faction WHERE version = 'tbc' AND id = 1011;");
    const { out, before, after } = await incrementalAndFull("removed", original, changed);
    expect(before.has("v1/differences/factions/1011.json")).toBe(true);
    expect(after.has("v1/differences/factions/1011.json")).toBe(false);
    const wotlk = JSON.parse(readFileSync(join(out, "v1/wotlk/factions/1011.json"), "utf8"));
    expect(wotlk.versions.map((v: Json) => [v.version, v.changed, v.differences_url])).toEqual([["wotlk", false, null]]);
  }, 240_000);
});

// ---- the build without comparisons, the baseline their cost is measured against

describe("a build without comparisons (--no-comparisons)", () => {
  it("has every other file of the build, no record flagged, and is no build to continue from", async () => {
    const { original } = databases("unchanged", "SELECT 1;");
    const out = join(work, "no-comparisons");
    await buildInto(original, out, { comparisons: false });
    const without = [...contentKeys(out).keys()].filter((f) => f.startsWith("v1/")).sort();
    const thunderfury = JSON.parse(readFileSync(join(out, fileOf("/tbc/items/19019")), "utf8"));
    expect(thunderfury.versions.map((v: Json) => [v.version, v.changed])).toEqual([
      ["classic", false],
      ["tbc", false],
      ["wotlk", false],
    ]);
    const next = await buildInto(original, out);
    expect([next.kind, next.reason]).toEqual(["full", "build précédent fait par une autre version du générateur"]);
    const withComparisons = [...contentKeys(out).keys()].filter((f) => f.startsWith("v1/")).sort();
    const compared = withComparisons.filter((f) => f.startsWith("v1/differences/") || f.includes("/patch-notes"));
    expect(compared.length).toBeGreaterThan(0);
    expect(without).toEqual(withComparisons.filter((f) => !compared.includes(f)));
  }, 240_000);
});
