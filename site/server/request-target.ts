import { decodedPath } from '../src/shared/paths';

/** Longer URLs get 414; no page of the site needs more. */
export const MAX_URL_LENGTH = 2048;

export type RequestTarget = { pathname: string; search: string } | { status: 400 | 414 };

/**
 * Splits and decodes a request URL (see `decodedPath`), rejecting what no real page can be:
 * overlong URLs, non-origin forms, bad percent-encoding, NUL bytes and `..` segments.
 */
export function parseRequestTarget(url: string): RequestTarget {
  if (url.length > MAX_URL_LENGTH) return { status: 414 };
  const queryStart = url.indexOf('?');
  const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
  const search = queryStart === -1 ? '' : url.slice(queryStart);
  if (!rawPath.startsWith('/')) return { status: 400 };
  const pathname = decodedPath(rawPath);
  if (pathname === undefined) return { status: 400 };
  // Backslashes count as separators so `..\` is caught too.
  if (pathname.includes('\0') || pathname.split(/[/\\]/).includes('..')) return { status: 400 };
  return { pathname, search };
}

/** Dotfiles (`/.env`, `/.vite/…`) and source maps are never served. */
export function isHiddenPath(pathname: string): boolean {
  return /[/\\]\./.test(pathname) || /\.map(\.br|\.gz)?$/.test(pathname);
}
