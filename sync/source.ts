/**
 * What the sync reads of its source, an API base URL (the Worker over Static Assets or R2, or
 * another mirror): the pack's facts (`/bulk/dist`: size, SHA-256, ETag) and byte ranges of the
 * pack (`/bulk/files/<name>`), each asked with If-Range: the pack those facts name, so that a
 * source that moved to another build in mid-sync answers the whole new file rather than a range
 * of it (SourceChanged).
 */
import { etagOfDigest } from "../hashing/etag.ts";
import { BULK_NAME, DIST_ID } from "../layout/bulk.ts";
import { SourceChanged, SyncFailed } from "./failure.ts";
import { get, IDLE_BODY_MS, Retryable, retrying, type RetryPolicy } from "./http.ts";

export interface PackFacts {
  sha256: string;
  /** bytes of the pack */
  size: number;
  etag: string;
  /** where its bytes are asked */
  url: string;
}

export class Source {
  /** bytes received from the source, bodies only */
  received = 0;

  constructor(
    readonly base: string,
    private readonly policy: RetryPolicy,
  ) {}

  /** The facts of the source's pack, from /bulk/dist; its bytes are asked at the source's own address. */
  async facts(): Promise<PackFacts> {
    const url = `${this.base}/bulk/${DIST_ID}`;
    const body = await retrying(`${url}`, this.policy, async () => {
      const response = await get(url, { Accept: "application/json" }, [200]);
      const text = await response.text().catch(() => {
        throw new Retryable("réponse interrompue");
      });
      this.received += Buffer.byteLength(text);
      try {
        return JSON.parse(text) as Record<string, unknown>;
      } catch {
        throw new Retryable("réponse qui n'est pas du JSON");
      }
    });
    const name = typeof body.download_url === "string" ? body.download_url.slice(body.download_url.lastIndexOf("/") + 1) : "";
    const size = body.compressed_size;
    if (
      typeof body.sha256 !== "string" ||
      !/^[0-9a-f]{64}$/.test(body.sha256) ||
      !Number.isSafeInteger(size) ||
      (size as number) < 16 ||
      !BULK_NAME.test(name)
    ) {
      throw new SyncFailed(`${url} : la source ne décrit pas de paquet du dist (sha256, compressed_size, download_url)`);
    }
    // The download's ETag is its SHA-256's, as every ETag of the API (hashing/etag.ts).
    const etag = etagOfDigest(Buffer.from(body.sha256, "hex"));
    return { sha256: body.sha256, size: size as number, etag, url: `${this.base}/bulk/files/${name}` };
  }

  /** `length` bytes of the pack at `offset`, handed to `sink` as they come; a cut answer is resumed where it stopped. */
  async range(pack: PackFacts, offset: number, length: number, sink: (bytes: Uint8Array) => void): Promise<void> {
    let done = 0;
    const end = offset + length - 1;
    await retrying(
      `${pack.url} (octets ${offset}-${end})`,
      this.policy,
      async () => {
        const first = offset + done;
        const watch = new AbortController();
        const response = await get(pack.url, { Range: `bytes=${first}-${end}`, "If-Range": pack.etag }, [200, 206], watch);
        if (response.status === 200) {
          await response.body?.cancel();
          if (response.headers.get("ETag") === pack.etag)
            throw new SyncFailed(`${pack.url} : la source ne sert pas de plages d'octets (Range)`);
          throw new SourceChanged(`${pack.url} is another pack now`);
        }
        if (response.headers.get("Content-Range") !== `bytes ${first}-${end}/${pack.size}`) {
          await response.body?.cancel();
          throw new Retryable(`plage reçue ${response.headers.get("Content-Range") ?? "absente"} au lieu de ${first}-${end}/${pack.size}`);
        }
        // A body that stops coming is given up after a while, and resumed.
        let idle = setTimeout(() => watch.abort(), IDLE_BODY_MS);
        try {
          for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
            clearTimeout(idle);
            idle = setTimeout(() => watch.abort(), IDLE_BODY_MS);
            const take = chunk.subarray(0, length - done);
            if (take.byteLength) sink(take);
            done += take.byteLength;
            this.received += chunk.byteLength;
          }
        } catch {
          throw new Retryable(`réponse interrompue après ${done} octets sur ${length}`);
        } finally {
          clearTimeout(idle);
        }
        if (done < length) throw new Retryable(`réponse tronquée : ${done} octets sur ${length}`);
      },
      () => done,
    );
  }

  /** `length` bytes of the pack at `offset`, whole. */
  async bytes(pack: PackFacts, offset: number, length: number): Promise<Buffer> {
    const chunks: Uint8Array[] = [];
    await this.range(pack, offset, length, (bytes) => chunks.push(bytes));
    return Buffer.concat(chunks);
  }
}
