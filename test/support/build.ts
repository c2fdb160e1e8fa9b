/**
 * A build of a database file into a folder, quiet, at the default addresses: what the tests that
 * compare builds (full against incremental, before against after a change) run for each side.
 */
import { DEFAULT_ADDRESSES } from "../../contract/addresses.ts";
import { openDatabase } from "../../database/sqlite.ts";
import { generate, type GenerateResult } from "../../generator/generate.ts";
import { Progress } from "../../generator/progress.ts";

const quiet = new Progress(true);

export async function buildInto(db: string, out: string, options: Parameters<typeof generate>[4] = {}): Promise<GenerateResult> {
  const handle = openDatabase(db);
  try {
    return await generate(handle, DEFAULT_ADDRESSES, out, quiet, options);
  } finally {
    handle.close();
  }
}
