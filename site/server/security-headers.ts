/**
 * The headers of the site, in one place: the Node server sends them, deploy/nginx.conf
 * repeats them (e2e/nginx.spec.ts checks they agree), and the build writes them for the
 * static hosts that read header rules (`_headers`, `vercel.json`: site/src/node/hosting/host-files.ts).
 */
import { createHash } from 'node:crypto';
import { HEAD_SCRIPT } from '../src/shared/head-script';
import { DEMO_FRAME_PATH } from '../src/shared/demo/demo-frame';
import type { ExtraSources, PolicyDirective } from './csp-sources';

/** The one inline script a page runs (shared/head-script.ts), allowed by its hash. */
const INLINE_SCRIPT = `'sha256-${createHash('sha256').update(HEAD_SCRIPT).digest('base64')}'`;

/** What every site allows, by directive (those a site may widen: csp-sources.ts). */
export const POLICY_SOURCES: Readonly<Record<PolicyDirective, readonly string[]>> = {
  script: ["'self'", INLINE_SCRIPT],
  style: ["'self'", "'unsafe-inline'"],
  img: ["'self'", 'data:'],
  font: ["'self'"],
  connect: ["'self'"],
  media: ["'self'"],
  frame: ["'self'"],
};
/** Directives written out only when a site widens them: `default-src` says the rest. */
const IMPLIED: ReadonlySet<string> = new Set(['media', 'frame']);

/**
 * The site's Content-Security-Policy as a page's `<meta http-equiv>` carries it: all a
 * meta may say. Every page carries it, so hosts that send no headers (GitHub Pages) still
 * enforce it, and the header rules below need not give it (see HEADER_RULES). The
 * form-action hosts are the "open in" playgrounds. Directives the site widens are
 * written out; the others stay under `default-src 'self'`.
 */
export function pageContentSecurityPolicy(extra: ExtraSources = {}): string {
  const fetches = Object.entries(POLICY_SOURCES)
    .filter(([name]) => !IMPLIED.has(name) || extra[name as PolicyDirective]?.length)
    .map(([name, sources]) => {
      const added = (extra[name as PolicyDirective] ?? []).filter((s) => !sources.includes(s));
      return `${name}-src ${[...sources, ...new Set(added)].join(' ')}`;
    });
  return [
    "default-src 'self'",
    ...fetches,
    "object-src 'none'",
    "base-uri 'self'",
    'form-action https://codepen.io https://jsfiddle.net https://codesandbox.io',
  ].join('; ');
}

/** The same policy as a header, with what only a header can say: no site may frame a page. */
export const contentSecurityPolicy = (extra: ExtraSources = {}) =>
  `${pageContentSecurityPolicy(extra)}; frame-ancestors 'none'`;

/** A site's policies without extra sources. */
export const PAGE_CONTENT_SECURITY_POLICY = pageContentSecurityPolicy();
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/**
 * The policy of the frame edited examples run in (shared/demo/demo-frame.ts), in place of the
 * site's: sandboxed (an opaque origin, even opened on its own), framed by the site's pages
 * only, no requests but scripts, images and fonts, no forms. `*` names the site's own
 * files: WebKit matches `'self'` against a sandboxed document's opaque origin, so nothing.
 */
export const DEMO_FRAME_CONTENT_SECURITY_POLICY = `default-src 'none'; script-src * blob:; style-src 'unsafe-inline'; img-src * data: blob:; font-src *; base-uri 'none'; form-action 'none'; frame-ancestors 'self'; sandbox allow-scripts`;

/** Files under /assets/ have a content hash in their name, so they never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** What every response says, on every host that sends headers. */
const EVERY_RESPONSE = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Where a page's policy comes from its meta alone (no frame-ancestors there), only the
  // site may frame it; the header policy above says more (none may).
  'X-Frame-Options': 'SAMEORIGIN',
};

/**
 * Header rules by path under the base (`*`: the rest of the path), in the order hosts
 * apply them: what every static host that reads rules is given (one `_headers` for Netlify
 * and Cloudflare Pages). None names a header another matching rule names: where two match,
 * Netlify and Vercel keep the later value, Cloudflare joins both (unless a `! Name` line
 * drops one, which Netlify refuses). So the site's policy, which the frame's must replace,
 * is no rule: pages carry it in their meta, and `X-Frame-Options` says what the meta
 * cannot (no other site may frame them).
 */
export const HEADER_RULES: readonly { path: string; headers: Readonly<Record<string, string>> }[] =
  [
    { path: '/*', headers: EVERY_RESPONSE },
    {
      path: '/assets/*',
      // Readable from any origin: the frame's opaque origin loads its module scripts with CORS.
      headers: { 'Cache-Control': IMMUTABLE, 'Access-Control-Allow-Origin': '*' },
    },
    {
      path: DEMO_FRAME_PATH,
      headers: { 'Content-Security-Policy': DEMO_FRAME_CONTENT_SECURITY_POLICY },
    },
  ];

/** The headers the rules give `path` (under the base). */
export function headersFor(path: string): Record<string, string> {
  const matching = HEADER_RULES.filter(({ path: rule }) =>
    rule.endsWith('*') ? path.startsWith(rule.slice(0, -1)) : path === rule,
  );
  return Object.assign({}, ...matching.map((rule) => rule.headers)) as Record<string, string>;
}

/**
 * Headers sent on every response by a server that can give paths policies of their own
 * (the Node server, nginx), errors and redirects included: the rules' and the site's
 * header policy (the frame's replaces it there).
 */
export const securityHeaders = (extra: ExtraSources = {}): Readonly<Record<string, string>> => ({
  'Content-Security-Policy': contentSecurityPolicy(extra),
  ...EVERY_RESPONSE,
});
export const SECURITY_HEADERS = securityHeaders();

/** Beside the others on files under /assets/. */
export const ASSET_CORS_HEADER = ['Access-Control-Allow-Origin', '*'] as const;
