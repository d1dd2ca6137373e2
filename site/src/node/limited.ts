/**
 * Runs `tasks`, at most `limit` at a time, each runner taking the next task as its last
 * ends; gives their results in the tasks' order. After a failure no task starts, and the
 * failure is told once the running ones have ended (none is left writing).
 */
export async function limited<T>(
  tasks: readonly (() => Promise<T>)[],
  limit: number,
): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  let failed = false;
  const runner = async () => {
    while (!failed && next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]!().catch((error: unknown) => {
        failed = true;
        throw error;
      });
    }
  };
  const runners = Array.from({ length: Math.min(limit, tasks.length) }, runner);
  const failure = (await Promise.allSettled(runners)).find((r) => r.status === 'rejected');
  if (failure) throw failure.reason;
  return results;
}
