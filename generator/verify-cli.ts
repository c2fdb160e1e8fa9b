/**
 * `npm run verify -- --dist DIR`: checks a build against what it recorded of itself
 * (generator/verify.ts), prints a report and exits non-zero on any fault.
 *   --dist DIR      the build to check (default dist)
 *   --max N         faults listed one by one (default 50; all are counted)
 * A mirror checks its dist pack against what the origin published (generator/verify-pack.ts):
 *   --dist PACK --against URL   the pack against the size and SHA-256 of URL/bulk/dist (URL ends in /v1)
 *   --dist PACK --sha256 HEX    the pack against a SHA-256 obtained another way
 * With DIR, either also checks the build's own pack (bulk/grimoire-dist.pack).
 */
import { statSync } from "node:fs";
import { join } from "node:path";
import { PACK_FILE } from "../layout/bulk.ts";
import { verifyDist, type Fault } from "./verify.ts";
import { checkPack, givenDigest, publishedPack, type PackExpectation } from "./verify-pack.ts";
import { commandLine } from "../lib/command-line.ts";

const values = commandLine("verify", {
  dist: { type: "string", default: "dist" },
  max: { type: "string", default: "50" },
  sha256: { type: "string" },
  against: { type: "string" },
});
const n = (x: number) => x.toLocaleString("fr-FR");

function printFaults(faults: readonly Fault[]): void {
  const max = Number(values.max);
  const byProblem = new Map<string, number>();
  for (const f of faults) {
    const kind = f.problem.replace(/ \(.*$/, "").replace(/\d[\d ]*/g, "N");
    byProblem.set(kind, (byProblem.get(kind) ?? 0) + 1);
  }
  console.log(`${n(faults.length)} défaut${faults.length > 1 ? "s" : ""} :`);
  for (const f of faults.slice(0, max)) console.log(`  ${f.file} : ${f.problem}`);
  if (faults.length > max) {
    console.log(`  … et ${n(faults.length - max)} autres ; par nature :`);
    for (const [kind, count] of byProblem) console.log(`    ${n(count)} × ${kind}`);
  }
}

/** What the pack is to be checked against, when asked. */
async function expectation(): Promise<PackExpectation | null> {
  if (values.sha256 !== undefined && values.against !== undefined) throw new Error("--sha256 ou --against, pas les deux");
  if (values.sha256 !== undefined) return givenDigest(values.sha256);
  if (values.against !== undefined) return publishedPack(values.against);
  return null;
}

async function main(): Promise<Fault[]> {
  const dist = values.dist!;
  const expected = await expectation();
  const isPack = statSync(dist, { throwIfNoEntry: false })?.isFile() ?? false;
  const faults: Fault[] = [];
  if (!isPack) {
    const report = verifyDist(dist);
    console.log(
      `vérification de ${report.dir} (build ${report.build ?? "?"}) : ${n(report.files)} fichiers, ${(report.bytes / 1e6).toFixed(1)} Mo lus en ${report.seconds.toFixed(1)} s`,
    );
    console.log(
      `  manifestes : ${n(report.served)} fichiers servis, ${n(report.internal)} internes ; index : ${n(report.lists)} listes, ${n(report.chunks)} morceaux, ${n(report.searchFiles)} fichiers de recherche`,
    );
    faults.push(...report.faults);
  } else if (!expected) {
    throw new Error(`${dist} est un paquet : il se vérifie contre ce que publie son origine (--against URL ou --sha256 HEX)`);
  }
  if (expected) {
    const pack = isPack ? dist : join(dist, PACK_FILE);
    const found = await checkPack(pack, expected);
    if (found.length === 0) console.log(`paquet ${pack} : taille et SHA-256 ceux que publie ${expected.from}`);
    faults.push(...found);
  }
  return faults;
}

try {
  const faults = await main();
  if (faults.length === 0) {
    console.log("aucun défaut");
  } else {
    printFaults(faults);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`vérification impossible : ${(error as Error).message}`);
  process.exitCode = 2;
}
