/**
 * The rendered height of a highlighted code block (styles.css `pre`): 24 px a line
 * (16 px × line-height 1.5), plus 40 px of padding and 2 px of border.
 */
export const CODE_LINE_PX = 24;
export const CODE_BOX_PX = 42;

export function codeBlockHeight(lines: number): number {
  return lines * CODE_LINE_PX + CODE_BOX_PX;
}
