/**
 * Loot templates of MaNGOS (`entry, item, ChanceOrQuestChance, groupid, mincountOrRef, maxcount`)
 * and AzerothCore (`Entry, Item, Reference, Chance, QuestRequired, GroupId, MinCount, MaxCount`)
 * dumps, any kind (gameobject_, item_, reference_..._loot_template), and the emulators' rules
 * that turn a template into the chance each item has to drop.
 */
import { named, readDump } from "../formats/mysql-dump.ts";

export interface LootTemplateRow {
  entry: number;
  item: number;
  /** percent, positive; for a reference, the chance that it is rolled at all */
  chance: number;
  questItem: boolean;
  group: number;
  /** reference_loot_template entry this row stands for, else 0 */
  reference: number;
  /** how many times a reference is rolled */
  rolls: number;
}

export interface LootDrop {
  item: number;
  chance: number;
  questItem: boolean;
}

/** The rows of a loot template dump, grouped by entry in file order. */
export async function readLootTemplate(path: string): Promise<Map<number, LootTemplateRow[]>> {
  const out = new Map<number, LootTemplateRow[]>();
  for await (const r of readDump(path)) {
    if (r.kind !== "insert" || !r.table.endsWith("loot_template")) continue;
    const row: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(named(r))) row[k.toLowerCase()] = v;
    const entry = num(row.entry);
    const item = num(row.item);
    if (!entry || (!item && !row.reference)) continue;
    // MaNGOS: a negative chance marks a quest drop, a negative mincount a reference.
    const mangosChance = num(row.chanceorquestchance);
    const mangosRef = num(row.mincountorref);
    const parsed: LootTemplateRow =
      "chanceorquestchance" in row
        ? {
            entry,
            item,
            chance: Math.abs(mangosChance),
            questItem: mangosChance < 0,
            group: num(row.groupid),
            reference: mangosRef < 0 ? -mangosRef : 0,
            rolls: Math.max(1, num(row.maxcount)),
          }
        : {
            entry,
            item,
            chance: num(row.chance),
            questItem: num(row.questrequired) > 0,
            group: num(row.groupid),
            reference: num(row.reference),
            rolls: Math.max(1, num(row.maxcount)),
          };
    let list = out.get(entry);
    if (!list) out.set(entry, (list = []));
    list.push(parsed);
  }
  return out;
}

/**
 * What one template entry drops: grouped rows without a chance share equally what the group's
 * explicit chances leave; references are replaced by their own items, chances multiplied. An
 * item met twice (two independent rolls) gets the chance of dropping at least once.
 */
export function expandLoot(rows: LootTemplateRow[], references: Map<number, LootTemplateRow[]>, path: number[] = []): LootDrop[] {
  const groups = new Map<number, { explicit: number; shared: number }>();
  for (const r of rows) {
    if (!r.group || r.reference) continue;
    const g = groups.get(r.group) ?? { explicit: 0, shared: 0 };
    if (r.chance > 0) g.explicit += r.chance;
    else g.shared++;
    groups.set(r.group, g);
  }
  const out = new Map<number, LootDrop>();
  const add = (d: LootDrop) => {
    const seen = out.get(d.item);
    if (!seen) out.set(d.item, d);
    else
      out.set(d.item, {
        item: d.item,
        chance: 100 * (1 - (1 - seen.chance / 100) * (1 - d.chance / 100)),
        questItem: seen.questItem && d.questItem,
      });
  };
  for (const r of rows) {
    if (r.reference) {
      // References nest; one that loops back (a user's dump may) is not followed again.
      if (path.includes(r.reference)) continue;
      for (const d of expandLoot(references.get(r.reference) ?? [], references, [...path, r.reference])) {
        const once = (r.chance / 100) * (d.chance / 100);
        add({ item: d.item, chance: 100 * (1 - (1 - once) ** r.rolls), questItem: d.questItem || r.questItem });
      }
      continue;
    }
    const g = r.group ? groups.get(r.group) : undefined;
    const chance = r.chance > 0 ? r.chance : g ? Math.max(0, 100 - g.explicit) / g.shared : 0;
    // An ungrouped row without a chance never drops: the emulators keep such rows disabled.
    if (chance > 0) add({ item: r.item, chance, questItem: r.questItem });
  }
  return [...out.values()].map((d) => ({ ...d, chance: Math.round(Math.min(100, d.chance) * 1000) / 1000 }));
}

function num(v: unknown): number {
  return typeof v === "number" ? v : 0;
}
