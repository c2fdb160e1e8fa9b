/**
 * The commands' option lines: the options listed as the error line gives them, and a command
 * given an option it does not know ends with that line and status 2, not a stack trace.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseArgs } from "node:util";
import { reasonOf, usageOf } from "./command-line.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

describe("command line", () => {
  it("lists the options, with a value where they take one", () => {
    expect(usageOf({ out: { type: "string" }, full: { type: "boolean", default: false } })).toBe("--out VALEUR, --full");
  });

  it.each([
    [["--help"], "option inconnue --help"],
    [["--out"], "l'option --out attend une valeur"],
    [["--full=oui"], "l'option --full ne prend pas de valeur"],
    [["dist"], "argument inattendu dist"],
  ])("says in French why Node refuses %j", (args, reason) => {
    const options = { out: { type: "string" }, full: { type: "boolean" } } as const;
    let caught: unknown;
    try {
      parseArgs({ args, options, strict: true, allowPositionals: false });
    } catch (error) {
      caught = error;
    }
    expect(reasonOf(caught as Error)).toBe(reason);
  });

  it.each([
    ["importer/cli.ts", "--help", "import : option inconnue --help (options : --from VALEUR, --out VALEUR)"],
    [
      "generator/verify-cli.ts",
      "--dist",
      "verify : l'option --dist attend une valeur (options : --dist VALEUR, --max VALEUR, --sha256 VALEUR, --against VALEUR)",
    ],
  ])("%s %s ends with one line and status 2", (file, option, line) => {
    const run = spawnSync(process.execPath, ["--import", "tsx", file, option], { cwd: ROOT, encoding: "utf8" });
    expect(run.status).toBe(2);
    expect(run.stderr.trim()).toBe(line);
  });
});
