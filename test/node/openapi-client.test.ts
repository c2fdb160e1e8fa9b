// @vitest-environment node
/**
 * openapi.json as a client uses it: openapi-typescript generates the types of the built
 * document, tsc --noEmit compiles test/client/program.ts against them and openapi-fetch, the
 * program runs against the mirror over real HTTP, and Ajv validates every answer against the
 * schema its operation declares for that status in the same document.
 */
import { execFile } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import Ajv2020 from "ajv/dist/2020.js";
import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMirror } from "../../edge/node/server.ts";
import { memoryLimiter } from "../../edge/testing.ts";
import { readDistFacts } from "../support/dist.ts";

const ROOT = resolve(import.meta.dirname, "../..");
/** Inside the repository (gitignored), so that the program resolves openapi-fetch. */
const WORK = join(ROOT, ".scratch", `openapi-client-${process.pid}`);
const facts = readDistFacts();
const doc = JSON.parse(readFileSync(join(facts.dir, "v1/openapi.json"), "utf8")) as Record<string, any>;
let mirror: { server: Server; url: string };

/** An answer of the program (test/client/program.ts, which the root tsconfig leaves out: it
 * imports the generated ./api.ts, which exists only in the test's folder). */
interface Seen {
  template: string;
  status: number;
  body: unknown;
}
type Program = { runClient(baseUrl: string, seen: (answer: Seen) => void): Promise<string[]> };

beforeAll(async () => {
  mkdirSync(WORK, { recursive: true });
  writeFileSync(join(WORK, "api.ts"), astToString(await openapiTS(doc as OpenAPI3)));
  cpSync(join(ROOT, "test/client/program.ts"), join(WORK, "program.ts"));
  writeFileSync(
    join(WORK, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        target: "ES2022",
        module: "ESNext",
        moduleResolution: "bundler",
        lib: ["ES2023"],
        types: ["node"],
        typeRoots: [join(ROOT, "node_modules/@types")],
        strict: true,
        noUncheckedIndexedAccess: true,
        allowImportingTsExtensions: true,
        noEmit: true,
        skipLibCheck: true,
      },
      files: ["program.ts"],
    }),
  );
  mirror = await startMirror({ dist: facts.dir, port: 0, limiter: memoryLimiter([{ limit: 10_000, seconds: 60 }]) });
}, 60_000);
afterAll(async () => {
  rmSync(WORK, { recursive: true, force: true });
  if (mirror) await new Promise<void>((done) => mirror.server.close(() => done()));
});

/** The validator of the schema openapi.json gives an operation's answer of this status. */
function validatorOf(ajv: Ajv2020, { template, status }: Seen) {
  const pointer = ["paths", template, "get", "responses", String(status), "content", "application/json", "schema"]
    .map((part) => encodeURIComponent(part.replace(/~/g, "~0").replace(/\//g, "~1")))
    .join("/");
  return ajv.getSchema(`${doc.$id}#/${pointer}`);
}

describe("typed client generated from openapi.json", () => {
  it("compiles with tsc --noEmit", async () => {
    const tsc = join(ROOT, "node_modules/.bin/tsc");
    const result = await promisify(execFile)(tsc, ["-p", WORK]).catch((e: { stdout?: string; message: string }) => e);
    expect("stdout" in result && "code" in result ? result.stdout : "", "tsc errors").toBe("");
  }, 120_000);

  it("calls the root, a record, a filtered list by cursor, search and an error; every answer fits its operation's schema", async () => {
    const { runClient } = (await import(pathToFileURL(join(WORK, "program.ts")).href)) as Program;
    const answers: Seen[] = [];
    const notes = await runClient(`${mirror.url}/v1`, (answer) => answers.push(answer));

    expect(notes[0]).toBe("root: classic,tbc,wotlk");
    expect(notes[1]).toMatch(/^npc: Edwin VanCleef \(Boss\), loot item level \d+$/);
    expect(notes[2]).toMatch(/^list: ([2-9]|\d\d+) pages, types beast,humanoid$/);
    expect(notes[3]).toMatch(/^search: (npc|item):\d+/);
    expect(notes[4]).toBe("error: 404 resource_missing");

    // Ajv, with the document itself as the schema store: its components and the operations' schemas.
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addFormat("uri", (text: string) => {
      try {
        return Boolean(new URL(text));
      } catch {
        return false;
      }
    });
    ajv.addFormat("date", /^\d{4}-\d{2}-\d{2}$/);
    doc.$id = "https://grimoire.invalid/openapi.json";
    ajv.addSchema(doc);
    const failures: string[] = [];
    for (const answer of answers) {
      const validate = validatorOf(ajv, answer);
      if (!validate) failures.push(`${answer.template} ${answer.status}: no schema`);
      else if (!validate(answer.body)) failures.push(`${answer.template} ${answer.status}: ${ajv.errorsText(validate.errors)}`);
    }
    expect(answers.length).toBeGreaterThanOrEqual(6);
    expect(failures).toEqual([]);
  }, 60_000);
});
