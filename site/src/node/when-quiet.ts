/** A task that runs once, when nothing has happened for a while. */
export interface WhenQuiet {
  /** Starts waiting (once: later calls, and calls after `cancel`, do nothing). */
  start(): void;
  /** Something happened: the wait starts again, if started. */
  touch(): void;
  /** The task is no longer worth running. */
  cancel(): void;
}

/**
 * Runs `task` once, `quietMs` after `start()` with no `touch()` in between — or never, if
 * `cancel()` comes first. Its timer never keeps the process alive.
 */
export function whenQuiet(quietMs: number, task: () => void): WhenQuiet {
  let state: 'idle' | 'waiting' | 'over' = 'idle';
  let timer: NodeJS.Timeout | undefined;
  const wait = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      state = 'over';
      task();
    }, quietMs).unref();
  };
  return {
    start() {
      if (state !== 'idle') return;
      state = 'waiting';
      wait();
    },
    touch() {
      if (state === 'waiting') wait();
    },
    cancel() {
      state = 'over';
      clearTimeout(timer);
    },
  };
}
