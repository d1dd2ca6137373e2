import type { SiteConfigInput } from './config-schema';

/**
 * Typed identity, for `export default defineConfig({...})` in a site config. A module of
 * its own, importing types only: loading a config runs nothing of the schema (zod and
 * the tables it checks against), which `config.ts` applies once the config has loaded.
 */
export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}

/** What a site's `setup.ts` default-exports (it runs in the browser as the app starts). */
export type { SetupContext, SetupHook } from '../shared/setup-hook';
