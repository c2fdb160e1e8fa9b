import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { filesUnder } from "./files.ts";

const dir = mkdtempSync(join(tmpdir(), "grimoire-files-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
for (const file of ["top.json", "v1/a.json", "v1/classic/b.json", "web/c.html"]) {
  mkdirSync(join(dir, file, ".."), { recursive: true });
  writeFileSync(join(dir, file), "x");
}
mkdirSync(join(dir, "elsewhere"));
writeFileSync(join(dir, "elsewhere", "d.json"), "x");
symlinkSync(join(dir, "elsewhere"), join(dir, "linked"));

describe("filesUnder", () => {
  it("lists every file as a /-separated path, through linked folders", () => {
    expect(filesUnder(dir).sort()).toEqual([
      "elsewhere/d.json",
      "linked/d.json",
      "top.json",
      "v1/a.json",
      "v1/classic/b.json",
      "web/c.html",
    ]);
  });

  it("walks from a sub-folder, paths still relative to the top", () => {
    expect(filesUnder(dir, "v1").sort()).toEqual(["v1/a.json", "v1/classic/b.json"]);
  });

  it("enters only the folders `enter` accepts, given with their ending /", () => {
    const asked: string[] = [];
    const found = filesUnder(dir, "", (folder) => (asked.push(folder), !folder.startsWith("v1/")));
    expect(found.sort()).toEqual(["elsewhere/d.json", "linked/d.json", "top.json", "web/c.html"]);
    expect(asked.sort()).toEqual(["elsewhere/", "linked/", "v1/", "web/"]);
  });
});
