// @vitest-environment node
import { afterEach, expect, it } from 'vitest';
import { collectGarbage, limitHeapGrowth } from './heap';

afterEach(() => limitHeapGrowth(undefined));

it('collects what nothing holds any more, at once', async () => {
  const held = { live: true };
  const refs = (() => [new WeakRef({ garbage: true }), new WeakRef(held)])();
  // A weak reference keeps its target until the task that made it has ended.
  await new Promise((resolve) => setTimeout(resolve, 0));
  collectGarbage();
  expect(refs[0]!.deref()).toBeUndefined();
  expect(refs[1]!.deref()).toBe(held);
});

/** The heap's peak while garbage is made beside ~60 MB held. */
function peakWithGarbage(): { live: number; peak: number } {
  const held = Array.from({ length: 1_000_000 }, (_, i) => ({ i, text: `held ${i}` }));
  collectGarbage();
  const live = process.memoryUsage().heapUsed;
  let peak = live;
  for (let round = 0; round < 150; round++) {
    const garbage = Array.from({ length: 100_000 }, (_, i) => ({ i, text: `${round} ${i}` }));
    peak = Math.max(peak, process.memoryUsage().heapUsed);
    expect(garbage).toHaveLength(100_000);
  }
  expect(held.length).toBe(1_000_000);
  return { live, peak };
}

it('keeps the heap near what is live while its growth is capped, and lets it grow after', () => {
  limitHeapGrowth(20);
  const capped = peakWithGarbage();
  // 20 % past what was live, beside the young generation's garbage under way.
  expect(capped.peak).toBeLessThan(capped.live * 2.2);
  limitHeapGrowth(undefined);
  // V8's own growth: here past 4 times as much (measured).
  const free = peakWithGarbage();
  expect(free.peak).toBeGreaterThan(free.live * 3);
});
