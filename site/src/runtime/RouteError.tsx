import { useEffect, useState } from 'react';
import { useLocation, useRouteError } from 'react-router';
import { withBase } from '../shared/base';
import { ChunkLoadError } from './chunk-error';
import { useSite } from './site-data';
import { mayReload, reload } from './reload-once';

/**
 * Shown when a part of the page failed to load. A failed chunk most often means a
 * redeploy replaced it: load the target URL in full, once (its HTML is complete).
 * Offline, a reload would only show the browser's error page: say so instead, and let
 * the reader try again. Never a blank page: the reader always has a way forward.
 */
export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  const { base } = useSite().siteData;
  // The router's location is under the base: the browser's URLs have it in front.
  const url = withBase(base, `${location.pathname}${location.search}${location.hash}`);
  const chunk = error instanceof ChunkLoadError;
  const [offline] = useState(() => chunk && !navigator.onLine);
  const [reloading] = useState(() => chunk && !offline && mayReload(url));

  useEffect(() => {
    if (reloading) reload(url);
    else if (!chunk) console.error(error);
  }, [reloading, chunk, error, url]);

  const message = reloading
    ? 'Loading…'
    : offline
      ? 'You are offline. Load the page again once the connection is back.'
      : 'This page could not be loaded.';
  return (
    <main className="route-error" role="alert" aria-busy={reloading}>
      <p>{message}</p>
      <p>
        <a href={url}>Load {location.pathname} again</a> · <a href={base}>Home</a>
      </p>
    </main>
  );
}
