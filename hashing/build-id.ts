/**
 * The build id: a digest of the internal files that the manifests list, each with its hash, in
 * file order. Among them are the ETag shards, which hold every served file's ETag: the id covers
 * every file of the build without reading each served file's entry again, which a rebuild after
 * a small change would pay for the whole build. Two builds with the same files have the same id,
 * and any changed byte gives another. The writer computes it, verify checks it.
 */
import { createHash } from "node:crypto";

/** `internal`: [file, hash] pairs sorted by file. */
export function buildIdOf(internal: Iterable<readonly [string, string]>): string {
  const all = createHash("sha256");
  // Hashed in runs of lines: the same digest as line by line, in far fewer calls.
  let run = "";
  for (const [file, hash] of internal) {
    run += `${file}\0${hash}\n`;
    if (run.length >= 65536) (all.update(run), (run = ""));
  }
  return all.update(run).digest("hex").slice(0, 16);
}
