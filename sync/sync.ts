/**
 * A sync: makes the pack at `pack` the source's, fetching only what the mirror's own pack lacks.
 *
 * 1. The source's facts (/bulk/dist): the pack's size, SHA-256 and ETag. A local pack with that
 *    SHA-256 is up to date.
 * 2. The new pack's footer and index (two ranges; the index made from the local one when the new
 *    pack tells it as a delta from the local pack: index-delta.ts), and its _meta/bulk-blocks.json.
 * 3. The plan (plan.ts): each run of the new pack copied from the local pack, from the new pack's
 *    own earlier bytes, made by the mirror (the changed blocks the delta tells as patches of the
 *    local pack's: patches.ts; the manifest shards: make.ts), or asked of the source.
 * 4. The part (part.ts) written in order, from where a killed sync left it.
 * 5. Its SHA-256 compared with the published one, its index read; then one rename over the pack.
 *
 * A source that changes build in mid-sync, or whose bytes do not hash to what it published, gets
 * the whole sync again (the bytes already fetched are kept when the target is the same), up to the
 * retries; then SyncFailed. Nothing touches the pack before step 5: a running mirror serves the
 * old build until the rename, and follows the new one after it (edge/files/pack-follow.ts).
 */
import { closeSync, createReadStream, openSync } from "node:fs";
import { createHash } from "node:crypto";
import { BULK_BLOCKS } from "../layout/bulk.ts";
import { FOOTER_BYTES, type PackIndex } from "../layout/pack.ts";
import { placesOf, readPackIndex } from "../layout/pack-index.ts";
import { SourceChanged, SyncFailed } from "./failure.ts";
import { DEFAULT_POLICY, type RetryPolicy } from "./http.ts";
import { takeLock } from "./lock.ts";
import { fileOfPack, indexOfBytes, indexPlaceOf, membersOf, openLocalPack, type LocalPack } from "./pack-file.ts";
import { openPart, removePart } from "./part.ts";
import { indexFromDelta } from "./index-delta.ts";
import { makeableBlocks, makeBlocks, MADE_FETCH_MAX, readerOf } from "./make.ts";
import { patchRanges } from "./patches.ts";
import { planOf, remainderOf, sourceBytes, withMade, type Segment } from "./plan.ts";
import { Source, type PackFacts } from "./source.ts";

export interface SyncOptions {
  /** the source's API base URL, ending in /v1 */
  from: string;
  /** the mirror's pack file */
  pack: string;
  policy?: RetryPolicy;
}

export interface SyncReport {
  /** "current": nothing to do; "complete": no local pack to copy from; "incremental" */
  kind: "current" | "complete" | "incremental";
  build: string;
  /** bytes of the pack */
  size: number;
  /** bytes received from the source (facts, index and ranges, retries included) */
  received: number;
  /** bytes of the new pack copied from the local one */
  copied: number;
  /** bytes of the new pack the mirror made itself (the index, patched blocks, manifest shards) */
  made: number;
  /** bytes of the new pack a killed sync had written already */
  resumed: number;
  ms: number;
}

async function sha256Of(file: string): Promise<string | null> {
  try {
    const digest = createHash("sha256");
    for await (const chunk of createReadStream(file)) digest.update(chunk as Buffer);
    return digest.digest("hex");
  } catch {
    return null;
  }
}

export async function runSync(options: SyncOptions): Promise<SyncReport> {
  const policy = options.policy ?? DEFAULT_POLICY;
  const started = performance.now();
  const release = takeLock(options.pack);
  const source = new Source(options.from.replace(/\/+$/, ""), policy);
  try {
    // Made blocks that passed their checks but not the pack's SHA-256 are asked of the source next time.
    let make = true;
    for (let attempt = 0; ; attempt++) {
      const facts = await source.facts();
      try {
        const report = await syncTo(options.pack, source, facts, make);
        return { ...report, received: source.received, ms: Math.round(performance.now() - started) };
      } catch (error) {
        if (error instanceof Mismatch) make = false;
        if (!(error instanceof SourceChanged || error instanceof Mismatch) || attempt >= policy.retries) {
          if (error instanceof SourceChanged)
            throw new SyncFailed(`${facts.url} : la source change de build sans cesse pendant la synchro`);
          if (error instanceof Mismatch) throw new SyncFailed(error.message);
          throw error;
        }
      }
    }
  } finally {
    release();
  }
}

/** The pack written did not hash to what the source published, or is not a pack: its bytes are dropped. */
class Mismatch extends Error {}

async function syncTo(pack: string, source: Source, facts: PackFacts, make: boolean): Promise<Omit<SyncReport, "received" | "ms">> {
  const localSha = await sha256Of(pack);
  if (localSha === facts.sha256) {
    const local = await openLocalPack(pack);
    local?.close();
    return { kind: "current", build: local?.index.build ?? "", size: facts.size, copied: 0, made: 0, resumed: 0 };
  }
  const footer = await source.bytes(facts, facts.size - FOOTER_BYTES, FOOTER_BYTES);
  const place = indexPlaceOf(footer, facts.size);
  if (!place) throw new Mismatch(`${facts.url} : la fin du fichier n'est pas celle d'un paquet du dist`);
  const local: LocalPack | null = await openLocalPack(pack);
  try {
    // The index made from the local one and the delta told from it (index-delta.ts), else fetched whole.
    const fetched = new Map<number, Buffer>();
    const fromDelta = local && make && localSha ? await indexFromDelta(source, facts, place, local, localSha, fetched) : null;
    const indexBytes = fromDelta?.bytes ?? (await source.bytes(facts, place.offset, place.length));
    let index: PackIndex;
    let places: Uint32Array;
    try {
      index = fromDelta?.index ?? indexOfBytes(indexBytes);
      places = placesOf(index);
      if (typeof index.build !== "string" || !Array.isArray(index.blocks) || places.length !== 3 * index.paths.split("\n").length) {
        throw new Error("malformed");
      }
    } catch {
      throw new Mismatch(`${facts.url} : l'index du paquet est illisible`);
    }
    // The changed ranges the new pack tells as patches of the local pack's, made here (patches.ts):
    // their bytes are then in `fetched`, as if the source had sent them.
    const patched = fromDelta ? await patchRanges(source, facts, local!, fromDelta.patches, fetched) : 0;
    const level = local?.index.level === index.level;
    const oldBlocks = new Map(level ? local!.index.blocks.map((b) => [b[4], b] as const) : []);
    // The new pack's bulk members, from the local pack when their block is there, else from the
    // source (that block is then kept for the part); without a local pack, nothing is copied anyway.
    const members = local
      ? await fileOfPack(index, places, BULK_BLOCKS, async (at, length, fingerprint) => {
          const same = oldBlocks.get(fingerprint);
          if (same && same[1] === length) return local.read(same[0], length);
          const made = fetched.get(at);
          if (made?.byteLength === length) return made;
          const bytes = await source.bytes(facts, at, length);
          fetched.set(at, bytes);
          return bytes;
        }).then(membersOf, (error: unknown) => {
          if (error instanceof SyncFailed || error instanceof SourceChanged) throw error;
          throw new Mismatch(`${facts.url} : la liste des membres des fichiers en bloc (${BULK_BLOCKS}) est illisible`);
        })
      : {};
    let plan = planOf({ index, members }, places, place.offset, local);
    // The manifest shards are made here when the rest the source must send is small enough to hold.
    const makeable = local && make ? makeableBlocks(index, places, local) : [];
    if (makeable.length) {
      const marked = withMade(plan, makeable);
      if (sourceBytes(marked) - patched <= MADE_FETCH_MAX) plan = marked;
    }
    const madeStarts = makeable.map(([at]) => at).sort((a, b) => a - b);
    let made: Map<number, Buffer> | null = null;
    let madeBytes = (fromDelta ? indexBytes.byteLength : 0) + patched;
    const part = openPart(pack, facts);
    const resumed = part.done;
    try {
      const ask = (segment: Segment, write: (bytes: Uint8Array) => void) =>
        fromSource(segment, fetched, (at, length) => source.range(facts, at, length, write), write);
      for (const segment of remainderOf(plan, part.done)) {
        if (segment.kind === "local") part.write(local!.read(segment.from, segment.length));
        else if (segment.kind === "self") part.write(part.read(segment.from, segment.length));
        else if (segment.kind === "made") {
          if (!made) {
            // Every byte still to come from the source, first: the changed files are hashed from them.
            for (const rest of remainderOf(plan, part.done)) {
              if (rest.kind !== "source") continue;
              const chunks: Uint8Array[] = [];
              await ask(rest, (bytes) => chunks.push(Buffer.from(bytes)));
              fetched.set(rest.at, Buffer.concat(chunks));
            }
            try {
              made = makeBlocks(index, places, local!, makeable, readerOf(plan, part, local!, fetched));
            } catch {
              made = new Map(); // bytes that do not fit (a damaged source): every block is asked of the source
            }
          }
          const start = madeStarts[upperBound(madeStarts, segment.at) - 1]!;
          const bytes = made.get(start);
          if (bytes) {
            part.write(bytes.subarray(segment.at - start, segment.at - start + segment.length));
            madeBytes += segment.length;
          } else await ask(segment, part.write);
        } else await ask(segment, part.write);
      }
      // The index and footer, fetched already.
      const tail = Buffer.concat([indexBytes, footer]);
      part.write(tail.subarray(Math.max(0, part.done - place.offset)));
      const sha = await part.sha256();
      if (sha !== facts.sha256) {
        part.close(true);
        throw new Mismatch(
          `${facts.url} : le paquet reçu ne correspond pas au sha256 publié (${facts.sha256.slice(0, 12)}… attendu, ${sha.slice(0, 12)}… reçu)`,
        );
      }
      checkPack(`${pack}.part`, index.build);
      part.install();
    } catch (error) {
      part.close();
      throw error;
    }
    const copied = plan.reduce((sum, s) => sum + (s.kind === "local" ? s.length : 0), 0);
    return { kind: local ? "incremental" : "complete", build: index.build, size: facts.size, copied, made: madeBytes, resumed };
  } finally {
    local?.close();
  }
}

/** A run asked of the source, but for the blocks fetched already, written from memory. */
async function fromSource(
  segment: Segment,
  fetched: Map<number, Buffer>,
  ask: (at: number, length: number) => Promise<void>,
  write: (bytes: Uint8Array) => void,
): Promise<void> {
  const end = segment.at + segment.length;
  let at = segment.at;
  for (const [start, bytes] of [...fetched].sort(([a], [b]) => a - b)) {
    const stop = start + bytes.byteLength;
    if (stop <= at || start >= end) continue;
    if (start > at) await ask(at, start - at);
    write(bytes.subarray(Math.max(0, at - start), Math.min(bytes.byteLength, end - start)));
    at = Math.min(stop, end);
  }
  if (at < end) await ask(at, end - at);
}

/** How many of the sorted `values` are at most `value`. */
function upperBound(values: readonly number[], value: number): number {
  let low = 0;
  for (let high = values.length; low < high;) {
    const mid = (low + high) >>> 1;
    if (values[mid]! <= value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The written pack's own index names `build`. */
function checkPack(file: string, build: string): void {
  const fd = openSync(file, "r");
  try {
    if (readPackIndex(fd).build !== build) throw new Mismatch(`le paquet reçu n'est pas celui du build ${build}`);
  } catch (error) {
    removePart(file.slice(0, -".part".length));
    throw error instanceof Mismatch ? error : new Mismatch(`le paquet reçu est illisible`);
  } finally {
    closeSync(fd);
  }
}
