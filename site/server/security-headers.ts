import { createHash } from 'node:crypto';
import { COLOR_SCHEME_SCRIPT } from '../src/shared/color-scheme';

/** The one inline script a page runs (the colour scheme, in `<head>`), allowed by its hash. */
const INLINE_SCRIPT = `'sha256-${createHash('sha256').update(COLOR_SCHEME_SCRIPT).digest('base64')}'`;

/**
 * The Content-Security-Policy of every response; the form-action hosts are the "open in"
 * playgrounds. deploy/nginx.conf repeats it (e2e/nginx.spec.ts checks they agree).
 */
export const CONTENT_SECURITY_POLICY = `default-src 'self'; script-src 'self' ${INLINE_SCRIPT}; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action https://codepen.io https://jsfiddle.net https://codesandbox.io`;

/** Headers sent on every response, errors and redirects included. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * The policy of the frame edited examples run in (shared/demo-frame.ts), in place of the
 * site's: sandboxed (an opaque origin, even opened on its own), framed by the site's pages
 * only, no requests but scripts, images and fonts, no forms. `*` names the site's own
 * files: WebKit matches `'self'` against a sandboxed document's opaque origin, so nothing.
 */
export const DEMO_FRAME_CONTENT_SECURITY_POLICY = `default-src 'none'; script-src * blob:; style-src 'unsafe-inline'; img-src * data: blob:; font-src *; base-uri 'none'; form-action 'none'; frame-ancestors 'self'; sandbox allow-scripts`;

/** Beside the others on files under /assets/: the frame's opaque origin loads its module scripts with CORS. */
export const ASSET_CORS_HEADER = ['Access-Control-Allow-Origin', '*'] as const;
