// @vitest-environment node
import { readFileSync } from 'node:fs';
import { wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import { brandCss, isColor, PAGE_BACKGROUNDS, readableOn, TEXT_CONTRAST } from './brand-colors';

describe('brand colours', () => {
  it('knows the page backgrounds the theme paints', () => {
    const css = readFileSync(new URL('../../theme/styles.css', import.meta.url), 'utf8');
    expect(css).toContain(`--bg: light-dark(${PAGE_BACKGROUNDS.light}, ${PAGE_BACKGROUNDS.dark});`);
  });

  it.each(['#3eaf7c', '#ffcc00', '#0a0a0a', '#7c3aed', 'rebeccapurple', 'oklch(0.7 0.2 30)'])(
    'makes %s readable as text in both schemes, as little changed as needed',
    (color) => {
      for (const scheme of ['light', 'dark'] as const) {
        const text = readableOn(scheme, color);
        const contrast = wcagContrast(text, PAGE_BACKGROUNDS[scheme]);
        expect(contrast, `${color} ${scheme} → ${text}`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
        // Not much more than needed: a colour already readable is kept.
        if (wcagContrast(color, PAGE_BACKGROUNDS[scheme]) < TEXT_CONTRAST)
          expect(contrast).toBeLessThan(TEXT_CONTRAST + 0.3);
      }
    },
  );

  it('keeps a colour that reads already', () => {
    expect(readableOn('light', '#1f7a52')).toBe('#1f7a52');
    expect(readableOn('dark', '#6ee0ae')).toBe('#6ee0ae');
  });

  it('writes the accent as given and its text readable, one colour or one per scheme', () => {
    expect(brandCss('#ffcc00')).toMatch(
      /^:root \{\n {2}--accent: light-dark\(#ffcc00, #ffcc00\);\n {2}--accent-text: light-dark\(#[0-9a-f]{6}, #ffcc00\);\n\}\n$/,
    );
    expect(brandCss({ light: 'red', dark: '#00f' })).toContain(
      '--accent: light-dark(#ff0000, #0000ff);',
    );
  });

  it('tells a colour from a word', () => {
    expect(isColor('#3eaf7c')).toBe(true);
    expect(isColor('teal')).toBe(true);
    expect(isColor('#3eaf7')).toBe(false);
    expect(isColor('brand')).toBe(false);
  });
});
