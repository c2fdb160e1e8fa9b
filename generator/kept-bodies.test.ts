import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { KeptBodies } from "./kept-bodies.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function kept(): KeptBodies {
  const dir = mkdtempSync(join(tmpdir(), "kept-"));
  dirs.push(dir);
  return new KeptBodies(dir);
}

describe("KeptBodies", () => {
  it("gives each body back once, the last one kept for a version, records by type then number", () => {
    const bodies = kept();
    bodies.keep(4, 639, "classic", '{"name":"Edwin VanCleef"}');
    bodies.keep(0, 19019, "classic", '{"name":"Lame-tonnerre"}');
    bodies.keep(0, 19019, "tbc", '{"name":"Lame-tonnerre, épée bénie"}');
    bodies.keep(0, 19019, "classic", '{"name":"Lame-tonnerre, épée bénie du Cherchevent"}');
    expect(bodies.records()).toEqual([
      { res: 0, id: 19019 },
      { res: 4, id: 639 },
    ]);
    expect([...bodies.take(0, 19019)]).toEqual([
      ["classic", '{"name":"Lame-tonnerre, épée bénie du Cherchevent"}'],
      ["tbc", '{"name":"Lame-tonnerre, épée bénie"}'],
    ]);
    expect(bodies.take(0, 19019).size).toBe(0);
    expect(bodies.records()).toEqual([{ res: 4, id: 639 }]);
    expect([...bodies.take(4, 639)]).toEqual([["classic", '{"name":"Edwin VanCleef"}']]);
    expect(bodies.take(0, 1).size).toBe(0);
    expect(bodies.records()).toEqual([]);
  });

  it("gives back bodies spread over many chunks, in the order kept or in any other", () => {
    const bodies = kept();
    const text = (version: string, id: number) => JSON.stringify({ version, id, name: `Objet ${id} `.repeat(id % 97) });
    const ids = Array.from({ length: 4000 }, (_, i) => i * 7);
    for (const version of ["classic", "tbc", "wotlk"]) for (const id of ids) bodies.keep(0, id, version, text(version, id));
    const expected = (id: number) => ["classic", "tbc", "wotlk"].map((version) => [version, text(version, id)]);
    const outOfOrder = [ids[3999]!, ids[0]!, ids[2000]!, ids[1]!];
    for (const id of ids.filter((id) => !outOfOrder.includes(id))) expect([...bodies.take(0, id)]).toEqual(expected(id));
    for (const id of outOfOrder) expect([...bodies.take(0, id)]).toEqual(expected(id));
    expect(bodies.records()).toEqual([]);
  });

  it("removes its file when closed, once", () => {
    const bodies = kept();
    bodies.keep(0, 1, "classic", "{}");
    bodies.take(0, 1);
    expect(existsSync(join(dirs[0]!, `bodies.tmp-${process.pid}`))).toBe(true);
    bodies.close();
    bodies.close();
    expect(existsSync(join(dirs[0]!, `bodies.tmp-${process.pid}`))).toBe(false);
  });
});
