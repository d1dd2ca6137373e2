import type { BundledTheme, ThemedTokenWithVariants } from 'shiki';
import { CODE_COLORS, type CodeColor } from '../../shared/code-palette';
import { sharedHighlighter } from './highlighter';
import { CODE_COLOR_REPLACEMENTS, CODE_THEMES } from './shiki-options';

/**
 * A snippet holding one token of each kind the palette names, and the text of that
 * token: each colour is read off the themes as Shiki paints it.
 */
const PROBE = `// comment
import { LazyLoad } from 'react';
function Demo() {
  return <LazyLoad threshold={null}><p /></LazyLoad>;
}`;

const PROBE_TOKENS: Partial<Record<CodeColor, string>> = {
  comment: '// comment',
  keyword: 'import',
  string: "'react'",
  constant: 'null',
  function: 'Demo',
  tag: 'p',
  component: 'LazyLoad',
  attribute: 'threshold',
};

type Scheme = keyof typeof CODE_THEMES;
export type CodePalette = Record<Scheme, Record<CodeColor, string>>;

/**
 * The palette, light and dark, from the Shiki themes the static code is painted with
 * (`themes`: other bundled ones, whose editor colours may be missing).
 */
export async function codePalette(
  themes: Record<Scheme, BundledTheme> = CODE_THEMES,
): Promise<CodePalette> {
  const highlighter = await sharedHighlighter(Object.values(themes));
  await highlighter.loadLanguage('tsx');
  const tokens: ThemedTokenWithVariants[] = highlighter
    .codeToTokensWithThemes(PROBE, {
      lang: 'tsx',
      themes,
      colorReplacements: CODE_COLOR_REPLACEMENTS,
      tokenizeTimeLimit: 0,
    })
    .flat();
  const palette = {} as CodePalette;
  for (const scheme of Object.keys(themes) as Scheme[]) {
    const theme = highlighter.getTheme(themes[scheme]);
    const colors: Partial<Record<CodeColor, string>> = {
      background: theme.bg,
      text: theme.fg,
      caret: theme.colors?.['editorCursor.foreground'] ?? theme.fg,
      selection:
        theme.colors?.['editor.selectionBackground'] ??
        theme.colors?.['editor.selectionHighlightBackground'],
    };
    // (A token the probe lacks, after a grammar change, leaves its colour missing.)
    for (const [name, text] of Object.entries(PROBE_TOKENS)) {
      const token = tokens.find((t) => t.content.trim() === text);
      colors[name as CodeColor] = token?.variants[scheme]?.color;
    }
    for (const name of CODE_COLORS) {
      if (!colors[name])
        throw new Error(`code palette: the ${scheme} theme gives no ${name} colour`);
    }
    palette[scheme] = colors as Record<CodeColor, string>;
  }
  return palette;
}

/** The palette as CSS custom properties, each a light-dark() pair (the scheme in force picks). */
export function codePaletteCss(palette: CodePalette): string {
  const pair = (name: CodeColor) =>
    `--code-${name}:light-dark(${palette.light[name]},${palette.dark[name]})`;
  return `:root{${CODE_COLORS.map(pair).join(';')}}`;
}
