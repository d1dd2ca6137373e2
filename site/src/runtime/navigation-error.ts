import { withoutTrailingSlash } from '../shared/paths';

/** Message of the error raised when navigating to the current location. */
export const NAVIGATION_DUPLICATED_MESSAGE = 'Navigating to current location is not allowed';

/** Raised when a navigation targets the location the reader is already on: refused, no entry added. */
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
  return (
    withoutTrailingSlash(a.pathname) === withoutTrailingSlash(b.pathname) &&
    a.search === b.search &&
    a.hash === b.hash
  );
}
