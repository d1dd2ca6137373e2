// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layers' direction, as `npm run lint` holds it (eslint.config.js): each import is
 * linted as if written in a file of that layer.
 */
const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: file });
  return result!.messages
    .filter(
      (m) =>
        m.ruleId === '@typescript-eslint/no-restricted-imports' ||
        m.ruleId === 'no-restricted-syntax',
    )
    .map((m) => m.message);
}

describe('imports against the layers fail lint', () => {
  it.each([
    ['site/src/runtime/x.ts', "import { Navbar } from '../theme/Navbar';", 'imports no theme'],
    ['site/src/runtime/x.ts', "import { theme } from '../theme/index';", 'imports no theme'],
    ['site/src/runtime/x.ts', "import type { Theme } from '../theme/index';", 'imports no theme'],
    [
      'site/src/runtime/demo-frame/x.ts',
      "import { x } from '../../theme/demo/live/compile';",
      'imports no theme',
    ],
    [
      'site/src/theme/x.ts',
      "import { useSite } from '../runtime/site-data';",
      'through site/src/runtime/index.ts',
    ],
    [
      'site/src/theme/demo/x.ts',
      "import type { Theme } from '../../runtime/theme';",
      'through site/src/runtime/index.ts',
    ],
    [
      'site/src/entries/x.ts',
      "import { PARTS } from '../theme/parts';",
      'through site/src/theme/index.ts',
    ],
    ['site/src/entries/x.ts', "import { loadConfig } from '../node/config';", 'types only'],
    ['site/src/runtime/x.ts', "import { loadConfig } from '../node/config';", 'types only'],
    [
      'site/src/theme/x.ts',
      "import { siteConfigSchema } from '../node/config-schema';",
      'types only',
    ],
    ['site/src/theme/x.ts', "import { z } from 'zod';", 'types only'],
    [
      'site/src/shared/x.ts',
      "import { startApp } from '../runtime/start';",
      'must not import them',
    ],
    ['site/src/shared/x.ts', "import { copyText } from '../runtime/copy';", 'must not import them'],
    ['site/src/shared/x.ts', "import { buildSite } from '../node/build';", 'types only'],
    ['site/src/node/x.ts', "import { theme } from '../theme/index';", 'must not import them'],
    [
      'site/src/node/demo/x.ts',
      "import { loadPart } from '../../runtime/index';",
      'must not import them',
    ],
    ['site/src/shared/x.ts', "import { render } from '../entries/server';", 'must not import them'],
    // Dynamic imports, which a chunk of their own does not make legal.
    ['site/src/runtime/x.ts', "void import('../theme/Navbar');", 'imports no theme'],
    ['site/src/runtime/x.ts', "void import('../theme/index');", 'imports no theme'],
    [
      'site/src/theme/x.ts',
      "void import('../runtime/start');",
      'through site/src/runtime/index.ts',
    ],
    ['site/src/entries/x.ts', "void import('../theme/Layout');", 'through site/src/theme/index.ts'],
    ['site/src/runtime/x.ts', "void import('../node/config');", 'types only'],
    ['site/src/theme/x.ts', "void import('zod');", 'types only'],
    ['site/src/shared/x.ts', "void import('../runtime/start');", 'must not import them'],
    ['site/src/node/x.ts', "void import('../theme/Layout');", 'must not import them'],
  ])('%s: %s', async (file, code, rule) => {
    const found = await problems(file, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(rule);
  });
});

describe('imports along the layers pass', () => {
  it.each([
    ['site/src/entries/x.ts', "import { theme } from '../theme/index';"],
    ['site/src/entries/x.ts', "import { startApp } from '../runtime/start';"],
    ['site/src/runtime/x.ts', "import type { SiteConfig } from '../node/config-schema';"],
    ['site/src/theme/x.ts', "import { loadPart } from '../runtime/index';"],
    ['site/src/theme/demo/x.ts', "import type { Theme } from '../../runtime/index';"],
    // A theme's test may look inside the runtime (no bundle holds it).
    ['site/src/theme/x.test.ts', "import { loopGuard } from '../runtime/demo-frame/loop-guard';"],
    ['site/src/theme/x.ts', "import { withBase } from '../shared/base';"],
    ['site/src/shared/x.ts', "import type { SiteConfig } from '../node/config-schema';"],
    ['site/src/node/x.ts', "import { withBase } from '../shared/base';"],
    ['site/src/theme/x.ts', "void import('./demo/live/DemoEditor');"],
    ['site/src/theme/x.ts', "void import('../runtime/index');"],
    // A type of the build's, named in a type: no code of it runs.
    ['site/src/runtime/x.ts', "export type C = typeof import('../node/config');"],
  ])('%s: %s', async (file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});
