import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mayReload, reload } from './reload-once';

const assign = vi.fn();

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers({ now: 1_000_000 });
  vi.stubGlobal('location', { assign });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  assign.mockReset();
});

describe('reload once', () => {
  it('loads the target in full, and not again for the same URL within 30 s (no loop)', () => {
    expect(mayReload('/guide.html')).toBe(true);
    reload('/guide.html');
    expect(assign).toHaveBeenCalledExactlyOnceWith('/guide.html');
    expect(mayReload('/guide.html')).toBe(false);
    expect(mayReload('/other/')).toBe(true);
    vi.advanceTimersByTime(29_999);
    expect(mayReload('/guide.html')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(mayReload('/guide.html')).toBe(true);
  });

  it('what it remembered, unreadable, does not stop a reload', () => {
    sessionStorage.setItem('lazy-load-docs:reloaded', '{not json');
    expect(mayReload('/guide.html')).toBe(true);
  });

  it('blocked storage still reloads (a dead page would be worse)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    reload('/guide.html');
    expect(assign).toHaveBeenCalledExactlyOnceWith('/guide.html');
  });
});
