/**
 * French typography for every text a reader sees (site pages, tooltips, the documentation, the
 * API's error messages): a no-break space (U+00A0) before « : ; ! ? », and inside « », so that
 * a line never starts with a colon or a closing guillemet. Only the ordinary space there is
 * replaced: text written without a space stays as it is, and code never passes through here
 * (frenchHtml leaves tags, `pre`, `code`, `script`, `style` and `textarea` alone).
 */

/** The space French typography puts before « : ; ! ? » and inside « ». */
export const NBSP = "\u00a0";

/** `text` with its ordinary spaces before « : ; ! ? » and inside « » made no-break. */
export function frenchSpacing(text: string): string {
  return text.replace(/ (?=[:;!?»])/g, NBSP).replace(/« /g, `«${NBSP}`);
}

/** Elements whose content is code or input, kept as written. */
const VERBATIM = /<(pre|code|script|style|textarea)\b[^>]*>[\s\S]*?<\/\1>|<[^>]*>/gi;

/** An HTML text with frenchSpacing applied to its text between tags, outside code. */
export function frenchHtml(html: string): string {
  let out = "";
  let at = 0;
  for (const m of html.matchAll(VERBATIM)) {
    out += frenchSpacing(html.slice(at, m.index)) + m[0];
    at = m.index + m[0].length;
  }
  return out + frenchSpacing(html.slice(at));
}
