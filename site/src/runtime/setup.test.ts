import { describe, expect, it, vi } from 'vitest';
import type { SetupContext } from '../shared/setup-hook';
import { runSetup } from './setup';

const context = {} as SetupContext;

describe('runSetup', () => {
  it('passes the router and site data to the hook', async () => {
    const hook = vi.fn();
    await runSetup(hook, context);
    expect(hook).toHaveBeenCalledWith(context);
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
