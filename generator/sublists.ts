/**
 * A record's sub-lists as the build writes them: their pre-rendered pages (pages.ts) and, for a
 * sub-list of more than one page, the index the edge answers its other queries from (filters,
 * another page size, include_total): its fingerprint, its length and the columns its filters
 * read. A computed page of a sub-list then reads that index and the pages holding its elements
 * (lists/engine.ts), never the whole sub-list, and hashes nothing again.
 */
import { collectionFingerprint, fingerprintOfTexts } from "../hashing/cursor.ts";
import { LIMIT_DEFAULT } from "../contract/params.ts";
import { matchRoute } from "../contract/routes.ts";
import type { Addresses } from "../contract/addresses.ts";
import { indexFile, type ListIndex } from "../layout/dist.ts";
import { columnsOf } from "./indexes.ts";
import { pagesOf } from "./pages.ts";
import type { DistWriter } from "./writer.ts";

/** One sub-list of a record: its path (`/classic/npcs/639/loot`), its elements in default order,
 * and the offsets its pages also start from (10 when the record embeds its first 10). */
export interface SubList {
  path: string;
  elements: unknown[];
  alsoFrom?: number[];
}

/** The index of a sub-list, or null when its first page holds it whole. */
export function subListIndex(path: string, elements: readonly unknown[], collection = collectionFingerprint(elements)): ListIndex | null {
  if (elements.length <= LIMIT_DEFAULT) return null;
  const list = matchRoute(path)?.route.list;
  if (!list) throw new Error(`${path} is not a sub-list route`);
  return { collection, count: elements.length, chunk: LIMIT_DEFAULT, columns: columnsOf(list, elements as unknown[]) };
}

/** Writes a sub-list's pages and index; returns the files written, which the record owns. `texts`: its elements' JSON texts, when in hand. */
export async function writeSubList(writer: DistWriter, addresses: Addresses, sub: SubList, texts?: readonly string[]): Promise<string[]> {
  const collection = texts ? fingerprintOfTexts(texts) : collectionFingerprint(sub.elements);
  const files: string[] = [];
  for (const page of pagesOf(addresses, sub.path, sub.elements, sub.alsoFrom, collection)) {
    files.push(page.file);
    await writer.add(page.file, page.body, page.next);
  }
  const index = subListIndex(sub.path, sub.elements, collection);
  if (index) {
    files.push(indexFile(sub.path));
    await writer.addInternal(indexFile(sub.path), index);
  }
  return files;
}
