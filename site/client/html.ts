/**
 * HTML as strings: a tagged template that escapes every interpolated value unless it is
 * already markup (`Markup`, made by `html` itself or `raw`). Pages are built as one string and
 * set once, the cheapest first render a browser offers.
 */

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
  return escape(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Value[]): Markup {
  let out = strings[0]!;
  for (let i = 0; i < values.length; i++) out += render(values[i]!) + strings[i + 1]!;
  return new Markup(out);
}

/** Markup written by this code, not taken from data. */
export const raw = (text: string): Markup => new Markup(text);
