// @vitest-environment node
/**
 * openapi.json of the built dist/ through the two linters a client's tooling is likely to run:
 * Redocly's recommended rules (redocly.yaml) and Spectral's spectral:oas (.spectral.yaml). No
 * error from either; the warnings left are the ones the README lists and justifies.
 */
import { execFile } from "node:child_process";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, "../..");
const DOC = join(resolve(process.env.GRIMOIRE_DIST ?? "dist"), "v1/openapi.json");
const bin = (name: string) => join(ROOT, "node_modules/.bin", name);

/** Output and exit code of a linter: a failing lint is an answer here, not an exception. */
async function lint(cmd: string, args: string[]): Promise<{ code: number; stdout: string; out: string }> {
  try {
    const { stdout, stderr } = await run(cmd, args, { cwd: ROOT, maxBuffer: 32 * 1024 * 1024 });
    return { code: 0, stdout, out: stdout + stderr };
  } catch (e) {
    const err = e as { code?: number; stdout?: string; stderr?: string };
    return { code: err.code ?? 1, stdout: err.stdout ?? "", out: `${err.stdout ?? ""}${err.stderr ?? ""}` };
  }
}

describe("openapi.json lint", () => {
  it("passes Redocly's recommended rules with no error; only the ambiguous-paths warnings the README justifies", async () => {
    const { code, out } = await lint(bin("redocly"), ["lint", DOC, "--format=summary"]);
    expect(code, out).toBe(0);
    const problems = [...out.matchAll(/^(error|warning)\s+([\w-]+): (\d+)$/gm)].map((m) => `${m[1]} ${m[2]}`);
    expect(problems, out).toEqual(["warning no-ambiguous-paths"]);
  }, 120_000);

  it("passes Spectral's spectral:oas with no error and no warning", async () => {
    const { code, stdout, out } = await lint(bin("spectral"), [
      "lint",
      "--ruleset",
      join(ROOT, ".spectral.yaml"),
      "--format",
      "json",
      "--quiet",
      DOC,
    ]);
    expect(code, out).toBe(0);
    expect(JSON.parse(stdout.trim() || "[]"), out).toEqual([]);
  }, 120_000);
});
