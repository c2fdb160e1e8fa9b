/**
 * The first k of a search's matches in ranking order (rank.ts), without sorting them all: a
 * page needs offset + limit of them, while "a" matches most of the index. A bounded heap keeps
 * the k best seen so far; most matches lose against its worst at one comparison.
 */
import { rankOf, Tier } from "./rank.ts";

/** Matches as parallel arrays; tier, weight and score mean what they mean in rank.ts. */
export interface Matches {
  count: number;
  docs: Int32Array;
  tiers: Uint8Array;
  weights: Uint8Array;
  scores: Float64Array;
}

/**
 * The ranking order on match indexes (rank.ts): < 0 when i ranks before j. Game numbers are
 * equally exact and read best in type and version order (docId). Among name matches the weight
 * comes first, then French before English, then the score (not for exact names, equally exact);
 * among text matches the score comes first.
 */
export function compareMatches(m: Matches, i: number, j: number): number {
  const ti = m.tiers[i]!,
    tj = m.tiers[j]!;
  const ri = rankOf(ti),
    rj = rankOf(tj);
  if (ri !== rj) return ri - rj;
  if (ri === Tier.Number) return m.docs[i]! - m.docs[j]!;
  const weight = m.weights[j]! - m.weights[i]!;
  const score = ri >= Tier.NamePrefix ? m.scores[j]! - m.scores[i]! : 0;
  return (ri === Tier.Text ? score || weight : weight || ti - tj || score) || m.docs[i]! - m.docs[j]!;
}

/** Indexes of the k first matches, in ranking order. */
export function topK(m: Matches, k: number): Int32Array {
  const n = m.count;
  if (k >= n) return Int32Array.from({ length: n }, (_, i) => i).sort((i, j) => compareMatches(m, i, j));
  // Max-heap on rank: heap[0] is the worst of the k kept.
  const heap = new Int32Array(k);
  let size = 0;
  const down = (at: number) => {
    for (;;) {
      const l = 2 * at + 1,
        r = l + 1;
      let worst = at;
      if (l < size && compareMatches(m, heap[l]!, heap[worst]!) > 0) worst = l;
      if (r < size && compareMatches(m, heap[r]!, heap[worst]!) > 0) worst = r;
      if (worst === at) return;
      [heap[at], heap[worst]] = [heap[worst]!, heap[at]!];
      at = worst;
    }
  };
  for (let i = 0; i < n; i++) {
    if (size < k) {
      let at = size++;
      heap[at] = i;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (compareMatches(m, heap[at]!, heap[parent]!) <= 0) break;
        [heap[at], heap[parent]] = [heap[parent]!, heap[at]!];
        at = parent;
      }
    } else if (k > 0 && compareMatches(m, i, heap[0]!) < 0) {
      heap[0] = i;
      down(0);
    }
  }
  return heap.sort((i, j) => compareMatches(m, i, j));
}
