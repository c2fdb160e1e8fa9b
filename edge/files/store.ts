/**
 * The one way the handler reads dist/: by key (a path relative to dist/, e.g.
 * "v1/classic/npcs/639.json"). Each deployment plugs in its own storage (Workers Static Assets,
 * R2, the file system) behind this, so the handler never knows where the files live.
 */

export interface StoredFile {
  /** The whole file as text, for the small JSON the edge reads itself. Use `text()` or `bytes()`, once. */
  text(): Promise<string>;
  /** The whole file as bytes, for the binary files of the search index. */
  bytes(): Promise<Uint8Array>;
  /** Where the store has it (the file system): what `FileStore.version` gives for this file. */
  version?: string;
  /** The ETag the store found these bytes to have, when it checked them itself (R2 through the
   * edge cache): the edge then compares it with the build's record without hashing again. */
  checked?: string;
}

/** A byte range of a file: `length` bytes from `offset`. */
export interface ByteRange {
  offset: number;
  length: number;
}

/** A download: the file's whole size and a stream of the bytes asked for. */
export interface Download {
  size: number;
  body: ReadableStream;
}

export interface FileStore {
  /** The file at `key`, or null when there is none. Throws only when the storage fails. */
  get(key: string): Promise<StoredFile | null>;
  /**
   * The same storage held to the build it holds now, when a new build can be swapped in under
   * it (a directory whose dist/ link is replaced): what one build's answers read comes from that
   * build only. The same store while the build stays where it is, another once it moved (the
   * same build id may come back in another directory). Absent where storage has no such swap.
   */
  snapshot?(): FileStore;
  /**
   * Bytes of served files the edge may keep in memory once checked, so that a file is read and
   * hashed once rather than at every request: set where memory is plentiful (the mirror); absent,
   * served files are read at every request (a Worker isolate has 128 MB).
   */
  keepServed?: number;
  /**
   * A cheap identity of the file at `key` now (null when there is none), so that a kept file is
   * known to be still the one on disk: a build swapped in, or a file replaced, is then read
   * again at once. Present with keepServed.
   */
  version?(key: string): string | null;
  /**
   * A large file streamed rather than read whole (the bulk files: hundreds of MB), all of it or
   * `range`, unchecked (the edge compares its size with the recorded one); null when there is none.
   * Absent, the edge reads the file whole with `get`.
   */
  download?(key: string, range: ByteRange | null): Promise<Download | null>;
}
