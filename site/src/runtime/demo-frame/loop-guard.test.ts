import { describe, expect, it, vi } from 'vitest';
import { RUNAWAY_EFFECT_RUNS, RUNAWAY_LOOP_MS } from '../../shared/constants';
import { RunawayEffect, RunawayLoop, effectGuard, loopGuard } from './loop-guard';

describe('loopGuard', () => {
  it('stops loops that run past the limit in one stretch of synchronous code, naming the line', () => {
    let time = 0;
    const guard = loopGuard(() => time);
    guard(3);
    time = RUNAWAY_LOOP_MS;
    expect(() => guard(3)).not.toThrow();
    time = RUNAWAY_LOOP_MS + 1;
    expect(() => guard(3)).toThrow(new RunawayLoop(3).message);
    expect(new RunawayLoop(3).name).toBe('RunawayLoop');
    expect(new RunawayLoop(3).message).toBe(
      `Line 3: this loop ran for over ${RUNAWAY_LOOP_MS} ms without ending, so it was stopped`,
    );
    // Until the code lets go, every loop stops: one around a try that caught it too.
    expect(() => guard(9)).toThrow(RunawayLoop);
  });

  it('starts counting again once the code has returned to the event loop', async () => {
    let time = 0;
    const guard = loopGuard(() => time);
    guard(1);
    time = 10 * RUNAWAY_LOOP_MS;
    await Promise.resolve();
    expect(() => guard(1)).not.toThrow();
    time += RUNAWAY_LOOP_MS;
    expect(() => guard(1)).not.toThrow();
  });
});

describe('effectGuard', () => {
  it('stops effects that run more than the limit within a second; a new second starts afresh', () => {
    let time = 0;
    const guard = effectGuard(() => time);
    for (let i = 0; i < RUNAWAY_EFFECT_RUNS; i++) guard();
    time = 1000;
    expect(() => guard()).toThrow(RunawayEffect);
    time = 1001;
    for (let i = 0; i < RUNAWAY_EFFECT_RUNS; i++) guard();
    expect(() => guard()).toThrow(
      `An effect ran over ${RUNAWAY_EFFECT_RUNS} times in a second (does a state update it makes run it again?), so the example was stopped`,
    );
    expect(new RunawayEffect().name).toBe('RunawayEffect');
  });

  it('counts on the real clock by default', () => {
    vi.useFakeTimers();
    try {
      const guard = effectGuard();
      for (let i = 0; i < RUNAWAY_EFFECT_RUNS; i++) guard();
      vi.advanceTimersByTime(1001);
      expect(() => guard()).not.toThrow();
    } finally {
      vi.useRealTimers();
    }
  });
});
