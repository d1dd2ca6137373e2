import { createContext, use } from 'react';
import type { DataRouter } from 'react-router';
import { NavigationDuplicated, isSameLocation } from './navigation-error';
import type { Navigator } from '../shared/setup-hook';
import { finalPath, type RouteTable } from '../shared/paths';

export type { Navigator } from '../shared/setup-hook';

function parse(
  table: RouteTable,
  to: string,
  base: string,
): { pathname: string; search: string; hash: string } {
  const url = new URL(to, base);
  const resolved = finalPath(table, url.pathname);
  // Compare where the reader would land, after redirects and the clean-URL rule.
  const pathname =
    resolved.kind === 'page' ? resolved.path : (resolved.hops.at(-1) ?? url.pathname);
  return { pathname, search: url.search, hash: url.hash };
}

export function createNavigator(
  router: Pick<DataRouter, 'navigate' | 'state'>,
  table: RouteTable,
): Navigator {
  function go(to: string, replace: boolean): Promise<void> {
    const current = router.state.location;
    const target = parse(table, to, `http://site${current.pathname}${current.search}`);
    if (isSameLocation(target, current)) {
      return Promise.reject(
        new NavigationDuplicated(`${target.pathname}${target.search}${target.hash}`),
      );
    }
    return router.navigate(to, { replace });
  }
  return { push: (to) => go(to, false), replace: (to) => go(to, true) };
}

export const NavigatorContext = createContext<Navigator | null>(null);

export function useNavigator(): Navigator | null {
  return use(NavigatorContext);
}
