/** Section 10: the site's pages written by the edge, and the tooltip embed (bench/pages.ts). */
import type { Section } from "../harness.ts";
import { BASELINE, type CpuFigures } from "../cpu.ts";
import type { ChurnFigures, ListQuestions, PagesFigures } from "../pages.ts";
import { note, section, table } from "../report.ts";
import { fmt, ratio, summarize, type Summary } from "../stats.ts";

/** The build section's figures, when it ran in this run. */
interface BuildFigures {
  build: { seconds: number; files: number; bytes: number };
}

const row = (name: string, s: Summary, base?: Summary): string[] => [
  name,
  fmt.ms(s.p50),
  fmt.ms(s.p95),
  fmt.ms(s.max),
  base ? fmt.x(ratio(s.p50, base.p50)) : "1.00×",
];

export function reportPages(f: PagesFigures, build: BuildFigures | null): void {
  section("10. Site pages written by the edge; the tooltip embed");
  const p = f.prerender;
  table(
    ["pre-rendering every record page at build time would add", "files", "bytes", "render s", "write s", "vs the build"],
    [
      [
        `${fmt.int(p.files)} record pages (HTML p50 ${fmt.int(p.html.p50)} B, max ${fmt.int(p.html.max)} B)`,
        build ? `+${fmt.int(p.files)} (${fmt.num((100 * p.files) / build.build.files)} %)` : fmt.int(p.files),
        build ? `+${fmt.mb(p.html_bytes)} (${fmt.num((100 * p.html_bytes) / build.build.bytes)} %)` : fmt.mb(p.html_bytes),
        fmt.s(p.render_seconds),
        fmt.s(p.write_seconds),
        build ? `+${fmt.num((100 * (p.render_seconds + p.write_seconds)) / build.build.seconds)} % of ${fmt.s(build.build.seconds)}` : "-",
      ],
    ],
  );
  note(
    `each record page answered by the handler in-process, wall time: p50 ${fmt.ms(p.answer_ms.p50)}, p95 ${fmt.ms(p.answer_ms.p95)}, ` +
      `max ${fmt.ms(p.answer_ms.max)} (${p.slowest}, the first asked of its kind included)`,
  );
  reportHandlerCpu(f.cpu);
  const b = f.record_page;
  note(
    `${f.page}: HTML ${fmt.int(b.html)} B (${fmt.int(b.html_gzip)} B gzipped), its JSON ${fmt.int(b.json)} B (${fmt.int(b.json_gzip)} B gzipped)`,
  );
  const c = f.first_content_ms;
  table(
    [`first content of ${f.page} in Chromium`, "p50", "p95", "max", "×static file"],
    [
      row("baseline: the same bytes as a plain file (first contentful paint, scripts off)", c.static_file),
      row("scripts off: the page as the edge writes it", c.scripts_off, c.static_file),
      row("scripts on: the same, the script takes it over", c.scripts_on, c.static_file),
      row("drawn by the script from the API (a navigation within the site, for comparison)", c.drawn_by_script, c.static_file),
    ],
  );
  const t = f.tooltip_ms;
  table(
    [`tooltip embed, ${t.links} links of another origin`, "p50", "p95", "max", "×again"],
    [row("hover -> tooltip shown, first hover (the record's JSON asked)", t.first_hover, t.again), row("hover again (kept)", t.again)],
  );
  reportChurn(f.churn);
  const d = f.tooltip_data;
  note(
    `embed script ${fmt.int(f.embed.bytes)} B, ${fmt.int(f.embed.gzip)} B gzipped. Tooltip data over ${fmt.int(d.records)} records: ` +
      `record JSON p50 ${fmt.int(d.json_gzip.p50)} B, p95 ${fmt.int(d.json_gzip.p95)} B, max ${fmt.int(d.json_gzip.max)} B gzipped; ` +
      `a tooltip document per record would be p50 ${fmt.int(d.tooltip_gzip.p50)} B, p95 ${fmt.int(d.tooltip_gzip.p95)} B ` +
      `(${fmt.x(ratio(d.tooltip_gzip.p50, d.json_gzip.p50))} at the median) and add ${fmt.int(d.records)} files to dist/`,
  );
}

export const pagesSection: Section = {
  key: "pages",
  needsBuild: true,
  async run(bench) {
    const { benchPages } = await import("../pages.ts");
    const figures = await benchPages(bench.data!.dist, bench.tmp);
    bench.results.pages = figures;
    reportPages(figures, (bench.results.build as BuildFigures | undefined) ?? null);
  },
};

/** Each list page's questions to the API: answered by a pre-rendered file, or computed. */
export function reportListQuestions(rows: ListQuestions[]): void {
  table(
    ["list page, its questions to the API", "a file", "computed"],
    rows.map((r) => [r.path, String(r.files), String(r.computed)]),
  );
}

/** The handler's CPU per request of each kind, beside a bare Response and the JSON above it. */
export function reportHandlerCpu(cpu: CpuFigures): void {
  const base = cpu.rows.find((r) => r.kind === BASELINE)!;
  // each page beside the JSON served above it (a pre-rendered page would cost what a served file does)
  let file = base;
  table(
    ["handler, in-process", "CPU/request", "×bare Response", "×the JSON above"],
    cpu.rows.map((r) => {
      if (r.path.startsWith("/v1/")) file = r;
      return [
        `${r.kind} ${r.path}`,
        fmt.us(r.cpu_us_per_request),
        fmt.x(ratio(r.cpu_us_per_request, base.cpu_us_per_request)),
        r === base || r === file ? "-" : fmt.x(ratio(r.cpu_us_per_request, file.cpu_us_per_request)),
      ];
    }),
  );
}

/** The embed on a busy host page, beside the same page without it (held to at most 1.2×). */
export function reportChurn(c: ChurnFigures): void {
  table(
    [`host page of ${fmt.int(c.links)} links, ${c.changes} changes of its document`, "p50", "p95", "max", "×without"],
    [
      row("without the embed, main thread CPU", c.without_cpu_ms),
      row("with the embed, link options on, main thread CPU", c.with_cpu_ms, c.without_cpu_ms),
      row("without the embed, wall time", c.without_ms),
      row("with the embed, link options on, wall time", c.with_ms, c.without_ms),
    ],
  );
  const range = (ratios: number[]) => {
    const sorted = [...ratios].sort((a, b) => a - b);
    return `${fmt.x(summarize(sorted).p50)} (${fmt.x(sorted[0] ?? null)}–${fmt.x(sorted[sorted.length - 1] ?? null)})`;
  };
  note(
    `each round's page with the embed over the same round's without, median (range over ${c.cpu_ratios.length} rounds): ` +
      `main thread CPU ${range(c.cpu_ratios)}, wall time ${range(c.wall_ratios)}`,
  );
}
