import { createContext, use } from 'react';
import {
  STATIC_HTML_CLASS,
  STATIC_SECTION_CLASS,
  sectionHeightStyle,
} from '../shared/static-sections';

/** The static HTML parts of the page being shown, by index. */
export const PageHtml = createContext<readonly string[]>([]);

/**
 * One static part of a page: plain HTML that React renders once and never looks into.
 * The wrapper is `display: contents`, so the page lays out as if it were not there;
 * but until it is rendered (in idle frames after load, or as the app runs), a part that
 * starts a section (`deferHeight`, from the build) is a box the browser renders only
 * near the viewport, keeping that estimated height meanwhile (styles.css).
 */
export function StaticHtml({ index, deferHeight }: { index: string; deferHeight?: string }) {
  const html = use(PageHtml)[Number(index)] ?? '';
  return (
    <div
      className={deferHeight ? `${STATIC_HTML_CLASS} ${STATIC_SECTION_CLASS}` : STATIC_HTML_CLASS}
      // Its index: hydration reads the part back from the page (see `start`).
      data-static={index}
      // The boot script marks a section it has rendered (runtime/render-sections.ts).
      suppressHydrationWarning={Boolean(deferHeight)}
      style={deferHeight ? sectionHeightStyle(Number(deferHeight)) : undefined}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
