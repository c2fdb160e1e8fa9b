import { describe, expect, it } from "vitest";
import { documentOf, SHELL_TITLE, shellMain } from "./document.ts";
import { html, raw } from "./html.ts";
import type { Page } from "./page.ts";

const shell = `<html><head>${SHELL_TITLE}<link rel="stylesheet" href="/a.css"></head><body>${shellMain(raw("<p>sans page</p>")).text}<footer>f</footer></body></html>`;
const page: Page = {
  title: "Edwin VanCleef — PNJ (classic)",
  body: html`<h1>Edwin VanCleef</h1>`,
  canonical: "https://site.example/classic/npc/639",
  json: "/classic/npcs/639",
  image: null,
  colour: "#c0392b",
  status: 200,
};
const at = { site_url: "https://site.example", base_url: "https://site.example/v1" };

describe("a page in the build's shell", () => {
  it("puts the head in place of the title and the body in main, the rest as it is", () => {
    const text = documentOf(shell, page, "Boss « défias ».", at, '/classic/npc/639?x="1"')!;
    expect(text).toMatch(/^<html><head><title>Edwin VanCleef — PNJ \(classic\) — Grimoire<\/title>/);
    expect(text).toContain('<meta name="description" content="Boss «\u00a0défias\u00a0»." />'); // French spacing: views/html.ts
    expect(text).toContain('<meta name="theme-color" content="#c0392b" />');
    expect(text).toContain('<link rel="alternate" type="application/json" href="https://site.example/v1/classic/npcs/639" />');
    expect(text).not.toContain("og:image");
    expect(text).toContain('<link rel="stylesheet" href="/a.css"></head>');
    expect(text).toContain(
      '<main id="contenu" data-drawn="/classic/npc/639?x=&quot;1&quot;"><h1>Edwin VanCleef</h1></main><footer>f</footer>',
    );
    expect(text).not.toContain("sans page");
  });
  it("gives up on a shell with no room for a page", () => {
    expect(documentOf("<html><title>Grimoire</title><main></main></html>", page, "", at, "/")).toBeNull();
  });
});
