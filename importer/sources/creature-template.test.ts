import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import { sourceFiles } from "../../test/support/source-files.ts";
import { creatureTrainers, readCreatureTemplate } from "./creature-template.ts";

const fx = (rel: string) => join(FIXTURES, rel);
const file = sourceFiles();

describe("creature-template", () => {
  it("creature_template: codes, not emulator integers", async () => {
    const templates = await readCreatureTemplate(fx("classic/mangoszero_world/creature-template.sql"));
    const npcs = templates.map((t) => t.npc);
    expect(npcs.map((n) => [n.id, n.type, n.family, n.rank])).toEqual([
      [1, "critter", null, "boss"],
      [69, "beast", "wolf", "normal"],
      [639, "humanoid", null, "elite"],
      [1040, "elemental", null, "rare"],
    ]);
  });

  it("reads the classic trainers and the faction template, columns named by the INSERT", async () => {
    const dump = file(
      "creature_template.sql",
      "INSERT INTO `creature_template` (`Entry`, `Name`, `NpcFlags`, `TrainerType`, `TrainerClass`, `FactionAlliance`) VALUES (198,'Khelden Bremen',19,0,8,12),(223,'Tannery',17,2,0,0),(69,'Wolf',0,0,0,32);\n",
    );
    const templates = await readCreatureTemplate(dump);
    expect(creatureTrainers(templates)).toEqual([
      { npcId: 198, type: 0, classId: 8 },
      { npcId: 223, type: 2, classId: 0 },
    ]);
    expect(templates.map((t) => t.factionTemplate)).toEqual([12, null, 32]);
  });
});
