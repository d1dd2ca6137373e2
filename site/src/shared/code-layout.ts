import { COPY_BUTTON_OFFSET_PX, COPY_BUTTON_SIZE_PX, COPY_TRANSITION_MS } from './copy-button';

/**
 * The box of a highlighted code block, which the build needs (to size code and sections
 * it has not laid out) and the styles use: written once here, emitted as CSS custom
 * properties (`codeLayoutCss`, in the build's highlight styles) that styles.css reads.
 */
export const CODE_LAYOUT = {
  /** A line of code: 16 px × line-height 1.5. */
  linePx: 24,
  /** Space above and below the code, inside its border. */
  paddingBlockPx: 20,
  borderPx: 1,
} as const;

export const CODE_LINE_PX = CODE_LAYOUT.linePx;
/** The block's height beyond its lines: padding and border, top and bottom. */
export const CODE_BOX_PX = 2 * (CODE_LAYOUT.paddingBlockPx + CODE_LAYOUT.borderPx);

export function codeBlockHeight(lines: number): number {
  return lines * CODE_LINE_PX + CODE_BOX_PX;
}

/**
 * The custom properties styles.css lays code out with: the block's box, and the copy
 * button's place in its corner (which the code keeps clear of) and its transition.
 */
export function codeLayoutCss(): string {
  return `:root{--code-line:${CODE_LAYOUT.linePx}px;--code-padding-block:${CODE_LAYOUT.paddingBlockPx}px;--code-border:${CODE_LAYOUT.borderPx}px;--copy-offset:${COPY_BUTTON_OFFSET_PX}px;--copy-size:${COPY_BUTTON_SIZE_PX}px;--copy-transition:${COPY_TRANSITION_MS}ms}\n`;
}
