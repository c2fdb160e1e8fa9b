/**
 * The deploy command's one way to the bucket: HTTPS calls to the deploy Worker
 * (deploy/worker/), authenticated by its bearer token. The same client talks to the production
 * Worker and to the one `--local` runs under Miniflare. Every call is idempotent, so a failure of
 * the network or of the Worker (5xx, 429) is retried a few times before the deploy gives up.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { LOCK_HOLDER_HEADER, type DeployLock, type LivePointer, type BuildRoot } from "../layout/bucket.ts";
import { CLASS_A_HEADER, CLASS_B_HEADER } from "./worker/metered.ts";

/** Waits before each retry of a failed call. */
const RETRY_DELAYS_MS = [500, 2000, 5000];

export class DeployError extends Error {
  override name = "DeployError";
  constructor(
    message: string,
    readonly status: number | null = null,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export interface LiveState {
  live: LivePointer | null;
  /** the Worker's clock */
  now: string;
}

/** An object to upload: its bucket key, the hex SHA-256 of its bytes (R2 checks it), the bytes. */
export interface Upload {
  key: string;
  sha256: string;
  bytes: Uint8Array;
}

export class DeployClient {
  private readonly base: string;
  /** requests answered by the deploy Worker, and the R2 operations it reported for them */
  readonly usage = { requests: 0, classA: 0, classB: 0 };
  /** the deploy this client writes for, once it took the lock: sent with every request */
  holder: string | null = null;

  constructor(
    url: string,
    private readonly token: string,
  ) {
    this.base = url.replace(/\/+$/, "");
  }

  live(): Promise<LiveState> {
    return this.callJson("GET", "/live");
  }

  /** Makes `build` live if `expected` still is; a DeployError with status 409 otherwise. */
  switchTo(build: string, expected: string | null): Promise<LiveState> {
    return this.callJson("POST", "/switch", { build, expected });
  }

  /**
   * Takes the lock for `holder`, or with `renew` keeps it (a 409 once another deploy took it).
   * `taken_over`: the lock of an interrupted deploy that this one replaced.
   */
  lock(build: string, holder: string, renew = false): Promise<{ lock: DeployLock; taken_over?: DeployLock | null }> {
    return this.callJson("POST", "/lock", { build, holder, renew });
  }

  /** `interrupted`: the deploy stopped after it began uploading (the Worker leaves its lock expired, for the next one to see). */
  unlock(holder: string, interrupted = false): Promise<{ released: boolean }> {
    return this.callJson("DELETE", `/lock?holder=${encodeURIComponent(holder)}${interrupted ? "&interrupted=1" : ""}`);
  }

  putObjects(uploads: Upload[]): Promise<{ stored: number; bytes: number }> {
    const form = new FormData();
    for (const { key, sha256, bytes } of uploads) form.append(key, new Blob([bytes]), sha256);
    return this.callJson("POST", "/objects", form);
  }

  putRoot(root: BuildRoot): Promise<{ stored: string }> {
    return this.callJson("PUT", `/roots/${encodeURIComponent(root.build)}`, root);
  }

  /** An object's bytes, or null when the bucket has no such key. */
  async getObject(key: string): Promise<Uint8Array | null> {
    const response = await this.call("GET", `/objects/${encodeURIComponent(key)}`, undefined, [404]);
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    return new Uint8Array(await response.arrayBuffer());
  }

  /** One page of the keys under `prefix`, and the cursor of the next one (null at the end). */
  listKeys(prefix: string, cursor: string | null): Promise<{ keys: string[]; cursor: string | null }> {
    const query = new URLSearchParams({ prefix });
    if (cursor) query.set("cursor", cursor);
    return this.callJson("GET", `/keys?${query}`);
  }

  deleteKeys(keys: string[]): Promise<{ deleted: number }> {
    return this.callJson("POST", "/delete", { keys });
  }

  private async callJson<T>(method: string, path: string, body?: unknown): Promise<T> {
    return (await (await this.call(method, path, body)).json()) as T;
  }

  private async call(method: string, path: string, body?: unknown, accepted: number[] = []): Promise<Response> {
    const init: RequestInit = { method, headers: { Authorization: `Bearer ${this.token}` } };
    if (this.holder) (init.headers as Record<string, string>)[LOCK_HOLDER_HEADER] = this.holder;
    if (body instanceof FormData) init.body = body;
    else if (body !== undefined) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)["Content-Type"] = "application/json";
    }
    for (let attempt = 0; ; attempt++) {
      let failure: DeployError;
      try {
        const response = await fetch(this.base + path, init);
        this.usage.requests++;
        this.usage.classA += Number(response.headers.get(CLASS_A_HEADER) ?? 0);
        this.usage.classB += Number(response.headers.get(CLASS_B_HEADER) ?? 0);
        if (response.ok || accepted.includes(response.status)) return response;
        const text = await response.text();
        let parsed: Record<string, unknown> = {};
        try {
          parsed = JSON.parse(text) as Record<string, unknown>;
        } catch {
          parsed = { error: text.slice(0, 300) };
        }
        failure = new DeployError(`${method} ${path}: ${response.status} ${String(parsed.error ?? "")}`.trim(), response.status, parsed);
        if (response.status < 500 && response.status !== 429) throw failure;
      } catch (error) {
        if (error instanceof DeployError && error.status !== null && error.status < 500 && error.status !== 429) throw error;
        failure = error instanceof DeployError ? error : new DeployError(`${method} ${path}: ${(error as Error).message}`);
      }
      if (attempt >= RETRY_DELAYS_MS.length) throw failure;
      await sleep(RETRY_DELAYS_MS[attempt]!);
    }
  }
}
