import type { DemoOptions } from '../../shared/demo/demo';
import {
  DEMO_DEFAULTS,
  demoOverridesSchema,
  type DemoOverrides,
  type SiteConfig,
} from '../config-schema';
import { SiteBuildError } from '../errors';

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

/**
 * The options written after `::: demo` (a JSON object) over the site's defaults. Each
 * mistake among them is an error naming the option, added to `problems`.
 */
export function demoOptions(
  text: string,
  defaults: DemoOptions,
  at: { file: string; line: number },
  problems: SiteBuildError[],
): DemoOptions {
  if (!text) return defaults;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    const message = `bad options: ${(error as Error).message}`;
    const rule = 'demo options are a JSON object after "::: demo"';
    problems.push(new SiteBuildError(at.file, at.line, rule, message));
    return defaults;
  }
  const result = demoOverridesSchema.safeParse(raw);
  if (result.success) return mergeDemoOptions(defaults, result.data);
  for (const issue of result.error.issues) {
    const keys = issue.code === 'unrecognized_keys' ? `: ${issue.keys.join(', ')}` : '';
    const field = issue.path.join('.') || '(options)';
    const rule = `demo option "${field}"`;
    problems.push(new SiteBuildError(at.file, at.line, rule, `${issue.message}${keys}`));
  }
  return defaults;
}
