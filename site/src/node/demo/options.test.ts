// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_DEFAULTS, siteConfigSchema } from '../config-schema';
import type { SiteBuildError } from '../errors';
import { demoDefaultsOf, demoOptions } from './options';

const at = { file: 'docs/v1/readme.md', line: 3 };

describe('demo options', () => {
  it('site defaults: the built-in ones under the config’s demo, objects merged', () => {
    const config = siteConfigSchema.parse({
      title: 'Site',
      themeConfig: {},
      demo: { minHeight: 0, onlineBtns: { codepen: false } },
    });
    expect(demoDefaultsOf(config)).toEqual({
      ...DEMO_DEFAULTS,
      minHeight: 0,
      onlineBtns: { codepen: false, jsfiddle: true, codesandbox: true },
    });
  });

  it.each([
    [
      '{"colour": "red", "size": 1}',
      'Unrecognized keys: "colour", "size": colour, size (rule: demo option "(options)")',
    ],
    [
      '{"onlineBtns": {"codepen": "yes"}}',
      'Invalid input: expected boolean, received string (rule: demo option "onlineBtns.codepen")',
    ],
  ])('names each mistake in %s, and keeps the defaults', (text, message) => {
    const problems: SiteBuildError[] = [];
    expect(demoOptions(text, DEMO_DEFAULTS, at, problems)).toBe(DEMO_DEFAULTS);
    expect(problems.map((p) => p.message)).toEqual([`docs/v1/readme.md:3: ${message}`]);
  });
});
