/**
 * Reputation gained (or lost) by killing an NPC, from creature_onkill_reputation: one
 * npc_reputation row per NPC and faction, the standing cap as a rank code.
 */
import { REPUTATION_RANKS } from "../../contract/enums.ts";
import type { NewRow } from "../../rows/row.ts";
import { readOnKillReputation } from "../sources/onkill-reputation.ts";
import type { StepContext } from "./context.ts";

/** MaxStanding (ReputationRank of the emulators) -> rank code: its index in the game's order. */
const RANK_CODES = Object.keys(REPUTATION_RANKS);

/** Faction.dbc (2.4.3): field 18 is the team (parent faction) a team award goes to. */
const FACTION_TEAM_FIELD = 18;

export async function importKillReputation(ctx: StepContext): Promise<void> {
  const source = await ctx.load(ctx.files.killReputation, readOnKillReputation);
  if (!source) return;
  const factionDbc = ctx.dbc("Faction.dbc");
  const teams = new Map((factionDbc?.rows ?? []).map((r) => [r[0]!, r[FACTION_TEAM_FIELD]!]));
  const npcs = new Set(ctx.data.npcs.map((n) => n.id));
  const factions = new Set((ctx.data.tables.faction ?? []).map((f) => f.id));
  const rows = new Map<string, NewRow<"npc_reputation">>();
  let noNpc = 0;
  let unknownFaction = 0;
  for (const r of source) {
    if (!npcs.has(r.npc)) {
      noNpc++;
      continue;
    }
    // The emulators give a team award to the faction's team when it has one.
    const faction = (r.teamAward && teams.get(r.faction)) || r.faction;
    if (factions.size && !factions.has(faction)) unknownFaction++;
    rows.set(`${r.npc}:${faction}`, {
      npc_id: r.npc,
      faction_id: faction,
      value: r.value,
      until_rank: RANK_CODES[r.maxStanding] ?? null,
    });
  }
  for (const row of rows.values()) ctx.table("npc_reputation").push(row);
  const reasons = [
    noNpc && `${noNpc} rows of an NPC absent from the NPC table: left out.`,
    unknownFaction && `${unknownFaction} rows name a faction absent from the faction table (kept, shown without name).`,
    source.length > rows.size + noNpc && `${source.length - rows.size - noNpc} rows repeat an NPC and faction: the last kept.`,
  ].filter((r): r is string => Boolean(r));
  ctx.sourceCount({ type: "npc_reputation", source: ctx.files.killReputation, count: source.length, reasons });
}
