/**
 * The files under a directory, as paths relative to it with "/" separators, following symbolic
 * links to directories: an incremental build shares the previous build's unchanged directories
 * that way (generator/tree.ts), so every walk over a build must follow them.
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Every file under `dir` (and under `sub` of it, when given), in directory order. */
export function filesUnder(dir: string, sub = ""): string[] {
  const out: string[] = [];
  const visit = (rel: string) => {
    for (const entry of readdirSync(join(dir, rel), { withFileTypes: true })) {
      const path = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory() || (entry.isSymbolicLink() && statSync(join(dir, path)).isDirectory())) visit(path);
      else out.push(path);
    }
  };
  visit(sub);
  return out;
}
