import type { NProgress } from 'nprogress';
import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import { LOADING_DELAY_MS } from '../shared/constants';

let bar: Promise<NProgress> | undefined;

/**
 * The bar's script is needed only once a navigation is slow: it starts loading with
 * the reader's first navigation, not with the page. A failed load means no bar, and
 * the next navigation tries again.
 */
function loadBar(): Promise<NProgress> {
  bar ??= import('nprogress').then(
    ({ default: progress }) => progress.configure({ showSpinner: false }),
    (error: unknown) => {
      bar = undefined;
      throw error;
    },
  );
  return bar;
}

/**
 * A progress bar while a navigation loads something, shown only when loading takes
 * longer than LOADING_DELAY_MS: fast navigations never flash it.
 */
export function useNavigationProgress(): void {
  const { state } = useNavigation();
  const busy = state !== 'idle';
  useEffect(() => {
    if (!busy) return;
    const loading = loadBar();
    let done = false;
    let shown: NProgress | undefined;
    const timer = setTimeout(() => {
      loading.then(
        (progress) => {
          if (done) return;
          shown = progress;
          progress.start();
        },
        () => {}, // No bar: the navigation itself reports what failed.
      );
    }, LOADING_DELAY_MS);
    return () => {
      done = true;
      clearTimeout(timer);
      shown?.done();
    };
  }, [busy]);
}
