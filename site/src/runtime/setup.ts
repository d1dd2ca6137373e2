import type { SetupContext, SetupHook } from '../shared/setup-hook';

export type { SetupContext, SetupHook } from '../shared/setup-hook';

/** Runs the setup hook; its errors are logged and the app starts anyway. */
export async function runSetup(hook: SetupHook | undefined, context: SetupContext): Promise<void> {
  if (!hook) return;
  try {
    await hook(context);
  } catch (error) {
    console.error('Error in the setup hook (docs/setup.ts):', error);
  }
}
