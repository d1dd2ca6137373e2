import { describe, expect, it, vi } from 'vitest';
import { RUNAWAY_EFFECT_RUNS, RUNAWAY_LOOP_MS } from './constants';
import {
  LOOP_GUARD,
  RunawayEffect,
  RunawayLoop,
  effectGuard,
  guardLoops,
  loopGuard,
} from './loop-guard';

/** Runs guarded code with a guard that records the lines it was called from. */
function run(js: string, lineOffset = 0): { result: unknown; lines: number[] } {
  const lines: number[] = [];
  const result = new Function(LOOP_GUARD, guardLoops(js, lineOffset))((line: number) =>
    lines.push(line),
  );
  return { result, lines };
}

describe('guardLoops', () => {
  it('calls the guard in every kind of loop, with or without braces, and keeps what they compute', () => {
    const js = [
      'let n = 0;',
      'for (let i = 0; i < 2; i++) n += i;',
      'for (const k in { a: 1 }) { n += k.length; }',
      'for (const v of [5]) n += v;',
      'let w = 0;',
      'while (w < 1) { w++; }',
      'do n++; while (false);',
      'outer: for (;;) { for (;;) break outer; }',
      'return n;',
    ].join('\n');
    const { result, lines } = run(js);
    expect(result).toBe(0 + 1 + 1 + 5 + 1);
    expect(lines).toEqual([2, 2, 3, 4, 6, 7, 8, 8]);
  });

  it('names the line as the reader sees it, above the lines the compiler added', () => {
    expect(run('// added\n// added\nfor (const x of [1]) {}', 2).lines).toEqual([1]);
  });

  it('puts the call inside a block body, and braces a bare one', () => {
    expect(guardLoops('while (a) { b(); }')).toBe('while (a) {__loopGuard(1); b(); }');
    expect(guardLoops('while (a) b();')).toBe('while (a) {__loopGuard(1);b();}');
  });

  it('leaves code without loops as it was', () => {
    expect(guardLoops('const a = () => 1;')).toBe('const a = () => 1;');
  });
});

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

  it('stops a real endless loop, on the real clock', () => {
    const guarded = new Function(LOOP_GUARD, guardLoops('let i = 0;\nwhile (i < 10) {}'));
    expect(() => guarded(loopGuard())).toThrow('Line 2: this loop ran for over');
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
