/**
 * The world object step, owner of the game_object and object_spawn tables: the rows of the
 * version's gameobject_template, French names laid over the English ones, hidden records
 * flagged, the gathering kind and skill level (pfQuest's herb, vein and chest lists, which
 * carry the classic skill levels; Lock.dbc for every other lock), and the spawns of pfQuest and
 * Questie combined (files.ts says how per version).
 */
import { GAMEOBJECT_TYPE } from "../codes.ts";
import type { NewRow } from "../../rows/row.ts";
import { readGameObjectTemplate } from "../sources/gameobject-template.ts";
import { readLocks } from "../sources/lock-dbc.ts";
import { readPfquestObjectKinds, type GatherKind } from "../sources/pfquest.ts";
import { readQuestieObjectSpawns } from "../sources/questie-db.ts";
import type { StepContext } from "./context.ts";
import { applyFrench, frenchNames, pfquestTable, spawnsOf } from "./npcs.ts";

export async function importObjects(ctx: StepContext): Promise<void> {
  const files = ctx.files.objects;
  const templates = await ctx.load(files.template, readGameObjectTemplate);
  const kinds = ctx.load(files.kinds, readPfquestObjectKinds) ?? new Map<number, GatherKind>();
  const lockTable = ctx.dbc("Lock.dbc");
  const locks = lockTable ? readLocks(lockTable) : new Map<number, GatherKind>();
  const objects: NewRow<"game_object">[] = [];
  for (const t of templates ?? []) {
    // Only a chest's lock tells a gathering node or a locked chest (a door's is a key).
    const lock = t.type === GAMEOBJECT_TYPE.chest && t.lockId ? locks.get(t.lockId) : undefined;
    const kind = kinds.get(t.id) ?? lock;
    objects.push({
      id: t.id,
      name: t.english,
      english_name: t.english,
      name_is_english: 1,
      type: kind?.type ?? (t.type === GAMEOBJECT_TYPE.questgiver ? "quest_object" : null),
      skill: kind?.skill ?? null,
      // A level-0 lock still needs the skill learnt, which the game shows as 1.
      skill_level: kind?.skill ? Math.max(1, kind.level ?? 1) : null,
      internal: 0,
    });
  }
  if (templates) ctx.sourceCount({ type: "object", source: files.template, count: objects.length, reasons: [] });
  applyFrench(objects, await frenchNames(ctx, files.french));
  const questie = ctx.loadAll(files.spawns.questie, readQuestieObjectSpawns);
  ctx.data.objectSpawns = spawnsOf(
    ctx,
    "object",
    objects,
    files.spawns,
    pfquestTable(ctx, files.spawns.pfquest),
    questie.length ? questie.flat() : null,
  );
  ctx.data.objects = objects.sort((a, b) => a.id - b.id);
}
