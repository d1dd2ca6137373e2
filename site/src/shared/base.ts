/**
 * The site's base: the URL path it is served under, `/` at a domain's root or
 * `/<segment>/…/` below it (GitHub Pages serves a repository's site at `/<repo>/`).
 * Routes, page paths, redirects and links in the config are written without it; every
 * URL the site sends to a browser has it in front.
 */

/** What a base must be, as a build error or the command line says it. */
export const BASE_RULE =
  'must be "/" or a path of plain segments between slashes, such as "/react/" (letters, digits, ".", "_", "~", "-")';

const SEGMENT = /^[A-Za-z0-9._~-]+$/;

export function isValidBase(base: string): boolean {
  if (!base.startsWith('/') || !base.endsWith('/')) return false;
  if (base === '/') return true;
  return base
    .slice(1, -1)
    .split('/')
    .every((segment) => SEGMENT.test(segment) && segment !== '.' && segment !== '..');
}

/** `/v1/` under `/react/` → `/react/v1/`. Anything but a site path (`#x`, `https:…`, `//host`) is kept. */
export function withBase(base: string, path: string): string {
  return path.startsWith('/') && !path.startsWith('//') ? `${base}${path.slice(1)}` : path;
}

/** `/react/v1/` under `/react/` → `/v1/`; `undefined` for a path outside the base. */
export function withoutBase(base: string, pathname: string): string | undefined {
  return pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : undefined;
}
