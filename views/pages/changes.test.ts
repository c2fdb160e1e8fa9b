/** A record's changes between versions on its page: values as a reader reads them, the section by pairs, the badges' marks. */
import { describe, expect, it } from "vitest";
import type { ApiShape } from "../../contract/schemas.ts";
import { badgeMark, changedText, changesSection, changeValue, differencesPathOf, type Differences, type VersionRef } from "./changes.ts";

type DifferencePair = ApiShape<"difference_pair">;

const NB = "\u00a0";
const NNB = "\u202f"; // Intl's French thousands separator
const version = (v: string, changed: boolean, single = false): VersionRef => ({
  object: "item",
  id: 19019,
  version: v,
  name: "Lame-tonnerre",
  url: `https://site.example/${v}/item/19019`,
  api_url: `https://site.example/v1/${v}/items/19019`,
  changed,
  differences_url: single ? null : "https://site.example/v1/differences/items/19019",
});
const versions = [version("classic", false), version("tbc", true), version("wotlk", false)];
const record = { object: "item" as const, id: 19019, versions };
const single = { object: "quest" as const, id: 9101, versions: [version("classic", false, true)] };
/** A pair of versions with its differences, the rest as the API writes it. */
const pair = (from: string, to: string, differences: DifferencePair["differences"]): DifferencePair => ({
  from,
  to,
  from_url: `https://site.example/v1/${from}/items/19019`,
  to_url: `https://site.example/v1/${to}/items/19019`,
  game_differences: differences.filter((d) => !d.from_sources).length,
  source_differences: differences.filter((d) => d.from_sources).length,
  differences,
});
const comparison = (pairs: DifferencePair[]): Differences => ({
  object: "differences",
  type: "item",
  id: 19019,
  key: "item:19019",
  name: "Lame-tonnerre",
  api_url: "https://site.example/v1/differences/items/19019",
  versions,
  pairs,
});

describe("a value of a record's body", () => {
  it("reads as a reader reads it", () => {
    expect(changeValue(null).text).toBe("—");
    expect(changeValue(1050).text).toBe(`1${NNB}050`);
    expect(changeValue(41.8).text).toBe("41,8");
    expect(changeValue(true).text).toBe("oui");
    expect(changeValue(238000, { object: "quest", field: "rewards.money" }).text).toBe(
      '<span class="money"><span class="gold">23 po</span> <span class="silver">80 pa</span></span>',
    );
    expect(changeValue("group", { object: "quest", field: "type" }).text).toBe("Groupe");
    expect(changeValue("group", { object: "quest", field: "name" }).text).toBe("group");
    expect(changeValue("Épée < hache").text).toBe("Épée &lt; hache");
    expect(changeValue([]).text).toBe("aucun");
    expect(changeValue({ stat: "agility", name: "Agilité", value: 5 }).text).toBe("+5 Agilité");
    expect(changeValue({ stat: "spirit", name: "Esprit", value: -2 }).text).toBe("−2 Esprit");
    expect(changeValue({ min: 16, max: 30, school: "nature", school_name: "Nature" }).text).toBe("16 – 30 Nature");
    expect(changeValue({ text: "Dégâts : 44 - 115", right: "Vitesse 1,90", lang: "fr", kind: "plain" }).text).toBe(
      `Dégâts${NB}: 44 - 115 · Vitesse 1,90`,
    );
    expect(changeValue(versions[1]).text).toBe('<a href="/tbc/item/19019" >Lame-tonnerre</a>');
    // any other object by its parts, a code by its label
    expect(
      changeValue({ faction: { ...versions[0], object: "faction", name: "Cenarius" }, value: 250, side: "alliance", side_name: "Alliance" })
        .text,
    ).toBe('<a href="/classic/item/19019" >Cenarius</a>, 250, Alliance');
  });
});

describe("the « Changements » section", () => {
  it("reads an entry about a record by its link, then its parts, or only those that changed", () => {
    const ragnaros = { ...versions[0]!, object: "npc", id: 11502, name: "Ragnaros" };
    const drop = (chance: number, v: string) => ({
      object: "drop",
      source: { ...ragnaros, version: v, url: `https://site.example/${v}/npc/11502` },
      name: "Ragnaros",
      chance,
      difficulties: [],
    });
    const html = changesSection(
      record,
      comparison([
        pair("classic", "tbc", [
          {
            field: "dropped_by",
            label: "Butin de",
            change: "changed",
            before: null,
            after: null,
            from_sources: false,
            entries: [
              // a changed entry carries only what changed in it: its link is made from its key
              { key: "npc:11502", label: "Ragnaros", change: "changed", before: { chance: 4.2 }, after: { chance: 5.5 } },
              { key: "npc:11502", label: "Ragnaros", change: "added", before: null, after: drop(1, "tbc") },
              // an entry removed, without the reference its key names: linked in the version that had it
              {
                key: "npc:12118",
                label: "Lucifron",
                change: "removed",
                before: { object: "drop", chance: 2, difficulties: [] },
                after: null,
              },
              { key: "kill npc:11502", label: "Ragnaros", change: "changed", before: { count: 1 }, after: { count: 2 } },
            ],
          },
        ]),
      ]),
    ).text;
    expect(html).toContain(
      `<span class="change-kind change-changed">modifié</span> <a href="/tbc/npc/11502" >Ragnaros</a>${NB}: chance <span class="change-before">4,2 %</span> → <span class="change-after">5,5 %</span>`,
    );
    expect(html).toContain(`<span class="change-kind change-added">ajouté</span> <a href="/tbc/npc/11502" >Ragnaros</a>${NB}: chance 1 %`);
    expect(html).toContain(
      `<span class="change-kind change-removed">retiré</span> <a href="/classic/npc/12118" >Lucifron</a>${NB}: chance 2 %`,
    );
    // an objective's key names its record after its kind
    expect(html).toContain(
      `<span class="change-kind change-changed">modifié</span> <a href="/tbc/npc/11502" >Ragnaros</a>${NB}: <span class="change-before">1</span> → <span class="change-after">2</span>`,
    );
  });

  it("lists each pair's differences, entries by their change, those of the sources said so", () => {
    const differences = comparison([
      pair("classic", "tbc", [
        { field: "dps", label: "Dégâts par seconde", change: "changed", before: 53.9, after: 41.8, from_sources: false, entries: null },
        {
          field: "damage",
          label: "Dégâts",
          change: "changed",
          before: null,
          after: null,
          from_sources: false,
          entries: [
            { key: "nature", label: "Nature", change: "removed", before: { min: 16, max: 30, school_name: "Nature" }, after: null },
            { key: "arcane", label: null, change: "added", before: null, after: { min: 1, max: 2, school_name: "Arcanes" } },
            { key: "fire", label: "Feu", change: "changed", before: { max: 10 }, after: { max: 12 } },
          ],
        },
        {
          field: "description",
          label: "Description",
          change: "added",
          before: null,
          after: "Bénie.",
          from_sources: true,
          entries: null,
        },
      ]),
      pair("tbc", "wotlk", []),
    ]);
    expect(changesSection(record, differences).text).toBe(`<section id="changements">
<h2>Changements</h2>
<p class="changes-legend" aria-hidden="true"><span class="change-dot"></span> modifié par rapport à la version précédente</p><h3>De classic (1.12.1) à tbc (2.4.3)</h3>
<ul class="changes">
<li>
<span class="change-field">Dégâts par seconde</span>${NB}: <span class="change-before">53,9</span> → <span class="change-after">41,8</span>
</li><li>
<span class="change-field">Dégâts</span><ul>
<li><span class="change-kind change-removed">retiré</span> Nature${NB}: 16 – 30 Nature</li><li><span class="change-kind change-added">ajouté</span>${NB}: 1 – 2 Arcanes</li><li><span class="change-kind change-changed">modifié</span> Feu${NB}: maximum <span class="change-before">10</span> → <span class="change-after">12</span></li>
</ul>
</li><li>
<span class="change-field">Description</span> <span class="change-kind change-added">ajouté</span> <span class="change-source">(peut venir des sources${NB}: traduction ou données, pas forcément un changement du jeu)</span>${NB}: <span class="change-before">—</span> → <span class="change-after">Bénie.</span>
</li>
</ul><h3>De tbc (2.4.3) à wotlk (3.3.5a)</h3>
<p>Aucun changement.</p>
</section>`);
  });

  it("puts two long texts one under the other", () => {
    const before = "Vous fait disparaître et vous place en Camouflage. Nécessite une poudre éclipsante.";
    const after = "Vous fait disparaître et vous place en Camouflage. Dissipe les effets qui entravent vos mouvements.";
    const difference = { field: "description", label: "Description", change: "changed", before, after, from_sources: true, entries: null };
    expect(changesSection(record, comparison([pair("classic", "tbc", [difference])])).text).toContain(
      `${NB}: <span class="change-text change-before">Avant${NB}: ${before}</span>\n<span class="change-text change-after">Après${NB}: ${after}</span>`,
    );
  });

  it("says « Aucun changement » when no pair differs, without the legend of a mark no badge shows, nothing for a record in one version", () => {
    const same = comparison([pair("classic", "tbc", []), pair("tbc", "wotlk", [])]);
    const unchanged = { ...record, versions: versions.map((v) => ({ ...v, changed: false })) };
    expect(changesSection(unchanged, same).text).toBe(`<section id="changements">
<h2>Changements</h2>
<p>Aucun changement entre classic, tbc et wotlk.</p>
</section>`);
    expect(changesSection(single, null).text).toBe("");
    expect(changesSection(record, null, "L'API ne répond pas.").text).toContain(
      `<p class="error">Changements indisponibles${NB}: L&#39;API ne répond pas.</p>`,
    );
  });

  it("asks for the comparison only when the record's versions name one", () => {
    expect(differencesPathOf(record)).toBe("/differences/items/19019");
    expect(differencesPathOf(single)).toBe(null);
  });
});

describe("a version badge", () => {
  it("says where the record changed to a screen reader", () => {
    expect(changedText(versions[1]!).text).toBe('<small class="visually-hidden"> (modifié en tbc)</small>');
    expect(changedText(versions[0]!).text).toBe("");
  });

  it("is marked where the record changed, its tooltip naming the version before", () => {
    expect(badgeMark(versions, 1).text).toBe('class="changed" title="Modifié par rapport à classic"');
    expect(badgeMark(versions, 1, "current").text).toBe('class="current changed" title="Modifié par rapport à classic"');
    expect(badgeMark(versions, 0, "current").text).toBe('class="current"');
    expect(badgeMark(versions, 2).text).toBe("");
  });
});
