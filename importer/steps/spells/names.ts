/**
 * French names and icons looked up by English spell name in the spell-name libraries (Babble,
 * LibBabble), the only French spell names staged: no source keys them by spell id. A name is
 * looked up exactly, then ignoring case; the first table that has it wins.
 */
import { readSpellNameLibrary } from "../../sources/babble-spell.ts";
import type { StepContext } from "../context.ts";

export class NameTables {
  private readonly folded: Map<string, string>[];
  private readonly foldedIcons: Map<string, string>[];

  constructor(
    private readonly names: Map<string, string>[],
    private readonly icons: Map<string, string>[],
  ) {
    this.folded = names.map(foldKeys);
    this.foldedIcons = icons.map(foldKeys);
  }

  french(english: string | null | undefined): string | null {
    return english ? lookup(this.names, this.folded, english) : null;
  }

  icon(english: string | null | undefined): string | null {
    return english ? lookup(this.icons, this.foldedIcons, english) : null;
  }
}

/** The libraries `french` and `icons` name (paths), each file read once for both. */
export function loadNameTables(ctx: StepContext, french: string[], icons: string[]): NameTables {
  return new NameTables(
    ctx.loadAll(french, readSpellNameLibrary).map((l) => l.french),
    ctx.loadAll(icons, readSpellNameLibrary).map((l) => l.icons),
  );
}

function foldKeys(table: Map<string, string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of table) if (!out.has(k.toLowerCase())) out.set(k.toLowerCase(), v);
  return out;
}

function lookup(exact: Map<string, string>[], folded: Map<string, string>[], key: string): string | null {
  for (const t of exact) {
    const v = t.get(key);
    if (v) return v;
  }
  const lower = key.toLowerCase();
  for (const t of folded) {
    const v = t.get(lower);
    if (v) return v;
  }
  return null;
}
