import { clampChroma, formatHex, oklch, parse, wcagContrast } from 'culori';

/**
 * The page's background in each scheme, as `--bg` in theme/styles.css paints it
 * (brand-colors.test.ts reads the stylesheet to keep the two the same).
 */
export const PAGE_BACKGROUNDS = { light: '#ffffff', dark: '#16181d' } as const;

/** WCAG's AA contrast for body-size text: links and chosen items are written in the accent. */
export const TEXT_CONTRAST = 4.5;

export type Scheme = keyof typeof PAGE_BACKGROUNDS;
export type SchemeColors = Record<Scheme, string>;

/** Whether `value` is a colour CSS knows (hex, rgb(), hsl(), oklch(), a name…). */
export const isColor = (value: string) => parse(value) !== undefined;

/**
 * The brand colour as text on the page: the same hue and chroma, its lightness moved
 * (darker on light, lighter on dark) by as little as reaches `TEXT_CONTRAST`, found by
 * bisection on OKLCH lightness.
 */
export function readableOn(scheme: Scheme, color: string): string {
  const background = PAGE_BACKGROUNDS[scheme];
  const start = oklch(parse(color))!;
  const at = (l: number) => formatHex(clampChroma({ ...start, l }, 'oklch'));
  if (wcagContrast(at(start.l), background) >= TEXT_CONTRAST) return at(start.l);
  // The far end (black or white) always reads; the colour's own lightness does not.
  let [near, far] = [start.l, scheme === 'light' ? 0 : 1];
  for (let step = 0; step < 24; step++) {
    const middle = (near + far) / 2;
    if (wcagContrast(at(middle), background) >= TEXT_CONTRAST) far = middle;
    else near = middle;
  }
  return at(far);
}

/**
 * The theme's accent properties for a brand colour (one for both schemes, or one each):
 * `--accent` (bars, marks, progress) as given, `--accent-text` (links, chosen items)
 * made readable in each scheme.
 */
export function brandCss(brand: string | SchemeColors): string {
  const colors = typeof brand === 'string' ? { light: brand, dark: brand } : brand;
  const pair = (f: (scheme: Scheme) => string) => `light-dark(${f('light')}, ${f('dark')})`;
  return `:root {\n  --accent: ${pair((s) => formatHex(parse(colors[s]))!)};\n  --accent-text: ${pair((s) => readableOn(s, colors[s]))};\n}\n`;
}
