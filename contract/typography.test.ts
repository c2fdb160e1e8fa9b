import { describe, expect, it } from "vitest";
import { frenchHtml, frenchSpacing } from "./typography.ts";

describe("frenchSpacing", () => {
  it("makes the space before : ; ! ? and inside « » no-break", () => {
    expect(frenchSpacing("Dégâts : 44 ; vite ! Où ? « Épée »")).toBe("Dégâts\u00a0: 44\u00a0; vite\u00a0! Où\u00a0? «\u00a0Épée\u00a0»");
  });
  it("leaves text without a space, and addresses, as they are", () => {
    expect(frenchSpacing("12:30 /recherche?q=a https://x.example")).toBe("12:30 /recherche?q=a https://x.example");
  });
});

describe("frenchHtml", () => {
  it("changes text between tags, never tags, code or scripts", () => {
    expect(frenchHtml('<p title="a : b">Note : <code>a ? b : c</code></p><pre>x ; y</pre><script>a ? b : c</script>')).toBe(
      '<p title="a : b">Note\u00a0: <code>a ? b : c</code></p><pre>x ; y</pre><script>a ? b : c</script>',
    );
  });
});
