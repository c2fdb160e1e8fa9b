/**
 * The build id: a digest of every file of a build with its hash, served files first then
 * internal ones, each list in file order. Two builds with the same files have the same id, and
 * any changed byte gives another. The writer computes it, verify checks it.
 */
import { createHash } from "node:crypto";

/** `served` and `internal` are [file, hash] pairs, each sorted by file. */
export function buildIdOf(served: Iterable<readonly [string, string]>, internal: Iterable<readonly [string, string]>): string {
  const all = createHash("sha256");
  // Hashed in runs of lines: the same digest as line by line, in far fewer calls.
  let run = "";
  for (const pairs of [served, internal]) {
    for (const [file, hash] of pairs) {
      run += `${file}\0${hash}\n`;
      if (run.length >= 65536) (all.update(run), (run = ""));
    }
  }
  return all.update(run).digest("hex").slice(0, 16);
}
