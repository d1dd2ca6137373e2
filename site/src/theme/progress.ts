import progress from 'nprogress';
import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import { LOADING_DELAY_MS } from '../shared/constants';

// The bar's script comes with the layout, not on demand: loaded with the navigation it
// announces, it arrived with that navigation's own chunks on a slow network, too late
// to show at all (1.8 KiB gzip, paid once the app starts).
progress.configure({ showSpinner: false });

/**
 * A progress bar while a navigation loads something, shown only when loading takes
 * longer than LOADING_DELAY_MS: fast navigations never flash it.
 */
export function useNavigationProgress(): void {
  const { state } = useNavigation();
  const busy = state !== 'idle';
  useEffect(() => {
    if (!busy) return;
    let shown = false;
    const timer = setTimeout(() => {
      shown = true;
      progress.start();
    }, LOADING_DELAY_MS);
    return () => {
      clearTimeout(timer);
      if (shown) progress.done();
    };
  }, [busy]);
}
