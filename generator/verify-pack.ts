/**
 * A dist pack checked against what its origin published: `/v1/bulk/dist` gives the pack's size
 * (`compressed_size`: the bytes downloaded) and SHA-256, so a mirror knows its copy is the
 * origin's, byte for byte, before serving it (`npm run verify -- --dist PACK --against URL`, or
 * `--sha256 HEX` when the digest came another way). The pack is read once, a chunk at a time.
 */
import { createHash } from "node:crypto";
import { createReadStream, statSync } from "node:fs";
import { DIST_ID } from "../layout/bulk.ts";
import type { Fault } from "./verify.ts";

/** What a pack is expected to be: its SHA-256 (hex), its size when known, and who said so. */
export interface PackExpectation {
  sha256: string;
  size: number | null;
  from: string;
}

const HEX_SHA256 = /^[0-9a-f]{64}$/;

/** The expectation of `--sha256 HEX`; throws on a value that is no SHA-256. */
export function givenDigest(hex: string): PackExpectation {
  const sha256 = hex.trim().toLowerCase();
  if (!HEX_SHA256.test(sha256)) throw new Error(`--sha256 ${hex} : 64 chiffres hexadécimaux attendus`);
  return { sha256, size: null, from: "--sha256" };
}

/** What the API at `base` (ending in /v1) publishes of its dist pack; throws when it does not say. */
export async function publishedPack(base: string): Promise<PackExpectation> {
  const url = `${base.replace(/\/+$/, "")}/bulk/${DIST_ID}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: "application/json" } });
  } catch (error) {
    throw new Error(`${url} injoignable (${(error as Error).message})`, { cause: error });
  }
  if (!response.ok) throw new Error(`${url} répond ${response.status} : l'origine ne publie pas de paquet dist`);
  const body = (await response.json()) as { sha256?: unknown; compressed_size?: unknown };
  if (typeof body.sha256 !== "string" || !HEX_SHA256.test(body.sha256) || !Number.isSafeInteger(body.compressed_size))
    throw new Error(`${url} ne donne ni la taille ni le SHA-256 du paquet`);
  return { sha256: body.sha256, size: body.compressed_size as number, from: url };
}

/** The faults of the pack `file` against `expected`: none when its bytes are the ones published. */
export async function checkPack(file: string, expected: PackExpectation): Promise<Fault[]> {
  const faults: Fault[] = [];
  const size = statSync(file).size;
  if (expected.size !== null && size !== expected.size)
    faults.push({ file, problem: `${size} octets, ${expected.size} selon ${expected.from} (téléchargement incomplet ?)` });
  const digest = createHash("sha256");
  for await (const chunk of createReadStream(file)) digest.update(chunk as Buffer);
  const actual = digest.digest("hex");
  if (actual !== expected.sha256) faults.push({ file, problem: `SHA-256 ${actual}, ${expected.sha256} selon ${expected.from}` });
  return faults;
}
