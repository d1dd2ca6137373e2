import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { fileId, physicalFiles } from './physical-files';
import { readRedirects, type Redirect } from './redirects';

/** Thrown from sirv's setHeaders hook to stop it sending a file outside root. */
export class OutsideRoot extends Error {}

/** Everything the server knows about one deploy of the built folder. */
export interface SiteSnapshot {
  redirects: Map<string, Redirect>;
  notFoundPage: Buffer | undefined;
  /** URL paths of the real files; nothing else may answer 200. */
  files: Set<string>;
  /** sirv's handler over this deploy's file list (precompressed siblings, ETags). */
  serveFile: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
}

/** Reads root once: sirv indexes its files at creation, so a new deploy needs a new snapshot. */
export function loadSnapshot(root: string): SiteSnapshot {
  const redirects = readRedirects(root);
  const notFoundPage = readNotFoundPage(root);
  const { paths, ids } = physicalFiles(root);
  const serveFile = sirv(root, {
    dev: false,
    etag: true,
    dotfiles: false,
    brotli: true,
    gzip: true,
    // No guessing: `/404` must not find `404.html`. Directory indexes are mapped by the server.
    extensions: [],
    setHeaders(_res, _pathname, stats) {
      // sirv's startup index follows symbolic links; refuse files that live outside root.
      if (!ids.has(fileId(stats))) throw new OutsideRoot();
    },
  });
  return { redirects, notFoundPage, files: paths, serveFile };
}

function readNotFoundPage(root: string): Buffer | undefined {
  try {
    return readFileSync(join(root, '404.html'));
  } catch {
    return undefined;
  }
}
