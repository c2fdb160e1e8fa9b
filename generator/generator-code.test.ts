/** generatorFiles on this repository: the closure of generator/cli.ts holds what the build runs and bundles, and nothing it never reaches. */
import { describe, expect, it } from "vitest";
import { generatorFiles } from "./generator-code.ts";

describe("generatorFiles", () => {
  const files = generatorFiles();

  it("holds the code the build runs, the site it bundles and the files it reads", () => {
    for (const file of [
      "generator/cli.ts",
      "generator/state.ts",
      "views/document.ts",
      "rows/row.ts",
      "site/bundle.ts",
      "site/client/main.ts",
      "site/embed/tooltips.ts",
      "site/style.css",
      "contract/routes.ts",
      "package.json",
      "package-lock.json",
      "data/schema.sql",
    ])
      expect(files).toContain(file);
  });

  it("leaves out what the build never reaches: other entries, other parts, tests", () => {
    expect(files).not.toContain("generator/verify-cli.ts");
    expect(files).not.toContain("rows/tables-from-schema.ts");
    expect(files.filter((f) => /^(edge|importer|deploy|test|bench|web)\//.test(f) || f.endsWith(".test.ts"))).toEqual([]);
  });

  it("is sorted, each file once", () => {
    expect(files).toEqual([...new Set(files)].sort());
  });
});
