/**
 * AzerothCore `factiontemplate_dbc` (FactionTemplate.dbc of 3.3.5 as a table): the template
 * ids that NPCs carry, each pointing at a Faction.dbc id.
 */
import { readDump } from "../formats/mysql-dump.ts";

/** template id -> faction id */
export async function readFactionTemplateDump(path: string): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for await (const r of readDump(path)) {
    if (r.kind !== "insert" || r.table !== "factiontemplate_dbc") continue;
    const [id, faction] = r.values as [number, number];
    out.set(Number(id), Number(faction));
  }
  return out;
}
