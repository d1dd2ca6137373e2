import { withBase } from '../../shared/base';
import { finalPath } from '../../shared/paths';
import type { SiteData } from '../../shared/types';
import { routeTableOf } from '../../shared/route-table';

export interface ServerRedirect {
  from: string;
  to: string;
  status: 301 | 302;
}

/**
 * Every redirect a server must answer, each straight to the final page: the declared
 * ones, `<page>index.html` → `<page>`, and the clean-URL rule (`/v1` → `/v1/`).
 */
export function serverRedirects(site: SiteData): ServerRedirect[] {
  const table = routeTableOf(site);
  const out: ServerRedirect[] = [];
  const add = (from: string, status: 301 | 302) => {
    const landing = finalPath(table, from);
    const to = landing.kind === 'page' ? landing.path : landing.hops.at(-1);
    if (to && to !== from && !out.some((r) => r.from === from)) out.push({ from, to, status });
  };
  for (const r of site.redirects) add(r.from, r.status);
  for (const { path } of site.pages) {
    if (path.endsWith('/')) {
      add(`${path}index.html`, 301);
      if (path !== '/') add(path.slice(0, -1), 301);
    } else if (path.endsWith('.html')) {
      add(path.slice(0, -'.html'.length), 301);
    }
  }
  return out;
}

/** `/a` → `/a.html`: the clean-URL rule of a page whose path ends in `.html`. */
export function isCleanHtmlRule({ from, to }: Pick<ServerRedirect, 'from' | 'to'>): boolean {
  return to === `${from}.html`;
}

/**
 * The Netlify-style `_redirects` file (also read by `npm start` and Cloudflare Pages).
 * Paths are written URL-encoded, as hosts read them: a page named `my page é.md` stays
 * one field. No `/a` → `/a.html` rule: Netlify and Cloudflare Pages serve `/a` from
 * `a.html` themselves, and Cloudflare sends `/a.html` to `/a`, so the rule would loop
 * there (`npm start` and nginx add it from the files: server/redirects.ts).
 */
export function redirectsFile(site: SiteData): string {
  return deployRedirects(site)
    .filter((r) => !isCleanHtmlRule(r))
    .map((r) => `${encodeURI(r.from)} ${encodeURI(r.to)} ${r.status}`)
    .join('\n')
    .concat('\n');
}

/**
 * The redirects as a host answers them: paths as browsers ask for them, under the base,
 * which itself is sent to its slashed form. (What `_redirects` and `vercel.json` say.)
 */
export function deployRedirects(site: SiteData): ServerRedirect[] {
  const { base } = site;
  const rules = serverRedirects(site).map((r) => ({
    ...r,
    from: withBase(base, r.from),
    to: withBase(base, r.to),
  }));
  if (base !== '/') rules.unshift({ from: base.slice(0, -1), to: base, status: 301 });
  return rules;
}
