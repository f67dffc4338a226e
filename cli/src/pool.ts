/**
 * Runs `work` over the items with at most `concurrency` in flight, results in input order.
 * `work` must not throw: each item reports its own outcome (a batch never stops on one failure).
 * Once `signal` is aborted no new item is started; the items in flight finish, and the items
 * never started are left out of the answer.
 */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
  signal?: AbortSignal,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  const started: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length && !signal?.aborted) {
      const index = next++;
      started.push(index);
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
  return started.sort((a, b) => a - b).map((index) => results[index]!);
}
