import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from './chunk-error';
import { loadPart } from './lazy-part';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadPart', () => {
  it('returns the module of a part that loads', async () => {
    const module = { default: () => null };
    await expect(loadPart('Layout', () => Promise.resolve(module))).resolves.toBe(module);
  });

  it('a failed request is a ChunkLoadError of the event type, and is logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = () =>
      Promise.reject(
        new TypeError(
          'Failed to fetch dynamically imported module: http://x/assets/js/Layout.abc.js',
        ),
      );
    const error = (await loadPart('Layout', failing).catch((e: unknown) => e)) as ChunkLoadError;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error.type).toBe('error');
    expect(error.request).toBe('http://x/assets/js/Layout.abc.js');
    expect(error.message).toMatch(/^Loading chunk Layout failed/);
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(
        /^Failed to resolve async component Layout: Loading chunk Layout failed/,
      ),
    );
  });

  it('a module without the part is type missing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(loadPart('Badge', () => Promise.resolve({}))).rejects.toMatchObject({
      type: 'missing',
    });
  });

  it('a chunk that never arrives is type timeout after 120 s by default', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const pending = loadPart('NotFound', () => new Promise<{ default: unknown }>(() => {}));
    const outcome = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ name: 'ChunkLoadError', type: 'timeout' });
  });
});
