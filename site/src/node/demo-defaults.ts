import type { DemoOptions } from '../shared/demo';
import { DEMO_DEFAULTS, type DemoOverrides, type SiteConfig } from './config-schema';

/** Options over a base: top-level fields replace, `onlineBtns` and `codesandbox` merge. */
export function mergeDemoOptions(base: DemoOptions, overrides: DemoOverrides): DemoOptions {
  return {
    ...base,
    ...overrides,
    onlineBtns: { ...base.onlineBtns, ...overrides.onlineBtns },
    codesandbox: { ...base.codesandbox, ...overrides.codesandbox },
  };
}

/** The site's demo defaults: the built-in ones, overridden by the config's `demo`. */
export function demoDefaultsOf(config: SiteConfig): DemoOptions {
  return mergeDemoOptions(DEMO_DEFAULTS, config.demo);
}
