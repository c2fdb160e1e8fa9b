// @vitest-environment node
/**
 * Link previews and French typography of the public site, as the robots of chat apps and
 * social networks read them: pages fetched over real HTTP from the offline mirror with the
 * User-Agents of Discord, Slack, X and Facebook, none of which runs a script, and their head
 * read as sent (theme-color, Open Graph, Twitter). Then every page kind, the documentation,
 * the tooltips and the API's error messages must have no ordinary space before « : ; ! ? ».
 */
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMirror } from "../../edge/node/server.ts";
import { memoryLimiter } from "../../edge/testing.ts";
import { ERRORS } from "../../contract/errors.ts";
import { tooltipOf } from "../../views/tooltip.ts";
import type { AnyRecord } from "../../contract/schemas.ts";
import { oneRecordOfEachType, readDistFacts } from "../support/dist.ts";

const facts = readDistFacts();
const WIDE = [{ limit: 100_000, seconds: 60 }];
let mirror: { server: Server; url: string };

beforeAll(async () => {
  mirror = await startMirror({ dist: facts.dir, port: 0, limiter: memoryLimiter(WIDE) });
});
afterAll(() => new Promise<void>((done) => mirror.server.close(() => done())));

const ROBOTS = {
  Discordbot: "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)",
  Slackbot: "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
  Twitterbot: "Twitterbot/1.0",
  facebookexternalhit: "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
};

async function fetchAs(agent: string, path: string): Promise<{ status: number; type: string; text: string }> {
  const response = await fetch(mirror.url + path, {
    headers: { "User-Agent": agent, Accept: "text/html,application/xhtml+xml,*/*;q=0.8" },
  });
  return { status: response.status, type: response.headers.get("Content-Type") ?? "", text: await response.text() };
}

const unescape = (text: string) =>
  text
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The head's meta tags: `property` or `name` -> content. */
function metaOf(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf("</head>"));
  const out: Record<string, string> = {};
  for (const m of head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) out[m[1]!] = unescape(m[2]!);
  const title = /<title>([^<]*)<\/title>/.exec(head);
  if (title) out.title = unescape(title[1]!);
  return out;
}

/** What the mirror's pages say of themselves, by the addresses the build wrote into them. */
const site = () => facts.build.addresses.site_url.replace(/\/+$/, "");

describe("link previews as chat robots fetch them", { timeout: 60_000 }, () => {
  for (const [robot, agent] of Object.entries(ROBOTS)) {
    it(`${robot}: a legendary item with its icon, a quest and an item set with their type's picture`, async () => {
      const item = metaOf((await fetchAs(agent, "/classic/item/19019")).text);
      expect(item["theme-color"]).toBe("#ff8000");
      expect(item["og:title"]).toBe("Lame-tonnerre, épée bénie du Cherchevent — Objet (classic)");
      expect(item["og:image"]).toBe("https://wow.zamimg.com/images/wow/icons/large/inv_sword_39.jpg");
      expect(item["og:image:type"]).toBe("image/jpeg");
      expect(item["twitter:card"]).toBe("summary");
      expect(item["og:description"]).toMatch(/^Légendaire, niveau d'objet 80\. Une main, Épées à une main — Dégâts\u00a0: 44 - 115/);

      const npc = metaOf((await fetchAs(agent, "/classic/npc/639")).text);
      expect(npc["theme-color"]).toBe("#c0392b");
      expect(npc["og:description"]).toBe(
        "Chef de la Confrérie défias. Niveau 21, Boss, Humanoïde. Rencontre 6 sur 6 des Mortemines. Plus de 10 objets dans son butin.",
      );

      const quest = metaOf((await fetchAs(agent, "/tbc/quest/9572")).text);
      expect(quest["theme-color"]).toBe("#f2c12e");
      expect(quest["og:image"]).toBe(`${site()}/site/previews/quest.png`);
      expect([quest["og:image:type"], quest["og:image:width"], quest["og:image:height"]]).toEqual(["image/png", "256", "256"]);
      expect(quest["twitter:image"]).toBe(`${site()}/site/previews/quest.png`);
      expect(quest["og:description"]).toMatch(
        /^Quête de niveau 62, niveau 59 requis, Remparts des Flammes infernales, Horde\. Récompenses\u00a0: 12\u202f650 PX, 4 po 50 pa, au choix /,
      );

      const set = metaOf((await fetchAs(agent, "/classic/item_set/161")).text);
      expect(set["theme-color"]).toBe("#c9a227");
      expect(set["og:image"]).toBe(`${site()}/site/previews/item-set.png`);
      expect(set["og:description"]).toMatch(
        /^Ensemble de 5 pièces, Voleur, niveau d'objet 24\. 2 pièces\u00a0: Armure \+15\u00a0; 3 pièces\u00a0: Agilité \+5\u00a0; 5 pièces\u00a0: Puissance d'attaque \+10\. Pièces\u00a0: Armure défias noircie, /,
      );

      const faction = metaOf((await fetchAs(agent, "/classic/faction/169")).text);
      expect(faction["theme-color"]).toBe("#2e9e5b");
      expect(faction["og:image"]).toBe(`${site()}/site/previews/faction.png`);
      expect(faction["og:description"]).toBe(
        "Groupe de réputations, Alliance et Horde. Le plus puissant des cartels gobelins, qui tient les ports neutres du monde.",
      );

      const home = metaOf((await fetchAs(agent, "/")).text);
      expect(home.title).toBe("La base de données World of Warcraft en français — Grimoire");
      expect(home["og:image"]).toBe(`${site()}/site/previews/site.png`);
      expect(home["og:description"]).toBe(
        "La base de données World of Warcraft en français pour classic, tbc et wotlk\u00a0: objets, sorts, quêtes, PNJ, objets du monde, ensembles d'objets, réputations et instances.",
      );
      const version = metaOf((await fetchAs(agent, "/tbc")).text);
      expect(version.title).toBe("Version tbc\u00a0: The Burning Crusade — Grimoire");
      expect(version["og:description"]).toBe(
        "La base de données World of Warcraft en français pour tbc\u00a0: 175 objets, 44 sorts, 63 quêtes, 114 PNJ, 62 objets du monde, 4 ensembles d'objets, 31 réputations et 7 instances.",
      );
    });
  }

  it("serves every type's picture as a PNG of 256 × 256", async () => {
    for (const kind of ["item", "npc", "quest", "spell", "game-object", "faction", "item-set", "instance", "site"]) {
      const response = await fetch(`${mirror.url}/site/previews/${kind}.png`, { headers: { "User-Agent": ROBOTS.Discordbot } });
      expect(response.status, kind).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("image/png");
      const bytes = new Uint8Array(await response.arrayBuffer());
      const view = new DataView(bytes.buffer);
      expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join("")).toBe("PNG");
      expect([view.getUint32(16), view.getUint32(20)]).toEqual([256, 256]);
    }
  });
});

describe("the home page", () => {
  it("search first, famous records the build holds, counts by type, and what changed since the build before (a first build says so)", async () => {
    const { text } = await fetchAs("test", "/");
    const main = text.slice(text.indexOf("<main"), text.indexOf("</main>"));
    expect(main.indexOf('role="search"')).toBeLessThan(main.indexOf("<h2"));
    expect(main).toContain('href="/classic/npc/639"');
    expect(main).toContain('href="/classic/item/19019"');
    expect(main).not.toContain('href="/wotlk/npc/36597"'); // not in the sample
    expect(main).toContain('<a href="/classic/items">Objets</a> <span class="home-count">157</span>');
    const builds = ((await (await fetch(`${mirror.url}/v1/changes`)).json()) as { data: { current: boolean; added: number }[] }).data;
    const before = builds.find((b) => !b.current);
    if (!before) expect(main).toContain("Première version des données servie\u00a0: aucun changement à montrer pour l'instant.");
    else expect(main).toMatch(new RegExp(`Depuis les données du [^:]+\u00a0: ${before.added} enregistrements? ajoutés?`));
  });
});

/** The visible text of a page: no tags, scripts, styles or code. */
const visible = (html: string) =>
  unescape(
    html
      .replace(/<(script|style|pre|code|textarea)\b[^>]*>[\s\S]*?<\/\1>/gi, " ")
      .replace(/<[^>]*>/g, " ")
      .replace(/&nbsp;/g, "\u00a0"),
  );

/** Each ordinary space before « : ; ! ? » or inside « », with the text around it. */
const badSpaces = (text: string) => [...text.matchAll(/.{0,30}(?: [:;!?»]|« ).{0,10}/g)].map((m) => m[0]);

describe("French typography on every page kind", { timeout: 60_000 }, () => {
  it("pages, the documentation and 404s: a no-break space before « : ; ! ? » and inside « »", async () => {
    const paths = [
      "/",
      "/classic",
      "/classic/items",
      "/classic/npcs?sort=-level",
      "/tbc/quests",
      "/recherche?q=edwin",
      "/recherche?q=zzzzzz",
      "/classic/npc/999999",
      "/classic/items?quality=nope",
      "/nulle/part",
      "/docs/",
      "/docs/routes",
      "/docs/enregistrements",
      "/docs/recherche",
      "/docs/erreurs",
      "/docs/infobulles",
      ...["classic", "tbc", "wotlk"].flatMap((v) => oneRecordOfEachType(facts, v).map((r) => r.path)),
      "/classic/npc/639",
      "/tbc/quest/9572",
      "/classic/item/19019",
      "/tbc/item/19019",
    ];
    const found: string[] = [];
    for (const path of paths) {
      const { text, type } = await fetchAs("test", path);
      expect(type, path).toMatch(/^text\/html/);
      for (const bad of badSpaces(visible(text))) found.push(`${path}: ${bad}`);
    }
    expect(found).toEqual([]);
  });

  it("tooltips of every record type", async () => {
    const found: string[] = [];
    for (const v of ["classic", "tbc", "wotlk"]) {
      for (const { resource, id } of oneRecordOfEachType(facts, v)) {
        const record = (await (await fetch(`${mirror.url}/v1/${v}/${resource.segment}/${id}`)).json()) as AnyRecord;
        for (const bad of badSpaces(visible(tooltipOf(record, true).text))) found.push(`${v} ${resource.object} ${id}: ${bad}`);
      }
    }
    expect(found).toEqual([]);
  });

  it("the API's error messages, as sent and as listed in contract/", async () => {
    const sent = (await (await fetch(`${mirror.url}/v1/classic/items?quality=nope`)).json()) as { error: { message: string } };
    expect(badSpaces(sent.error.message)).toEqual([]);
    for (const [code, e] of Object.entries(ERRORS)) expect(badSpaces(e.message), code).toEqual([]);
  });
});
