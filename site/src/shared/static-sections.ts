/**
 * A page's static parts (theme/StaticHtml): plain HTML React renders once. A part that
 * starts a section carries the height the build estimated for it, which the browser
 * keeps until it renders the section (styles.css), which the boot script does after
 * load (runtime/render-sections.ts), and which the build reads back to tell the first
 * screen of a page from the rest (node/first-screen-css.ts).
 */
export const STATIC_HTML_CLASS = 'static-html';
export const STATIC_SECTION_CLASS = 'static-section';

/** The style that keeps a section's estimated height (px) until it is rendered. */
export function sectionHeightStyle(height: number): { containIntrinsicHeight: string } {
  return { containIntrinsicHeight: `auto ${height}px` };
}

/** The estimated height (px) in a section's style attribute, as the server wrote it. */
export function sectionHeightIn(style: string): number | undefined {
  const match = /contain-intrinsic-height:\s*auto\s+(\d+(?:\.\d+)?)px/.exec(style);
  return match ? Number(match[1]) : undefined;
}
