/**
 * FileStore over a directory, for the Node mirror. Keys are built by the handler from validated
 * route pieces, but this adapter still refuses anything that would resolve outside its root
 * (`..`, absolute paths, NUL bytes): the file system must never be reachable beyond dist/.
 * dist/ is a link to the current build's directory (generator/swap.ts): a snapshot reads the
 * directory it points to now, so one build's answers never read another build's files.
 */
import { createReadStream, readFileSync, realpathSync, statSync } from "node:fs";
import { Readable } from "node:stream";
import { isAbsolute, relative, resolve, sep } from "node:path";
import type { FileStore } from "./store.ts";

/** Errors that mean "no such file here", as opposed to a failing disk. */
const ABSENT = new Set(["ENOENT", "ENOTDIR", "EISDIR", "ENAMETOOLONG"]);

/** `keepServed`: see FileStore. */
export function fsStore(rootDir: string, options: { keepServed?: number } = {}): FileStore {
  const root = resolve(rootDir);
  const inside = (key: string): string | null => {
    if (key.includes("\0")) return null;
    const path = resolve(root, key);
    const rel = relative(root, path);
    if (rel === "" || rel.startsWith(`..${sep}`) || rel === ".." || isAbsolute(rel)) return null;
    return path;
  };
  /** inode, size and modification time: a replaced or rewritten file has another */
  const versionOf = (path: string): string | null => {
    try {
      const stat = statSync(path, { throwIfNoEntry: false });
      return stat?.isFile() ? `${stat.ino}:${stat.size}:${stat.mtimeMs}` : null;
    } catch (error) {
      if (ABSENT.has((error as NodeJS.ErrnoException).code ?? "")) return null;
      throw error;
    }
  };
  /** the last snapshot: the same directory gives the same store, so a moved build is told apart */
  let held: { real: string; store: FileStore } | null = null;
  return {
    keepServed: options.keepServed,
    version(key) {
      const path = inside(key);
      return path ? versionOf(path) : null;
    },
    snapshot() {
      try {
        const real = realpathSync(root);
        if (held?.real !== real) held = { real, store: fsStore(real, options) };
        return held.store;
      } catch {
        return this; // no dist/ at this instant: read through the path, and fail there
      }
    },
    async download(key, range) {
      const path = inside(key);
      const stat = path ? statSync(path, { throwIfNoEntry: false }) : undefined;
      if (!path || !stat?.isFile()) return null;
      const bytes = range ?? { offset: 0, length: stat.size };
      // An empty range (a file of no bytes) is an empty stream: createReadStream reads to the end without `end`.
      const stream = bytes.length
        ? createReadStream(path, { start: bytes.offset, end: bytes.offset + bytes.length - 1 })
        : Readable.from([]);
      return { size: stat.size, body: Readable.toWeb(stream) as ReadableStream };
    },
    async get(key) {
      const path = inside(key);
      if (!path) return null;
      const version = versionOf(path);
      if (version === null) return null;
      return {
        version,
        // The edge reads only small files whole (indexes, ETag shards), from the page cache: a
        // synchronous read costs a fraction of the thread-pool round trips of an asynchronous one.
        text: async () => readFileSync(path, "utf8"),
        bytes: async () => readFileSync(path),
      };
    },
  };
}
