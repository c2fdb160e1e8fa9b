/** Section 8: the public site in headless Chromium (bench/site.ts). */
import type { Section } from "../harness.ts";

export const siteSection: Section = {
  key: "site",
  needsBuild: true,
  async run(bench) {
    const { benchSite, reportSite } = await import("../site.ts");
    const figures = await benchSite(bench.data!.dist);
    bench.results.site = figures;
    reportSite(figures);
  },
};
