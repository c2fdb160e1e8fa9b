import { existsSync, mkdtempSync, openSync, closeSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { KeptBodies, readKept } from "./kept-bodies.ts";

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
  it("reads each body back at its place, the last one kept for a version, records by type then number", () => {
    const bodies = kept();
    bodies.keep(4, 639, "classic", '{"name":"Edwin VanCleef"}');
    bodies.keep(0, 19019, "classic", '{"name":"Lame-tonnerre"}');
    bodies.keep(0, 19019, "tbc", '{"name":"Lame-tonnerre, épée bénie"}');
    bodies.keep(0, 19019, "classic", '{"name":"Lame-tonnerre, épée bénie du Cherchevent"}');
    bodies.flush();
    const fd = openSync(bodies.path, "r");
    try {
      expect(bodies.places(0, 19019).map((place) => [place[0], readKept(fd, place)])).toEqual([
        ["classic", '{"name":"Lame-tonnerre, épée bénie du Cherchevent"}'],
        ["tbc", '{"name":"Lame-tonnerre, épée bénie"}'],
      ]);
      expect(readKept(fd, bodies.places(4, 639)[0]!)).toBe('{"name":"Edwin VanCleef"}');
    } finally {
      closeSync(fd);
    }
    expect(bodies.places(0, 1)).toEqual([]);
    expect(bodies.records()).toEqual([
      { res: 0, id: 19019 },
      { res: 4, id: 639 },
    ]);
  });

  it("removes its file when closed, once", () => {
    const bodies = kept();
    bodies.keep(0, 1, "classic", "{}");
    expect(existsSync(bodies.path)).toBe(true);
    bodies.close();
    bodies.close();
    expect(existsSync(bodies.path)).toBe(false);
  });
});
