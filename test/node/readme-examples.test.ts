// @vitest-environment node
/**
 * The README's "Try it" examples, run against the build under test (the sample by default;
 * GRIMOIRE_DIST=<a full build> runs them on the full data): every `curl` line addressed to the
 * local server is sent to the Node mirror serving that build and must answer 200, and a list
 * or a search must find something, so the README never shows an example that answers nothing.
 * `cursor=...` stands for the next_cursor of the same list's first page.
 */
import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMirror } from "../../edge/node/server.ts";
import { readDistFacts } from "../support/dist.ts";

const LOCAL = "http://127.0.0.1:8787";
const facts = readDistFacts();

/** The address of each `curl` line of the README's shell blocks that calls the local server. */
function readmeExamples(): string[] {
  const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
  const blocks = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!);
  const addresses: string[] = [];
  for (const line of blocks.join("\n").split("\n")) {
    const match = /^curl\b[^']*?'?(http:\/\/127\.0\.0\.1:8787[^'\s]*)/.exec(line.trim());
    if (match) addresses.push(match[1]!);
  }
  return addresses;
}

const examples = readmeExamples();
let mirror: { server: Server; url: string };

beforeAll(async () => {
  mirror = await startMirror({ dist: facts.dir, port: 0 });
});
afterAll(() => new Promise<void>((done) => mirror.server.close(() => done())));

describe("README examples", () => {
  it("finds the examples", () => {
    expect(examples.length).toBeGreaterThanOrEqual(5);
  });

  it.each(examples)("%s answers, and finds something", async (address) => {
    let url = address.replace(LOCAL, mirror.url);
    if (url.includes("cursor=...")) {
      const first = (await (await fetch(url.replace(/[?&]cursor=\.\.\./, ""))).json()) as { next_cursor: string | null };
      expect(first.next_cursor, "the first page has a next page").toBeTruthy();
      url = url.replace("cursor=...", `cursor=${first.next_cursor}`);
    }
    const response = await fetch(url);
    expect(response.status, url).toBe(200);
    if (!response.headers.get("Content-Type")?.includes("json")) return;
    const body = (await response.json()) as { object?: string; data?: unknown[] };
    if (body.object === "list") expect(body.data!.length, `${url} finds something`).toBeGreaterThan(0);
  });
});
