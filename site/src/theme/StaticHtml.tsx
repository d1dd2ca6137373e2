import { createContext, use } from 'react';

/** The static HTML parts of the page being shown, by index. */
export const PageHtml = createContext<readonly string[]>([]);

/** The attribute that marks a static part, with its index: read back on hydration. */
export const STATIC_HTML_ATTRIBUTE = 'data-static';

/**
 * One static part of a page: plain HTML that React renders once and never looks into.
 * The wrapper is `display: contents`, so the page lays out as if it were not there.
 */
export function StaticHtml({ index }: { index: string }) {
  const html = use(PageHtml)[Number(index)] ?? '';
  return (
    <div
      className="static-html"
      {...{ [STATIC_HTML_ATTRIBUTE]: index }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
