/**
 * What an incremental build keeps of the previous build's search index. Every file of the index
 * is a function of some of its postings, names or game numbers: a merged prefix list and a top
 * list of the term shards on their prefix's path (and, for a top list, of the name shards on it);
 * the name shards of the docs' names, the number shards of their game numbers. So when the docs
 * keep their docIds (same count, same ranges), a file whose inputs did not change is kept as it
 * is instead of computed again: after one record's text changed, the term shards of its words,
 * and the merged and top lists of their prefixes, are all that change.
 */
import { hash8OfParts } from "../hashing/fnv.ts";
import { words } from "../contract/text.ts";
import type { IndexFiles } from "../layout/dist.ts";
import { shardsFor, type SearchManifest } from "../layout/search-index.ts";

/** The previous build's index, when there is one to keep files of. */
export interface PreviousIndex {
  manifest: SearchManifest;
  /** its files, read from the previous build */
  files: IndexFiles;
  /** fingerprints of its names and game numbers (namesAndIds) */
  fingerprints: { names?: string; ids?: string };
}

/** Fingerprints of the docs' names and of their game numbers with rogue bits, in docId order. */
export function namesAndIds(docs: readonly { name: string; id: number; rogue: boolean }[]): { names: string; ids: string } {
  return {
    names: hash8OfParts(docs.map((d) => `${words(d.name).join(" ")}\n`)),
    ids: hash8OfParts(docs.map((d) => `${d.id}${d.rogue ? "r" : ""}\n`)),
  };
}

export class IndexReuse {
  /** term shards whose file changed */
  readonly changedTerms = new Set<string>();
  private sameTerms = false;

  constructor(
    readonly previous: PreviousIndex | null,
    /** the docs keep their docIds: same count, same type and version ranges */
    readonly sameLayout: boolean,
    readonly fingerprints: { names: string; ids: string },
  ) {}

  get namesSame(): boolean {
    return this.sameLayout && this.previous?.fingerprints.names === this.fingerprints.names;
  }

  get idsSame(): boolean {
    return this.sameLayout && this.previous?.fingerprints.ids === this.fingerprints.ids;
  }

  /** Once the term shards are written: their keys, to compare with the previous ones. */
  termsWritten(terms: Record<string, boolean>): void {
    this.sameTerms = this.sameLayout && JSON.stringify(this.previous?.manifest.terms) === JSON.stringify(terms);
  }

  /** Whether a prefix reads only term shards that did not change. */
  private termsUnchanged(prefix: string, terms: Record<string, boolean>): boolean {
    return this.sameTerms && !shardsFor(prefix, terms).some((key) => this.changedTerms.has(key));
  }

  /** A merged prefix list to keep as it was. */
  keepsMerged(prefix: string, terms: Record<string, boolean>): boolean {
    return Boolean(this.previous?.manifest.merged[prefix]) && this.termsUnchanged(prefix, terms);
  }

  /** For a top list (its query reads term shards, name shards, and number shards for a number):
   * its previous count when it is kept, null when it had none and still has none, undefined to
   * compute it. */
  previousTop(prefix: string, terms: Record<string, boolean>): number | null | undefined {
    if (!this.namesSame || (/^\d+$/.test(prefix) && !this.idsSame) || !this.termsUnchanged(prefix, terms)) return undefined;
    return this.previous?.manifest.top?.[prefix] ?? null;
  }
}
