/**
 * The loot lines of one version as the sources offer them, before they become rows: one line
 * per source (NPC, object, container), item and difficulty, keeping of the figures sources give
 * for it the one of the first source in CHANCE_PRECEDENCE (the reasons
 * are in importer/steps/loot.ts). Lines naming an NPC, object or item absent from the version's
 * tables are left out and counted.
 */
import type { NewRow } from "../../rows/row.ts";

export type SourceType = "npc" | "object" | "item";

/** Where a figure comes from, best first. */
export const CHANCE_PRECEDENCE = [
  "template", // the staged emulator loot templates (objects, containers)
  "questie-correction", // Questie's hand corrections of quest-item rates
  "questie-cmangos", // cmangos rate of a drop only quest holders get
  "pfquest", // vmangos / cmangos-tbc creature and gameobject loot templates, through pfQuest
  "atlasloot", // Wowhead-observed rate of a boss's loot, through AtlasLoot
  "questie-wowhead", // Wowhead-observed rate of a quest item over all looters
] as const;

export type ChanceSource = (typeof CHANCE_PRECEDENCE)[number];

export interface LineFacts {
  difficulty?: string | null;
  questItem?: boolean;
  /** a figure for the line and where it comes from; a line without one is still a drop */
  chance?: { source: ChanceSource; value: number };
  /** only a figure for a drop another source lists: no line of its own */
  onlyListed?: boolean;
}

interface Line {
  difficulty: string | null;
  /** the line of the same source and item in another difficulty */
  next: Line | null;
  questItem: boolean;
  /** the figure of the best source so far (its CHANCE_PRECEDENCE index in `rank`), null without one */
  chance: number | null;
  rank: number;
}

const TYPES: SourceType[] = ["npc", "object", "item"];
const RANK = new Map<ChanceSource, number>(CHANCE_PRECEDENCE.map((s, i) => [s, i]));
// Numeric keys: a few hundred thousand lines are looked up once per source that names them.
const ID_SPAN = 1e8;
const TYPE_INDEX: Record<SourceType, number> = { npc: 0, object: 1, item: 2 };
const sourceKey = (type: SourceType, id: number) => TYPE_INDEX[type] * ID_SPAN + id;

export class LootLines {
  /** source -> item -> its first line (the others, one per difficulty, chained by `next`) */
  private readonly bySource = new Map<number, Map<number, Line>>();
  /** lines offered, and why some were left out */
  offered = 0;
  unknownItems = 0;
  unknownSources = 0;
  /** figures outside [0, 100]: not a chance (Wowhead counts of several per kill) */
  notChances = 0;
  /** lines offered again (by another source, or another page) */
  repeated = 0;
  /** lines without difficulty folded into their base difficulty's (after rows()) */
  folded = 0;
  /** rows whose chance came from each source, by "<source type> <chance source>" (after rows()) */
  readonly kept = new Map<string, number>();

  constructor(
    private readonly exists: (type: SourceType, id: number) => boolean,
    private readonly itemExists: (id: number) => boolean,
  ) {}

  /**
   * Adds a line, or the facts to the line already there: "new" or "known"; null when its ids
   * are unknown (left out), "unlisted" for a figure of a drop no other source lists.
   */
  add(type: SourceType, id: number, item: number, facts: LineFacts = {}): "new" | "known" | "unlisted" | null {
    if (facts.onlyListed && !this.bySource.get(sourceKey(type, id))?.has(item)) return "unlisted";
    this.offered++;
    if (!this.exists(type, id)) {
      this.unknownSources++;
      return null;
    }
    if (!this.itemExists(item)) {
      this.unknownItems++;
      return null;
    }
    const key = sourceKey(type, id);
    let items = this.bySource.get(key);
    if (!items) this.bySource.set(key, (items = new Map()));
    const first = items.get(item);
    const difficulty = facts.difficulty ?? null;
    let line: Line | null = first ?? null;
    while (line && line.difficulty !== difficulty) line = line.next;
    const known = line !== null;
    if (!line) {
      line = { difficulty, next: first ?? null, questItem: false, chance: null, rank: CHANCE_PRECEDENCE.length };
      items.set(item, line);
    }
    if (facts.questItem) line.questItem = true;
    const c = facts.chance;
    if (c) {
      const rank = RANK.get(c.source)!;
      if (!(c.value >= 0 && c.value <= 100)) this.notChances++;
      // One source giving several figures for a line (AtlasLoot's modes of an instance with one
      // difficulty) keeps the highest, as the API's chance is the highest among difficulties.
      else if (rank < line.rank || (rank === line.rank && c.value > line.chance!)) {
        line.chance = c.value;
        line.rank = rank;
      }
    }
    if (known) this.repeated++;
    return known ? "known" : "new";
  }

  /** The NPCs some line names for each item, as the lines stand now. */
  npcsDropping(): (item: number) => number[] {
    const index = new Map<number, number[]>();
    for (const [key, items] of this.bySource) {
      if (key >= ID_SPAN) continue; // objects and containers
      for (const item of items.keys()) {
        const npcs = index.get(item);
        if (npcs) npcs.push(key);
        else index.set(item, [key]);
      }
    }
    return (item) => index.get(item) ?? [];
  }

  /** The items some line of that NPC, object or container names. */
  itemsOf(type: SourceType, id: number): { has(item: number): boolean } {
    return this.bySource.get(sourceKey(type, id)) ?? new Map();
  }

  /**
   * The rows, one per line. A line without difficulty whose source and item also have lines
   * by difficulty (AtlasLoot's) is the base creature's loot: its figures join the line of the
   * instance's first difficulty when there is one (`baseDifficulty`), else it stays apart.
   */
  rows(
    instanceOf: (type: "npc" | "object", id: number) => number | null,
    baseDifficulty: (instanceId: number | null) => string | null,
  ): NewRow<"loot">[] {
    const out: NewRow<"loot">[] = [];
    for (const [key, items] of this.bySource) {
      const type = TYPES[Math.floor(key / ID_SPAN)]!;
      const id = key % ID_SPAN;
      const instance = type === "item" ? null : instanceOf(type, id);
      for (const [item, first] of items) {
        const lines = chain(first);
        const kept = lines.length > 1 ? merged(lines, baseDifficulty(instance)) : lines;
        this.folded += lines.length - kept.length;
        for (const line of kept) {
          out.push({
            source_type: type,
            source_id: id,
            item_id: item,
            chance: this.chanceOf(type, line),
            difficulty: line.difficulty,
            quest_item: line.questItem ? 1 : 0,
            instance_id: instance,
          });
        }
      }
    }
    return out;
  }

  /** The line's chance, counted in `kept` by the source it came from. */
  private chanceOf(type: SourceType, line: Line): number | null {
    if (line.chance === null) return null;
    const key = `${type} ${CHANCE_PRECEDENCE[line.rank]}`;
    this.kept.set(key, (this.kept.get(key) ?? 0) + 1);
    return line.chance;
  }
}

/** The lines of one source and item, in the order they were added. */
function chain(first: Line): Line[] {
  const lines: Line[] = [];
  for (let l: Line | null = first; l; l = l.next) lines.unshift(l);
  return lines;
}

/** The lines of one source and item, the one without difficulty folded into the base difficulty's. */
function merged(lines: Line[], base: string | null): Line[] {
  const bare = lines.find((l) => l.difficulty === null);
  const target = bare && base ? lines.find((l) => l.difficulty === base) : undefined;
  if (!bare || !target) return lines;
  if (bare.rank < target.rank) [target.chance, target.rank] = [bare.chance, bare.rank];
  if (bare.questItem) target.questItem = true;
  return lines.filter((l) => l !== bare);
}
