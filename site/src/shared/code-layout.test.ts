import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CODE_COLORS, codeColor } from './code-palette';
import { codeBlockHeight, codeLayoutCss } from './code-layout';

type Sizes = Record<string, number>;

/** The custom properties `codeLayoutCss()` writes, as numbers of px or ms (a `:root` rule). */
function layoutProperties(): Sizes {
  const css = codeLayoutCss();
  const body = /^:root\{([^{}]*)\}\n$/.exec(css)?.[1];
  if (body === undefined) throw new Error(`not one :root rule: ${css}`);
  return Object.fromEntries(
    body.split(';').map((declaration) => {
      const [, name, px] = /^(--[\w-]+):(\d+(?:\.\d+)?)(?:px|ms)$/.exec(declaration) ?? [];
      if (!name) throw new Error(`not a size in px or a time in ms: ${declaration}`);
      return [name, Number(px)];
    }),
  );
}

/** The declarations of styles.css's rule for exactly `selector` (the last one wins). */
function rule(css: string, selector: string): Record<string, string> {
  const declarations: Record<string, string> = {};
  for (const [, selectors, body] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (selectors!.split(',').every((s) => s.trim() !== selector)) continue;
    for (const declaration of body!.split(';')) {
      const colon = declaration.indexOf(':');
      if (colon > 0)
        declarations[declaration.slice(0, colon).trim()] = declaration.slice(colon + 1).trim();
    }
  }
  return declarations;
}

const STYLES = readFileSync(
  fileURLToPath(import.meta.resolve('../theme/styles.css')),
  'utf8',
).replace(/\/\*[\s\S]*?\*\//g, '');

/**
 * The height styles.css gives a block of `lines` lines, its custom properties set to
 * `properties`: as a browser lays out the `<pre>` (its height is auto): the code's lines at
 * their line height, the `<pre>`'s padding and border above and below. Every size in px.
 */
function laidOutHeight(lines: number, properties: Sizes): number {
  const px = (value: string | undefined, what: string): number => {
    const resolved = value?.replace(/var\((--[\w-]+)\)/g, (_, name: string) => {
      if (!(name in properties)) throw new Error(`styles.css reads ${name}, which is not set`);
      return `${properties[name]}px`;
    });
    const [, n] = /^(\d+(?:\.\d+)?)px$/.exec(resolved ?? '') ?? [];
    if (n === undefined) throw new Error(`${what} is not a size in px: ${value}`);
    return Number(n);
  };
  const pre = rule(STYLES, 'pre');
  const code = rule(STYLES, 'pre > code');
  const lineHeight = px(code['line-height'] ?? pre['line-height'], 'the line height');
  // `padding: <block> <inline>` and `border: <width> <style> <colour>`: the first value.
  const padding = px(pre.padding?.split(/\s+/)[0], 'the padding above and below');
  const border = px(pre.border?.split(/\s+/)[0], 'the border width');
  return lines * lineHeight + 2 * (padding + border);
}

const LINES = [0, 1, 2, 3, 17, 200];

describe('code layout', () => {
  it('a block is its lines, plus padding and a border above and below: the sizes styles.css is given', () => {
    const sizes = layoutProperties();
    expect(Object.keys(sizes).sort()).toEqual([
      '--code-border',
      '--code-line',
      '--code-padding-block',
      '--copy-offset',
      '--copy-size',
      '--copy-transition',
    ]);
    const {
      '--code-line': line,
      '--code-padding-block': padding,
      '--code-border': border,
    } = sizes as Record<'--code-line' | '--code-padding-block' | '--code-border', number>;
    expect(line).toBeGreaterThan(0);
    for (const lines of LINES) {
      expect(codeBlockHeight(lines)).toBe(lines * line + 2 * (padding + border));
      // Each line more is one line height more.
      expect(codeBlockHeight(lines + 1) - codeBlockHeight(lines)).toBe(line);
    }
  });

  it('styles.css lays a block out at the height the build gives it, by those custom properties', () => {
    const sizes = layoutProperties();
    for (const lines of LINES) expect(laidOutHeight(lines, sizes)).toBe(codeBlockHeight(lines));
    // Read, not written over with sizes of its own: each property, changed, changes the
    // block's height (else a change of the layout would leave styles.css behind).
    for (const name of ['--code-line', '--code-padding-block', '--code-border']) {
      const changed = { ...sizes, [name]: sizes[name]! + 5 };
      expect(laidOutHeight(3, changed), name).not.toBe(laidOutHeight(3, sizes));
    }
  });

  it('paints each palette colour from its custom property', () => {
    expect(CODE_COLORS.map(codeColor).slice(0, 2)).toEqual([
      'var(--code-background)',
      'var(--code-text)',
    ]);
  });
});
