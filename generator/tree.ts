/**
 * The files an incremental build does not write, taken from the previous build: its new
 * directory gets only the directories where something changed, each filled with hard links to
 * the previous build's unchanged files; a directory where nothing changed is not copied but
 * linked: a symbolic link straight to the build that holds it, the previous one or an earlier
 * one the previous build linked into. Linking each of a large build's files took longer than rendering the records
 * that changed; this costs the entries of the changed directories only. The previous builds
 * stay as they are: the builds a build links into are named in its `.refs` file, and kept as
 * long as it is (swap.ts).
 *
 * A small build (below `shareFrom` files) links every file instead: its directories hold no
 * symbolic links, as Workers Static Assets and wrangler dev want.
 */
import { linkSync, mkdirSync, readdirSync, readFileSync, readlinkSync, realpathSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";

/** Where a build records the builds its symbolic links point into. */
export const refsFile = (buildDir: string) => `${buildDir}.refs`;

/** The builds named by a build's `.refs` file (entries of the builds directory); none when it has none. */
export function refsOf(buildDir: string): string[] {
  try {
    return JSON.parse(readFileSync(refsFile(buildDir), "utf8")) as string[];
  } catch {
    return [];
  }
}

/** Where a symbolic link that this file made at `depth` points, from the builds directory: a
 * directory at the same path of another build. Null for any other link. */
function linkedBuildPath(target: string, depth: number): string | null {
  const up = "../".repeat(depth);
  return target.startsWith(up) && !target.slice(up.length).startsWith("../") ? target.slice(up.length) : null;
}

/**
 * Fills `next` (the new build's directory, holding the files written) with the previous build's
 * other files: all but `written`, `removed` and `outside` (paths relative to the build). Returns
 * the number of entries made.
 */
export function carryOver(
  previous: string,
  next: string,
  written: ReadonlySet<string>,
  removed: ReadonlySet<string>,
  share: boolean,
  outside: readonly string[] = [],
): number {
  // The directories where something changed, and their parents up to the build's root. The
  // files written after the manifests (`outside`) are not carried over, and their directories
  // are never shared: they are written into this build's own directories.
  const touched = new Set<string>([""]);
  for (const file of [...written, ...removed, ...outside]) {
    for (let dir = dirname(file); dir !== "." && !touched.has(dir); dir = dirname(dir)) touched.add(dir);
  }
  const refs = new Set<string>();
  const builds = dirname(realpathSync(previous));
  let made = 0;
  // `real`: where the directory `rel` of the previous build is, from the builds directory (the
  // previous build's own, or the earlier build its link points into), known from the way down:
  // no entry needs a walk of its path to find out.
  const fill = (rel: string, real: string) => {
    let entries;
    try {
      entries = readdirSync(join(previous, rel), { withFileTypes: true });
    } catch {
      return; // a directory this build made: nothing of the previous one in it
    }
    mkdirSync(join(next, rel), { recursive: true });
    for (const entry of entries) {
      const path = rel ? `${rel}/${entry.name}` : entry.name;
      if (written.has(path) || removed.has(path) || outside.includes(path)) continue;
      const from = join(previous, path);
      const to = join(next, path);
      const depth = path.split("/").length;
      const linked = entry.isSymbolicLink() ? linkedBuildPath(readlinkSync(from), depth) : null;
      const isDir = entry.isDirectory() || (entry.isSymbolicLink() && (linked !== null || statSync(from).isDirectory()));
      if (!isDir) {
        linkSync(from, to);
        made++;
        continue;
      }
      // Straight into the build that holds the directory, never through a link of another
      // build (a directory reached through the previous build's link is an earlier build's):
      // the builds named in `.refs`, and kept, are then all the builds it links into.
      const holder = entry.isDirectory() ? `${real}/${entry.name}` : (linked ?? relative(builds, realpathSync(from)));
      if (!share || touched.has(path)) {
        fill(path, holder);
        continue;
      }
      symlinkSync(`${"../".repeat(depth)}${holder}`, to);
      refs.add(holder.split(sep)[0]!);
      made++;
    }
  };
  fill("", relative(builds, realpathSync(previous)));
  // A build that links into no other has no record of it: its entry stands alone.
  if (refs.size) writeFileSync(refsFile(next), JSON.stringify([...refs].sort()));
  return made;
}
