/**
 * The bucket as one deploy Worker request uses it, counting R2's billed operations (Class A:
 * put, list; Class B: get, head; deletes are free). Every answer carries the counts in headers,
 * so the deploy command reports what a deploy costs from the operations really made.
 */

export interface Operations {
  classA: number;
  classB: number;
}

export function meteredBucket(bucket: R2Bucket): { bucket: R2Bucket; operations: Operations } {
  const operations: Operations = { classA: 0, classB: 0 };
  const metered = {
    put: (...args: Parameters<R2Bucket["put"]>) => (operations.classA++, bucket.put(...args)),
    list: (...args: Parameters<R2Bucket["list"]>) => (operations.classA++, bucket.list(...args)),
    get: (...args: Parameters<R2Bucket["get"]>) => (operations.classB++, bucket.get(...args)),
    head: (...args: Parameters<R2Bucket["head"]>) => (operations.classB++, bucket.head(...args)),
    delete: (...args: Parameters<R2Bucket["delete"]>) => bucket.delete(...args),
  };
  return { bucket: metered as unknown as R2Bucket, operations };
}

export const CLASS_A_HEADER = "X-R2-Class-A";
export const CLASS_B_HEADER = "X-R2-Class-B";
