/**
 * The code a build's bytes depend on: a change to any of it makes another generator, whose build
 * is made whole rather than continued from the previous one (affected.ts). Found from the code
 * itself rather than kept by hand: every file reached from the generator's entry by a relative
 * path written in a source file (an import, a file read beside its module, an entry point the
 * site's bundle hands esbuild), and the files read that no source names by a path of its own.
 */
import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
/** Where `npm run build` starts. */
const ENTRY = "generator/cli.ts";
/** Read, and named by no relative path: the dependencies' versions, the schema the sample database is made with. */
const ALSO_READ = ["package-lock.json", "data/schema.sql"];
/** Files whose relative paths are followed. */
const SOURCE = /\.(ts|mts|js|mjs)$/;
/** A quoted relative path: "./x.ts", "../y/z.css". */
const RELATIVE_PATH = /["'](\.\.?\/[^"'\s]*)["']/g;

/** The files of the code reached from `entry` (paths from the repository's root, `/`-separated), sorted. */
export function generatorFiles(entry = ENTRY, root = ROOT): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    if (!SOURCE.test(file)) return;
    for (const [, path] of readFileSync(join(root, file), "utf8").matchAll(RELATIVE_PATH)) {
      const target = relative(root, resolve(root, dirname(file), path!))
        .split(sep)
        .join("/");
      if (!target.startsWith("../") && statSync(join(root, target), { throwIfNoEntry: false })?.isFile()) visit(target);
    }
  };
  visit(entry);
  for (const file of ALSO_READ) found.add(file);
  return [...found].sort();
}

/** A fingerprint of the generator: its code, and the Node.js and ICU versions (JSON numbers, French collation). */
export function generatorVersion(): string {
  const hash = createHash("sha256").update(`${process.version}\0${process.versions.icu}\0`);
  for (const file of generatorFiles())
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(ROOT, file)))
      .update("\0");
  return hash.digest("hex").slice(0, 16);
}
