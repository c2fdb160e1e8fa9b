/**
 * `npm run verify -- --dist DIR`: checks a build against what it recorded of itself
 * (generator/verify.ts), prints a report and exits non-zero on any fault.
 *   --dist DIR   the build to check (default dist)
 *   --max N      faults listed one by one (default 50; all are counted)
 */
import { parseArgs } from "node:util";
import { verifyDist, type Fault } from "./verify.ts";

const { values } = parseArgs({ options: { dist: { type: "string", default: "dist" }, max: { type: "string", default: "50" } } });
const n = (x: number) => x.toLocaleString("fr-FR");

try {
  const report = verifyDist(values.dist!);
  console.log(
    `vérification de ${report.dir} (build ${report.build ?? "?"}) : ${n(report.files)} fichiers, ${(report.bytes / 1e6).toFixed(1)} Mo lus en ${report.seconds.toFixed(1)} s`,
  );
  console.log(
    `  manifestes : ${n(report.served)} fichiers servis, ${n(report.internal)} internes ; index : ${n(report.lists)} listes, ${n(report.chunks)} morceaux, ${n(report.searchFiles)} fichiers de recherche`,
  );
  if (report.faults.length === 0) {
    console.log("aucun défaut");
  } else {
    const max = Number(values.max);
    const byProblem = new Map<string, number>();
    for (const f of report.faults) {
      const kind = f.problem.replace(/ \(.*$/, "").replace(/\d[\d ]*/g, "N");
      byProblem.set(kind, (byProblem.get(kind) ?? 0) + 1);
    }
    console.log(`${n(report.faults.length)} défaut${report.faults.length > 1 ? "s" : ""} :`);
    for (const f of report.faults.slice(0, max) as Fault[]) console.log(`  ${f.file} : ${f.problem}`);
    if (report.faults.length > max) {
      console.log(`  … et ${n(report.faults.length - max)} autres ; par nature :`);
      for (const [kind, count] of byProblem) console.log(`    ${n(count)} × ${kind}`);
    }
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`vérification impossible : ${(error as Error).message}`);
  process.exitCode = 2;
}
