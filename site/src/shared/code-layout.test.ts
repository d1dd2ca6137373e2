import { describe, expect, it } from 'vitest';
import { CODE_COLORS, codeColor } from './code-palette';
import { codeBlockHeight, codeLayoutCss } from './code-layout';
import { PART_SOURCES, isPartSource } from './parts';

describe('code layout', () => {
  it('a block is its lines at 24 px, plus 20 px padding and a 1 px border above and below', () => {
    expect(codeBlockHeight(0)).toBe(42);
    expect(codeBlockHeight(3)).toBe(3 * 24 + 42);
  });

  it('gives styles.css the same sizes as custom properties', () => {
    expect(codeLayoutCss()).toBe(
      ':root{--code-line:24px;--code-padding-block:20px;--code-border:1px}\n',
    );
  });

  it('paints each palette colour from its custom property', () => {
    expect(CODE_COLORS.map(codeColor).slice(0, 2)).toEqual([
      'var(--code-background)',
      'var(--code-text)',
    ]);
  });
});

describe('lazy parts', () => {
  it.each(Object.values(PART_SOURCES))('%s is a part, by absolute path or id', (source) => {
    expect(isPartSource(`/repo/${source}`)).toBe(true);
  });

  it.each([
    ['a module beside them', '/repo/site/src/theme/Navbar.tsx'],
    ['a module whose path only ends like one', '/repo/mysite/src/theme/Layout.tsx'],
    ['a module under a part’s path', '/repo/site/src/theme/Layout.tsx/x.ts'],
  ])('%s is not', (_, id) => expect(isPartSource(id)).toBe(false));
});
