import { describe, expect, it } from "vitest";
import { resourceOf } from "../../contract/resources.ts";
import type { AnySummary } from "../../contract/schemas.ts";
import { apiQuery } from "../api-query.ts";
import { LIST_FILTERS } from "../../contract/params.ts";
import { listApiQuery, listPage } from "./list.ts";

const items = resourceOf("item");
const sword = {
  object: "item",
  id: 19019,
  key: "classic:item:19019",
  version: "classic",
  name: "Lame-tonnerre",
  icon: null,
  url: "https://site.example/classic/item/19019",
  api_url: "https://site.example/v1/classic/items/19019",
  quality: "legendary",
  quality_name: "Légendaire",
  item_level: 80,
  required_level: 60,
  class: "weapon",
  type_name: "Épées à une main",
  slot: "one_hand",
  slot_name: "Une main",
  dps: 53.9,
  speed: 1.9,
  armor: null,
  rogue: true,
} as unknown as AnySummary;
const answer = { data: [sword], has_more: true, next_cursor: "NEXTCURSOR", total_count: 1050 };
const oneLine = (text: string) => text.replace(/\s*\n\s*/g, "");

describe("a list page", () => {
  it("a row of the type's columns, the sorted header marked and sorting the other way, the others sorting upward", () => {
    const text = oneLine(listPage(items, "classic", new URLSearchParams("quality=epic,legendary&sort=-item_level"), answer).text);
    expect(text).toContain(
      '<th scope="col" aria-sort="descending"><a href="/classic/items?quality=epic,legendary&amp;sort=item_level" title="trier par ordre croissant">Niveau d&#39;objet<span class="sort-mark" aria-hidden="true"> ▼</span></a></th>',
    );
    expect(text).toContain('<th scope="col" aria-sort="none"><a href="/classic/items?quality=epic,legendary&amp;sort=dps"');
    expect(text).toContain('<th scope="col">Emplacement</th>');
    expect(text).toContain(
      '<td class="num">80</td><td class="num">60</td><td>Légendaire</td><td>Une main</td><td>Épées à une main</td><td class="num">53,9</td><td class="num"></td>',
    );
  });

  it("the total, the range shown, and both pager links from the page's place", () => {
    const query = new URLSearchParams("quality=epic&cursor=THISCURSOR");
    const text = oneLine(listPage(items, "classic", query, answer, { offset: 40, previous: "PREVCURSOR" }).text);
    expect(text).toContain('<p class="count" role="status">1\u202f050 résultats — 41 à 41</p>');
    expect(text).toContain('<a href="/classic/items?quality=epic&amp;cursor=PREVCURSOR" rel="prev">← Page précédente</a>');
    expect(text).toContain('<a href="/classic/items?quality=epic&amp;cursor=NEXTCURSOR" rel="next">Page suivante →</a>');
    const second = oneLine(listPage(items, "classic", query, answer, { offset: 20, previous: null }).text);
    expect(second).toContain('<a href="/classic/items?quality=epic" rel="prev">← Page précédente</a>');
    const first = oneLine(listPage(items, "classic", new URLSearchParams(), answer, { offset: 0, previous: null }).text);
    expect(first).not.toContain('rel="prev"');
  });

  it("asks the API for the total, and reads a multi-value filter the form sent as several parameters", () => {
    expect(listApiQuery(items, new URLSearchParams("quality=rare&quality=epic&q=épée&q=hache&x=1")).toString()).toBe(
      "quality=rare%2Cepic&q=%C3%A9p%C3%A9e&include_total=true",
    );
    expect(listApiQuery(items, new URLSearchParams("sort=-item_level")).toString()).toBe("sort=-item_level&include_total=true");
    // a whole list's pages are asked as its files are addressed: the total comes from elsewhere
    expect(listApiQuery(items, new URLSearchParams("")).toString()).toBe("");
    expect(listApiQuery(items, new URLSearchParams("cursor=ABC&x=1")).toString()).toBe("cursor=ABC");
    expect(apiQuery(new URLSearchParams("type=beast&type=&type=demon"), LIST_FILTERS.npcs).toString()).toBe("type=beast%2Cdemon");
  });
});
