import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodedPath } from '../src/shared/paths';

export interface Redirect {
  to: string;
  status: number;
}

/**
 * Parses Netlify-style `<from> <to> <status>` lines, paths URL-encoded. Keys are
 * decoded pathnames (Unicode NFC), as requests are matched; targets stay encoded, as a
 * Location header must be.
 */
export function parseRedirects(text: string): Map<string, Redirect> {
  const redirects = new Map<string, Redirect>();
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const [from, to, status, ...rest] = line.split(/\s+/);
    const code = Number(status);
    const key = from && decodedPath(from);
    // A typo here would silently break links, so fail at startup instead.
    if (
      !key ||
      !to ||
      !/^[\x21-\x7e]+$/.test(to) ||
      rest.length > 0 ||
      !Number.isInteger(code) ||
      code < 300 ||
      code > 399
    ) {
      throw new Error(
        `_redirects line ${index + 1}: expected "<from> <to> <3xx status>", paths URL-encoded`,
      );
    }
    // Like Netlify, the first rule for a path wins.
    if (!redirects.has(key)) redirects.set(key, { to, status: code });
  });
  return redirects;
}

/**
 * `_redirects` and the clean-URL rule of every HTML file but the not-found page and
 * folder indexes: `/a` → `/a.html` (301), as the build's Vercel rules say it. The
 * `_redirects` file leaves it out, for hosts that serve `/a` from `a.html` themselves
 * (site/src/node/hosting/redirects-file.ts); `npm start` and nginx serve only real files.
 * `files`: the build's paths from its root (`/a.html`), under which `base` is served.
 */
export function withCleanHtmlRules(
  redirects: ReadonlyMap<string, Redirect>,
  files: Iterable<string>,
  base: string,
): Map<string, Redirect> {
  const all = new Map(redirects);
  for (const file of files) {
    if (!file.endsWith('.html') || file.endsWith('/index.html') || file === '/404.html') continue;
    const to = `${base}${file.slice(1)}`;
    const from = to.slice(0, -'.html'.length);
    if (!all.has(from)) all.set(from, { to: encodeURI(to), status: 301 });
  }
  return all;
}

/** Reads `<root>/_redirects`; a missing file means no redirects. */
export function readRedirects(root: string): Map<string, Redirect> {
  let text: string;
  try {
    text = readFileSync(join(root, '_redirects'), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
    throw error;
  }
  return parseRedirects(text);
}
