import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// The main thread's JavaScript heap between and during a build's stages. Left to itself,
// V8 let garbage pile up (Node's heap limit is large): in the client build of 2,000 pages
// the main heap peaked at 2.0 GB for 0.5 GB live, most of the build's peak of 4.4 GB
// beside Rolldown's own memory (measured: bench/scale/stages.ts).

/**
 * A full garbage collection, between a build's stages: the next starts from what is live.
 * `gc` is not exposed without a flag; turned on here, as test runners do to report heap
 * use, it is taken from a fresh context.
 */
export function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/**
 * How far the heap may grow past what was live at its last full collection while a large
 * site's bundles are built (BUILDS_IN_TURN_PAGES). At 2,000 pages, with V8's own growth
 * the client build peaked at 4.4 GB; capped at 50 %, 3.3 GB; at 20 %, 3.1; at 10 %, 3.0
 * (the main heap 0.66 GB for ~0.37 live), for a few seconds more over both bundles. Not
 * for the pages' compile or render, where collecting that often cost a tenth more time.
 */
export const BUNDLING_HEAP_GROWTH_PERCENT = 10;

/**
 * Caps the heap's growth between full collections at `percent`, for every thread, or
 * lifts the cap (`undefined`: V8's own growth, by how fast it collects). V8 reads this
 * at each collection.
 */
export function limitHeapGrowth(percent: number | undefined): void {
  setFlagsFromString(`--heap-growing-percent=${percent ?? 0}`);
}
