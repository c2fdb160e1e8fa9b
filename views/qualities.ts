/**
 * The in-game colour of each item quality, for the site's stylesheet and the tooltip embed. On a
 * dark background the game's blue and purple are too dark to read (WCAG AA asks 4.5:1 for
 * text): the stylesheets lighten each colour toward white just enough to reach that contrast,
 * and keep it as the game draws it when it already does.
 */
import { QUALITIES } from "../contract/enums.ts";

export const QUALITY_COLOURS: Record<string, string> = {
  poor: "#9d9d9d",
  common: "#ffffff",
  uncommon: "#1eff00",
  rare: "#0070dd",
  epic: "#a335ee",
  legendary: "#ff8000",
  artifact: "#e6cc80",
  heirloom: "#00ccff",
};

/** Contrast WCAG AA asks of normal text. */
const AA = 4.5;

const channels = (hex: string): number[] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const hexOf = (rgb: number[]): string => "#" + rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("");

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
}

/** `colour` mixed with white in steps of 2 % until it reads on `background`. */
export function readableOn(colour: string, background: string): string {
  for (let t = 0; t <= 1; t += 0.02) {
    const mixed = hexOf(channels(colour).map((c) => c + (255 - c) * t));
    if (contrast(mixed, background) >= AA) return mixed;
  }
  return "#ffffff";
}

/** `.q-<quality> { color }` for every quality of the contract, readable on `background`; throws
 * when a quality has no colour. */
export function qualityCss(background: string): string {
  const missing = Object.keys(QUALITIES).filter((q) => !QUALITY_COLOURS[q]);
  if (missing.length) throw new Error(`site: no colour for item quality ${missing.join(", ")}`);
  return Object.keys(QUALITIES)
    .map((q) => `.q-${q}{color:${readableOn(QUALITY_COLOURS[q]!, background)}}`)
    .join("\n");
}
