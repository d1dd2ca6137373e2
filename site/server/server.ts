import { readFileSync } from 'node:fs';
import {
  createServer,
  STATUS_CODES,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { fileId, physicalFileIds } from './physical-files';
import { readRedirects } from './redirects';
import { isHiddenPath, parseRequestTarget } from './request-target';
import { SECURITY_HEADERS } from './security-headers';

export { CONTENT_SECURITY_POLICY } from './security-headers';

export interface SiteServerOptions {
  /** The built folder (`dist`). */
  root: string;
  /** Log one line per request. */
  verbose?: boolean;
  log?: (line: string) => void;
}

/** Files under /assets/ have a content hash in their name, so they never change. */
const ASSETS = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Thrown from sirv's setHeaders hook to stop it sending a file outside root. */
class OutsideRoot extends Error {}

/** The production server of the built site; call `listen` on it. */
export function createSiteServer({
  root,
  verbose = false,
  log = console.log,
}: SiteServerOptions): Server {
  const redirects = readRedirects(root);
  const notFoundPage = readNotFoundPage(root);
  const insideRoot = physicalFileIds(root);
  const serveFile = sirv(root, {
    dev: false,
    etag: true,
    dotfiles: false,
    brotli: true,
    gzip: true,
    extensions: ['html'],
    setHeaders(_res, _pathname, stats) {
      // sirv's startup index follows symbolic links; refuse files that live outside root.
      if (!insideRoot.has(fileId(stats))) throw new OutsideRoot();
    },
  });

  function sendNotFound(res: ServerResponse, pathname: string): void {
    // A missing chunk must fail as a script, never parse the HTML page as JavaScript.
    if (pathname.startsWith(ASSETS) || !notFoundPage) return sendText(res, 404, 'Not found');
    send(res, 404, 'text/html; charset=utf-8', notFoundPage);
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    const method = req.method ?? '';
    if (method !== 'GET' && method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendText(res, 405, 'Method not allowed');
    }
    const target = parseRequestTarget(req.url ?? '');
    if ('status' in target) return sendText(res, target.status, STATUS_CODES[target.status]!);
    const { pathname, search } = target;

    const redirect = redirects.get(pathname);
    if (redirect) {
      res.writeHead(redirect.status, { Location: redirect.to + search }).end();
      return;
    }
    if (isHiddenPath(pathname)) return sendNotFound(res, pathname);

    if (pathname.startsWith(ASSETS)) res.setHeader('Cache-Control', IMMUTABLE);
    // sirv mishandles suffix and reversed ranges (the latter throws); whole files suffice here.
    delete req.headers.range;
    try {
      serveFile(req, res, () => sendNotFound(res, pathname));
    } catch (error) {
      if (!(error instanceof OutsideRoot)) throw error;
      sendNotFound(res, pathname);
    }
  }

  return createServer((req, res) => {
    const started = performance.now();
    if (verbose) {
      res.once('close', () => {
        const ms = (performance.now() - started).toFixed(1);
        log(`${req.method} ${req.url} ${res.statusCode} ${ms}ms`);
      });
    }
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    res.setHeader('Cache-Control', 'no-cache');
    // sirv pipes files without an error listener: a file deleted since startup would crash us.
    res.once('pipe', (file) => file.once('error', () => res.destroy()));
    try {
      handle(req, res);
    } catch (error) {
      log(`Error on ${req.method} ${req.url}: ${error instanceof Error ? error.stack : error}`);
      if (res.headersSent) res.destroy();
      else sendText(res, 500, 'Internal server error');
    }
  });
}

function readNotFoundPage(root: string): Buffer | undefined {
  try {
    return readFileSync(join(root, '404.html'));
  } catch {
    return undefined;
  }
}

function sendText(res: ServerResponse, status: number, text: string): void {
  send(res, status, 'text/plain; charset=utf-8', Buffer.from(text));
}

function send(res: ServerResponse, status: number, type: string, body: Buffer): void {
  // Error responses are never cached as immutable, whatever path they answer.
  res.writeHead(status, {
    'Cache-Control': 'no-cache',
    'Content-Type': type,
    'Content-Length': body.length,
  });
  res.end(body);
}
