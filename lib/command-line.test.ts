/**
 * The commands' option lines: the options listed as the error line gives them, and a command
 * given an option it does not know ends with that line and status 2, not a stack trace.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { usageOf } from "./command-line.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

describe("command line", () => {
  it("lists the options, with a value where they take one", () => {
    expect(usageOf({ out: { type: "string" }, full: { type: "boolean", default: false } })).toBe("--out VALEUR, --full");
  });

  it.each([
    ["importer/cli.ts", "--help", "import : Unknown option '--help' (options : --from VALEUR, --out VALEUR)"],
    [
      "generator/verify-cli.ts",
      "--dist",
      "verify : Option '--dist <value>' argument missing (options : --dist VALEUR, --max VALEUR, --sha256 VALEUR, --against VALEUR)",
    ],
  ])("%s %s ends with one line and status 2", (file, option, line) => {
    const run = spawnSync(process.execPath, ["--import", "tsx", file, option], { cwd: ROOT, encoding: "utf8" });
    expect(run.status).toBe(2);
    expect(run.stderr.trim()).toBe(line);
  });
});
