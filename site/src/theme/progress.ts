import NProgress from 'nprogress';
import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import { LOADING_DELAY_MS } from '../shared/constants';

NProgress.configure({ showSpinner: false });

/**
 * A progress bar while a navigation loads something, shown only when loading takes
 * longer than the spec's delay: fast navigations never flash it.
 */
export function useNavigationProgress(): void {
  const { state } = useNavigation();
  const busy = state !== 'idle';
  useEffect(() => {
    if (!busy) return;
    let started = false;
    const timer = setTimeout(() => {
      started = true;
      NProgress.start();
    }, LOADING_DELAY_MS);
    return () => {
      clearTimeout(timer);
      if (started) NProgress.done();
    };
  }, [busy]);
}
