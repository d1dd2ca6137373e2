import { TITLE_SEPARATOR } from './constants';

/** `"<page title> | <site title>"`, or the site title alone when the page has none. */
export function documentTitle(pageTitle: string | undefined, siteTitle: string): string {
  if (!siteTitle) return pageTitle || '';
  return pageTitle ? `${pageTitle}${TITLE_SEPARATOR}${siteTitle}` : siteTitle;
}
