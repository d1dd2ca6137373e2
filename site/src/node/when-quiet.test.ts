// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenQuiet } from './when-quiet';

describe('whenQuiet: a task run once, after a quiet while', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('runs once, the quiet time after start', () => {
    const task = vi.fn();
    const quiet = whenQuiet(500, task);
    quiet.touch();
    vi.advanceTimersByTime(1000);
    expect(task).not.toHaveBeenCalled();
    quiet.start();
    vi.advanceTimersByTime(499);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
    quiet.start();
    quiet.touch();
    vi.advanceTimersByTime(5000);
    expect(task).toHaveBeenCalledOnce();
  });

  it('waits again from each touch', () => {
    const task = vi.fn();
    const quiet = whenQuiet(500, task);
    quiet.start();
    vi.advanceTimersByTime(400);
    quiet.touch();
    vi.advanceTimersByTime(400);
    quiet.start();
    vi.advanceTimersByTime(99);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });

  it('never runs once cancelled, started or not', () => {
    const waiting = vi.fn();
    const started = whenQuiet(500, waiting);
    started.start();
    started.cancel();
    const never = vi.fn();
    const unstarted = whenQuiet(500, never);
    unstarted.cancel();
    unstarted.start();
    unstarted.touch();
    vi.advanceTimersByTime(5000);
    expect(waiting).not.toHaveBeenCalled();
    expect(never).not.toHaveBeenCalled();
  });

  it('does not keep the process alive', () => {
    const quiet = whenQuiet(500, () => undefined);
    const setTimeout = vi.spyOn(globalThis, 'setTimeout');
    quiet.start();
    const timer = setTimeout.mock.results[0]!.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
  });
});
