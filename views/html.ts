/**
 * HTML as strings: a tagged template that escapes every interpolated value unless it is
 * already markup (`Markup`, made by `html` itself or `raw`). Pages are built as one string and
 * set once, the cheapest first render a browser offers. Text, the template's and the values',
 * gets French typography (contract/typography.ts): a no-break space before « : ; ! ? ».
 */
import { frenchSpacing } from "../contract/typography.ts";

export class Markup {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

type Value = Markup | string | number | boolean | null | undefined | readonly Value[];

function render(value: Value): string {
  if (value == null || value === false || value === true) return "";
  if (value instanceof Markup) return value.text;
  if (Array.isArray(value)) return value.map(render).join("");
  return escape(frenchSpacing(String(value)));
}

/** A template's own text with its line breaks and indentation (source formatting, never
 * meaning: values keep theirs) cut to one line break, once per template. */
const compact = new WeakMap<TemplateStringsArray, string[]>();
function pieces(strings: TemplateStringsArray): string[] {
  let known = compact.get(strings);
  if (!known) compact.set(strings, (known = strings.map((s) => frenchSpacing(s.replace(/[ \t]*\n\s*/g, "\n")))));
  return known;
}

export function html(strings: TemplateStringsArray, ...values: Value[]): Markup {
  const text = pieces(strings);
  let out = text[0]!;
  for (let i = 0; i < values.length; i++) out += render(values[i]!) + text[i + 1]!;
  return new Markup(out);
}

/** Markup written by this code, not taken from data. */
export const raw = (text: string): Markup => new Markup(text);
