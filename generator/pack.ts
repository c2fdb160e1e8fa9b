/**
 * Writes the dist pack (layout/pack.ts) of a complete build: every file of the build in one file
 * that a mirror serves after one download. Its facts (size, SHA-256) go to _meta/pack.json beside
 * it, outside it (a file cannot hold its own digest).
 *
 * The records are compressed once for the bulk files and the pack alike: each gzip member of a
 * bulk file is a block of the pack as it is, without its gzip header and trailer. The other files
 * and their hashes come from the build's state in path order, read as they come. A block whose
 * files and hashes are those of a block of the previous build's pack is copied from it as
 * compressed bytes; only the others are read and compressed, several at once on libuv's threads,
 * so that a rebuild after a small change compresses a few blocks, not the build. The index's
 * paths and places wait in files beside the pack until its blocks are written: the memory a pack
 * takes does not grow with the build. Over a previous pack, the index is also told as a delta from
 * it (layout/pack-delta.ts), which a mirror holding that pack makes the index from instead of
 * downloading it (sync/index-delta.ts).
 */
import { createHash } from "node:crypto";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readSync, renameSync, rmSync, writeFileSync, writeSync } from "node:fs";
import { placesOf, readPackIndex } from "../layout/pack-index.ts";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createDeflateRaw, deflateRaw, deflateRawSync, gunzipSync } from "node:zlib";
import { contentHashOf } from "../hashing/content-hash.ts";
import { BUILD_FILE, etagShardFile, hashShardFile, isManifestShard, type BuildInfo, type FileMeta } from "../layout/dist.ts";
import { BULK_BLOCKS, PACK_FACTS, PACK_FILE, packFacts, recordOfFile, type BulkFacts, type Member } from "../layout/bulk.ts";
import { BULK_LEVEL, type BulkRecords } from "./bulk.ts";
import { DEFLATED, endsBlock, footerOf, MAX_BLOCK_BYTES, PACK_MAGIC, STORED, storedAsIs, type PackBlock } from "../layout/pack.ts";
import { deltaTrailerOf, type DeltaBlock, type IndexDelta } from "../layout/pack-delta.ts";
import { baseBytes, GZIP_MEMBER, patchOf, RAW_DEFLATE } from "../layout/pack-patch.ts";

const deflate = promisify(deflateRaw);
/** zlib's level for blocks: bench/sections/bulk.ts measures the build's share (bench/README.md weighs it against level 6). */
export const PACK_LEVEL = 4;
/** The index changes with every build and is written whole: level 1 is much quicker than 6 for a little more size. */
const INDEX_LEVEL = 1;
/** A block ends after this many files whatever their paths, so that none grows without bound. */
const BLOCK_FILES_MAX = 128;
/** Blocks compressed at once on libuv's threads. */
const IN_FLIGHT = 4;
/** The patches a pack holds (layout/pack-patch.ts), in bytes at most: past it, a changed block is only in the pack whole. */
const PATCHES_MAX = 64 * 1024 * 1024;

/** Every file of the build in `dir` with its recorded hash, from its manifests, sorted by path (a build the generator did not just write). */
function filesOf(dir: string, info: BuildInfo): Entry[] {
  const files = new Map<string, string>();
  const json = (file: string) => JSON.parse(readFileSync(join(dir, file), "utf8")) as Record<string, unknown>;
  for (let n = 0; n < info.etag_shards; n++) {
    for (const [file, [etag]] of Object.entries(json(etagShardFile(n)) as Record<string, FileMeta>)) files.set(file, etag);
  }
  for (let n = 0; n < info.hash_shards; n++) {
    const shard = hashShardFile(n);
    for (const [file, hash] of Object.entries(json(shard) as Record<string, string>)) files.set(file, hash);
    files.set(shard, contentHashOf(readFileSync(join(dir, shard))));
  }
  files.set(BUILD_FILE, contentHashOf(readFileSync(join(dir, BUILD_FILE))));
  return [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

type Entry = [file: string, hash: string];

/** A file of the build, its hash, and its place when it is a record that a bulk file holds (RecordPlaces). */
type Placed = [file: string, hash: string, place: Place | null];
type Place = [block: number, offset: number, size: number];

/** The files of the build in runs, each run a block of those not placed in a bulk file's member: in path order, cut where layout/pack.ts says. */
function* blocksOf(entries: Iterable<Placed>): Iterable<Placed[]> {
  let run: Placed[] = [];
  let own = 0;
  let last: string | null = null;
  const cut = () => {
    const done = run;
    run = [];
    own = 0;
    return done;
  };
  for (const entry of entries) {
    if (last !== null && entry[0] <= last) throw new Error(`pack: ${entry[0]} after ${last}: the files are not in path order`);
    last = entry[0];
    if (storedAsIs(entry[0])) {
      if (run.length) yield cut();
      yield [entry];
      continue;
    }
    run.push(entry);
    if (!entry[2]) own++;
    if (endsBlock(entry[0]) || own >= BLOCK_FILES_MAX) yield cut();
  }
  if (run.length) yield cut();
}

/** The records of the bulk files, by their file, each at its place in the pack: [block, offset, size]. */
class RecordPlaces {
  private readonly byList = new Map<string, { ids: Float64Array; places: Uint32Array }>();
  /** the bulk files' members placed: a block each */
  blocks = 0;

  add(records: BulkRecords, firstBlock: number): void {
    const places = new Uint32Array(3 * records.ids.length);
    let n = 0;
    records.counts.forEach((count, member) => {
      let offset = 0;
      for (const end = n + count; n < end; n++) {
        places.set([firstBlock + member, offset, records.sizes[n]!], 3 * n);
        offset += records.sizes[n]! + 1; // the newline after each record
      }
    });
    this.byList.set(`${records.version}:${records.object}`, { ids: records.ids, places });
    this.blocks += records.members.length;
  }

  /** The place of a record file (recordOfFile), or null when no bulk file holds it. */
  of(record: NonNullable<ReturnType<typeof recordOfFile>>): Place | null {
    const list = this.byList.get(`${record.version}:${record.object}`);
    if (!list) return null;
    for (let low = 0, high = list.ids.length - 1; low <= high;) {
      const mid = (low + high) >>> 1;
      if (list.ids[mid] === record.id) return [list.places[3 * mid]!, list.places[3 * mid + 1]!, list.places[3 * mid + 2]!];
      if (list.ids[mid]! < record.id) low = mid + 1;
      else high = mid - 1;
    }
    return null;
  }
}

/** GZIP's header as zlib writes it (no name, no extra field) and its trailer (CRC-32, length). */
const GZIP_HEADER = 10;
const GZIP_TRAILER = 8;

/** The raw DEFLATE stream inside one gzip member of a bulk file. */
function deflateOfMember(member: Buffer, file: string): Buffer {
  if (member[0] !== 0x1f || member[1] !== 0x8b || member[2] !== 8 || member[3] !== 0)
    throw new Error(`pack: ${file} holds a gzip member this build did not write`);
  return member.subarray(GZIP_HEADER, member.byteLength - GZIP_TRAILER);
}

/** Where a file of the build is read: in its directory, or, while the previous build's files are
 * still being linked into it (carry-thread.ts), in the previous build, which holds the same bytes. */
class BuildFiles {
  constructor(
    private readonly dir: string,
    private readonly previousDir: string | null,
  ) {}

  path(file: string): string {
    const own = join(this.dir, file);
    return this.previousDir && !existsSync(own) ? join(this.previousDir, file) : own;
  }
}

interface PreviousPack {
  fd: number;
  /** its blocks by fingerprint, and the sizes of each block's files */
  blocks: Map<string, PackBlock>;
  sizes: Map<string, number[]>;
  /** its block numbers by fingerprint, its paths, and its SHA-256 (hex, from its facts): what the index delta is told from */
  numbers: Map<string, number>;
  paths: string;
  sha256: string | null;
  /** its blocks in order and its files' places: what a changed block is patched from */
  list: PackBlock[];
  places: Uint32Array;
  /** the previous build's _meta/bulk-blocks.json: the members its bulk files had */
  membersFile: string;
}

/** The previous build's pack, to copy unchanged blocks from; null when there is none readable. */
function previousPack(dir: string | null): PreviousPack | null {
  if (!dir || !existsSync(join(dir, PACK_FILE))) return null;
  const fd = openSync(join(dir, PACK_FILE), "r");
  try {
    const index = readPackIndex(fd);
    // Blocks compressed at another level are not what this build would write.
    if (index.level !== PACK_LEVEL) throw new Error("another level");
    const places = placesOf(index);
    const sizes = new Map<string, number[]>();
    for (let i = 0; i < places.length; i += 3) {
      const fingerprint = index.blocks[places[i]!]![4];
      let list = sizes.get(fingerprint);
      if (!list) sizes.set(fingerprint, (list = []));
      list.push(places[i + 2]!);
    }
    let sha256: string | null = null;
    try {
      sha256 = (JSON.parse(readFileSync(join(dir, PACK_FACTS), "utf8")) as BulkFacts).sha256;
    } catch {
      // no facts: no index delta
    }
    return {
      fd,
      blocks: new Map(index.blocks.map((b) => [b[4], b])),
      sizes,
      numbers: new Map(index.blocks.map((b, n) => [b[4], n])),
      paths: index.paths,
      sha256,
      list: index.blocks,
      places,
      membersFile: join(dir, BULK_BLOCKS),
    };
  } catch {
    closeSync(fd);
    return null; // another format, or damaged: every block is compressed again
  }
}

interface Pending {
  fingerprint: string;
  /** the bytes to write and how they came: stored or compressed; null for a block of the previous pack */
  bytes: Promise<{ data: Uint8Array; raw: number; method: number }> | null;
  sizes: number[];
  /** its files, and their bytes end to end when it is compressed here (what its patch is made from) */
  files: string[];
  whole: Buffer | null;
}

/** Bytes read from the previous pack at a time when its blocks are copied. */
const COPY_BYTES = 8 * 1024 * 1024;

export interface PackResult {
  facts: BulkFacts;
  blocks: number;
  /** blocks copied from the previous pack */
  reused: number;
  /** blocks taken from the bulk files (the records') */
  taken: number;
}

/** The pack file being written: its bytes and their SHA-256, and the previous pack's bytes copied
 * in runs (consecutive blocks of the previous pack are read and written as one). */
class PackOutput {
  at = 0;
  private readonly digest = createHash("sha256");
  private readonly run = { from: 0, length: 0 };

  constructor(
    private readonly fd: number,
    private readonly previousFd: number | null,
  ) {}

  write(bytes: Uint8Array): void {
    this.flush();
    this.put(bytes);
  }

  /** Queues `size` bytes of the previous pack at `from`; returns where they land in this one. */
  copy(from: number, size: number): number {
    if (this.run.length && this.run.from + this.run.length !== from) this.flush();
    if (!this.run.length) this.run.from = from;
    const place = this.at + this.run.length;
    this.run.length += size;
    return place;
  }

  /** Where the next written bytes land, the queued copy written first. */
  position(): number {
    this.flush();
    return this.at;
  }

  sha256(): Buffer {
    this.flush();
    return this.digest.digest();
  }

  private put(bytes: Uint8Array): void {
    writeSync(this.fd, bytes);
    this.digest.update(bytes);
    this.at += bytes.byteLength;
  }

  private flush(): void {
    if (!this.run.length) return;
    const buffer = Buffer.allocUnsafe(Math.min(this.run.length, COPY_BYTES));
    for (let done = 0; done < this.run.length;) {
      const n = readSync(this.previousFd!, buffer, 0, Math.min(buffer.byteLength, this.run.length - done), this.run.from + done);
      if (n <= 0) throw new Error("pack: the previous pack is shorter than its index says");
      this.put(buffer.subarray(0, n));
      done += n;
    }
    this.run.length = 0;
  }
}

/** A block on its way: copied from the previous pack when its files and hashes are the same,
 * else read and compressed (several at once, on libuv's threads). */
function startBlock(builds: BuildFiles, previous: PreviousPack | null, block: readonly (Entry | Placed)[]): Pending {
  const fingerprint = createHash("sha256")
    .update(block.map(([f, hash]) => `${f}\0${hash}\n`).join(""))
    .digest("base64url")
    .slice(0, 22);
  const files = block.map(([f]) => f);
  const sizes: number[] = [];
  if (previous?.blocks.has(fingerprint)) return { fingerprint, bytes: null, sizes, files, whole: null };
  const contents = files.map((f) => readFileSync(builds.path(f)));
  const whole = contents.length === 1 ? contents[0]! : Buffer.concat(contents);
  for (const c of contents) sizes.push(c.byteLength);
  const bytes =
    files.length === 1 && storedAsIs(files[0]!)
      ? Promise.resolve({ data: whole, raw: whole.byteLength, method: STORED })
      : deflate(whole, { level: PACK_LEVEL }).then((data) => ({ data, raw: whole.byteLength, method: DEFLATED }));
  return { fingerprint, bytes, sizes, files, whole };
}

/**
 * The index's paths and places as the blocks are written, spooled to files beside the pack (every
 * path of a build held at once would grow with the data), then read back into the index's JSON.
 * The JSON is the text JSON.stringify gives of a PackIndex (layout/pack.ts), made a piece at a time.
 */
class IndexSpool {
  private readonly paths: number;
  private readonly places: number;
  private text: string[] = [];
  private textLength = 0;
  private run = new Uint32Array(3 * SPOOL_PLACES);
  private inRun = 0;
  count = 0;

  constructor(private readonly base: string) {
    this.paths = openSync(`${base}.paths`, "w+");
    this.places = openSync(`${base}.places`, "w+");
  }

  add(file: string, block: number, offset: number, length: number): void {
    // The path as it reads inside a JSON string, after the "\n" that joins it to the one before.
    const escaped = (this.count ? "\\n" : "") + (NEEDS_ESCAPE.test(file) ? JSON.stringify(file).slice(1, -1) : file);
    this.text.push(escaped);
    this.textLength += escaped.length;
    if (this.textLength >= SPOOL_BYTES) this.flushPaths();
    this.run.set([block, offset, length], 3 * this.inRun++);
    if (this.inRun === SPOOL_PLACES) this.flushPlaces();
    this.count++;
  }

  /** The index's JSON text, a piece at a time. */
  async *json(build: string, level: number, blocks: PackBlock[]): AsyncIterable<Buffer> {
    this.flushPaths();
    this.flushPlaces();
    yield Buffer.from(`{"build":${JSON.stringify(build)},"level":${level},"blocks":${JSON.stringify(blocks)},"paths":"`);
    yield* this.read(this.paths, SPOOL_BYTES, (bytes) => bytes);
    yield Buffer.from(`","places":"`);
    // Base64 of whole 3-byte groups joins into the base64 of the whole.
    yield* this.read(this.places, 3 * SPOOL_BYTES, (bytes) => Buffer.from(bytes.toString("base64")));
    yield Buffer.from(`"}`);
  }

  close(): void {
    closeSync(this.paths);
    closeSync(this.places);
    rmSync(`${this.base}.paths`, { force: true });
    rmSync(`${this.base}.places`, { force: true });
  }

  private *read(fd: number, step: number, map: (bytes: Buffer) => Buffer): Iterable<Buffer> {
    const buffer = Buffer.allocUnsafe(step);
    for (let at = 0; ;) {
      const n = readSync(fd, buffer, 0, step, at);
      if (n <= 0) return;
      yield map(Buffer.from(buffer.subarray(0, n)));
      at += n;
    }
  }

  private flushPaths(): void {
    if (this.text.length) writeSync(this.paths, this.text.join(""));
    this.text = [];
    this.textLength = 0;
  }

  private flushPlaces(): void {
    if (this.inRun) writeSync(this.places, this.run.subarray(0, 3 * this.inRun));
    this.inRun = 0;
  }
}

/** What JSON.stringify writes otherwise in a string: a path without it is its own JSON text. */
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

/** Places (three u32 each) and characters of paths the spool holds before it writes them out. */
const SPOOL_PLACES = 64 * 1024;
const SPOOL_BYTES = 1024 * 1024;

/** Writes the bulk files' members into the pack as blocks, each placing its records; returns their bytes once inflated. */
function takeBulkMembers(
  builds: BuildFiles,
  bulk: readonly BulkRecords[],
  out: PackOutput,
  blocks: PackBlock[],
  places: RecordPlaces,
  delta: DeltaSpool | null,
  changed: ChangedMember[] | null,
): number {
  let raw = 0;
  for (const list of bulk) {
    places.add(list, blocks.length);
    const from = openSync(builds.path(list.file), "r");
    try {
      for (const [fingerprint, offset, length, inflated] of list.members) {
        const member = Buffer.allocUnsafe(length);
        readSync(from, member, 0, length, offset);
        const data = deflateOfMember(member, list.file);
        delta?.block(blocks.length, data.byteLength, inflated, DEFLATED, fingerprint);
        if (changed) changed.push({ number: blocks.length, file: builds.path(list.file), offset, length });
        blocks.push([out.position(), data.byteLength, inflated, DEFLATED, fingerprint]);
        out.write(data);
        raw += inflated;
      }
    } finally {
      closeSync(from);
    }
  }
  return raw;
}

/**
 * The changed ranges of this pack told as patches from the previous pack's (layout/pack-patch.ts),
 * for mirrors that hold it: blocks, and the changed gzip members of the database's bulk file.
 * Held until every block is written, then written after them. A range is patched from the range
 * that held the same files or member before, when the patch is much smaller than the range.
 */
class PatchSpool {
  private readonly held: { target: [number, number]; base: [number, number]; bytes: Buffer }[] = [];
  private bytes = 0;

  constructor(private readonly previous: PreviousPack) {}

  /** Block `number` of the previous pack: [offset, length, inflated length, method]. */
  previousBlock(number: number): PackBlock | undefined {
    return this.previous.list[number];
  }

  /** The range a block is told from: the previous pack's blocks `bases` held its files, else the first of them alone; null when neither can be. */
  rangeOf(bases: Bases | undefined): [number, number] | null {
    return bases ? (this.previousRun(bases.first, bases.last) ?? this.previousRun(bases.first, bases.first)) : null;
  }

  /** The previous pack's blocks `first` to `last`, as a range [offset, length]; null when they are not all deflated or inflate past a block's cap. */
  private previousRun(first: number, last: number): [number, number] | null {
    let raw = 0;
    for (let n = first; n <= last; n++) {
      const block = this.previous.list[n];
      if (!block || block[3] !== DEFLATED) return null;
      raw += block[2];
    }
    if (raw > MAX_BLOCK_BYTES) return null;
    const [from] = this.previous.list[first]!;
    const [end, length] = this.previous.list[last]!;
    return [from, end + length - from];
  }

  /** The range [at, at + length) of this pack, `next` once inflated, of form `form` at `level`, told from the previous pack's range `base` [offset, length] of the same form (baseBytes of layout/pack-patch.ts). */
  add(at: number, length: number, next: Uint8Array, base: readonly [number, number], form: number, level: number): void {
    if (this.bytes >= PATCHES_MAX) return;
    const [from, size] = base;
    const read = (offset: number, n: number) => {
      const bytes = Buffer.allocUnsafe(n);
      if (readSync(this.previous.fd, bytes, 0, n, offset) !== n) throw new Error("pack: the previous pack is shorter than its index says");
      return bytes;
    };
    const patch = patchOf(baseBytes(read, this.previous.list, from, size, form, MAX_BLOCK_BYTES), next, form, level);
    if (2 * patch.byteLength > length) return;
    this.held.push({ target: [at, length], base: [from, size], bytes: patch });
    this.bytes += patch.byteLength;
  }

  /** Writes the patches, each told in `told` as [offset, length, base offset, base length, patch offset, patch length]. */
  write(out: PackOutput, told: number[]): void {
    for (const { target, base, bytes } of this.held) {
      told.push(...target, ...base, out.position(), bytes.byteLength);
      out.write(bytes);
    }
  }
}

/** The previous pack's blocks a block is told from: `first` to `last`, in its order. */
interface Bases {
  first: number;
  last: number;
}

/** Blocks of the previous pack one patch is told from, at most (a block whose files were spread over several). */
const BASE_BLOCKS = 8;

/** A records' member of a bulk file taken as block `number`, not in the previous pack: where it is in its file. */
interface ChangedMember {
  number: number;
  file: string;
  offset: number;
  length: number;
}

/** The gzip members of the stored bulk files, in this build and the previous one, and the fingerprints of the members taken as blocks (their bytes are in this pack already). */
interface BulkMembers {
  next: Record<string, Member[]>;
  previous: Record<string, Member[]>;
  taken: Set<string>;
}

function bulkMembers(file: string, previous: PreviousPack, bulk: readonly BulkRecords[]): BulkMembers {
  const read = (path: string) => {
    try {
      return JSON.parse(readFileSync(path, "utf8")) as Record<string, Member[]>;
    } catch {
      return {}; // none recorded: no member is patched
    }
  };
  return { next: read(file), previous: read(previous.membersFile), taken: new Set(bulk.flatMap((list) => list.members.map((m) => m[0]))) };
}

/** A block compressed here, patched from the previous pack's blocks `bases` (first and last): a block of files, or the changed members of a stored bulk file that the pack holds nowhere else. */
function patchBlock(patches: PatchSpool, bases: Bases | undefined, block: PackBlock, pending: Pending, members: BulkMembers | null): void {
  const before = bases && patches.previousBlock(bases.first);
  if (!bases || !before || !pending.whole) return;
  const [at, length, , method] = block;
  if (method === DEFLATED) {
    const run = patches.rangeOf(bases);
    if (run && !pending.files.every(isManifestShard)) patches.add(at, length, pending.whole, run, RAW_DEFLATE, PACK_LEVEL);
    return;
  }
  const file = pending.files[0]!;
  const next = members?.next[file];
  const old = members?.previous[file];
  if (!next || !old || before[3] !== STORED) return;
  const known = new Set(old.map((m) => m[0]));
  next.forEach(([fingerprint, offset, size], k) => {
    const was = old[k];
    if (known.has(fingerprint) || members!.taken.has(fingerprint) || !was) return;
    const bytes = gunzipSync(pending.whole!.subarray(offset, offset + size), { maxOutputLength: MAX_BLOCK_BYTES });
    patches.add(at + offset, size, bytes, [before[0] + was[1], was[2]], GZIP_MEMBER, BULK_LEVEL);
  });
}

/** A records' member taken as a block, patched from the previous pack's blocks `bases`. */
function patchMember(patches: PatchSpool, bases: Bases | undefined, block: PackBlock, member: ChangedMember): void {
  const run = patches.rangeOf(bases);
  if (!run) return;
  const fd = openSync(member.file, "r");
  try {
    const bytes = Buffer.allocUnsafe(member.length);
    readSync(fd, bytes, 0, member.length, member.offset);
    patches.add(block[0], block[1], gunzipSync(bytes, { maxOutputLength: MAX_BLOCK_BYTES }), run, RAW_DEFLATE, BULK_LEVEL);
  } finally {
    closeSync(fd);
  }
}

/**
 * The index delta (layout/pack-delta.ts) as the pack is written: each block's number in the
 * previous pack when it is the same block there, the paths that came and went (the files come in
 * path order, the previous paths are walked beside them), and the places of the files in blocks
 * of their own.
 */
class DeltaSpool {
  /** per block of this pack, its number in the previous pack, or -1 */
  private readonly same: number[] = [];
  private readonly places: number[] = [];
  private readonly removed: string[] = [];
  private readonly added: string[] = [];
  private cursor = 0;
  /** the number of the previous pack's path at the cursor */
  private oldNumber = 0;
  private count = 0;
  /** per block of this pack, the previous pack's blocks that held its files (or, for a list's renamed cursor pages, the same list's pages at the same ranks: pageBase): what a patch is told from */
  private readonly bases = new Map<number, Bases>();
  /** per list whose cursor pages this pack has: how many so far, and where the previous pack's pages of that list begin */
  private readonly lists = new Map<string, { count: number; first: number }>();
  /** where each of the previous pack's paths begins in its paths, made when first needed */
  private starts: Uint32Array | null = null;

  constructor(private readonly previous: PreviousPack & { sha256: string }) {}

  /** Whether block `number` of this pack is a block of the previous pack. */
  inBase(number: number): boolean {
    return (this.same[number] ?? -1) >= 0;
  }

  /** The previous pack's block that held the first file of block `number` that both packs have; undefined when none did. */
  baseOf(number: number): Bases | undefined {
    return this.bases.get(number);
  }

  private based(block: number, old: number): void {
    const bases = this.bases.get(block);
    if (!bases) this.bases.set(block, { first: old, last: old });
    else if (old >= bases.first && old <= bases.first + BASE_BLOCKS) bases.last = Math.max(bases.last, old);
  }

  /**
   * For a list's cursor page the previous pack lacks (`list~cursor.json`: a list whose order or
   * content changed names all its cursor pages anew), the previous pack's block holding the page
   * of the same list at the same rank: the cursors sort alike, so it is the same page before the
   * change, whose bytes are nearly all the same.
   */
  private pageBase(path: string): number | undefined {
    const cut = path.lastIndexOf("~");
    if (cut < 0 || path.indexOf("/", cut) >= 0) return undefined;
    const stem = path.slice(0, cut + 1);
    let list = this.lists.get(stem);
    if (!list) this.lists.set(stem, (list = { count: 0, first: this.lowerBound(stem) }));
    const n = list.first + list.count++;
    return n < this.oldPathCount() && this.oldPath(n).startsWith(stem) ? this.previous.places[3 * n] : undefined;
  }

  private oldPathCount(): number {
    return this.lineStarts().length - 1;
  }

  private oldPath(n: number): string {
    const starts = this.lineStarts();
    return this.previous.paths.slice(starts[n]!, starts[n + 1]! - 1);
  }

  /** The number of the previous pack's first path not below `key`. */
  private lowerBound(key: string): number {
    let low = 0;
    for (let high = this.oldPathCount(); low < high;) {
      const mid = (low + high) >>> 1;
      if (this.oldPath(mid) < key) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  private lineStarts(): Uint32Array {
    if (this.starts) return this.starts;
    const paths = this.previous.paths;
    const starts = [0];
    for (let at = paths.indexOf("\n"); at >= 0; at = paths.indexOf("\n", at + 1)) starts.push(at + 1);
    starts.push(paths.length + 1);
    return (this.starts = Uint32Array.from(starts));
  }

  /** Block `number` of this pack, copied from the previous pack when `fingerprint` is given. */
  reused(number: number, fingerprint: string | null): void {
    this.same[number] = fingerprint === null ? -1 : (this.previous.numbers.get(fingerprint) ?? -1);
  }

  /** Block `number` of this pack, made of its length, raw length, method and fingerprint: the previous pack's when they are the same. */
  block(number: number, length: number, raw: number, method: number, fingerprint: string): void {
    const old = this.previous.numbers.get(fingerprint);
    const before = old === undefined ? undefined : this.previous.blocks.get(fingerprint);
    this.same[number] = before && before[1] === length && before[2] === raw && before[3] === method ? old! : -1;
  }

  /** The next file in path order, at its place. */
  file(path: string, block: number, offset: number, length: number): void {
    const paths = this.previous.paths;
    for (;;) {
      if (this.cursor >= paths.length) break;
      let end = paths.indexOf("\n", this.cursor);
      if (end < 0) end = paths.length;
      const old = paths.slice(this.cursor, end);
      if (old > path) break;
      this.cursor = end + 1;
      const number = this.oldNumber++;
      if (old === path) {
        this.based(block, this.previous.places[3 * number]!);
        if (path.includes("~")) this.pageBase(path); // counted: the pages of a list keep their ranks
        this.placed(path, block, offset, length, true);
        return;
      }
      this.removed.push(old);
    }
    this.added.push(path);
    const base = this.pageBase(path);
    if (base !== undefined) this.based(block, base);
    this.placed(path, block, offset, length, false);
  }

  private placed(path: string, block: number, offset: number, length: number, known: boolean): void {
    // A file of a block the previous pack has is placed there; any other is told.
    if (!known || this.same[block] === undefined || this.same[block]! < 0) this.places.push(this.count, block, offset, length);
    this.count++;
  }

  /** The delta, once every block and file is told; null when it would tell most files' places (no smaller than the index). */
  delta(build: string, level: number, start: number, blocks: readonly PackBlock[]): Omit<IndexDelta, "index_sha256"> | null {
    if (this.places.length / 4 > this.count / 4) return null;
    const paths = this.previous.paths;
    while (this.cursor < paths.length) {
      let end = paths.indexOf("\n", this.cursor);
      if (end < 0) end = paths.length;
      this.removed.push(paths.slice(this.cursor, end));
      this.cursor = end + 1;
    }
    const told: DeltaBlock[] = [];
    blocks.forEach(([, length, raw, method, fingerprint], n) => {
      const old = this.same[n] ?? -1;
      const last = told.at(-1);
      if (old < 0) told.push([length, raw, method, fingerprint]);
      else if (last?.length === 2 && last[0] + last[1] === old) last[1]++;
      else told.push([old, 1]);
    });
    return {
      base: this.previous.sha256,
      build,
      level,
      index_level: INDEX_LEVEL,
      start,
      blocks: told,
      removed: this.removed,
      added: this.added,
      places: this.places,
    };
  }
}

/** Deflates the index's JSON, then writes the index delta and its trailer when there is one (it
 * names the deflated index's SHA-256, so that a mirror can check the index it makes), then the
 * index and the footer that points at it. */
async function writeIndex(out: PackOutput, json: AsyncIterable<Buffer>, delta: Omit<IndexDelta, "index_sha256"> | null): Promise<void> {
  const chunks: Buffer[] = [];
  await pipeline(
    Readable.from(json),
    createDeflateRaw({ level: INDEX_LEVEL }),
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    }),
  );
  const index = Buffer.concat(chunks);
  if (delta) {
    const at = out.position();
    const bytes = deflateRawSync(JSON.stringify({ ...delta, index_sha256: createHash("sha256").update(index).digest("hex") }), {
      level: INDEX_LEVEL,
    });
    out.write(bytes);
    out.write(deltaTrailerOf(at, bytes.byteLength));
  }
  const indexAt = out.position();
  out.write(index);
  out.write(footerOf(indexAt, index.byteLength));
}

/**
 * Writes the pack of the build in `dir` and its facts; `previousDir` is the build it replaces.
 * `files`: every file of the build with its hash, in path order, when the caller knows them
 * (else they are read from the build's manifests). They are read as they come, never held.
 * `bulk`: where the bulk files hold the records, whose compressed bytes the pack takes from them.
 */
export async function writePack(
  dir: string,
  previousDir: string | null,
  files?: Iterable<Entry>,
  bulk: readonly BulkRecords[] = [],
): Promise<PackResult> {
  const builds = new BuildFiles(dir, previousDir);
  const info = JSON.parse(readFileSync(builds.path(BUILD_FILE), "utf8")) as BuildInfo;
  const entries = (function* () {
    for (const entry of files ?? filesOf(dir, info)) if (entry[0] !== PACK_FILE && entry[0] !== PACK_FACTS) yield entry;
  })();
  const previous = previousPack(previousDir);
  const temp = join(dir, `${PACK_FILE}.tmp`);
  // Their folders may be the previous build's still (the carry-over makes them as it goes).
  for (const file of [PACK_FILE, PACK_FACTS]) mkdirSync(dirname(join(dir, file)), { recursive: true });
  const fd = openSync(temp, "w");
  const out = new PackOutput(fd, previous?.fd ?? null);
  const spool = new IndexSpool(temp);
  const delta = previous?.sha256 ? new DeltaSpool({ ...previous, sha256: previous.sha256 }) : null;
  const patches = delta ? new PatchSpool(previous!) : null;
  const members = patches ? bulkMembers(builds.path(BULK_BLOCKS), previous!, bulk) : null;
  const add = (file: string, block: number, offset: number, length: number) => {
    spool.add(file, block, offset, length);
    delta?.file(file, block, offset, length);
  };
  const places = new RecordPlaces();
  const blocks: PackBlock[] = [];
  let raw = 0;
  let reused = 0;
  let records = 0;
  const finish = async (pending: Pending) => {
    if (pending.bytes) {
      const made = await pending.bytes;
      const number = blocks.length;
      blocks.push([out.position(), made.data.byteLength, made.raw, made.method, pending.fingerprint]);
      out.write(made.data);
      raw += made.raw;
      if (patches) patchBlock(patches, delta!.baseOf(number), blocks[number]!, pending, members);
      pending.whole = null;
    } else {
      const [from, size, inflated, method] = previous!.blocks.get(pending.fingerprint)!;
      blocks.push([out.copy(from, size), size, inflated, method, pending.fingerprint]);
      raw += inflated;
      reused++;
    }
  };
  try {
    out.write(new TextEncoder().encode(PACK_MAGIC));
    // The bulk files' members first, a block each: the records, compressed once for both.
    const changedMembers: ChangedMember[] = [];
    raw += takeBulkMembers(builds, bulk, out, blocks, places, delta, patches ? changedMembers : null);
    // Then every other file, in runs in path order; every file's place is known when its run starts.
    const queue: Pending[] = [];
    const placed = (function* (): Iterable<Placed> {
      for (const [file, hash] of entries) {
        const record = recordOfFile(file);
        if (record) records++;
        yield [file, hash, record && places.of(record)];
      }
    })();
    for (const run of blocksOf(placed)) {
      const own = run.filter(([, , place]) => !place);
      const pending = own.length ? startBlock(builds, previous, own) : null;
      const number = blocks.length + queue.length;
      if (pending) delta?.reused(number, pending.bytes ? null : pending.fingerprint);
      const sizes = pending && (pending.sizes.length ? pending.sizes : previous!.sizes.get(pending.fingerprint)!);
      let offset = 0;
      let k = 0;
      for (const [file, , place] of run) {
        if (place) add(file, ...place);
        else {
          add(file, number, offset, sizes![k]!);
          offset += sizes![k++]!;
        }
      }
      if (!pending) continue;
      queue.push(pending);
      if (queue.length >= IN_FLIGHT) await finish(queue.shift()!);
    }
    for (const pending of queue) await finish(pending);
    // The records' changed members, patched now that the files placed in them name their base.
    for (const member of changedMembers)
      if (!delta!.inBase(member.number)) patchMember(patches!, delta!.baseOf(member.number), blocks[member.number]!, member);
    const told = delta?.delta(info.build, PACK_LEVEL, PACK_MAGIC.length, blocks) ?? null;
    if (told) patches!.write(out, (told.patches = []));
    await writeIndex(out, spool.json(info.build, PACK_LEVEL, blocks), told);
  } catch (error) {
    closeSync(fd);
    rmSync(temp, { force: true });
    throw error;
  } finally {
    spool.close();
    if (previous) closeSync(previous.fd);
  }
  const sha256 = out.sha256();
  closeSync(fd);
  renameSync(temp, join(dir, PACK_FILE));
  const facts = packFacts(records, raw, out.at, info.data_updated, sha256);
  writeFileSync(join(dir, PACK_FACTS), JSON.stringify(facts));
  return { facts, blocks: blocks.length, reused, taken: places.blocks };
}
