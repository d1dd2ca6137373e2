import { useEffect, useState } from 'react';
import { useLocation, useRouteError } from 'react-router';
import { ChunkLoadError } from '../shared/chunk-error';
import { mayReload, reload } from './reload-once';

/**
 * Shown when a part of the page failed to load. A failed chunk most often means a
 * redeploy replaced it: load the target URL in full, once (its HTML is complete).
 * Never a blank page: the reader always has a way forward.
 */
export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  const url = `${location.pathname}${location.search}${location.hash}`;
  const [reloading] = useState(() => error instanceof ChunkLoadError && mayReload(url));

  useEffect(() => {
    if (reloading) reload(url);
    else if (!(error instanceof ChunkLoadError)) console.error(error);
  }, [reloading, error, url]);

  return (
    <main className="route-error" role="alert" aria-busy={reloading}>
      <p>{reloading ? 'Loading…' : 'This page could not be loaded.'}</p>
      <p>
        <a href={url}>Load {location.pathname} again</a> · <a href="/">Home</a>
      </p>
    </main>
  );
}
