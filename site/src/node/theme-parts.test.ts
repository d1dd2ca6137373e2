// @vitest-environment node
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './paths';
import { isThemePart, themeParts } from './theme-parts';

describe('the theme’s lazy parts, read from their one list (theme/parts.ts)', () => {
  it('names each part’s module, as the repository names it', () => {
    expect(themeParts()).toEqual({
      Layout: 'site/src/theme/Layout.tsx',
      NotFound: 'site/src/theme/NotFound.tsx',
      SiteNav: 'site/src/theme/site-nav/SiteNav.ts',
      DemoEditor: 'site/src/theme/demo/live/DemoEditor.tsx',
      compile: 'site/src/theme/demo/live/compile.ts',
      DemoFrame: 'site/src/theme/demo/live/DemoFrame.tsx',
      playground: 'site/src/theme/demo/playground-fields.ts',
    });
    for (const source of Object.values(themeParts()))
      expect(existsSync(join(REPO_ROOT, source))).toBe(true);
  });

  it.each(Object.values(themeParts()))('%s is a part, by absolute path or id', (source) => {
    expect(isThemePart(`/repo/${source}`)).toBe(true);
  });

  it.each([
    ['a module beside them', '/repo/site/src/theme/Navbar.tsx'],
    ['a module whose path only ends like one', '/repo/mysite/src/theme/Layout.tsx'],
    ['a module under a part’s path', '/repo/site/src/theme/Layout.tsx/x.ts'],
  ])('%s is not', (_, id) => expect(isThemePart(id)).toBe(false));
});
