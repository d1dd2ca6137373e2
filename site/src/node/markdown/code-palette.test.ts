// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CODE_COLORS } from '../../shared/code-palette';
import { codePalette, codePaletteCss } from './code-palette';

describe('codePalette', () => {
  it('reads every colour off the GitHub themes, as Shiki paints the static code', async () => {
    const palette = await codePalette();
    expect(Object.keys(palette.light).sort()).toEqual([...CODE_COLORS].sort());
    for (const scheme of ['light', 'dark'] as const)
      for (const name of CODE_COLORS)
        expect(palette[scheme][name], `${scheme} ${name}`).toMatch(/^#/);
    expect(palette.light).toMatchObject({
      background: '#fff',
      keyword: '#D73A49',
      string: '#032F62',
      constant: '#005CC5',
      comment: '#6A737D',
    });
    expect(palette.dark).toMatchObject({ background: '#24292e', keyword: '#F97583' });
    // The kinds are told apart.
    expect(new Set(Object.values(palette.light)).size).toBeGreaterThanOrEqual(8);
  });

  it('writes the palette as custom properties, each a light-dark() pair', async () => {
    const css = codePaletteCss(await codePalette());
    expect(css).toMatch(/^:root\{--code-background:light-dark\(#fff,#24292e\);/);
    expect(css).toContain('--code-keyword:light-dark(#D73A49,#F97583)');
    for (const name of CODE_COLORS) expect(css).toContain(`--code-${name}:`);
  });
});
