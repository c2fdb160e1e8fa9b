/**
 * `npm run build`: regenerates dist/ from the database of data/.
 *   --db PATH   a database to read (default: data/wow.sqlite when imported, else the sample)
 *   --sample    rebuild data/sample.sqlite from the committed SQL and use it
 *   --out DIR   output directory (default dist)
 *   --quiet     no progress lines, only the summary
 *   --full      a full build even when the previous build in --out can be continued from
 *   --no-comparisons  the build without comparisons between versions nor patch notes: the
 *               baseline their cost is measured against, never a build to serve
 * Public addresses come from API_BASE_URL, DOCS_URL, SITE_URL and MEDIA_URL.
 */
import { existsSync } from "node:fs";
import { generate } from "./generate.ts";
import { buildSampleDatabase, FULL_DB, openDatabase } from "../database/sqlite.ts";
import { Progress } from "./progress.ts";
import { addressesFromEnv } from "../contract/addresses.ts";
import { commandLine } from "../lib/command-line.ts";

const values = commandLine(
  "build",
  {
    db: { type: "string" },
    sample: { type: "boolean", default: false },
    out: { type: "string", default: "dist" },
    quiet: { type: "boolean", default: false },
    full: { type: "boolean", default: false },
    comparisons: { type: "boolean", default: true },
  },
  true,
);

const progress = new Progress(values.quiet);
try {
  let path = values.db;
  if (!path && !values.sample && existsSync(FULL_DB)) path = FULL_DB;
  if (!path) {
    path = buildSampleDatabase();
    progress.log(`base d'exemple construite : ${path}`);
  }
  progress.log(`lecture de ${path}`);
  const db = openDatabase(path);
  const result = await generate(db, addressesFromEnv(process.env), values.out, progress, {
    full: values.full,
    comparisons: values.comparisons,
  });
  const { info, files, bytes, written, kind, reason, rendered } = result;
  db.close();
  // Said even with --quiet: why the build renders everything when a previous build was there.
  if (reason) console.log(`build complet : ${reason}`);
  console.log(
    `build ${info.build} ${kind === "full" ? "complet" : `incrémental (${rendered} enregistrements rendus)`} : ${files} fichiers ` +
      `(${info.files} servis, ${written} réécrits), ${(bytes / 1e6).toFixed(1)} Mo, écrits dans ${values.out}/ en ${progress.elapsed().toFixed(1)} s`,
  );
} catch (error) {
  console.error(`échec du build : ${(error as Error).message}`);
  process.exitCode = 1;
}
