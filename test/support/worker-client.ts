/**
 * Small client helpers for tests that talk to the real worker (SELF.fetch): a JSON GET, and a
 * walk of a list by next_cursor that checks the Link header of every page. The tests fold names
 * with contract/text.ts, whose own exact values contract/text.test.ts checks.
 */
import { SELF } from "cloudflare:test";
import { expect } from "vitest";

export type Json = Record<string, any>;
const ORIGIN = "https://api.test";

export async function get(path: string): Promise<{ status: number; headers: Headers; body: Json }> {
  const response = await SELF.fetch(`${ORIGIN}${path}`);
  return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
}

/** Every element of a list, following next_cursor from the given first address. */
export async function walk(path: string): Promise<Json[]> {
  const all: Json[] = [];
  let page = await get(path);
  for (let guard = 0; guard < 1000; guard++) {
    expect(page.status, path).toBe(200);
    all.push(...page.body.data);
    if (!page.body.next_cursor) {
      expect(page.headers.get("Link")).toBeNull();
      return all;
    }
    expect(page.headers.get("Link")).toContain(`cursor=${page.body.next_cursor}>; rel="next"`);
    page = await get(`${path}${path.includes("?") ? "&" : "?"}cursor=${page.body.next_cursor}`);
  }
  throw new Error(`${path}: more than 1000 pages`);
}
