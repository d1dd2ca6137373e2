import { NAVIGATION_DUPLICATED_MESSAGE } from './constants';

/** Raised when a navigation targets the location the reader is already on (spec §5). */
export class NavigationDuplicated extends Error {
  override readonly name = 'NavigationDuplicated';
  constructor(readonly location: string) {
    super(NAVIGATION_DUPLICATED_MESSAGE);
  }
}

/** Locations are the same when pathname (ignoring a trailing slash), search and hash match. */
export function isSameLocation(
  a: { pathname: string; search: string; hash: string },
  b: { pathname: string; search: string; hash: string },
): boolean {
  const path = (p: string) => (p.length > 1 ? p.replace(/\/$/, '') : p);
  return path(a.pathname) === path(b.pathname) && a.search === b.search && a.hash === b.hash;
}
