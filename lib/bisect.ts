/**
 * The one binary search of the search code: in a range whose elements are first "before" a
 * boundary and then not, the index of the first that is not. Every sorted lookup (a doc in a
 * postings list, a key in a sorted shard list, a doc's range in the manifest) is this.
 */
export function partitionPoint(from: number, to: number, before: (index: number) => boolean): number {
  let lo = from,
    hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(mid)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
