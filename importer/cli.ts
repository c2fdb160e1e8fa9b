/**
 * `npm run import -- [--from DIR] [--out FILE]`: builds data/wow.sqlite from the public dumps
 * (default DIR: ../shared/data when it exists) and writes data/IMPORT.md. The previous
 * database stays in place when the import fails.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { DATA_DIR, FULL_DB } from "../database/sqlite.ts";
import { runImport } from "./import.ts";
import { commandLine } from "../lib/command-line.ts";

const values = commandLine("import", { from: { type: "string" }, out: { type: "string" } });
const from = resolve(values.from ?? join(process.cwd(), "..", "shared", "data"));

if (!existsSync(from)) {
  console.error(`import: source directory not found: ${from} (give one with --from DIR)`);
  process.exit(1);
}
try {
  // IMPORT_STEPS=items,loot runs only those steps: quicker while working on one of them.
  const steps = process.env.IMPORT_STEPS?.split(",");
  await runImport({
    from,
    target: values.out ? resolve(values.out) : FULL_DB,
    reportPath: join(DATA_DIR, "IMPORT.md"),
    log: console.log,
    steps,
  });
} catch (error) {
  console.error(`import failed, previous database left intact: ${(error as Error).message}`);
  process.exitCode = 1;
}
