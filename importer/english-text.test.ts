import { describe, expect, it } from "vitest";
import { looksEnglish } from "./english-text.ts";

describe("looksEnglish", () => {
  it("tells English texts from French ones", () => {
    expect(looksEnglish("Thanks, &lt;name&gt;! And come back if you want to trade again.")).toBe(true);
    expect(looksEnglish("&lt;Lorax laughs.&gt; Just in time, &lt;name&gt;!")).toBe(true);
    expect(looksEnglish("Merci, $N. Vous avez fait du bon travail, et la Horde s'en souviendra.")).toBe(false);
    // an English name inside a French sentence
    expect(looksEnglish("Apportez The Arm of Gri'lek à Dibbs, et vous serez payé.")).toBe(false);
  });
});
