import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Runs `effect` after each navigation to another page (a menu, the drawer, a nav group or
 * the search box closes then). Not on mount: a reader may have opened one before the app
 * loaded.
 */
export function useAfterNavigation(effect: () => void): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  const onNavigation = useEffectEvent(effect);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    onNavigation();
  }, [pathname]);
}
