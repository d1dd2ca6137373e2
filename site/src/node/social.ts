import type { HeadTag, PageData, SiteData } from '../shared/types';
import type { SiteConfig } from './config-schema';
import { withBase } from '../shared/base';
import { escapeHtml } from './html';

/** What a page says of itself to search engines and link previews. */
export interface PageMeta {
  /** The page's route, e.g. `/v1/`; undefined for the not-found page. */
  path: string | undefined;
  /** The page's own title (its h1), or undefined for the site's. */
  title: string | undefined;
  description: string;
}

const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
  tag: 'meta',
  attrs: { [key]: name, content },
});

/**
 * Open Graph and Twitter card tags, and the canonical URL when the site's `url` is known
 * (as Docusaurus writes them). The not-found page asks not to be indexed instead.
 */
/** A page's description: its frontmatter's `description`, else the site's. */
export function pageDescription(
  page: Pick<PageData, 'frontmatter'> | undefined,
  site: SiteData,
): string {
  const own = page?.frontmatter.description;
  return typeof own === 'string' ? own : site.description;
}

export function socialTags(config: SiteConfig, page: PageMeta): HeadTag[] {
  if (page.path === undefined) return [meta('name', 'robots', 'noindex')];
  const address = config.url && new URL(withBase(config.base, page.path), config.url).href;
  const image =
    config.url && config.image && new URL(withBase(config.base, config.image), config.url).href;
  return [
    ...(address ? [{ tag: 'link', attrs: { rel: 'canonical', href: address } } as const] : []),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', config.title),
    meta('property', 'og:title', page.title ?? config.title),
    ...(page.description ? [meta('property', 'og:description', page.description)] : []),
    ...(address ? [meta('property', 'og:url', address)] : []),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
  ];
}

/** The sitemap of every page (sitemaps.org), when the site's `url` is known. */
export function sitemapXml(url: string, base: string, paths: readonly string[]): string {
  const entries = paths.map(
    (path) => `  <url><loc>${escapeHtml(new URL(withBase(base, path), url).href)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * Every crawler welcome; the sitemap named when there is one. (Crawlers read robots.txt
 * at a domain's root only: under a base, it serves a host that maps the site there.)
 */
export function robotsTxt(url: string | undefined, base: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...(url ? [`Sitemap: ${new URL(withBase(base, '/sitemap.xml'), url).href}`] : []),
    '',
  ].join('\n');
}
