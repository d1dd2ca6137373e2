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
