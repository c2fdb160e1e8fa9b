/**
 * What changed in a record from one game version to the next, on its page: the « Changements »
 * section, drawn from the record's comparison (`/differences/{segment}/{id}`), pair of versions
 * by pair, each difference as its French label and its value before and after, and the marks
 * of the version badges. A difference that may come from the sources (a translation, a dataset)
 * says so, so that no reader takes it for a change of the game.
 */
import { GAME_VERSIONS } from "../../contract/enums.ts";
import { CHANGES, differencesApiPath } from "../../contract/differences.ts";
import { resourceOf } from "../../contract/resources.ts";
import type { AnyRecord, ApiShape } from "../../contract/schemas.ts";
import { inFrench } from "../../contract/text.ts";
import { html, raw, type Markup } from "../html.ts";
import { join, link, num, type Ref } from "../format.ts";

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
const isRef = (v: Record<string, unknown>): v is Ref & Record<string, unknown> =>
  typeof v.url === "string" && typeof v.name === "string" && typeof v.object === "string";

/** Fields of a value that say nothing to a reader: addresses, keys, codes beside their label. */
const HIDDEN = new Set(["object", "id", "key", "url", "api_url", "icon", "lang", "kind", "version"]);

const signed = (n: number): string => (n < 0 ? `−${num(-n)}` : `+${num(n)}`);

/**
 * A value of a record's body as a reader reads it: a reference as a link to its page, a stat
 * line as « +5 Agilité », damage as « 16 – 30 Nature », a number in French (« 1 050 »), yes or
 * no, nothing as « — », a list one value after the other; any other object by its parts that
 * mean something to a reader (a code beside its label by its label alone).
 */
export function changeValue(value: unknown): Markup {
  if (value == null) return raw("—");
  if (typeof value === "number") return html`${num(value)}`;
  if (typeof value === "boolean") return raw(value ? "oui" : "non");
  if (typeof value === "string") return value === "" ? raw("—") : html`${value}`;
  if (Array.isArray(value)) return value.length ? join(value.map(changeValue), ", ") : raw("aucun");
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
    .filter(([k, v]) => !HIDDEN.has(k) && v != null && v !== "" && !(typeof v === "string" && typeof value[`${k}_name`] === "string"))
    .map(([, v]) => changeValue(v));
  return parts.length ? join(parts, ", ") : raw("—");
}

/** « avant → après »; an added value alone after « — », a removed one before it. */
const beforeAfter = (before: unknown, after: unknown): Markup =>
  html`<span class="change-before">${changeValue(before)}</span> → <span class="change-after">${changeValue(after)}</span>`;

function entryLine(e: EntryDifference): Markup {
  const value =
    e.change === "added" ? changeValue(e.after) : e.change === "removed" ? changeValue(e.before) : beforeAfter(e.before, e.after);
  return html`<li>
    <span class="change-kind change-${e.change}">${changeWord(e.change)}</span>${e.label ? ` ${e.label}` : ""} : ${value}
  </li>`;
}

function differenceLine(d: Difference): Markup {
  const word = d.change === "changed" ? "" : html` <span class="change-kind change-${d.change}">${changeWord(d.change)}</span>`;
  const body = d.entries?.length
    ? html`<ul>
        ${d.entries.map(entryLine)}
      </ul>`
    : html` : ${beforeAfter(d.before, d.after)}`;
  return html`<li>
    <span class="change-field">${d.label}</span>${word}${
      d.from_sources
        ? html` <span class="change-source">(peut venir des sources : traduction ou données, pas forcément un changement du jeu)</span>`
        : ""
    }${body}
  </li>`;
}

/** One pair of versions: its heading, then its differences or that it has none. */
function pairOf(p: DifferencePair): Markup {
  return html`<h3>De ${versionName(p.from)} à ${versionName(p.to)}</h3>
    ${
      p.differences.length
        ? html`<ul class="changes">
            ${p.differences.map(differenceLine)}
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
  else body = html`${differences.pairs.map(pairOf)}`;
  return html`<section id="changements">
    <h2>Changements</h2>
    ${body}
  </section>`;
}

/** What a version badge says to a screen reader when the record differs there from the version
 * before (its class `changed` shows it as a dot: site/style.css). */
export function changedText(v: VersionRef): Markup {
  return v.changed ? html`<small class="visually-hidden"> (modifié en ${v.version})</small>` : raw("");
}
