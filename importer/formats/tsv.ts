/**
 * Reader of the tab-separated tables staged as `.tsv` / `.tsv.gz`: a header line naming the
 * columns, then one record per line. Empty cells stay empty strings; adapters decide what an
 * empty cell means.
 */
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";

export type TsvRecord = Record<string, string>;

export function readTsv(path: string): TsvRecord[] {
  const raw = readFileSync(path);
  const lines = (path.endsWith(".gz") ? gunzipSync(raw) : raw).toString("utf8").split(/\r?\n/);
  const header = (lines.shift() ?? "").split("\t");
  const out: TsvRecord[] = [];
  for (const line of lines) {
    if (!line) continue;
    const cells = line.split("\t");
    out.push(Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ""])));
  }
  return out;
}

/** A cell as an integer, or null when empty or not a number. */
export function intCell(cell: string | undefined): number | null {
  if (!cell) return null;
  const n = Number(cell);
  return Number.isInteger(n) ? n : null;
}

/** A comma list of integers ("1,2,3"), empty cells giving an empty list. */
export function intList(cell: string | undefined): number[] {
  return (cell ?? "")
    .split(",")
    .map((c) => Number(c.trim()))
    .filter((n) => Number.isInteger(n) && n !== 0);
}
