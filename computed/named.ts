/**
 * The answer of a `named` route (`/v1/classic/items/named?name=tonnerre`): the record of a type
 * and version whose French or English name is the name asked for (case, accents and punctuation
 * folded, contract/text.ts), else the first result of the search for it in that type and
 * version, whose ranking puts exact names first (search/rank.ts). A type outside the search
 * (instances) is looked up in its list's names, French only. With no result, 404
 * resource_missing whose message suggests the closest names: the first results of each of the
 * name's words alone, where the search's typo tolerance finds what the whole name did not.
 */
import { ApiError } from "../contract/api-error.ts";
import { LIST_FILTERS, type ListName } from "../contract/params.ts";
import type { Resource } from "../contract/resources.ts";
import { inFrench, joined, words } from "../contract/text.ts";
import type { IndexFiles } from "../layout/dist.ts";
import { listPage } from "../lists/engine.ts";
import { summariesOf } from "../search/docs.ts";
import { searchManifestOf, searchRanking } from "../search/query.ts";

/** Names a 404 suggests, at most. */
export const SUGGESTIONS_MAX = 3;

/** A list element, as far as a lookup by name reads it. */
interface Named {
  id: number;
  name: string;
  english_name?: string | null;
}

/** The game number of the record a name designates in a version's list of a type. Throws ApiError. */
export async function namedRecord(files: IndexFiles, version: string, resource: Resource, name: string): Promise<number> {
  const found = (await candidates(files, version, resource, name, 1))[0];
  if (found) return found.id;
  const suggested: string[] = [];
  const perWord = await Promise.all([...new Set(words(name))].map((w) => candidates(files, version, resource, w, SUGGESTIONS_MAX)));
  // The first result of each word, then the second of each, and so on, each name once.
  for (let rank = 0; rank < SUGGESTIONS_MAX && suggested.length < SUGGESTIONS_MAX; rank++) {
    for (const list of perWord) {
      const candidate = list[rank]?.name;
      if (candidate !== undefined && !suggested.includes(candidate) && suggested.length < SUGGESTIONS_MAX) suggested.push(candidate);
    }
  }
  const where = `parmi les ${resource.label} de la version ${version}`;
  throw new ApiError(
    "resource_missing",
    suggested.length
      ? `Aucun nom ne correspond à « ${name} » ${where}. Noms proches : ${inFrench(suggested.map((s) => `« ${s} »`))}.`
      : `Aucun nom ne correspond à « ${name} » ${where}, ni un nom proche.`,
  );
}

/** The first `k` records a name finds in a version's list of a type, best first. */
async function candidates(files: IndexFiles, version: string, resource: Resource, name: string, k: number): Promise<Named[]> {
  if (!resource.searchable) return listed(files, version, resource, name, k);
  const manifest = await searchManifestOf(files);
  const ranking = await searchRanking(files, manifest, { q: name, version, type: resource.object });
  return (await summariesOf(files, manifest, await ranking.slice(0, k))) as Named[];
}

/** Names of a type outside the search: the list's elements whose name holds every word of the
 * name (its `q` filter, in name order), the one that is the name itself first. */
async function listed(files: IndexFiles, version: string, resource: Resource, name: string, k: number): Promise<Named[]> {
  const list = resource.plural as ListName;
  if (!LIST_FILTERS[list].some((p) => p.name === "q")) return [];
  const request = {
    path: `/${version}/${resource.segment}`,
    list,
    indexed: true,
    criteria: { q: name },
    cursor: null,
    includeTotal: false,
  };
  const { body } = await listPage(files, "", { ...request, limit: 100 });
  const data = body.data as Named[];
  const exact = data.findIndex((e) => joined(e.name) === joined(name));
  return (exact > 0 ? [data[exact]!, ...data.filter((_, i) => i !== exact)] : data).slice(0, k);
}
