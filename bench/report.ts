/**
 * Plain-text tables on stdout: a title, a header row, right-aligned figures. Nothing fancy so
 * that the output reads the same in a terminal, a CI log or a pasted issue comment.
 */

export function section(title: string): void {
  process.stdout.write(`\n== ${title} ==\n`);
}

export function note(line: string): void {
  process.stdout.write(`   ${line}\n`);
}

/** Prints rows under a header; the first column is left-aligned, the others right-aligned. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: readonly string[]) =>
    "   " + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  process.stdout.write(`${line(header)}\n${line(widths.map((w) => "-".repeat(w)))}\n`);
  for (const row of rows) process.stdout.write(`${line(row)}\n`);
}
