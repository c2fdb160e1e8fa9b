/**
 * What changed in a record from one game version to the next, on its page: the « Changements »
 * section, drawn from the record's comparison (`/differences/{segment}/{id}`), pair of versions
 * by pair, each difference as its French label and its value before and after, and the marks
 * of the version badges. A difference that may come from the sources (a translation, a dataset)
 * says so, so that no reader takes it for a change of the game.
 */
import { GAME_VERSIONS, label } from "../../contract/enums.ts";
import { CHANGES, differenceRuleOf, differencesApiPath } from "../../contract/differences.ts";
import { RESOURCES, resourceOf } from "../../contract/resources.ts";
import { recordPagePath } from "../../contract/addresses.ts";
import { recordApiPath } from "../../contract/routes.ts";
import type { AnyRecord, ApiShape } from "../../contract/schemas.ts";
import { inFrench } from "../../contract/text.ts";
import { html, raw, type Markup } from "../html.ts";
import { chance, join, link, money, num, type Ref } from "../format.ts";

/** One element of a record's `versions`: the record in that version, whether it differs there
 * from the previous version that holds it, and where its comparison is. */
export type VersionRef = ApiShape<"version_ref">;
export type Differences = ApiShape<"differences">;
type DifferencePair = ApiShape<"difference_pair">;
type Difference = ApiShape<"difference">;
type EntryDifference = ApiShape<"difference_entry">;

/** What a record's page shows: the record, and its comparison when it is in several versions. */
export interface RecordAnswer {
  record: AnyRecord;
  differences: Differences | null;
  /** why the comparison could not be read (the API out of reach, a rate limit), else null */
  unavailable: string | null;
}

/** The route path of the record's comparison (`/differences/items/19019`) when its `versions`
 * name one; null when it is in one version only. */
export function differencesPathOf(r: Pick<AnyRecord, "object" | "id" | "versions">): string | null {
  return r.versions?.some((v) => v.differences_url) ? differencesApiPath(resourceOf(r.object), r.id) : null;
}

/** A version as the site names it, with its game version: « tbc (2.4.3) ». */
const versionName = (v: string): string => {
  const game = GAME_VERSIONS.find((g) => g.id === v)?.game_version;
  return game ? `${v} (${game})` : v;
};

/** What the page says of an entry's or a field's change: « modifié », « ajouté », « retiré ». */
const changeWord = (change: string): string => CHANGES[change as keyof typeof CHANGES] ?? change;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** A reference to a record: it has a page. */
const isRef = (v: unknown): v is Ref & Record<string, unknown> =>
  isObject(v) && typeof v.url === "string" && typeof v.name === "string" && typeof v.object === "string";

/** How a field of a compared value is read (a value with its field and record type). */
interface Reading {
  object?: string;
  field?: string;
  /** text the line already shows (the entry's label): not written again */
  shown?: string | null;
}

/** Parts of a list entry (a loot line, a reward) named when they are shown apart from it. */
const PARTS: Readonly<Record<string, { label: string; value?: (v: unknown) => Markup }>> = {
  chance: { label: "chance", value: (v) => html`${chance(v as number)}` },
  quantity: { label: "quantité" },
  value: { label: "réputation", value: (v) => html`${typeof v === "number" ? signed(v) : String(v)}` },
  rank_name: { label: "rang" },
  difficulties: { label: "difficultés", value: (v) => changeValue(v, { object: "instance", field: "difficulties" }) },
  quest_item: { label: "objet de quête" },
  repeatable: { label: "répétable" },
  items: { label: "objets" },
  instance: { label: "instance" },
  positions: { label: "positions" },
};

/** Fields of a value that say nothing to a reader: addresses, keys, codes beside their label. */
const HIDDEN = new Set(["object", "id", "key", "url", "api_url", "icon", "lang", "kind", "version"]);

const signed = (n: number): string => (n < 0 ? `−${num(-n)}` : `+${num(n)}`);

/**
 * A value of a record's body as a reader reads it: a reference as a link to its page, a stat
 * line as « +5 Agilité », damage as « 16 – 30 Nature », a number in French (« 1 050 »), copper
 * as money, a code by its French label, yes or no, nothing as « — », a list one value after the
 * other; any other object by its parts that mean something to a reader (a code beside its label
 * by its label alone).
 */
export function changeValue(value: unknown, at: Reading = {}): Markup {
  if (value == null) return raw("—");
  // the field's rule says how its value reads: a code by its French label, copper as money
  const rule = at.object && at.field ? differenceRuleOf(at.object, at.field) : null;
  const codes = rule?.codes;
  if (typeof value === "number") return rule?.money && value > 0 ? money(value) : html`${num(value)}`;
  if (typeof value === "boolean") return raw(value ? "oui" : "non");
  if (typeof value === "string") return value === "" ? raw("—") : html`${(codes && label(codes, value)) ?? value}`;
  if (Array.isArray(value))
    return value.length
      ? join(
          value.map((v) => changeValue(v, at)),
          ", ",
        )
      : raw("aucun");
  if (!isObject(value)) return html`${String(value)}`;
  if (isRef(value)) return link(value);
  if (typeof value.value === "number" && typeof value.name === "string" && "stat" in value)
    return html`${signed(value.value)} ${value.name}`;
  if (typeof value.min === "number" || typeof value.max === "number") {
    const range =
      value.min === value.max || value.max == null ? num(value.min as number) : `${num(value.min as number)} – ${num(value.max as number)}`;
    const school = value.school_name ?? value.school;
    return html`${range}${typeof school === "string" ? ` ${school}` : ""}`;
  }
  if (typeof value.text === "string") return html`${value.text}${typeof value.right === "string" ? ` · ${value.right}` : ""}`;
  const parts = Object.entries(value)
    .filter(
      ([k, v]) =>
        !HIDDEN.has(k) && v != null && v !== "" && v !== at.shown && !(typeof v === "string" && typeof value[`${k}_name`] === "string"),
    )
    .map(([, v]) => changeValue(v));
  return parts.length ? join(parts, ", ") : raw("—");
}

/** The record a list entry is about (a loot line's item), when it names one. */
const refOf = (entry: unknown): Ref | null =>
  isRef(entry) ? entry : isObject(entry) ? ((Object.values(entry).find((v) => isRef(v)) as Ref | undefined) ?? null) : null;

/** « avant → après »; two long texts one under the other. */
function beforeAfter(before: unknown, after: unknown, at: Reading = {}): Markup {
  if (isText(before) && isText(after))
    return html`<span class="change-text change-before">Avant : ${changeValue(before, at)}</span>
      <span class="change-text change-after">Après : ${changeValue(after, at)}</span>`;
  return html`<span class="change-before">${changeValue(before, at)}</span> → <span class="change-after">${changeValue(after, at)}</span>`;
}

/** A text too long to read beside another on one line (a description, an effect): each on its own. */
const LONG_TEXT = 50;
const isText = (value: unknown): boolean =>
  typeof value === "string" ? value.length > LONG_TEXT : isObject(value) && typeof value.text === "string" && value.text.length > LONG_TEXT;

/** A part of an entry, named: « chance 5 % ». */
const part = (key: string, value: unknown): Markup => {
  const known = PARTS[key];
  return known ? html`${known.label} ${known.value ? known.value(value) : changeValue(value)}` : changeValue(value);
};

/** The parts of an entry about a record that say something besides it: « chance 5 % ». */
const partsOf = (entry: Record<string, unknown>): Markup[] =>
  Object.entries(entry)
    .filter(([k, v]) => k in PARTS && v != null && v !== false && v !== "" && !(Array.isArray(v) && !v.length))
    .map(([k, v]) => part(k, v));

/** The record an entry's key names (`npc:234`, a second line of it `npc:234#2`, an objective `kill npc:234`), as a link to its
 * page in version `version`; null for a key that names no record (a stat, a zone by its name). */
function refOfKey(key: string, name: string | null, version: string): Ref | null {
  const m = /(?:^| )([a-z_]+):(\d+)(?:#\d+)?$/.exec(key);
  const res = m && RESOURCES.find((r) => r.keyType === m[1]);
  return res && name
    ? { object: res.object, id: Number(m[2]), version, name, url: recordPagePath(version, res, m[2]!), api_url: "" }
    : null;
}

/** Parts of an entry that names no record, named when they are shown apart from it: a damage line's bounds. */
const ENTRY_PARTS: Readonly<Record<string, { label: string }>> = {
  min: { label: "minimum" },
  max: { label: "maximum" },
};

/** A field of a changed entry as shown: a code by its French label `<field>_name` when the entry gives it. */
const shownPart = (entry: Record<string, unknown>, key: string): unknown => entry[`${key}_name`] ?? entry[key];

/**
 * An entry of a list added, removed or changed. An entry about a record (a loot line, a reward)
 * leads with the link of the record its key names (in the version that has the entry), then its
 * parts, or for a change the parts that changed (« chance 5 % → 4 % »: a changed entry carries
 * only those); any other entry (a stat, damage, an effect) reads by its label and its value, or
 * what changed in it.
 */
function entryLine(e: EntryDifference, pair: Pick<DifferencePair, "from" | "to">): Markup {
  const kind = html`<span class="change-kind change-${e.change}">${changeWord(e.change)}</span>`;
  const ref = refOfKey(e.key, e.label, e.change === "removed" ? pair.from : pair.to) ?? refOf(e.after) ?? refOf(e.before);
  const value = e.change === "removed" ? e.before : e.after;
  const lead: Markup | string = ref ? link(ref) : (e.label ?? "");
  let detail: Markup | null;
  if (e.change === "changed" && isObject(e.before) && isObject(e.after)) {
    const before = e.before,
      after = e.after;
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
      (k) => !HIDDEN.has(k) && !(k.endsWith("_name") && k.slice(0, -"_name".length) in { ...before, ...after }),
    );
    const named = ref ? PARTS : ENTRY_PARTS;
    detail = join(
      keys.map((k) =>
        k in PARTS && ref
          ? html`${PARTS[k]!.label} ${partBeforeAfter(k, before[k], after[k])}`
          : k in named
            ? html`${named[k]!.label} ${beforeAfter(shownPart(before, k), shownPart(after, k))}`
            : beforeAfter(shownPart(before, k), shownPart(after, k), { shown: e.label }),
      ),
      " ; ",
    );
  } else if (ref) detail = isObject(value) && !isRef(value) ? join(partsOf(value), ", ") : null;
  else detail = e.change === "changed" ? beforeAfter(e.before, e.after, { shown: e.label }) : changeValue(value, { shown: e.label });
  return html`<li>${kind}${lead ? html` ${lead}` : ""}${detail && String(detail) ? html` : ${detail}` : ""}</li>`;
}

/** A part's value before and after, each read as the part is. */
const partBeforeAfter = (key: string, before: unknown, after: unknown): Markup => {
  const read = (v: unknown) => (v == null ? raw("—") : PARTS[key]?.value ? PARTS[key]!.value!(v) : changeValue(v));
  return html`<span class="change-before">${read(before)}</span> → <span class="change-after">${read(after)}</span>`;
};

/** A field that differs: its label, how it changed when it is not a mere change, whether the
 * sources may explain it, then its value before and after or its entries. */
function differenceLine(d: Difference, object: string, pair: Pick<DifferencePair, "from" | "to">): Markup {
  const word = d.change === "changed" ? "" : html` <span class="change-kind change-${d.change}">${changeWord(d.change)}</span>`;
  const body = d.entries?.length
    ? html`<ul>
        ${d.entries.map((e) => entryLine(e, pair))}
      </ul>`
    : html` : ${beforeAfter(d.before, d.after, { object, field: d.field })}`;
  return html`<li>
    <span class="change-field">${d.label}</span>${word}${
      d.from_sources
        ? html` <span class="change-source">(peut venir des sources : traduction ou données, pas forcément un changement du jeu)</span>`
        : ""
    }${body}
  </li>`;
}

/** One pair of versions: its heading, then its differences or that it has none. */
function pairOf(p: DifferencePair, object: string): Markup {
  return html`<h3>De ${versionName(p.from)} à ${versionName(p.to)}</h3>
    ${
      p.differences.length
        ? html`<ul class="changes">
            ${p.differences.map((d) => differenceLine(d, object, p))}
          </ul>`
        : html`<p>Aucun changement.</p>`
    }`;
}

/**
 * The « Changements » section of a record's page: nothing when the record is in one version
 * only, « Aucun changement » when no pair of its versions differs, else each pair's differences.
 */
export function changesSection(
  r: Pick<AnyRecord, "object" | "id" | "versions">,
  differences: Differences | null,
  unavailable: string | null = null,
): Markup {
  if (!differencesPathOf(r)) return raw("");
  let body: Markup;
  if (!differences) body = html`<p class="error">Changements indisponibles : ${unavailable ?? "la comparaison des versions manque."}</p>`;
  else if (differences.pairs.every((p) => !p.differences.length))
    body = html`<p>Aucun changement entre ${inFrench(differences.versions.map((v) => v.version))}.</p>`;
  else body = html`${differences.pairs.map((p) => pairOf(p, r.object))}`;
  return html`<section id="changements">
    <h2>Changements</h2>
    ${legend(r.versions ?? [])}${body}
  </section>`;
}

/** What the dot of a marked version badge means, for those who see it: a screen reader reads each
 * badge's own words (changedText), so the legend is hidden from it. Nothing when no badge is marked. */
function legend(versions: readonly VersionRef[]): Markup {
  return versions.some((v) => v.changed)
    ? html`<p class="changes-legend" aria-hidden="true"><span class="change-dot"></span> modifié par rapport à la version précédente</p>`
    : raw("");
}

/** What a version badge says to a screen reader when the record differs there from the version
 * before (its class `changed` shows it as a dot: site/style.css). */
export function changedText(v: VersionRef): Markup {
  return v.changed ? html`<small class="visually-hidden"> (modifié en ${v.version})</small>` : raw("");
}

/** The class and tooltip of a version badge: `changed` and « Modifié par rapport à classic », which
 * names the version before it, when the record differs there; `current` on the page's own version. */
export function badgeMark(versions: readonly VersionRef[], at: number, current?: "current"): Markup {
  const v = versions[at];
  const classes = [current, v?.changed ? "changed" : null].filter(Boolean).join(" ");
  const title = v?.changed ? html` title="Modifié par rapport à ${versions[at - 1]?.version ?? "la version précédente"}"` : "";
  return classes ? html`class="${classes}"${title}` : raw("");
}
