/**
 * A batch of the differences step (differences-thread.ts): for each record, its kept bodies read
 * from the file of kept-bodies.ts and compared (differences.ts), and the files to write — each
 * version's record with its flags, and the comparison — as bytes with their ETags, with the
 * record's pairs of versions and their counts. The bytes of a batch are one buffer, which a
 * thread moves to the build's rather than copies.
 */
import { RESOURCES } from "../contract/resources.ts";
import { differencesApiPath } from "../contract/differences.ts";
import { fileOf } from "../layout/dist.ts";
import { contentHashOf } from "../hashing/content-hash.ts";
import { recordPath } from "./render/refs.ts";
import { compareVersions, keptBody, type VersionBody } from "./differences.ts";
import { readKept, type Place } from "./kept-bodies.ts";

/** A record to compare: the index of its type in RESOURCES, its game number, where its bodies are (in the versions' order). */
export type Item = [index: number, id: number, places: Place[]];

/** A record compared: its files as [path, start, end, ETag] in its batch's bytes, whether it has a comparison, its pairs of versions. */
export interface Compared {
  index: number;
  id: number;
  files: [path: string, start: number, end: number, etag: string][];
  comparison: boolean;
  pairs: { from: string; to: string; game: number; sources: number }[];
}

export interface ComparedBatch {
  answers: Compared[];
  bytes: Uint8Array;
}

/** The records of a batch compared, their bodies read from `fd`, the file of a KeptBodies. */
export function compareBatch(fd: number, records: readonly Item[], baseUrl: string): ComparedBatch {
  const compared = records.map(([index, id, places]) =>
    compare(
      index,
      id,
      places.map((p) => [p[0], readKept(fd, p)]),
      baseUrl,
    ),
  );
  const encoded = compared.flatMap((r) => r.files.map(([, text]) => Buffer.from(text, "utf8")));
  // Not from Node's shared pool: a thread moves the buffer whole.
  const bytes = Buffer.allocUnsafeSlow(encoded.reduce((n, b) => n + b.byteLength, 0));
  let [at, n] = [0, 0];
  const answers: Compared[] = compared.map((r) => ({
    ...r,
    files: r.files.map(([path]) => {
      const encoding = encoded[n++]!;
      bytes.set(encoding, at);
      at += encoding.byteLength;
      return [path, at - encoding.byteLength, at, contentHashOf(encoding)];
    }),
  }));
  return { answers, bytes };
}

/** One record: its files as texts, whether it has a comparison, its pairs. */
function compare(
  index: number,
  id: number,
  kept: [string, string][],
  baseUrl: string,
): Omit<Compared, "files"> & { files: [string, string][] } {
  const res = RESOURCES[index]!;
  const bodies: VersionBody[] = kept.map(([version, text]) => ({ version, body: keptBody(res.object, text) }));
  const recordFile = (version: string, record: unknown): [string, string] => [fileOf(recordPath(res, version, id)), JSON.stringify(record)];
  if (bodies.length < 2) {
    // Found in one version or none now: its record, if any, is written as it is, and it has no comparison.
    return { index, id, files: bodies.map(({ version, body }) => recordFile(version, body.record)), comparison: false, pairs: [] };
  }
  const comparison = compareVersions(res.object, id, bodies, baseUrl);
  return {
    index,
    id,
    files: [
      ...comparison.records.map(({ version, record }) => recordFile(version, record)),
      [fileOf(differencesApiPath(res, id)), JSON.stringify(comparison.differences)],
    ],
    comparison: true,
    pairs: comparison.differences.pairs.map((p) => ({ from: p.from, to: p.to, game: p.game_differences, sources: p.source_differences })),
  };
}
