import { describe, expect, it } from "vitest";
import { parseLuaTable, readAssignments } from "./lua-table.ts";

describe("lua table reader", () => {
  it("reads nested tables, positional holes, strings, numbers, nil and booleans", () => {
    const t = parseLuaTable(`{ [5] = { 'a\\'b', nil, -3.5, true }, ["k"] = "v", name = false, -- comment\n 7 }`);
    const first = t.get(5) as Map<number, unknown>;
    expect([...first]).toEqual([
      [1, "a'b"],
      [3, -3.5],
      [4, true],
    ]);
    expect(t.get("k")).toBe("v");
    expect(t.get("name")).toBe(false);
    expect(t.get(1)).toBe(7); // positional entries are numbered apart from explicit keys, as in Lua
  });

  it("finds assignments, loadstring long strings and wotlk `_d[id]` rows", () => {
    const a = readAssignments('x.y["frFR"] = loadstring([[return {\n[3] = {"Dévoreur",nil},\n}]])\n_d[5] = {"n"}\n');
    expect([...a.keys()]).toEqual(['x.y["frFR"]', "_d[5]"]);
    expect((a.get('x.y["frFR"]')!.get(3) as Map<number, unknown>).get(1)).toBe("Dévoreur");
  });
});
