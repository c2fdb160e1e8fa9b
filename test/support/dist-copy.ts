/**
 * Copies of a build to damage in tests: made of hard links (fast, a few thousand files), and
 * each damage replaces its file rather than writing through the link, so the build under test
 * is never touched.
 */
import { linkSync, mkdirSync, readdirSync, realpathSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

export function linkedCopy(source: string, copy: string): string {
  const from = realpathSync(source);
  const visit = (sub: string) => {
    mkdirSync(join(copy, sub), { recursive: true });
    for (const entry of readdirSync(join(from, sub), { withFileTypes: true })) {
      const key = join(sub, entry.name);
      if (entry.isDirectory() || (entry.isSymbolicLink() && statSync(join(from, key)).isDirectory())) visit(key);
      else linkSync(join(from, key), join(copy, key));
    }
  };
  visit("");
  return copy;
}

/** Replaces a file of a copy with these bytes, or removes it (null). */
export function replaceFile(copy: string, file: string, bytes: string | Uint8Array | null): void {
  rmSync(join(copy, file), { force: true });
  if (bytes === null) return;
  mkdirSync(dirname(join(copy, file)), { recursive: true });
  writeFileSync(join(copy, file), bytes);
}
