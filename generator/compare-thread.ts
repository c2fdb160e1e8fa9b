/**
 * The comparisons on a thread of their own. The records step (steps/records.ts) hands over each
 * body of a record found in several versions; the thread keeps it (kept-bodies.ts) and, once the
 * record's last version is in, compares its bodies (differences.ts) and hands back the record's
 * files (its bodies with their `versions` flagged, and its comparison) as bytes with their hashes,
 * which the build's thread only writes (steps/differences.ts). The comparisons run beside the rendering,
 * on another core where there is one, and their garbage is collected on a heap of their own,
 * apart from the catalog the rendering holds. Bodies cross as texts, cloned: the build's thread
 * only copies them, where writing their UTF-8 bytes would cost it several times more, and the
 * kept bytes are made on this thread. Answers cross as bytes with their hashes, moved. At most
 * IN_FLIGHT batches wait for their answer, so memory stays bounded whichever thread is ahead.
 */
import { type MessagePort, type Worker } from "node:worker_threads";
import { rmSync } from "node:fs";
import { fileOf } from "../layout/dist.ts";
import { RESOURCES } from "../contract/resources.ts";
import { differencesApiPath } from "../contract/differences.ts";
import { recordPath } from "./render/refs.ts";
import { compareVersions, keptBody, keptParts, withVersions } from "./differences.ts";
import { KeptBodies, keptBodiesFile } from "./kept-bodies.ts";
import { tsThread } from "./ts-thread.ts";
import { packBytes } from "./packed-bytes.ts";
import { contentHashOf } from "../hashing/content-hash.ts";

/** A batch is handed over at about this many characters of bodies, and answers are made of about as many bytes. */
const BATCH_BYTES = 1 << 20;
/** Batches handed over and not answered yet, at most. */
const IN_FLIGHT = 4;

/** A body handed over: the record (type index in RESOURCES, game number), its version, its record's text and whole sub-lists (keptParts; a Map crosses as one), and whether the version is the record's last. */
type Handed = [res: number, id: number, version: string, record: string, lists: ReadonlyMap<string, readonly string[]>, last: boolean];

/** A record's pairs of versions as the state keeps them (BuildState.putDifferencePairs). */
export type PairCounts = { from: string; to: string; game: number; sources: number };

/** A record as the thread answers it: its files (path, place in the answer's bytes, contentHashOf), whether one of them is its comparison, its pairs. */
export interface ComparedRecord {
  res: number;
  id: number;
  files: [file: string, start: number, end: number, hash: string][];
  compared: boolean;
  pairs: PairCounts[];
}

/** Records answered together, with the bytes of their files. */
export interface Answer {
  records: ComparedRecord[];
  bytes: Uint8Array;
}

type FromThread = { error: string } | { done: true } | ({ batch: number | null } & Answer);
type ToThread = { bodies: Handed[]; batch: number } | { end: string[] };

/** What the thread is started with. */
interface Setup {
  dir: string;
  versions: string[];
  baseUrl: string;
}

/** The build's side: hands bodies over, and gives back the answers that have come back so far. */
export class CompareThread {
  private readonly worker: Worker;
  private handed: Handed[] = [];
  private handedChars = 0;
  private sent = 0;
  private answered = 0;
  private answers: Answer[] = [];
  private finished = false;
  private failure: Error | null = null;
  private wake: (() => void) | null = null;
  /** records answered */
  records = 0;

  /** A thread keeping its bodies in `dir`; `versions` in their order, `baseUrl` the addresses' base. */
  constructor(
    private readonly dir: string,
    versions: string[],
    baseUrl: string,
  ) {
    const setup: Setup = { dir, versions, baseUrl };
    this.worker = tsThread(import.meta.url, "compareHere", setup);
    this.worker.on("message", (message: FromThread) => {
      if ("error" in message) this.fail(new Error(`comparisons: ${message.error}`));
      else if ("done" in message) this.finished = true;
      else {
        if (message.batch !== null) this.answered++;
        this.answers.push({ records: message.records, bytes: message.bytes });
      }
      this.wake?.();
    });
    this.worker.on("error", (error) => this.fail(error));
    this.worker.on("exit", (code) => this.fail(new Error(`comparisons: thread ended (${code})`)));
  }

  /**
   * Hands over the body of a record in `version`: its record's text and its whole sub-lists'
   * elements' texts (keptParts); `last`: the record has no version after it.
   */
  async hand(
    res: number,
    id: number,
    version: string,
    record: string,
    lists: ReadonlyMap<string, readonly string[]>,
    last: boolean,
  ): Promise<void> {
    this.handed.push([res, id, version, record, lists, last]);
    this.handedChars += record.length;
    for (const texts of lists.values()) for (const text of texts) this.handedChars += text.length;
    if (this.handedChars >= BATCH_BYTES) await this.send();
  }

  /** The answers that came back since the last call, taken. */
  take(): Answer[] {
    if (this.failure) throw this.failure;
    const answers = this.answers;
    this.answers = [];
    for (const answer of answers) this.records += answer.records.length;
    return answers;
  }

  /**
   * Hands over what is left and asks for every record of `units` (`<type index>:<id>`) and every
   * record kept that is not answered yet, whatever versions it has (none, one or more); yields
   * the answers until the last.
   */
  async *end(units: Iterable<string>): AsyncGenerator<Answer> {
    await this.send();
    this.post({ end: [...units] });
    for (;;) {
      yield* this.take();
      if (this.finished) return;
      await this.message();
    }
  }

  /** Stops the thread and removes its file, once. */
  async close(): Promise<void> {
    this.worker.removeAllListeners("exit");
    await this.worker.terminate();
    rmSync(keptBodiesFile(this.dir), { force: true });
  }

  private async send(): Promise<void> {
    if (this.handed.length === 0) return;
    while (this.sent - this.answered >= IN_FLIGHT) await this.message();
    this.post({ bodies: this.handed, batch: this.sent++ });
    this.handed = [];
    this.handedChars = 0;
  }

  private post(message: ToThread): void {
    if (this.failure) throw this.failure;
    this.worker.postMessage(message);
  }

  /** Waits for the thread's next message. */
  private message(): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise<void>((resolve) => (this.wake = resolve)).then(() => {
      this.wake = null;
      if (this.failure) throw this.failure;
    });
  }

  private fail(error: Error): void {
    this.failure ??= error;
    this.wake?.();
  }
}

/** The answers of the thread, made record by record, cut at about BATCH_BYTES. */
class Answers {
  private records: ComparedRecord[] = [];
  private texts: string[] = [];
  private bytes = 0;

  add(res: number, id: number, files: [string, string][], compared: boolean, pairs: PairCounts[]): void {
    this.records.push({ res, id, files: files.map(([file]) => [file, 0, 0, ""]), compared, pairs });
    for (const [, text] of files) {
      this.texts.push(text);
      this.bytes += text.length;
    }
  }

  get full(): boolean {
    return this.bytes >= BATCH_BYTES;
  }

  /** Posts the answers made (to the batch `batch`, or to the end), then starts again. */
  post(port: MessagePort, batch: number | null): void {
    const { bytes, places } = packBytes(this.texts);
    let n = 0;
    for (const record of this.records) {
      for (const file of record.files) {
        [file[1], file[2]] = places[n++]!;
        file[3] = contentHashOf(bytes.subarray(file[1], file[2]));
      }
    }
    const message: FromThread = { batch, records: this.records, bytes };
    port.postMessage(message, [bytes.buffer as ArrayBuffer]);
    this.records = [];
    this.texts = [];
    this.bytes = 0;
  }
}

/**
 * A record's files from its bodies (keptParts, by version): found in two versions or more, each
 * body with its `versions` flagged and its comparison; else its body, if any, as it is.
 */
function compareRecord(texts: Map<string, string>, { versions, baseUrl }: Setup, index: number, id: number, answers: Answers): void {
  const res = RESOURCES[index]!;
  const bodies = versions.filter((v) => texts.has(v)).map((v) => ({ version: v, ...keptBody(texts.get(v)!) }));
  if (bodies.length < 2) {
    answers.add(
      index,
      id,
      bodies.map(({ version, text }) => [fileOf(recordPath(res, version, id)), text]),
      false,
      [],
    );
    return;
  }
  const comparison = compareVersions(res.object, id, bodies, baseUrl);
  const files: [string, string][] = comparison.versions.map(({ version, versions: flagged }, i) => {
    const { text, body } = bodies[i]!;
    return [fileOf(recordPath(res, version, id)), withVersions(text, body.record.versions, flagged)];
  });
  files.push([fileOf(differencesApiPath(res, id)), JSON.stringify(comparison.differences)]);
  const pairs = comparison.differences.pairs.map((p) => ({
    from: p.from,
    to: p.to,
    game: p.game_differences,
    sources: p.source_differences,
  }));
  answers.add(index, id, files, true, pairs);
}

/** The thread's side (started by tsThread): keeps the bodies handed over, and answers each record once its last version is in, then the rest at the end. */
export function compareHere(port: MessagePort, setup: Setup): void {
  const kept = new KeptBodies(setup.dir);
  const answered = new Set<string>();
  port.on("message", (message: ToThread) => {
    try {
      const answers = new Answers();
      if ("bodies" in message) {
        for (const [res, id, version, record, lists, last] of message.bodies) {
          const unit = `${res}:${id}`;
          if (answered.has(unit)) throw new Error(`${unit} in ${version} after its last version`);
          const text = keptParts(record, lists).join("");
          if (!last) {
            kept.keep(res, id, version, text);
            continue;
          }
          // The last body is compared as it comes, never kept: its version's chunk would be
          // written and read back at once, a body at a time.
          const texts = kept.take(res, id);
          texts.set(version, text);
          compareRecord(texts, setup, res, id, answers);
          answered.add(unit);
        }
        answers.post(port, message.batch);
        return;
      }
      const units = new Set(message.end);
      for (const { res, id } of kept.records()) units.add(`${res}:${id}`);
      const rest = [...units]
        .filter((unit) => !answered.has(unit))
        .map((unit) => unit.split(":").map(Number) as [number, number])
        .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      for (const [res, id] of rest) {
        compareRecord(kept.take(res, id), setup, res, id, answers);
        if (answers.full) answers.post(port, null);
      }
      answers.post(port, null);
      kept.close();
      port.postMessage({ done: true } satisfies FromThread);
    } catch (error) {
      port.postMessage({ error: String((error as Error)?.stack ?? error) } satisfies FromThread);
    }
  });
}
