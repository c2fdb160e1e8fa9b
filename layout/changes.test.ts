import { describe, expect, it } from "vitest";
import { changeOf, changesChunkFile, changesFile } from "./changes.ts";

describe("change history", () => {
  it("names the files of the changes since a build", () => {
    expect(changesFile("0123456789abcdef")).toBe("_changes/0123456789abcdef.json");
    expect(changesChunkFile("0123456789abcdef", 2)).toBe("_changes/0123456789abcdef/2.json");
  });

  it("tells an entry added, changed or removed", () => {
    expect(changeOf(["classic/npc/1", null, '"a"'])).toBe("added");
    expect(changeOf(["classic/npc/1", '"a"', '"b"'])).toBe("changed");
    expect(changeOf(["classic/npc/1", '"a"', null])).toBe("removed");
  });
});
