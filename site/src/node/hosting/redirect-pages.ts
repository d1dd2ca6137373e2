import { withBase } from '../../shared/base';
import type { SiteConfig } from '../config-schema';
import type { SiteData } from '../../shared/types';
import { redirectHtml, type IconFile } from '../html';
import { serverRedirects } from './redirects-file';

/**
 * Where a host that reads no redirect rules looks for a path's file, as GitHub Pages does
 * (and Netlify and Cloudflare Pages: Vercel only with `cleanUrls`, but it reads the rules):
 * `/` → `index.html`, `/a/` → `a/index.html`, `/a.html` and `/a` → `a.html`.
 */
export function fileOfPath(path: string): string {
  if (path.endsWith('/')) return `${path.slice(1)}index.html`;
  return path.endsWith('.html') ? path.slice(1) : `${path.slice(1)}.html`;
}

/**
 * A page for each redirect the config declares (the root's first, as the config lists
 * it), sending the reader straight to where the redirects end. The build writes those
 * whose file is not taken by a page or a public file; `_redirects` keeps the rules for
 * hosts that read it.
 */
export function redirectPages(
  config: Pick<SiteConfig, 'base' | 'url'>,
  site: SiteData,
  icons: IconFile[] = [],
): { file: string; html: string }[] {
  const declared = new Set(site.redirects.map((r) => r.from));
  return serverRedirects(site)
    .filter((r) => declared.has(r.from))
    .map((r) => {
      const to = withBase(config.base, r.to);
      const canonical = config.url ? new URL(to, config.url).href : to;
      const html = redirectHtml(to, canonical, { base: config.base, files: icons });
      return { file: fileOfPath(r.from), html };
    });
}
