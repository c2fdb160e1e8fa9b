import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { NewRow } from "../../rows/row.ts";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import { fillNpcsFromPfquest } from "./npc-fill.ts";
import { patchedPfquest, readPfquestTable } from "./pfquest.ts";
import { questieNpc, readQuestieNpcFile } from "./questie-db.ts";

const fx = (rel: string) => join(FIXTURES, rel);

describe("fillNpcsFromPfquest", () => {
  const base = readPfquestTable(fx("classic/pfquest/units.lua"));
  const delta = readPfquestTable(fx("tbc/pfquest_min/units-tbc.lua"));

  it("fills only the levels and rank the Questie row lacks", () => {
    const rows = readQuestieNpcFile(fx("tbc/questie/tbcNpcDB.lua"));
    const npcs = [...rows].map(([id, row]) => questieNpc(id, row)!);
    const filled = fillNpcsFromPfquest(npcs, rows, patchedPfquest([base, delta]));
    const pick = (id: number) =>
      npcs.filter((n) => n.id === id).map(({ level_min, level_max, rank }: NewRow<"npc">) => ({ level_min, level_max, rank }))[0];
    expect(filled).toEqual({ levels: 1, rank: 1 });
    expect(pick(19000)).toEqual({ level_min: 64, level_max: 65, rank: "rare" });
    expect(pick(17225)).toEqual({ level_min: 73, level_max: 73, rank: "boss" });
    expect(pick(18000)).toEqual({ level_min: 1, level_max: 1, rank: "normal" });
  });
});
