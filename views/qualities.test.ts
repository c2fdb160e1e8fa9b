import { describe, expect, it } from "vitest";
import { contrast, qualityCss, readableOn } from "./qualities.ts";

describe("quality colours on a dark background", () => {
  it("keeps a colour that already reads, lightens one that does not just enough", () => {
    expect(readableOn("#1eff00", "#1e2129")).toBe("#1eff00");
    const rare = readableOn("#0070dd", "#1e2129");
    expect(rare).toBe("#338de4");
    expect(contrast(rare, "#1e2129")).toBeGreaterThanOrEqual(4.5);
    expect(contrast("#0070dd", "#1e2129")).toBeLessThan(4.5);
  });
  it("writes one rule per quality of the contract", () => {
    expect(qualityCss("#1e2129").split("\n")).toContain(".q-epic{color:#b761f2}");
  });
});
