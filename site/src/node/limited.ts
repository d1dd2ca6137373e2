import pLimit, { type LimitFunction } from 'p-limit';

/**
 * Runs `tasks` through `slots` (a limit, or a queue other calls share), each taking the
 * next free slot as one ends; gives their results in the tasks' order. After a failure
 * none of these tasks starts, and the failure is told once the running ones have ended
 * (none is left writing).
 */
export async function limited<T>(
  tasks: readonly (() => Promise<T>)[],
  slots: number | LimitFunction,
): Promise<T[]> {
  const run = typeof slots === 'number' ? pLimit(slots) : slots;
  let failed = false;
  const settled = await Promise.allSettled(
    tasks.map((task) =>
      run(async () => {
        // Skipped, never read: `failed` makes the whole call throw below.
        if (failed) return undefined as T;
        return task().catch((error: unknown) => {
          failed = true;
          throw error;
        });
      }),
    ),
  );
  const failure = settled.find((r) => r.status === 'rejected');
  if (failure) throw failure.reason;
  return settled.map((r) => (r as PromiseFulfilledResult<T>).value);
}
