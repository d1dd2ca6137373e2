import {
  createServer,
  STATUS_CODES,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { liveSnapshot } from './live-snapshot';
import { isHiddenPath, parseRequestTarget } from './request-target';
import { SECURITY_HEADERS } from './security-headers';
import { loadSnapshot, OutsideRoot, type SiteSnapshot } from './site-snapshot';

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

/** The production server of the built site; call `listen` on it. */
export function createSiteServer({
  root,
  verbose = false,
  log = console.log,
}: SiteServerOptions): Server {
  // A redeploy swaps root while we run: each request uses the deploy current at its start.
  const current = liveSnapshot(root, loadSnapshot, log);

  function sendNotFound(res: ServerResponse, pathname: string, site: SiteSnapshot): void {
    // A missing chunk must fail as a script, never parse the HTML page as JavaScript.
    if (pathname.startsWith(ASSETS) || !site.notFoundPage) {
      return sendText(res, 404, 'Not found');
    }
    send(res, 404, 'text/html; charset=utf-8', site.notFoundPage);
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
    const site = current();
    if (!site) {
      // Between the two renames of a redeploy: a moment later the new deploy answers.
      res.setHeader('Retry-After', '1');
      return sendText(res, 503, 'Service unavailable');
    }

    const redirect = site.redirects.get(pathname);
    if (redirect) {
      res.writeHead(redirect.status, { Location: redirect.to + search }).end();
      return;
    }
    // Only real files answer 200: `/v1/` is `v1/index.html`, and nothing else is guessed.
    const index = pathname.endsWith('/') ? 'index.html' : '';
    if (isHiddenPath(pathname) || !site.files.has(pathname + index)) {
      return sendNotFound(res, pathname, site);
    }

    if (pathname.startsWith(ASSETS)) res.setHeader('Cache-Control', IMMUTABLE);
    // sirv mishandles suffix and reversed ranges (the latter throws); whole files suffice here.
    delete req.headers.range;
    // sirv looks the (still encoded) URL up itself; point it at the index file.
    if (index) req.url = req.url!.replace(/^[^?]*/, (path) => path + index);
    try {
      site.serveFile(req, res, () => sendNotFound(res, pathname, site));
    } catch (error) {
      if (!(error instanceof OutsideRoot)) throw error;
      sendNotFound(res, pathname, site);
    }
  }

  return createServer((req, res) => {
    const started = performance.now();
    // Captured now: serving a directory index rewrites req.url for sirv.
    const { method, url } = req;
    if (verbose) {
      res.once('close', () => {
        const ms = (performance.now() - started).toFixed(1);
        log(`${method} ${url} ${res.statusCode} ${ms}ms`);
      });
    }
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    res.setHeader('Cache-Control', 'no-cache');
    // sirv pipes files without an error listener: a file deleted since startup would crash us.
    res.once('pipe', (file) => file.once('error', () => res.destroy()));
    try {
      handle(req, res);
    } catch (error) {
      log(`Error on ${method} ${url}: ${error instanceof Error ? error.stack : error}`);
      if (res.headersSent) res.destroy();
      else sendText(res, 500, 'Internal server error');
    }
  });
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
