/**
 * Checks a build on disk against what it recorded of itself, as `npm run verify` does: every
 * file against its hash (served files against their ETag, internal files against the hash
 * manifest), every manifest entry against a file, no file the build did not record, each entry
 * in the shard the edge looks in, the build id against the manifests, every next-page address
 * against a file, and every index readable (list indexes and their chunks, the search index).
 * What the edge would refuse to serve (a 500) shows up here first.
 */
import { readFileSync, realpathSync } from "node:fs";
import { join, relative } from "node:path";
import { filesUnder } from "../lib/files.ts";
import { chunkElements } from "../layout/chunks.ts";
import {
  BUILD_FILE,
  chunkFile,
  etagShardFile,
  etagShardOf,
  fileOf,
  hashShardFile,
  hashShardOf,
  indexFile,
  type BuildInfo,
  type FileMeta,
  type ListIndex,
} from "../layout/dist.ts";
import { buildIdOf } from "../hashing/build-id.ts";
import { contentHashOf } from "../hashing/content-hash.ts";
import {
  idShardFile,
  nameShardFile,
  prefixFile,
  SEARCH_MANIFEST,
  termShardFile,
  topFile,
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

export function verifyDist(dirGiven: string): VerifyReport {
  const started = performance.now();
  const dir = realpathSync(dirGiven);
  const faults: Fault[] = [];
  const fault = (file: string, problem: string) => faults.push({ file, problem });
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
    faults,
    seconds: 0,
  };
  const done = () => ({ ...report, seconds: (performance.now() - started) / 1000 });

  const read = (file: string): Buffer | null => {
    try {
      return readFileSync(join(dir, file));
    } catch {
      return null;
    }
  };
  const json = (file: string): unknown => {
    const bytes = read(file);
    if (!bytes) return (fault(file, "absent"), undefined);
    try {
      return JSON.parse(bytes.toString("utf8"));
    } catch {
      return (fault(file, "JSON illisible"), undefined);
    }
  };

  const info = json(BUILD_FILE) as BuildInfo | undefined;
  if (
    !info ||
    typeof info.build !== "string" ||
    !(info.etag_shards > 0) ||
    !(info.hash_shards > 0) ||
    typeof info.collections !== "object"
  ) {
    if (info) fault(BUILD_FILE, "build.json incomplet (build, etag_shards, hash_shards, collections)");
    return done();
  }
  report.build = info.build;

  // The manifests, each entry in the shard the edge reads it from.
  const served = new Map<string, FileMeta>();
  const internal = new Map<string, string>();
  const manifests = new Set<string>([BUILD_FILE]);
  for (let i = 0; i < info.etag_shards; i++) {
    const shard = etagShardFile(i);
    const entries = json(shard) as Record<string, FileMeta> | undefined;
    for (const [file, meta] of Object.entries(entries ?? {})) {
      if (etagShardOf(file, info.etag_shards) !== shard) fault(file, `dans ${shard}, où l'edge ne le cherche pas`);
      if (!Array.isArray(meta) || typeof meta[0] !== "string") fault(file, `entrée illisible dans ${shard}`);
      else served.set(file, meta);
    }
  }
  for (let i = 0; i < info.hash_shards; i++) {
    const shard = hashShardFile(i);
    manifests.add(shard);
    const entries = json(shard) as Record<string, string> | undefined;
    for (const [file, hash] of Object.entries(entries ?? {})) {
      if (hashShardOf(file, info.hash_shards) !== shard) fault(file, `dans ${shard}, où l'edge ne le cherche pas`);
      internal.set(file, hash);
    }
  }
  report.served = served.size;
  report.internal = internal.size;
  if (served.size !== info.files) fault(BUILD_FILE, `annonce ${info.files} fichiers servis, les manifestes en ont ${served.size}`);

  // The build id is the hash of the manifests (generator/writer.ts): they are the build's own.
  const servedPairs = [...served.keys()].sort().map((file) => [file, served.get(file)![0]] as const);
  const internalPairs = [...internal.keys()].sort().map((file) => [file, internal.get(file)!] as const);
  if (buildIdOf(servedPairs, internalPairs) !== info.build)
    fault(BUILD_FILE, "les manifestes ne sont pas ceux de ce build (identifiant différent)");

  // Every file against its record, and every record against a file.
  const onDisk = new Set(filesUnder(dir));
  /** internal files that match their record: the only ones the index checks read */
  const good = new Set<string>();
  for (const file of onDisk) {
    report.files++;
    const recorded = served.get(file)?.[0] ?? internal.get(file);
    if (recorded === undefined) {
      if (!manifests.has(file)) fault(file, "fichier que le build n'a pas enregistré");
      continue;
    }
    const bytes = read(file);
    if (!bytes) {
      fault(file, "illisible");
      continue;
    }
    report.bytes += bytes.length;
    const actual = contentHashOf(bytes);
    if (actual !== recorded)
      fault(file, `contenu différent de celui enregistré (${bytes.length} octets, ${actual} au lieu de ${recorded})`);
    else if (file.startsWith("_index/")) good.add(file);
  }
  for (const file of [...served.keys(), ...internal.keys()]) if (!onDisk.has(file)) fault(file, "enregistré par le build mais absent");

  // Next-page addresses lead to a page of the build.
  for (const [file, [, next]] of served) {
    if (next === null) continue;
    const match = next.startsWith(info.addresses.base_url)
      ? /^([^?]*)\?(?:.*&)?cursor=([A-Za-z0-9_-]+)$/.exec(next.slice(info.addresses.base_url.length))
      : null;
    if (!match || !served.has(fileOf(match[1]!, match[2]!))) fault(file, `page suivante sans fichier : ${next}`);
  }

  // Indexes: readable, and as large as they say.
  const indexBytes = (file: string) => (good.has(file) ? read(file) : null);
  const indexJson = (file: string): unknown => {
    const bytes = indexBytes(file);
    if (!bytes) return undefined; // already reported: absent or different
    try {
      return JSON.parse(bytes.toString("utf8"));
    } catch {
      return (fault(file, "JSON illisible"), undefined);
    }
  };
  for (const [path, collection] of Object.entries(info.collections)) {
    if (path === "/search") continue;
    report.lists++;
    const index = indexJson(indexFile(path)) as ListIndex | undefined;
    if (!index) {
      if (!internal.has(indexFile(path))) fault(indexFile(path), "index de liste absent des manifestes");
      continue;
    }
    if (index.collection !== collection) fault(indexFile(path), "empreinte différente de celle de build.json");
    for (const [name, values] of Object.entries(index.columns ?? {})) {
      if (!Array.isArray(values) || values.length !== index.count)
        fault(indexFile(path), `colonne ${name} de ${Array.isArray(values) ? values.length : "?"} valeurs pour ${index.count} éléments`);
    }
    for (let n = 0; n * index.chunk < index.count; n++) {
      report.chunks++;
      const file = chunkFile(path, n);
      const bytes = indexBytes(file);
      if (!bytes) {
        if (!internal.has(file)) fault(file, "morceau d'index absent des manifestes");
        continue;
      }
      try {
        const elements = chunkElements(bytes);
        const expected = Math.min(index.chunk, index.count - n * index.chunk);
        if (elements.length !== expected || elements.some((e) => e === undefined || e === null))
          fault(file, `${elements.length} éléments lisibles pour ${expected}`);
      } catch {
        fault(file, "morceau d'index illisible");
      }
    }
  }

  const manifest = indexJson(SEARCH_MANIFEST) as SearchManifest | undefined;
  if (manifest) {
    if (manifest.collection !== info.collections["/search"]) fault(SEARCH_MANIFEST, "empreinte différente de celle de build.json");
    const files = [
      ...Object.keys(manifest.terms).map(termShardFile),
      ...Object.keys(manifest.merged).map(prefixFile),
      ...Object.keys(manifest.names).map(nameShardFile),
      ...Array.from({ length: manifest.id_shards }, (_, n) => idShardFile(n)),
      ...Object.keys(manifest.top ?? {}).map(topFile),
    ];
    for (const file of files) {
      report.searchFiles++;
      const bytes = indexBytes(file);
      if (!bytes) {
        if (!internal.has(file)) fault(file, "fichier de l'index de recherche absent des manifestes");
        continue;
      }
      try {
        if (file.endsWith(".bin")) {
          for (const entry of entriesOf(bytes)) {
            let seen = 0;
            forEachPosting(bytes, entry, (doc) => {
              if (!(doc >= 0 && doc < manifest.docs)) throw new Error(`doc ${doc}`);
              seen++;
            });
            if (seen !== entry.count) throw new Error(`${entry.word}: ${seen} / ${entry.count}`);
          }
        } else JSON.parse(bytes.toString("utf8"));
      } catch (error) {
        fault(file, `index de recherche illisible (${(error as Error).message})`);
      }
    }
  } else if (!internal.has(SEARCH_MANIFEST)) fault(SEARCH_MANIFEST, "absent des manifestes");

  return done();
}
