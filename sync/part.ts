/**
 * The new pack while it is written: `<pack>.part`, appended to in order, beside
 * `<pack>.part.json`, which names the pack it becomes (its SHA-256, size and ETag). A sync killed
 * anywhere leaves both; the next sync toward the same pack goes on from the part's length (its
 * bytes are a prefix of that pack, whatever they were copied or downloaded from), and one toward
 * another pack starts it again. The part becomes the pack by one rename, once whole and checked.
 */
import { createHash } from "node:crypto";
import {
  closeSync,
  createReadStream,
  fdatasyncSync,
  fstatSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from "node:fs";

export interface Target {
  sha256: string;
  size: number;
  etag: string;
}

export const partOf = (pack: string) => `${pack}.part`;
const targetOf = (pack: string) => `${pack}.part.json`;

function recordedTarget(pack: string): Target | null {
  try {
    return JSON.parse(readFileSync(targetOf(pack), "utf8")) as Target;
  } catch {
    return null;
  }
}

export interface Part {
  /** bytes of the new pack already there */
  done: number;
  write(bytes: Uint8Array): void;
  /** `length` bytes written already, at `offset` */
  read(offset: number, length: number): Buffer;
  /** the part's SHA-256, hex, once every byte is written */
  sha256(): Promise<string>;
  /** makes the part the pack, by one rename */
  install(): void;
  /** closes the part; `discard` removes it with its target */
  close(discard?: boolean): void;
}

/** The part toward `target`: the one a killed sync left when it was toward the same pack, else a new one. */
export function openPart(pack: string, target: Target): Part {
  const same = recordedTarget(pack);
  if (!same || same.sha256 !== target.sha256 || same.size !== target.size) {
    rmSync(partOf(pack), { force: true });
    writeFileSync(targetOf(pack), JSON.stringify(target));
  }
  const fd = openSync(partOf(pack), "a+");
  let done = fstatSync(fd).size;
  if (done > target.size) {
    closeSync(fd);
    rmSync(partOf(pack), { force: true });
    return openPart(pack, target);
  }
  let open = true;
  const close = (discard = false) => {
    if (open) closeSync(fd);
    open = false;
    if (discard) removePart(pack);
  };
  return {
    get done() {
      return done;
    },
    read(offset, length) {
      if (offset + length > done) throw new Error(`the part has ${done} bytes, not ${offset + length}`);
      const bytes = Buffer.alloc(length);
      readSync(fd, bytes, 0, length, offset);
      return bytes;
    },
    write(bytes) {
      for (let at = 0; at < bytes.byteLength;) at += writeSync(fd, bytes, at);
      done += bytes.byteLength;
    },
    async sha256() {
      const digest = createHash("sha256");
      for await (const chunk of createReadStream(partOf(pack))) digest.update(chunk as Buffer);
      return digest.digest("hex");
    },
    install() {
      fdatasyncSync(fd);
      close();
      renameSync(partOf(pack), pack);
      rmSync(targetOf(pack), { force: true });
    },
    close,
  };
}

/** Removes a part and its target. */
export function removePart(pack: string): void {
  rmSync(partOf(pack), { force: true });
  rmSync(targetOf(pack), { force: true });
}
