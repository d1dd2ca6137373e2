/**
 * The colours code is painted in, static (Shiki, at build time) or edited (CodeMirror,
 * in the browser): one palette, light and dark, as CSS custom properties `--code-<name>`
 * that the build derives from the Shiki themes (node/markdown/code-palette.ts).
 */
export const CODE_COLORS = [
  'background',
  'text',
  'comment',
  'keyword',
  'string',
  'constant',
  'function',
  'tag',
  'component',
  'attribute',
  'caret',
  'selection',
] as const;

export type CodeColor = (typeof CODE_COLORS)[number];

/** The CSS value of palette colour `name`. */
export function codeColor(name: CodeColor): string {
  return `var(--code-${name})`;
}
