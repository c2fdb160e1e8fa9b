/**
 * Checks a build on disk against what it recorded of itself, as `npm run verify` does: every
 * file against its hash (served files against their ETag, internal files against the hash
 * manifest), every manifest entry against a file, no file the build did not record, each entry
 * in the shard the edge looks in, the build id against the manifests, every next-page address
 * against a file, and every index readable (list indexes and their chunks, the search index).
 * What the edge would refuse to serve (a 500) shows up here first.
 */
import { createHash } from "node:crypto";
import { readFileSync, realpathSync } from "node:fs";
import { join, relative } from "node:path";
import { filesUnder } from "../lib/files.ts";
import { PACK_FACTS, PACK_FILE, type BulkFacts } from "../layout/bulk.ts";
import { CHANGES_DIR } from "../layout/changes.ts";
import { chunkElements } from "../layout/chunks.ts";
import { VERSIONS } from "../contract/enums.ts";
import { RESOURCES } from "../contract/resources.ts";
import { idCountOf, positionOfId } from "../layout/id-index.ts";
import {
  BUILD_FILE,
  chunkFile,
  etagShardFile,
  etagShardOf,
  fileOf,
  hashShardFile,
  hashShardOf,
  idIndexFile,
  indexFile,
  type BuildInfo,
  type FileMeta,
  type ListIndex,
} from "../layout/dist.ts";
import { buildIdOf } from "../hashing/build-id.ts";
import { contentHashOf } from "../hashing/content-hash.ts";
import {
  idShardFile,
  RECORDS_BLOCK,
  recordsFile,
  recordsFiles,
  nameShardFile,
  prefixFile,
  SEARCH_MANIFEST,
  termShardFile,
  topFile,
  TYPO_KEYS,
  typoShardFile,
  type SearchManifest,
} from "../layout/search-index.ts";
import { entriesOf, forEachPosting } from "../layout/postings.ts";

export interface Fault {
  file: string;
  problem: string;
}

export interface VerifyReport {
  dir: string;
  build: string | null;
  files: number;
  bytes: number;
  served: number;
  internal: number;
  lists: number;
  chunks: number;
  searchFiles: number;
  faults: Fault[];
  seconds: number;
}

/** What every check shares: the build's folder, the report it fills, and reads that report faults. */
interface Check {
  dir: string;
  report: VerifyReport;
  fault(file: string, problem: string): void;
  read(file: string): Buffer | null;
  /** A JSON file, or undefined when it is absent or unreadable (a fault said so). */
  json(file: string): unknown;
}

/** The manifests: served files with their ETag and next page, internal files with their hash. */
interface Manifests {
  served: Map<string, FileMeta>;
  internal: Map<string, string>;
  /** the files that are the manifests themselves */
  files: Set<string>;
}

/** The dist pack against its facts: its size and SHA-256, read whole. */
function verifyPack(dir: string, onDisk: Set<string>, fault: (file: string, problem: string) => void): void {
  if (!onDisk.has(PACK_FILE) && !onDisk.has(PACK_FACTS)) return;
  let facts: BulkFacts;
  try {
    facts = JSON.parse(readFileSync(join(dir, PACK_FACTS), "utf8")) as BulkFacts;
  } catch {
    return fault(PACK_FACTS, "absent ou illisible");
  }
  const bytes = onDisk.has(PACK_FILE) ? readFileSync(join(dir, PACK_FILE)) : null;
  if (!bytes) return fault(PACK_FILE, "absent");
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  if (bytes.byteLength !== facts.compressed_size || sha256 !== facts.sha256)
    fault(PACK_FILE, `différent de ${PACK_FACTS} (${bytes.byteLength} octets, SHA-256 ${sha256})`);
}

export function verifyDist(dirGiven: string): VerifyReport {
  const started = performance.now();
  const check = checkOf(realpathSync(dirGiven));
  const info = buildInfo(check);
  if (info) {
    const manifests = readManifests(check, info);
    checkBuildId(check, info, manifests);
    const good = checkFiles(check, manifests);
    checkNextPages(check, info, manifests.served);
    // Only files that match their record are read as indexes: the others are reported already.
    const indexCheck: Check = {
      ...check,
      read: (file) => (good.has(file) ? check.read(file) : null),
      json: (file) => jsonOf(indexCheck, file, false),
    };
    checkListIndexes(indexCheck, info, manifests.internal);
    checkSearchIndex(indexCheck, info, manifests.internal);
  }
  return { ...check.report, seconds: (performance.now() - started) / 1000 };
}

function checkOf(dir: string): Check {
  const shown = relative(process.cwd(), dir);
  const report: VerifyReport = {
    dir: shown.startsWith("..") ? dir : shown || ".",
    build: null,
    files: 0,
    bytes: 0,
    served: 0,
    internal: 0,
    lists: 0,
    chunks: 0,
    searchFiles: 0,
    faults: [],
    seconds: 0,
  };
  const check: Check = {
    dir,
    report,
    fault: (file, problem) => report.faults.push({ file, problem }),
    read(file) {
      try {
        return readFileSync(join(dir, file));
      } catch {
        return null;
      }
    },
    json: (file) => jsonOf(check, file, true),
  };
  return check;
}

/** `absentIsFault`: whether a missing file is a fault here (else it is reported elsewhere). */
function jsonOf(check: Check, file: string, absentIsFault: boolean): unknown {
  const bytes = check.read(file);
  if (!bytes) return absentIsFault ? (check.fault(file, "absent"), undefined) : undefined;
  try {
    return JSON.parse(bytes.toString("utf8"));
  } catch {
    return (check.fault(file, "JSON illisible"), undefined);
  }
}

/** build.json, when it holds what every other check needs. */
function buildInfo(check: Check): BuildInfo | null {
  const info = check.json(BUILD_FILE) as BuildInfo | undefined;
  if (
    !info ||
    typeof info.build !== "string" ||
    !(info.etag_shards > 0) ||
    !(info.hash_shards > 0) ||
    typeof info.collections !== "object"
  ) {
    if (info) check.fault(BUILD_FILE, "build.json incomplet (build, etag_shards, hash_shards, collections)");
    return null;
  }
  check.report.build = info.build;
  return info;
}

/** The manifests, each entry in the shard the edge reads it from. */
function readManifests(check: Check, info: BuildInfo): Manifests {
  const served = new Map<string, FileMeta>();
  const internal = new Map<string, string>();
  // The pack and its facts come after the build's manifests (generator/pack.ts): checked apart.
  const files = new Set<string>([BUILD_FILE, PACK_FILE, PACK_FACTS]);
  for (let i = 0; i < info.etag_shards; i++) {
    const shard = etagShardFile(i);
    const entries = check.json(shard) as Record<string, FileMeta> | undefined;
    for (const [file, meta] of Object.entries(entries ?? {})) {
      if (etagShardOf(file, info.etag_shards) !== shard) check.fault(file, `dans ${shard}, où l'edge ne le cherche pas`);
      if (!Array.isArray(meta) || typeof meta[0] !== "string") check.fault(file, `entrée illisible dans ${shard}`);
      else served.set(file, meta);
    }
  }
  for (let i = 0; i < info.hash_shards; i++) {
    const shard = hashShardFile(i);
    files.add(shard);
    const entries = check.json(shard) as Record<string, string> | undefined;
    for (const [file, hash] of Object.entries(entries ?? {})) {
      if (hashShardOf(file, info.hash_shards) !== shard) check.fault(file, `dans ${shard}, où l'edge ne le cherche pas`);
      internal.set(file, hash);
    }
  }
  check.report.served = served.size;
  check.report.internal = internal.size;
  if (served.size !== info.files) check.fault(BUILD_FILE, `annonce ${info.files} fichiers servis, les manifestes en ont ${served.size}`);
  return { served, internal, files };
}

/** The build id is the hash of the manifests (hashing/build-id.ts): they are the build's own. */
function checkBuildId(check: Check, info: BuildInfo, { internal }: Manifests): void {
  const internalPairs = [...internal.keys()]
    .filter((file) => !file.startsWith(CHANGES_DIR))
    .sort()
    .map((file) => [file, internal.get(file)!] as const);
  if (buildIdOf(internalPairs) !== info.build)
    check.fault(BUILD_FILE, "les manifestes ne sont pas ceux de ce build (identifiant différent)");
}

/** Every file against its record, and every record against a file; returns the internal files that match theirs. */
function checkFiles(check: Check, { served, internal, files: manifests }: Manifests): Set<string> {
  const onDisk = new Set(filesUnder(check.dir));
  const good = new Set<string>();
  for (const file of onDisk) {
    check.report.files++;
    const recorded = served.get(file)?.[0] ?? internal.get(file);
    if (recorded === undefined) {
      if (!manifests.has(file)) check.fault(file, "fichier que le build n'a pas enregistré");
      continue;
    }
    const bytes = check.read(file);
    if (!bytes) {
      check.fault(file, "illisible");
      continue;
    }
    check.report.bytes += bytes.length;
    const actual = contentHashOf(bytes);
    if (actual !== recorded)
      check.fault(file, `contenu différent de celui enregistré (${bytes.length} octets, ${actual} au lieu de ${recorded})`);
    else if (file.startsWith("_index/")) good.add(file);
  }
  for (const file of [...served.keys(), ...internal.keys()])
    if (!onDisk.has(file)) check.fault(file, "enregistré par le build mais absent");
  verifyPack(check.dir, onDisk, check.fault);
  return good;
}

/** Next-page addresses lead to a page of the build. */
function checkNextPages(check: Check, info: BuildInfo, served: Map<string, FileMeta>): void {
  for (const [file, [, next]] of served) {
    if (next === null) continue;
    const match = next.startsWith(info.addresses.base_url)
      ? /^([^?]*)\?(?:.*&)?cursor=([A-Za-z0-9_-]+)$/.exec(next.slice(info.addresses.base_url.length))
      : null;
    if (!match || !served.has(fileOf(match[1]!, match[2]!))) check.fault(file, `page suivante sans fichier : ${next}`);
  }
}

/** List indexes: readable, of the collection build.json names, their columns and chunks as long as they say. */
function checkListIndexes(check: Check, info: BuildInfo, internal: Map<string, string>): void {
  for (const [path, collection] of Object.entries(info.collections)) {
    if (path === "/search") continue;
    check.report.lists++;
    const index = check.json(indexFile(path)) as ListIndex | undefined;
    if (!index) {
      if (!internal.has(indexFile(path))) check.fault(indexFile(path), "index de liste absent des manifestes");
      continue;
    }
    if (index.collection !== collection) check.fault(indexFile(path), "empreinte différente de celle de build.json");
    for (const [name, values] of Object.entries(index.columns ?? {})) {
      if (!Array.isArray(values) || values.length !== index.count)
        check.fault(
          indexFile(path),
          `colonne ${name} de ${Array.isArray(values) ? values.length : "?"} valeurs pour ${index.count} éléments`,
        );
    }
    // A list of records has its id index: one number per element, each pointing at its element.
    const ids = RECORD_LISTS.has(path) ? check.read(idIndexFile(path)) : null;
    if (RECORD_LISTS.has(path) && !ids && !internal.has(idIndexFile(path)))
      check.fault(idIndexFile(path), "index des numéros absent des manifestes");
    if (ids && idCountOf(ids) !== index.count) check.fault(idIndexFile(path), `${idCountOf(ids)} numéros pour ${index.count} éléments`);
    for (let n = 0; n * index.chunk < index.count; n++) checkChunk(check, path, index, n, internal, ids ?? null);
  }
}

/** The paths of the top-level lists of records (`/classic/items`), which have an id index. */
const RECORD_LISTS = new Set(VERSIONS.flatMap((v) => RESOURCES.map((r) => `/${v}/${r.segment}`)));

function checkChunk(check: Check, path: string, index: ListIndex, n: number, internal: Map<string, string>, ids: Uint8Array | null): void {
  check.report.chunks++;
  const file = chunkFile(path, n);
  const bytes = check.read(file);
  if (!bytes) {
    if (!internal.has(file)) check.fault(file, "morceau d'index absent des manifestes");
    return;
  }
  try {
    const elements = chunkElements(bytes);
    const expected = Math.min(index.chunk, index.count - n * index.chunk);
    if (elements.length !== expected || elements.some((e) => e === undefined || e === null))
      check.fault(file, `${elements.length} éléments lisibles pour ${expected}`);
    elements.forEach((element, i) => {
      const id = (element as { id?: number } | null)?.id;
      const position = n * index.chunk + i;
      if (ids && (typeof id !== "number" || positionOfId(ids, id) !== position))
        check.fault(idIndexFile(path), `le numéro ${id} ne mène pas à sa place ${position}`);
    });
  } catch {
    check.fault(file, "morceau d'index illisible");
  }
}

/** The search index: its manifest of the collection build.json names, every file it lists readable. */
function checkSearchIndex(check: Check, info: BuildInfo, internal: Map<string, string>): void {
  const manifest = check.json(SEARCH_MANIFEST) as SearchManifest | undefined;
  if (!manifest) {
    if (!internal.has(SEARCH_MANIFEST)) check.fault(SEARCH_MANIFEST, "absent des manifestes");
    return;
  }
  if (manifest.collection !== info.collections["/search"]) check.fault(SEARCH_MANIFEST, "empreinte différente de celle de build.json");
  const files = [
    ...Object.keys(manifest.terms).map(termShardFile),
    ...Object.keys(manifest.merged).map(prefixFile),
    ...Object.keys(manifest.names).map(nameShardFile),
    ...Array.from({ length: manifest.id_shards }, (_, n) => idShardFile(n)),
    ...Array.from({ length: recordsFiles(manifest.docs) }, (_, n) => recordsFile(n)),
    ...Object.keys(manifest.top ?? {}).map(topFile),
    ...Object.keys((check.json(TYPO_KEYS) as Record<string, boolean> | undefined) ?? {}).map(typoShardFile),
  ];
  // A records file holds 4 bytes per doc of its block.
  const records = new Map(
    Array.from({ length: recordsFiles(manifest.docs) }, (_, n) => [
      recordsFile(n),
      4 * Math.min(RECORDS_BLOCK, manifest.docs - n * RECORDS_BLOCK),
    ]),
  );
  for (const file of files) {
    check.report.searchFiles++;
    const bytes = check.read(file);
    if (!bytes) {
      if (!internal.has(file)) check.fault(file, "fichier de l'index de recherche absent des manifestes");
      continue;
    }
    try {
      if (records.has(file)) {
        if (bytes.length !== records.get(file)) throw new Error(`${bytes.length} octets au lieu de ${records.get(file)}`);
      } else if (file.endsWith(".bin")) checkPostings(bytes, manifest.docs);
      else JSON.parse(bytes.toString("utf8"));
    } catch (error) {
      check.fault(file, `index de recherche illisible (${(error as Error).message})`);
    }
  }
}

/** Every postings list of a file as long as its entry says, of docs the index has; throws otherwise. */
function checkPostings(bytes: Uint8Array, docs: number): void {
  for (const entry of entriesOf(bytes)) {
    let seen = 0;
    forEachPosting(bytes, entry, (doc) => {
      if (!(doc >= 0 && doc < docs)) throw new Error(`doc ${doc}`);
      seen++;
    });
    if (seen !== entry.count) throw new Error(`${entry.word}: ${seen} / ${entry.count}`);
  }
}
