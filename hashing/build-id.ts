/**
 * The build id: a digest of every file of a build with its hash, served files first then
 * internal ones, each list in file order. Two builds with the same files have the same id, and
 * any changed byte gives another. The writer computes it, verify checks it.
 */
import { createHash } from "node:crypto";

/** `served` and `internal` are [file, hash] pairs, each sorted by file. */
export function buildIdOf(served: Iterable<readonly [string, string]>, internal: Iterable<readonly [string, string]>): string {
  const all = createHash("sha256");
  for (const [file, hash] of served) all.update(`${file}\0${hash}\n`);
  for (const [file, hash] of internal) all.update(`${file}\0${hash}\n`);
  return all.digest("hex").slice(0, 16);
}
