import {
  createServer,
  STATUS_CODES,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import fresh from 'fresh';
import Negotiator from 'negotiator';
import parseRange from 'range-parser';
import { liveSnapshot } from './live-snapshot';
import { parseRequestTarget } from './request-target';
import { withoutBase } from '../src/shared/base';
import { headersFor } from './security-headers';
import { loadSnapshot, type SiteFile, type SiteSnapshot } from './site-snapshot';

export { CONTENT_SECURITY_POLICY } from './security-headers';

export interface SiteServerOptions {
  /** The built folder (`dist`). */
  root: string;
  /** Log one line per request. */
  verbose?: boolean;
  log?: (line: string) => void;
}

/** Hashed files: a missing one is a script's or a style's, never a page's. */
const ASSETS = '/assets/';
/** Negotiator 1.x, whose `preferred` option its typings (0.6) do not know yet. */
interface PreferringNegotiator {
  encoding(available: string[], options: { preferred: string[] }): string | undefined;
}

/** Encodings a file may have a precompressed sibling in, best first. */
const ENCODINGS = ['br', 'gzip'] as const;

/** The production server of the built site; call `listen` on it. */
export function createSiteServer({
  root,
  verbose = false,
  log = console.log,
}: SiteServerOptions): Server {
  // A redeploy swaps root while we run: each request uses the deploy current at its start.
  const current = liveSnapshot(root, loadSnapshot, log);

  /** `path`: under the base, where it is in it. */
  function sendNotFound(res: ServerResponse, path: string, site: SiteSnapshot): void {
    // A missing chunk must fail as a script, never parse the HTML page as JavaScript.
    if (path.startsWith(ASSETS) || !site.notFoundPage) {
      return sendText(res, 404, 'Not found');
    }
    send(res, 404, { 'Content-Type': site.notFoundPage.type }, site.notFoundPage.body);
  }

  function handle(req: IncomingMessage, res: ServerResponse, site: SiteSnapshot): void {
    const { method } = req;
    if (method !== 'GET' && method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendText(res, 405, 'Method not allowed');
    }
    const target = parseRequestTarget(req.url!); // (a server's request always has one)
    if ('status' in target) return sendText(res, target.status, STATUS_CODES[target.status]!);
    const { pathname, search } = target;

    const redirect = site.redirects.get(pathname);
    if (redirect) {
      res.writeHead(redirect.status, { Location: redirect.to + search }).end();
      return;
    }
    // The deploy's files are served under its base; outside it, nothing is ours.
    const path = withoutBase(site.base, pathname);
    if (path === undefined) return sendNotFound(res, pathname, site);
    // Only real files answer 200: `/v1/` is `v1/index.html`, and nothing else is guessed.
    const index = path.endsWith('/') ? 'index.html' : '';
    const file = site.files.get(`${path}${index}`);
    if (!file) return sendNotFound(res, path, site);
    // The file's own (hashed assets cached for a year, readable from any origin; the
    // frame's policy in place of the site's), as every host is given them.
    for (const [name, value] of Object.entries(headersFor(path))) res.setHeader(name, value);
    sendFile(req, res, file);
  }

  return createServer((req, res) => {
    const started = performance.now();
    if (verbose) {
      const { method, url } = req;
      res.once('close', () => {
        const ms = (performance.now() - started).toFixed(1);
        log(`${method} ${url} ${res.statusCode} ${ms}ms`);
      });
    }
    const site = current();
    for (const [name, value] of Object.entries(site.headers)) res.setHeader(name, value);
    res.setHeader('Cache-Control', 'no-cache');
    try {
      handle(req, res, site);
    } catch (error) {
      log(`Error on ${req.method} ${req.url}: ${error instanceof Error ? error.stack : error}`);
      if (res.headersSent) res.destroy();
      else sendText(res, 500, 'Internal server error');
    }
  });
}

/**
 * A file as nginx would send it: 304 for a conditional request it satisfies, one byte
 * range (206, or 416 when none of it exists), else the whole file in the best encoding
 * the client accepts.
 */
function sendFile(req: IncomingMessage, res: ServerResponse, file: SiteFile): void {
  const headers: OutgoingHttpHeaders = {
    'Content-Type': file.type,
    ETag: file.etag,
    'Last-Modified': file.lastModified,
    'Accept-Ranges': 'bytes',
  };
  const encodings = ENCODINGS.filter((encoding) => file[encoding]);
  if (encodings.length) headers.Vary = 'Accept-Encoding';
  if (fresh(req.headers, { etag: file.etag, 'last-modified': file.lastModified })) {
    res.writeHead(304, headers).end();
    return;
  }
  const range = requestedRange(req, file);
  if (range === 'unsatisfiable') {
    headers['Content-Range'] = `bytes */${file.body.length}`;
    return send(res, 416, headers, Buffer.alloc(0));
  }
  if (range) {
    headers['Content-Range'] = `bytes ${range.start}-${range.end}/${file.body.length}`;
    const part = file.body.subarray(range.start, range.end + 1);
    return send(res, 206, headers, part);
  }
  const offered = [...encodings, 'identity'];
  // Ours is the order of preference among what the client accepts equally.
  const encoding = (new Negotiator(req) as PreferringNegotiator).encoding(offered, {
    preferred: offered,
  });
  if (encoding === 'br' || encoding === 'gzip') {
    headers['Content-Encoding'] = encoding;
    return send(res, 200, headers, file[encoding]!);
  }
  send(res, 200, headers, file.body);
}

/**
 * The one byte range asked for, if any and if still valid for this file (`If-Range`).
 * Several ranges, or a header that does not parse, get the whole file, as RFC 9110 allows.
 */
function requestedRange(
  req: IncomingMessage,
  file: SiteFile,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const header = req.headers.range;
  if (!header) return undefined;
  // A weak ETag never matches If-Range; a date must be the file's exactly.
  const ifRange = req.headers['if-range'];
  if (ifRange !== undefined && ifRange !== file.lastModified) return undefined;
  const ranges = parseRange(file.body.length, header);
  if (ranges === -1) return 'unsatisfiable';
  // Stryker disable next-line ConditionalExpression,UnaryOperator: -2 (no parse) has no `type`, so the next line answers undefined too; this one narrows the type
  if (ranges === -2) return undefined;
  if (ranges.type !== 'bytes' || ranges.length !== 1) return undefined;
  return ranges[0];
}

function sendText(res: ServerResponse, status: number, text: string): void {
  send(res, status, { 'Content-Type': 'text/plain; charset=utf-8' }, Buffer.from(text));
}

function send(
  res: ServerResponse,
  status: number,
  headers: OutgoingHttpHeaders,
  body: Buffer,
): void {
  // Error responses are never cached as immutable, whatever path they answer.
  // Stryker disable next-line EqualityOperator: a 400 (a bad target) comes before any immutable
  if (status >= 400) res.setHeader('Cache-Control', 'no-cache');
  res.writeHead(status, { ...headers, 'Content-Length': body.length });
  res.end(body); // (Node sends no body to a HEAD request.)
}
