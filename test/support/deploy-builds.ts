/**
 * Builds of the sample for the deploy tests, and what a test needs to know about them without
 * the deploy code: every file's content key computed here from its bytes, and the answer the
 * handler gives over the build on disk (the offline mirror's way), to compare with what the
 * Worker reading R2 answers.
 */
import Database from "better-sqlite3";
import { createHash } from "node:crypto";
import { copyFileSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { filesUnder } from "../../lib/files.ts";
import { DEFAULT_ADDRESSES, type Addresses } from "../../contract/addresses.ts";
import { fsStore } from "../../edge/testing.ts";
import { handle } from "../../edge/handler.ts";
import { generate, type GenerateResult } from "../../generator/generate.ts";
import { openDatabase } from "../../database/sqlite.ts";
import { Progress } from "../../generator/progress.ts";
import { DeployClient } from "../../deploy/client.ts";

/** Builds `db` into `out`; returns the build id. */
export async function buildSample(db: string, out: string, addresses: Addresses = DEFAULT_ADDRESSES): Promise<string> {
  return (await buildSampleResult(db, out, addresses)).info.build;
}

/** Builds `db` into `out` (over the build there, incrementally when it can). */
export async function buildSampleResult(db: string, out: string, addresses: Addresses = DEFAULT_ADDRESSES): Promise<GenerateResult> {
  const database = openDatabase(db);
  try {
    return await generate(database, addresses, out, new Progress(true));
  } finally {
    database.close();
  }
}

/** A copy of `db` with one NPC's subtitle changed; returns the copy's path and the NPC's number. */
export function withOneNpcChanged(db: string, copy: string): { path: string; npc: number } {
  copyFileSync(db, copy);
  const edit = new Database(copy);
  try {
    const npc = edit.prepare("SELECT min(id) FROM npc WHERE version = 'classic' AND internal = 0").pluck().get() as number;
    edit.prepare("UPDATE npc SET subtitle = coalesce(subtitle || ' ', '') || '(modifié)' WHERE version = 'classic' AND id = ?").run(npc);
    return { path: copy, npc };
  } finally {
    edit.close();
  }
}

/** path -> content key (base64url SHA-256, 27 characters, as the ETags) of every file under `dir`. */
export function contentKeys(dir: string): Map<string, string> {
  return new Map(
    filesUnder(dir).map((file) => [
      file,
      createHash("sha256")
        .update(readFileSync(join(dir, file)))
        .digest("base64url")
        .slice(0, 27),
    ]),
  );
}

export interface Answer {
  status: number;
  etag: string | null;
  body: string;
}

export async function answerOf(response: Response): Promise<Answer> {
  return { status: response.status, etag: response.headers.get("ETag"), body: await response.text() };
}

/** What the handler answers for `path` over the build in `dir`. */
export async function referenceAnswer(dir: string, path: string): Promise<Answer> {
  return answerOf(await handle(new Request(`http://reference.test${path}`), { files: fsStore(dir), clientAddress: null }));
}

/**
 * The deploy command's client, recording the calls a deploy makes to the deploy Worker: each
 * list call (and whether live.json was switched yet), the keys it uploads and those it reads.
 */
export class CountingClient extends DeployClient {
  switched = false;
  lists = { before: 0, after: 0 };
  put: string[] = [];
  read: string[] = [];
  override listKeys(prefix: string, cursor: string | null) {
    this.lists[this.switched ? "after" : "before"]++;
    return super.listKeys(prefix, cursor);
  }
  override async switchTo(build: string, expected: string | null) {
    const answer = await super.switchTo(build, expected);
    this.switched = true;
    return answer;
  }
  override putObjects(uploads: Parameters<DeployClient["putObjects"]>[0]) {
    this.put.push(...uploads.map((upload) => upload.key));
    return super.putObjects(uploads);
  }
  override getObject(key: string) {
    this.read.push(key);
    return super.getObject(key);
  }
}
