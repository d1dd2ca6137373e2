import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nginxConf } from '../site/server/nginx-conf';
import { readRedirects } from '../site/server/redirects';
import { withBase } from '../site/src/shared/base';
import { startServer } from '../site/server/cli';
import {
  ASSET_CORS_HEADER,
  DEMO_FRAME_CONTENT_SECURITY_POLICY,
  SECURITY_HEADERS,
} from '../site/server/security-headers';
import { DEMO_FRAME_FILE, DEMO_FRAME_PATH } from '../site/src/shared/demo/demo-frame';
import { DIRS } from './dirs';
import { expect, test } from './fixtures';
import { NGINX, startNginx, type RunningServer } from '../test/nginx';

// deploy/nginx.conf must serve dist/ as the Node server does: the same table of
// statuses, redirects and headers runs against both, for a build at "/" and, with the
// server block `site nginx` prints, for one under /react/.

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HTML = /^text\/html; ?charset=utf-8$/i;

interface Case {
  path: string;
  /** Request headers besides `Accept-Encoding: gzip` (`Accept-Encoding: ''` drops it). */
  headers?: Record<string, string>;
  status: number;
  location?: string;
  cacheControl: string;
  type?: RegExp;
  /** Sent gzip-compressed from the build's .gz copy. */
  gzip?: boolean;
  /** The body after decompression. */
  body?: () => Buffer;
  /**
   * Content-Range, given the size of the file. (No 416 row: nginx sends its add_header
   * lines twice on a 416; site/server/server.test.ts checks ours.)
   */
  contentRange?: (size: number) => string;
  /** Its own Content-Security-Policy, in place of the site's. */
  csp?: string;
  /** Readable from any origin (the edited examples' frame is an opaque one). */
  cors?: boolean;
}

/** Stands for the largest hashed script, looked up once dist/ exists. */
const SCRIPT = '/assets/js/<largest>.js';

/**
 * What a server of `dir`, built for `base`, answers: the table written at "/", each path
 * and location under the base.
 */
function casesFor(dir: string, base: string): Case[] {
  const file = (path: string) => () => readFileSync(join(dir, path));
  const notFound = { status: 404, cacheControl: 'no-cache', type: HTML, body: file('404.html') };
  const cases: Case[] = [
    { path: '/', status: 302, location: '/v1/', cacheControl: 'no-cache' },
    { path: '/v1', status: 301, location: '/v1/', cacheControl: 'no-cache' },
    { path: '/v1/index.html?x=1', status: 301, location: '/v1/?x=1', cacheControl: 'no-cache' },
    {
      path: '/v1/',
      status: 200,
      cacheControl: 'no-cache',
      type: HTML,
      gzip: true,
      body: file('v1/index.html'),
    },
    {
      path: SCRIPT,
      status: 200,
      cacheControl: IMMUTABLE,
      type: /javascript/,
      gzip: true,
      cors: true,
    },
    {
      path: DEMO_FRAME_PATH,
      status: 200,
      body: file(DEMO_FRAME_FILE),
      cacheControl: 'no-cache',
      type: HTML,
      csp: DEMO_FRAME_CONTENT_SECURITY_POLICY,
    },
    {
      path: '/assets/js/missing.js',
      status: 404,
      cacheControl: 'no-cache',
      type: /^text\/plain; ?charset=utf-8$/,
      body: () => Buffer.from('Not found'),
    },
    { path: '/nope', ...notFound },
    { path: '/.env', ...notFound },
    { path: '/v1/index', ...notFound },
    { path: '/v1/index.html.gz', ...notFound },
    { path: '/favicon.ico', status: 200, cacheControl: 'no-cache', type: /^image\/x-icon$/ },
    { path: '/v1/', headers: { 'If-None-Match': '*' }, status: 304, cacheControl: 'no-cache' },
    {
      path: '/v1/',
      headers: { 'Accept-Encoding': '', Range: 'bytes=0-9' },
      status: 206,
      cacheControl: 'no-cache',
      body: () => file('v1/index.html')().subarray(0, 10),
      contentRange: (size) => `bytes 0-9/${size}`,
    },
  ];
  return cases.map((c) => ({
    ...c,
    path: c.path === SCRIPT ? SCRIPT : withBase(base, c.path),
    location: c.location && withBase(base, c.location),
  }));
}

/** The largest hashed script of a build: the entry, what every page needs first. */
function largestScript(site: string): string {
  const dir = join(site, 'assets/js');
  const scripts = readdirSync(dir).filter((name) => name.endsWith('.js'));
  scripts.sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size);
  return `/assets/js/${scripts[0]}`;
}

/**
 * The two servers of a build: the Node server, and nginx with deploy/nginx.conf (at "/"),
 * or with the server block `site nginx` prints for a build under another base, its root
 * the folder that holds the build as `<base>` (as the block's comment says).
 */
const servers: Record<string, (dir: string, base: string) => Promise<RunningServer>> = {
  node: async (dir) => {
    const running = await startServer({ root: dir, host: '127.0.0.1', port: 0 });
    return { url: running.url, stop: running.close };
  },
  nginx: async (dir, base) => {
    if (base === '/') return startNginx(dir);
    const parent = await mkdtemp(join(tmpdir(), 'nginx-root-'));
    await cp(dir, join(parent, base), { recursive: true });
    const running = await startNginx(parent, nginxConf(base, readRedirects(dir)));
    return {
      ...running,
      stop: async () => {
        await running.stop();
        await rm(parent, { recursive: true, force: true });
      },
    };
  },
};

const BUILDS = [
  { base: '/', dir: DIRS.site },
  { base: '/react/', dir: DIRS.siteAtBase },
];

for (const { base, dir } of BUILDS) {
  for (const [name, start] of Object.entries(servers)) {
    // HTTP only: once, in no browser (the `node` project).
    test.describe(`${name} serving dist/ built for ${base}`, { tag: '@node' }, () => {
      test.skip(
        name === 'nginx' && !existsSync(NGINX),
        `${NGINX} is missing: install Debian's nginx-light (.ci/run does)`,
      );

      let server: RunningServer;
      test.beforeAll(async () => {
        server = await start(realpathSync(dir), base);
      });
      test.afterAll(async () => {
        await server?.stop();
      });

      for (const expected of casesFor(dir, base)) {
        const asked = Object.entries(expected.headers ?? {}).map(([k, v]) => ` ${k}: ${v}`);
        test(`${expected.path}${asked.join()} → ${expected.status}`, async ({ request }) => {
          const path =
            expected.path === SCRIPT ? withBase(base, largestScript(dir)) : expected.path;
          const res = await request.get(`${server.url}${path}`, {
            maxRedirects: 0,
            headers: { 'Accept-Encoding': 'gzip', ...expected.headers },
          });
          const headers = res.headers();
          expect(res.status()).toBe(expected.status);
          expect(headers.location).toBe(expected.location);
          expect(headers['cache-control']).toBe(expected.cacheControl);
          const security = { ...SECURITY_HEADERS };
          if (expected.csp) security['Content-Security-Policy'] = expected.csp;
          for (const [header, value] of Object.entries(security)) {
            expect(headers[header.toLowerCase()], header).toBe(value);
          }
          expect(headers[ASSET_CORS_HEADER[0].toLowerCase()]).toBe(
            expected.cors ? ASSET_CORS_HEADER[1] : undefined,
          );
          if (expected.type) expect(headers['content-type']).toMatch(expected.type);
          // The file of a path under the base.
          const local = (p: string) => join(dir, p.slice(base.length));
          expect(headers['content-range']).toBe(
            expected.contentRange?.(readFileSync(local(`${path}index.html`)).length),
          );
          if (expected.gzip) {
            expect(headers['content-encoding']).toBe('gzip');
            expect(headers.vary).toBe('Accept-Encoding');
          }
          const body = expected.body ?? (() => readFileSync(local(path)));
          if (expected.status === 200 || expected.body) {
            expect((await res.body()).equals(body())).toBe(true);
          }
        });
      }
    });
  }
}
