/**
 * MiniSearch as the search bench uses it, the plain way: names and tooltip texts indexed with
 * our accent folding, every word a prefix, all words required, names boosted like our index
 * does. Shared by the main thread (builds and serialises the index) and the isolates that load it.
 */
import { fold } from "../contract/text.ts";

export const miniSearchOptions = { idField: "key", fields: ["name", "text"], processTerm: (term: string) => fold(term) };

export const MINI_QUERY = { prefix: true, combineWith: "AND", boost: { name: 3 } } as const;
