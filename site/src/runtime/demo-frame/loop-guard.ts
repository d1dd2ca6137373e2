import { RUNAWAY_EFFECT_RUNS, RUNAWAY_LOOP_MS } from '../../shared/constants';
import { LOOP_GUARD } from '../../shared/demo/demo-frame';

// What guarded code runs with (in the edited examples' frame); the guarding itself is
// instrument-loops.ts, in the edit part of the theme, with the parser the frame does not need.

export { LOOP_GUARD };

/** The error a loop stopped by its guard throws. */
export class RunawayLoop extends Error {
  constructor(line: number) {
    super(
      `Line ${line}: this loop ran for over ${RUNAWAY_LOOP_MS} ms without ending, so it was stopped`,
    );
    this.name = 'RunawayLoop';
  }
}

/**
 * The guard guarded code calls: it throws once loops have run for `RUNAWAY_LOOP_MS`
 * within one stretch of synchronous code. The stretch ends when the code returns to
 * the event loop (a microtask then runs), so only a loop that never lets go is stopped.
 */
export function loopGuard(now: () => number = () => performance.now()): (line: number) => void {
  let since: number | undefined;
  return (line) => {
    const time = now();
    if (since === undefined) {
      since = time;
      queueMicrotask(() => (since = undefined));
    } else if (time - since > RUNAWAY_LOOP_MS) {
      // Every loop still running then stops too, even one around a try that caught this.
      throw new RunawayLoop(line);
    }
  };
}

/** The error an example whose effects keep re-running themselves throws. */
export class RunawayEffect extends Error {
  constructor() {
    super(
      `An effect ran over ${RUNAWAY_EFFECT_RUNS} times in a second (does a state update it makes run it again?), so the example was stopped`,
    );
    this.name = 'RunawayEffect';
  }
}

/**
 * Counts an example's effect runs: the returned function throws once they pass
 * `RUNAWAY_EFFECT_RUNS` within one second. An effect that sets state with no
 * dependencies re-runs for ever; React yields between runs, so the tab answers, but the
 * example would burn a core until the reader leaves.
 */
export function effectGuard(now: () => number = () => performance.now()): () => void {
  let since = -Infinity;
  let runs = 0;
  return () => {
    const time = now();
    if (time - since > 1000) {
      since = time;
      runs = 0;
    }
    if (++runs > RUNAWAY_EFFECT_RUNS) throw new RunawayEffect();
  };
}
