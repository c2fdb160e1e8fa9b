/**
 * The bulk files of a build (layout/bulk.ts): per version and record type, every record file
 * the build wrote, one per line as it is served, gzipped; and the database the build read,
 * gzipped. Made at the end of a build from what it wrote (the record files and their ETags),
 * never from the renderers.
 *
 * Each file is a gzip stream of several members. A member holds a run of records (cut where a
 * record's key hashes to a boundary, so that runs do not move when one record changes) or a
 * MiB of the database, and is known by the fingerprint of its content: a member the previous
 * build's file has is copied from it, compressed; only the others are compressed, several at
 * once on libuv's threads. In an incremental build, the file of a type none of whose records
 * changed is the previous build's, kept as it is. The dist pack takes the members as they are
 * for its records (pack.ts): where each record lies in them is what writeBulkFiles returns.
 * Files are written a piece at a time and the database read from its file by chunks, one
 * record type's names held at a time: the memory this takes does not grow with the build.
 */
import { createHash } from "node:crypto";
import { closeSync, existsSync, openSync, readFileSync, readSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { gzip as gzipCallback } from "node:zlib";
import { RESOURCES } from "../contract/resources.ts";
import { VERSIONS } from "../contract/enums.ts";
import { shardNumberOf } from "../hashing/fnv.ts";
import type { IndexFiles } from "../layout/dist.ts";
import {
  BULK_BLOCKS,
  BULK_FACTS,
  bulkFacts,
  DATABASE_FILE,
  DATABASE_ID,
  recordKey,
  recordOfFile,
  recordsBulkFile,
  recordsBulkId,
  type BulkFacts,
  type Member,
} from "../layout/bulk.ts";

const gzip = promisify(gzipCallback);
export const BULK_LEVEL = 6;
/** A run of records ends after a record whose key hashes to 0 modulo this, or at RUN_MAX records. */
const RUN_KEYS = 64;
const RUN_MAX = 256;
/** Bytes of the database per member. */
const DATABASE_CHUNK = 1024 * 1024;
const IN_FLIGHT = 4;

/** What a build hands this module: its record files and how to read them, and where to write. */
export interface BulkInput {
  /** the served files under a folder (ending in "/") with their ETags */
  servedUnder(prefix: string): Iterable<[file: string, etag: string, size: number]>;
  /** in an incremental build, the served files whose ETag changed since the previous build; null in a full build */
  changed: Iterable<string> | null;
  files: IndexFiles;
  /** the database: its file, read a chunk at a time, or its bytes (a database in memory, better-sqlite3's serialize()) */
  database: string | Uint8Array;
  /** the versions of the build: each has a file per record type */
  versions: readonly string[];
  dataUpdated: string;
  /** the build this one replaces, whose members are copied when unchanged */
  previousDir: string | null;
  add(file: string, bytes: Uint8Array | string): Promise<void>;
  /** adds a file written a piece at a time: `write` hands its bytes to `put` in order */
  addWritten(file: string, write: (put: (bytes: Uint8Array) => void) => Promise<void>): Promise<void>;
  /** keeps the previous build's file as it is (incremental builds) */
  keep(file: string): void;
}

/** A member to write: its fingerprint and, when the previous build lacks it, its bytes. */
interface Run {
  fingerprint: string;
  raw: () => Promise<Uint8Array>;
  /** the records it holds (none for the database) */
  records?: number;
}

const fingerprintOf = (parts: Iterable<string | Uint8Array>) => {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return hash.digest("base64url").slice(0, 22);
};

/** The members of the previous build's bulk files, by fingerprint, with the file to copy from. */
function previousMembers(dir: string | null): Map<string, { file: string; member: Member; raw: number }> {
  const found = new Map<string, { file: string; member: Member; raw: number }>();
  if (!dir || !existsSync(join(dir, BULK_BLOCKS))) return found;
  try {
    const blocks = JSON.parse(readFileSync(join(dir, BULK_BLOCKS), "utf8")) as Record<string, [...Member, number][]>;
    for (const [file, members] of Object.entries(blocks)) {
      for (const [fingerprint, offset, length, raw] of members)
        found.set(fingerprint, { file: join(dir, file), member: [fingerprint, offset, length], raw });
    }
  } catch {
    // unreadable: every member is compressed again
  }
  return found;
}

/** One gzip file of the runs' members, handed to `put` in order; the previous build's members are copied, not compressed. */
async function gzipFile(runs: Iterable<Run>, previous: ReturnType<typeof previousMembers>, put: (bytes: Uint8Array) => void) {
  const members: [...Member, number][] = [];
  const digest = createHash("sha256");
  let offset = 0;
  let raw = 0;
  const make = (run: Run): Promise<{ bytes: Uint8Array; raw: number }> => {
    const old = previous.get(run.fingerprint);
    if (old) {
      const fd = openSync(old.file, "r");
      try {
        const bytes = Buffer.alloc(old.member[2]);
        readSync(fd, bytes, 0, bytes.byteLength, old.member[1]);
        return Promise.resolve({ bytes, raw: old.raw });
      } finally {
        closeSync(fd);
      }
    }
    return run.raw().then(async (data) => ({ bytes: await gzip(data, { level: BULK_LEVEL }), raw: data.byteLength }));
  };
  const queue: { run: Run; made: Promise<{ bytes: Uint8Array; raw: number }> }[] = [];
  const finish = async () => {
    const { run, made } = queue.shift()!;
    const { bytes, raw: length } = await made;
    put(bytes);
    digest.update(bytes);
    members.push([run.fingerprint, offset, bytes.byteLength, length]);
    offset += bytes.byteLength;
    raw += length;
  };
  for (const run of runs) {
    queue.push({ run, made: make(run) });
    if (queue.length >= IN_FLIGHT) await finish();
  }
  while (queue.length) await finish();
  return { size: offset, members, raw, digest: digest.digest() };
}

/** Writes one bulk file of the runs' members through the build; returns what its facts need. */
async function writeGzipFile(input: BulkInput, file: string, runs: Iterable<Run>, previous: ReturnType<typeof previousMembers>) {
  let made: Awaited<ReturnType<typeof gzipFile>> | null = null;
  await input.addWritten(file, async (put) => void (made = await gzipFile(runs, previous, put)));
  return made!;
}

interface BulkRecord {
  file: string;
  key: string;
  etag: string;
  id: number;
  size: number;
}

/** The runs of one version and type's records, in id order. */
function recordRuns(records: BulkRecord[], files: IndexFiles): Run[] {
  const runs: Run[] = [];
  let run: typeof records = [];
  const cut = () => {
    if (!run.length) return;
    const members = run;
    runs.push({
      fingerprint: fingerprintOf(members.map((r) => `${r.key}\0${r.etag}\n`)),
      records: members.length,
      raw: async () => {
        const lines: Uint8Array[] = [];
        for (const r of members) {
          const bytes = await files.bytes(r.file);
          if (!bytes) throw new Error(`bulk: the build has no ${r.file}`);
          lines.push(bytes, NEWLINE);
        }
        return Buffer.concat(lines);
      },
    });
    run = [];
  };
  for (const record of records) {
    run.push(record);
    if (shardNumberOf(record.key, RUN_KEYS) === 0 || run.length >= RUN_MAX) cut();
  }
  cut();
  return runs;
}

const NEWLINE = new Uint8Array([0x0a]);

const hexBytes = (hex: string) => Uint8Array.from(Buffer.from(hex, "hex"));

/** The previous build's bulk files that this one can keep: their facts and members, by file. */
function keptFiles(
  dir: string | null,
  changed: Iterable<string> | null,
): Map<string, { facts: BulkFacts; members: [...Member, number][] }> {
  const kept = new Map<string, { facts: BulkFacts; members: [...Member, number][] }>();
  if (!dir || !changed) return kept;
  try {
    const facts = (JSON.parse(readFileSync(join(dir, BULK_FACTS), "utf8")) as { files: BulkFacts[] }).files;
    const blocks = JSON.parse(readFileSync(join(dir, BULK_BLOCKS), "utf8")) as Record<string, [...Member, number][]>;
    for (const f of facts) if (blocks[f.file]) kept.set(f.file, { facts: f, members: blocks[f.file]! });
  } catch {
    return kept; // unreadable: every file is made again
  }
  for (const file of changed) {
    const record = recordOfFile(file);
    if (record) kept.delete(recordsBulkFile(record.version, RESOURCES.find((r) => r.object === record.object)!.segment));
  }
  return kept;
}

/** The record files of one version and type, by id, with their keys, ETags and sizes. */
function recordsOf(input: BulkInput, version: string, segment: string): BulkRecord[] {
  const records: BulkRecord[] = [];
  for (const [file, etag, size] of input.servedUnder(`v1/${version}/${segment}/`)) {
    const record = recordOfFile(file);
    if (record) records.push({ file, key: recordKey(record), etag, id: record.id, size });
  }
  return records.sort((a, b) => a.id - b.id);
}

/** The database's members: a chunk of its bytes each, read from its file as they are compressed. */
function* databaseRuns(database: string | Uint8Array): Iterable<Run> {
  if (typeof database !== "string") {
    for (let at = 0; at < database.byteLength; at += DATABASE_CHUNK) {
      const chunk = database.subarray(at, at + DATABASE_CHUNK);
      yield { fingerprint: fingerprintOf([chunk]), raw: async () => chunk };
    }
    return;
  }
  const fd = openSync(database, "r");
  try {
    for (let at = 0; ; at += DATABASE_CHUNK) {
      const buffer = Buffer.allocUnsafe(DATABASE_CHUNK);
      const n = readSync(fd, buffer, 0, DATABASE_CHUNK, at);
      if (n <= 0) return;
      const chunk = buffer.subarray(0, n);
      yield { fingerprint: fingerprintOf([chunk]), raw: async () => chunk };
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * Where the records of one bulk file lie in it, for the dist pack to take their compressed bytes
 * from it rather than compress them again: its gzip members in order, how many records each
 * holds, and every record's id and size in id order (each line is the record and a newline).
 */
export interface BulkRecords {
  file: string;
  version: string;
  /** the record type (its `object`) */
  object: string;
  members: [...Member, number][];
  counts: number[];
  ids: Float64Array;
  sizes: Uint32Array;
}

function bulkRecordsOf(
  file: string,
  version: string,
  object: string,
  members: [...Member, number][],
  runs: Run[],
  records: BulkRecord[],
): BulkRecords | null {
  // A member list that is not these runs' (an unreadable previous build's) gives the pack nothing to take.
  if (members.length !== runs.length || members.some((m, i) => m[0] !== runs[i]!.fingerprint)) return null;
  return {
    file,
    version,
    object,
    members,
    counts: runs.map((r) => r.records!),
    ids: Float64Array.from(records, (r) => r.id),
    sizes: Uint32Array.from(records, (r) => r.size),
  };
}

/** Writes the bulk files and their facts; returns the facts, and where each record lies in them. */
export async function writeBulkFiles(input: BulkInput): Promise<{ facts: BulkFacts[]; records: BulkRecords[] }> {
  const kept = keptFiles(input.previousDir, input.changed);
  const previous = previousMembers(input.previousDir);
  const facts: BulkFacts[] = [];
  const placed: BulkRecords[] = [];
  const blocks: Record<string, [...Member, number][]> = {};
  let total = 0;
  for (const version of VERSIONS.filter((v) => input.versions.includes(v))) {
    for (const res of RESOURCES) {
      const file = recordsBulkFile(version, res.segment);
      // One type's records at a time: their names and ETags, not the build's.
      const records = recordsOf(input, version, res.segment);
      total += records.length;
      const common = { id: recordsBulkId(version, res.segment), version, type: res.object, records: records.length };
      const old = kept.get(file);
      const runs = recordRuns(records, input.files);
      const place = (members: [...Member, number][]) => {
        const found = bulkRecordsOf(file, version, res.object, members, runs, records);
        if (found) placed.push(found);
      };
      if (old && old.facts.records === records.length) {
        // No record of this type changed: the same members, the same bytes.
        input.keep(file);
        blocks[file] = old.members;
        place(old.members);
        const { size, compressed_size, content_type, sha256 } = old.facts;
        facts.push(bulkFacts({ ...common, updated_at: input.dataUpdated, size, compressed_size, content_type, file }, hexBytes(sha256)));
        continue;
      }
      const made = await writeGzipFile(input, file, runs, previous);
      blocks[file] = made.members;
      place(made.members);
      facts.push(
        bulkFacts(
          {
            ...common,
            updated_at: input.dataUpdated,
            size: made.raw,
            compressed_size: made.size,
            content_type: "application/x-ndjson",
            file,
          },
          made.digest,
        ),
      );
    }
  }
  const made = await writeGzipFile(input, DATABASE_FILE, databaseRuns(input.database), previous);
  blocks[DATABASE_FILE] = made.members;
  facts.push(
    bulkFacts(
      {
        id: DATABASE_ID,
        version: null,
        type: "database",
        records: total,
        updated_at: input.dataUpdated,
        size: made.raw,
        compressed_size: made.size,
        content_type: "application/vnd.sqlite3",
        file: DATABASE_FILE,
      },
      made.digest,
    ),
  );
  await input.add(BULK_FACTS, JSON.stringify({ files: facts }));
  await input.add(BULK_BLOCKS, JSON.stringify(blocks));
  return { facts, records: placed };
}
