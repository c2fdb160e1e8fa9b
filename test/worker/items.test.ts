/**
 * The item fields of the tooltip through the real worker, with their exact values on the sample:
 * Thunderfury's damage lines, speed, DPS, stats, durability and chance-on-hit effect in classic and
 * its 2.x values in tbc; a socketed tbc item with its socket bonus and an English effect line; an
 * armour piece with its Equip effect, class restriction and set lines; and the DPS and armour
 * filters and sorts of the items list; and the pages the edge writes for them (tooltip lines,
 * English lines marked, og:description).
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { get, walk, type Json } from "../support/worker-client.ts";

const line = (text: string, right: string | null = null, kind = "plain", lang = "fr") => ({ text, right, lang, kind });

describe("item fields", () => {
  it("classic Thunderfury: two damage lines, speed, DPS, stats, durability, effect, the tooltip in the game's order", async () => {
    const { status, body } = await get("/v1/classic/items/19019");
    expect(status).toBe(200);
    expect(body.damage).toEqual([
      { min: 44, max: 115, school: "physical", school_name: "Physique" },
      { min: 16, max: 30, school: "nature", school_name: "Nature" },
    ]);
    expect([body.speed, body.dps, body.armor, body.block, body.durability]).toEqual([1.9, 53.9, null, null, 125]);
    expect(body.stats).toEqual([
      { stat: "agility", name: "Agilité", value: 5 },
      { stat: "stamina", name: "Endurance", value: 8 },
      { stat: "fire_resistance", name: "Résistance au Feu", value: 8 },
      { stat: "nature_resistance", name: "Résistance à la Nature", value: 9 },
    ]);
    expect([body.required_level, body.sell_price, body.classes, body.sockets]).toEqual([60, 123140, null, null]);
    expect(body.effects).toHaveLength(1);
    expect(body.effects[0]).toMatchObject({
      trigger: "chance_on_hit",
      trigger_name: "Chances quand vous touchez",
      lang: "fr",
      spell: null,
    });
    expect(body.effects[0].text).toMatch(/^Frappe votre ennemi d'un éclair qui lui inflige 300 points de dégâts de Nature/);
    expect(body.tooltip.slice(0, 12)).toEqual([
      line("Lié quand ramassé"),
      line("Unique"),
      line("Une main", "Épées à une main"),
      line("Dégâts\u00a0: 44 - 115", "Vitesse 1,90"),
      line("+16 - 30 points de dégâts (Nature)"),
      line("(53,9 dégâts par seconde)"),
      line("+5 Agilité"),
      line("+8 Endurance"),
      line("+8 Résistance au Feu"),
      line("+9 Résistance à la Nature"),
      line("Durabilité 125 / 125"),
      line("Niveau 60 requis"),
    ]);
    expect(body.tooltip[12]).toMatchObject({ kind: "effect", lang: "fr", right: null });
    expect(body.tooltip[12].text).toBe(`Chances quand vous touchez\u00a0: ${body.effects[0].text}`);
  });

  it("tbc Thunderfury: 41.8 DPS and no Nature line", async () => {
    const { body } = await get("/v1/tbc/items/19019");
    expect(body.damage).toEqual([{ min: 44, max: 115, school: "physical", school_name: "Physique" }]);
    expect(body.dps).toBe(41.8);
    expect(body.tooltip.map((l: Json) => l.text)).not.toContain("+16 - 30 points de dégâts (Nature)");
    expect(body.tooltip.map((l: Json) => l.text)).toContain("(41,8 dégâts par seconde)");
  });

  it("a tbc item with a socket, its bonus and an English effect line", async () => {
    const { body } = await get("/v1/tbc/items/28295");
    expect(body.sockets).toEqual([{ color: "red", color_name: "Châsse rouge" }]);
    expect(body.socket_bonus).toEqual([{ stat: "stamina", name: "Endurance", value: 3 }]);
    expect(body.effects).toEqual([
      { trigger: "equip", trigger_name: "Équipé", text: "Augmente de 11 le score de coup critique.", lang: "fr", spell: null },
      { trigger: "equip", trigger_name: "Équipé", text: "Improves your resilience rating by 12.", lang: "en", spell: null },
    ]);
    expect(body.tooltip.slice(-5)).toEqual([
      line("Châsse rouge"),
      line("Bonus de châsse\u00a0: +3 Endurance"),
      line("Niveau 70 requis"),
      line("Équipé\u00a0: Augmente de 11 le score de coup critique.", null, "effect"),
      line("Equip: Improves your resilience rating by 12.", null, "effect", "en"),
    ]);
  });

  it("an armour piece: armour, Equip effect, class restriction, set lines", async () => {
    const { body } = await get("/v1/classic/items/16820");
    expect([body.armor, body.durability, body.dps, body.damage]).toEqual([200, 120, null, null]);
    expect(body.classes).toEqual([{ class: "rogue", name: "Voleur" }]);
    expect(body.effects.map((e: Json) => [e.trigger, e.text])).toEqual([
      ["equip", "Augmente de 1\u00a0% vos chances d'infliger un coup critique."],
    ]);
    const kinds = body.tooltip.map((l: Json) => l.kind);
    expect(kinds.filter((k: string) => k === "set")).toHaveLength(1);
    expect(kinds.filter((k: string) => k === "set_piece")).toHaveLength(8);
    expect(body.tooltip.filter((l: Json) => l.kind === "set_bonus").map((l: Json) => l.text)).toEqual([
      "(3) Ensemble\u00a0: Réduit de 30 s le temps de recharge de votre technique Disparition.",
      "(5) Ensemble\u00a0: Augmente votre maximum d'énergie de 10.",
      "(8) Ensemble\u00a0: Vous rend 500 points de vie quand vous utilisez Disparition.",
    ]);
  });

  it("list summaries carry dps, speed and armour", async () => {
    const all = await walk("/v1/classic/items?q=lame-tonnerre");
    expect(all.map((e) => [e.id, e.dps, e.speed, e.armor])).toEqual([[19019, 53.9, 1.9, null]]);
  });
});

describe("items list: DPS and armour", () => {
  it("min_dps and max_dps keep weapons in the bounds; sort=-dps puts the highest first", async () => {
    const all = await walk("/v1/classic/items");
    const weapons = all.filter((e) => typeof e.dps === "number");
    expect(weapons.length).toBeGreaterThan(10);
    const page = await get("/v1/classic/items?min_dps=50&max_dps=60&include_total=true&limit=100");
    expect(page.status).toBe(200);
    const expected = weapons.filter((e) => e.dps >= 50 && e.dps <= 60);
    expect(page.body.data.map((e: Json) => e.id)).toEqual(expected.map((e) => e.id));
    expect(page.body.data.map((e: Json) => e.id)).toContain(19019);
    const sorted = await get("/v1/classic/items?sort=-dps&limit=3");
    const top = [...weapons].sort((a, b) => b.dps - a.dps).slice(0, 3);
    expect(sorted.body.data.map((e: Json) => e.dps)).toEqual(top.map((e) => e.dps));
  });

  it("min_armor selects armour; sort=armor orders it, items without armour last", async () => {
    const page = await get("/v1/classic/items?min_armor=500&include_total=true&limit=100");
    expect(page.body.total_count).toBeGreaterThan(0);
    expect(page.body.data.every((e: Json) => e.armor >= 500)).toBe(true);
    const sorted = await walk("/v1/classic/items?sort=armor");
    const armours = sorted.map((e) => e.armor);
    const known = armours.filter((a) => a != null);
    expect(known).toEqual([...known].sort((a, b) => a - b));
    expect(armours.slice(known.length).every((a) => a == null)).toBe(true);
  });

  it("refuses a bound out of range in French", async () => {
    const page = await get("/v1/classic/items?min_dps=-1");
    expect(page.status).toBe(400);
    expect(page.body.error.code).toBe("parameter_invalid");
    expect(page.body.error.param).toBe("min_dps");
  });
});

/** The HTML page the edge writes for a site address (the Worker, as a browser without scripts gets it). */
async function page(path: string): Promise<string> {
  const response = await SELF.fetch(`https://api.test${path}`, { headers: { Accept: "text/html" } });
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The tooltip box of a page, its markup on one line. */
const tooltipOf = (html: string) =>
  html.match(/<div class="tooltip" data-object="item">([\s\S]*?)<\/div>/)![1]!.replace(/[ \t\r\n]+/g, " ");

describe("item pages, as the edge writes them", () => {
  it("Thunderfury's page: quality colour, damage and speed on one row, the DPS line, green effect, durability, price; og:description", async () => {
    const html = await page("/classic/item/19019");
    const box = tooltipOf(html);
    expect(box).toContain('<p class="tt-name q-legendary">Lame-tonnerre, épée bénie du Cherchevent</p>');
    expect(box).toContain(
      '<p class="tt-pair"><span>Dégâts\u00a0: 44 - 115</span><span>Vitesse 1,90</span></p><p>+16 - 30 points de dégâts (Nature)</p><p>(53,9 dégâts par seconde)</p>',
    );
    expect(box).toContain(
      '<p>Durabilité 125 / 125</p><p>Niveau 60 requis</p><p class="tt-bonus">Chances quand vous touchez\u00a0: Frappe votre ennemi',
    );
    expect(box).toContain(
      '<p class="tt-price">Prix de vente\u00a0: <span class="money"><span class="gold">12 po</span> <span class="silver">31 pa</span> <span class="copper">40 pc</span></span></p>',
    );
    // Lines the tooltip already has are not said twice.
    expect(box.match(/Niveau 60 requis/g)).toHaveLength(1);
    expect(box.match(/Lié quand ramassé/g)).toHaveLength(1);
    expect(html).toContain(
      '<meta property="og:description" content="Légendaire, niveau d&#39;objet 80. Une main, Épées à une main — Dégâts\u00a0: 44 - 115, Vitesse 1,90 — +16 - 30 points de dégâts (Nature) — 53,9 dégâts par seconde — +5 Agilité',
    );
  });

  it("an English effect line is marked lang=en; socket and socket bonus lines show once", async () => {
    const box = tooltipOf(await page("/tbc/item/28295"));
    expect(box).toContain('<p class="tt-bonus" lang="en">Equip: Improves your resilience rating by 12.</p>');
    expect(box).toContain('<p class="tt-bonus">Équipé\u00a0: Augmente de 11 le score de coup critique.</p>');
    expect(box.match(/Bonus de châsse/g)).toHaveLength(1);
    expect(box).toContain("<p>Châsse rouge</p>");
  });

  it("set lines: the set's name in yellow, its pieces and bonuses in grey", async () => {
    const box = tooltipOf(await page("/classic/item/16820"));
    expect(box).toContain(
      '<p class="tt-set">Armure de Tueur de la nuit (0/8)</p><p class="tt-muted tt-piece">Ceinture de Tueur de la nuit</p>',
    );
    expect(box).toContain('<p class="tt-muted">(8) Ensemble\u00a0: Vous rend 500 points de vie quand vous utilisez Disparition.</p>');
    expect(box).not.toContain("Ensemble\u00a0: Armure de Tueur de la nuit<");
  });

  it("the flavour line in yellow, between its quotes, once", async () => {
    const box = tooltipOf(await page("/classic/item/5192"));
    expect(box).toContain('<p class="tt-description">«\u00a0Ce n&#39;est pas volé si personne ne vous voit.\u00a0»</p>');
    expect(box.match(/volé/g)).toHaveLength(1);
  });
});
