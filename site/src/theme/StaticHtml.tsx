import { createContext, use } from 'react';

/** The static HTML parts of the page being shown, by index. */
export const PageHtml = createContext<readonly string[]>([]);

/**
 * One static part of a page: plain HTML that React renders once and never looks into.
 * The wrapper is `display: contents`, so the page lays out as if it were not there.
 */
export function StaticHtml({ index }: { index: string }) {
  const html = use(PageHtml)[Number(index)] ?? '';
  return (
    <div
      className="static-html"
      // Its index: hydration reads the part back from the page (see `start`).
      data-static={index}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
