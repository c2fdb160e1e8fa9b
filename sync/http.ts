/**
 * The sync's requests to its source, retried: a failed connection, a cut body or a 5xx is tried
 * again after a growing pause, a 429 or 503 after the pause its Retry-After asks (seconds or an
 * HTTP date, within a bound). Another 4xx is final. Past the retries, SyncFailed in French.
 */
import { SyncFailed } from "./failure.ts";

export interface RetryPolicy {
  /** further tries of one request after its first */
  retries: number;
  /** the longest pause taken, whatever Retry-After asks (ms) */
  maxWaitMs: number;
}

export const DEFAULT_POLICY: RetryPolicy = { retries: 5, maxWaitMs: 120_000 };

/** A request's deadline for its answer's headers, and the longest a body may stop coming. */
const HEADERS_TIMEOUT_MS = 60_000;
export const IDLE_BODY_MS = 60_000;

/** The pause a Retry-After header asks for, in ms; null when there is none or it does not parse. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (header === null) return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date (IMF-fixdate, RFC 9110), not whatever Date.parse would read.
  if (!/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(text)) return null;
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** The pause before try `n` (from 1) when the source said nothing. */
export function backoffMs(n: number): number {
  return Math.min(250 * 2 ** (n - 1), 10_000);
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A failure worth another try, with the pause the source asked for, if any. */
export class Retryable extends Error {
  constructor(
    message: string,
    readonly waitMs: number | null = null,
  ) {
    super(message);
  }
}

/**
 * Runs `attempt` until it succeeds, retrying on Retryable (and on network errors, which fetch
 * throws as TypeError); `what` names the request in the French error. `progress`, when given,
 * counts what the tries have brought so far.
 */
export async function retrying<T>(what: string, policy: RetryPolicy, attempt: () => Promise<T>, progress?: () => number): Promise<T> {
  let seen = progress?.() ?? 0;
  for (let n = 0; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      // A try that brought bytes before it failed starts the count again: a cut answer is resumed.
      const now = progress?.() ?? 0;
      const progressed = now !== seen;
      if (progressed) [n, seen] = [0, now];
      const retryable = error instanceof Retryable || error instanceof TypeError;
      if (!retryable) throw error;
      if (n >= policy.retries) {
        const tries = n + 1;
        throw new SyncFailed(`${what} : ${reasonOf(error)} (${tries} essai${tries > 1 ? "s" : ""})`, { cause: error });
      }
      const asked = error instanceof Retryable ? error.waitMs : null;
      if (!progressed || asked !== null) await sleep(Math.min(asked ?? backoffMs(n + 1), policy.maxWaitMs));
    }
  }
}

function reasonOf(error: unknown): string {
  if (error instanceof Retryable) return error.message;
  const cause = (error as Error & { cause?: { code?: string } }).cause;
  return `connexion impossible ou interrompue${cause?.code ? ` (${cause.code})` : ""}`;
}

/** GET `url`; the answer when its status is one of `ok`, else a retry or SyncFailed. `deadline`
 * aborts the request, body included (the caller's watch over a body that stops coming). */
export async function get(url: string, headers: Record<string, string>, ok: number[], deadline = new AbortController()): Promise<Response> {
  // This deadline is for the headers only: a large body takes the time it takes, as long as it comes.
  const timer = setTimeout(() => deadline.abort(new Retryable("pas de réponse à temps")), HEADERS_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: deadline.signal });
  } finally {
    clearTimeout(timer);
  }
  if (ok.includes(response.status)) return response;
  await response.body?.cancel();
  if (response.status === 429 || response.status === 503) {
    throw new Retryable(`la source répond ${response.status}`, retryAfterMs(response.headers.get("Retry-After")));
  }
  if (response.status >= 500) throw new Retryable(`la source répond ${response.status}`);
  throw new SyncFailed(`${url} : la source répond ${response.status}`);
}
