import { describe, expect, it, vi } from 'vitest';
import type { SetupContext } from '../shared/setup-hook';
import { siteData } from '../../../test/site-data-stub';
import { runSetup } from './setup';

const context: SetupContext = {
  router: { push: () => Promise.resolve(), replace: () => Promise.resolve() },
  siteData,
};

describe('runSetup', () => {
  it('passes the router and site data to the hook, and waits for it', async () => {
    let finished = false;
    const hook = vi.fn(async (_context: typeof context) => {
      await Promise.resolve();
      finished = true;
    });
    await runSetup(hook, context);
    expect(hook).toHaveBeenCalledExactlyOnceWith(context);
    expect(hook.mock.calls[0]![0].router).toBe(context.router);
    expect(hook.mock.calls[0]![0].siteData).toBe(siteData);
    expect(finished).toBe(true);
  });

  it('runs nothing without a hook', async () => {
    await expect(runSetup(undefined, context)).resolves.toBeUndefined();
  });

  it.each([
    [
      'throws',
      () => {
        throw new Error('boom');
      },
    ],
    ['rejects', () => Promise.reject(new Error('boom'))],
  ])('logs a hook that %s and carries on', async (_, hook) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(runSetup(hook, context)).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith(
      'Error in the setup hook (docs/setup.ts):',
      expect.objectContaining({ message: 'boom' }),
    );
  });
});
