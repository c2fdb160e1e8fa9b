// @vitest-environment node
/**
 * The site's page of a record that its version lacks, as the edge writes it (plain HTTP on the
 * offline mirror, no browser): a 404 whose text names the versions that hold the record and
 * links their pages, and the plain 404 when no version holds it.
 */
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMirror } from "../../edge/node/server.ts";
import { memoryLimiter } from "../../edge/testing.ts";
import { readDistFacts } from "../support/dist.ts";

const facts = readDistFacts();
let mirror: { server: Server; url: string };

beforeAll(async () => {
  mirror = await startMirror({ dist: facts.dir, port: 0, limiter: memoryLimiter([{ limit: 100_000, seconds: 60 }]) });
});
afterAll(() => new Promise<void>((done) => mirror.server.close(() => done())));

/** The notice of a page: its status and the HTML of its notice block. */
async function notice(path: string): Promise<{ status: number; notice: string }> {
  const response = await fetch(`${mirror.url}${path}`, { headers: { Accept: "text/html" } });
  const text = await response.text();
  return { status: response.status, notice: /<div class="notice" role="alert">([\s\S]*?)<\/div>/.exec(text)?.[1]?.trim() ?? "" };
}

describe("site: a record this version lacks", () => {
  it("names and links the versions that hold it", async () => {
    expect(await notice("/classic/item/21877")).toEqual({
      status: 404,
      notice: `<h1>Introuvable</h1>
<p>Cet enregistrement n&#39;existe pas en classic\u00a0; il existe en tbc et wotlk.</p>

<nav class="versions" aria-label="Versions où il existe">
<a href="/tbc/item/21877">tbc</a><a href="/wotlk/item/21877">wotlk</a>
</nav>
<p><button type="button" data-reload>Réessayer</button> <a href="/">Accueil</a></p>`,
    });
    const quest = await notice("/wotlk/quest/9101");
    expect(quest.status).toBe(404);
    expect(quest.notice).toContain("<p>Cet enregistrement n&#39;existe pas en wotlk\u00a0; il existe en classic.</p>");
    expect(quest.notice).toContain('<a href="/classic/quest/9101">classic</a>');
    // The pages it links are the record's.
    expect((await fetch(`${mirror.url}/tbc/item/21877`)).status).toBe(200);
    expect((await fetch(`${mirror.url}/classic/quest/9101`)).status).toBe(200);
  });

  it("says it plainly when no version holds it", async () => {
    const missing = await notice("/tbc/npc/987654");
    expect(missing.status).toBe(404);
    expect(missing.notice).toContain("<p>Aucun enregistrement avec ce numéro dans cette version.</p>");
    expect(missing.notice).toContain("<p>Vérifiez l&#39;adresse, ou cherchez ce que vous vouliez.</p>");
    expect(missing.notice).not.toContain("<nav");
  });
});
