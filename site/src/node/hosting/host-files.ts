import { HEADER_RULES } from '../../../server/security-headers';
import { withBase } from '../../shared/base';
import type { SiteData } from '../../shared/types';
import { deployRedirects } from './redirects-file';

/**
 * The header rules for Netlify and Cloudflare Pages (`_headers`): a path (under the base,
 * `*` for the rest of it), then its headers, indented. No two matching rules name the
 * same header (Netlify keeps one value, Cloudflare joins both).
 */
export function headersFile(base: string): string {
  return HEADER_RULES.map(({ path, headers }) =>
    [
      withBase(base, path),
      ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    ].join('\n'),
  )
    .join('\n\n')
    .concat('\n');
}

/**
 * Vercel's config for the built folder deployed as it is (`vercel deploy dist`): the same
 * redirects as `_redirects` and the same header rules as `_headers` (`source` patterns are
 * path-to-regexp's: `(.*)` for the rest of a path).
 */
export function vercelJson(site: SiteData): string {
  const config = {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    redirects: deployRedirects(site).map((r) => ({
      source: r.from,
      destination: r.to,
      statusCode: r.status,
    })),
    headers: HEADER_RULES.map(({ path, headers }) => ({
      source: withBase(site.base, path).replace(/\*$/, '(.*)'),
      headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
    })),
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}
