import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { RESOURCES } from "../contract/resources.ts";
import { KeptBodies } from "./kept-bodies.ts";
import { compareInThreads } from "./differences-thread.ts";
import type { Item } from "./differences-batch.ts";

const index = RESOURCES.findIndex((r) => r.object === "faction");
const base = "https://api.example/v1";
const versions = ["classic", "tbc"].map((version) => ({ object: "faction", id: 70, version, name: "Syndicat" }));
const body = (version: string, description: string) =>
  JSON.stringify({
    record: { object: "faction", id: 70, version, name: "Syndicat", api_url: `${base}/${version}/factions/70`, description, versions },
    lists: {},
  });

const dir = mkdtempSync(join(tmpdir(), "differences-thread-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const kept = new KeptBodies(dir);
kept.keep(index, 70, "classic", body("classic", "Une organisation criminelle."));
kept.keep(index, 70, "tbc", body("tbc", "Une organisation criminelle d'Alterac."));
kept.keep(index, 71, "tbc", JSON.stringify({ record: { object: "faction", id: 71, name: "Seul" }, lists: {} }));
kept.flush();
const items: Item[] = [70, 71].map((id) => [index, id, kept.places(index, id)]);

/** Every answer, its files' bytes as text. */
async function compared(threadsFrom: number) {
  const out = [];
  for await (const { answers, bytes } of compareInThreads(items, kept.path, base, threadsFrom)) {
    for (const a of answers) out.push({ ...a, texts: a.files.map(([, start, end]) => Buffer.from(bytes.subarray(start, end)).toString()) });
  }
  return out;
}

describe("compareInThreads", () => {
  it("answers on a thread what it answers in the build's own thread, record by record in order", async () => {
    const [inProcess, threaded] = [await compared(Infinity), await compared(0)];
    expect(threaded).toEqual(inProcess);
    expect(threaded.map((a) => [a.id, a.files.map((f) => f[0]), a.comparison, a.pairs])).toEqual([
      [
        70,
        ["v1/classic/factions/70.json", "v1/tbc/factions/70.json", "v1/differences/factions/70.json"],
        true,
        [{ from: "classic", to: "tbc", game: 0, sources: 1 }],
      ],
      [71, ["v1/tbc/factions/71.json"], false, []],
    ]);
    expect(JSON.parse(threaded[0]!.texts[2]!).pairs[0].differences).toEqual([
      {
        field: "description",
        label: "Description",
        change: "changed",
        before: "Une organisation criminelle.",
        after: "Une organisation criminelle d'Alterac.",
        from_sources: true,
        entries: null,
      },
    ]);
    expect(threaded[1]!.texts).toEqual(['{"object":"faction","id":71,"name":"Seul"}']);
  });
});
