// @vitest-environment node
import { unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { precompress } from '../src/node/precompress';
import { BASE_RULE } from '../src/shared/base';
import { BUILD_RECORD_FILE } from './build-record';
import { DEMO_FRAME_PATH } from '../src/shared/demo/demo-frame';
import { loadSnapshot } from './site-snapshot';
import { CONTENT_SECURITY_POLICY, createSiteServer } from './server';
import { contentSecurityPolicy, DEMO_FRAME_CONTENT_SECURITY_POLICY } from './security-headers';
import {
  APP_JS,
  close,
  listen,
  makeTestSite,
  NOT_FOUND_PAGE,
  PAGE,
  request,
  SECRETS,
  type RawResponse,
  type TestSite,
} from './test-helpers';

const IMMUTABLE = 'public, max-age=31536000, immutable';

let site: TestSite;
let server: ReturnType<typeof createSiteServer>;
let origin: string;

beforeAll(async () => {
  site = await makeTestSite();
  await precompress(site.root);
  server = createSiteServer({ root: site.root });
  origin = await listen(server);
});

afterAll(async () => {
  await close(server);
  await site.remove();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  request(origin, path, { headers });

function expectSecurityHeaders(res: RawResponse): void {
  expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

function expectNoSecret(res: RawResponse): void {
  for (const secret of SECRETS) expect(res.body.toString('latin1')).not.toContain(secret);
}

describe('redirects from _redirects', () => {
  it.each([
    ['/', 302],
    ['/v1', 301],
    ['/v1/index.html', 301],
  ])('redirects %s to /v1/ with status %i', async (path, status) => {
    const res = await get(path);
    expect(res.status).toBe(status);
    expect(res.headers.location).toBe('/v1/');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the query string', async () => {
    const res = await get('/v1?tab=api&q=a%20b');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/v1/?tab=api&q=a%20b');
  });

  it('matches the decoded pathname', async () => {
    expect((await get('/%76%31')).headers.location).toBe('/v1/');
  });
});

describe('files', () => {
  it('serves /v1/ from v1/index.html', async () => {
    const res = await get('/v1/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body.toString()).toBe(PAGE);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await request(origin, '/v1/', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(PAGE)));
    expect(res.body.length).toBe(0);
  });

  it('answers unknown paths with 404 and the 404 page', async () => {
    const res = await get('/v2/nothing-here');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body.toString()).toBe(NOT_FOUND_PAGE);
  });

  it.each(['/404', '/v1/index', '/favicon', '/v1/index.htm', '/v1/index.html/', '/v1//'])(
    'answers %s, which only names a file by guessing, with 404 and the 404 page',
    async (path) => {
      for (const encoding of ['', 'br, gzip']) {
        const res = await get(path, { 'Accept-Encoding': encoding });
        expect(res.status).toBe(404);
        expect(res.body.toString()).toBe(NOT_FOUND_PAGE);
      }
    },
  );

  it.each(['/assets/js/app.abc12345', '/assets/js/', '/assets/'])(
    'answers %s, which is no asset file, with the plain 404',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.body.toString()).toBe('Not found');
    },
  );

  it('serves the real file /404.html, which is not a guess', async () => {
    const res = await get('/404.html');
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe(NOT_FOUND_PAGE);
  });

  it('answers a missing asset with a plain-text 404, never HTML', async () => {
    const res = await get('/assets/missing.js');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body.toString()).toBe('Not found');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'])('answers %s with 405', async (method) => {
    const res = await request(origin, '/v1/', { method });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.body.toString()).toBe('Method not allowed');
  });

  it('answers a matching If-None-Match with 304', async () => {
    const first = await get('/v1/');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await get('/v1/', { 'If-None-Match': etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect((await get('/v1/', { 'If-None-Match': 'W/"other"' })).status).toBe(200);
  });
});

describe('precompressed files', () => {
  const path = '/assets/js/app.abc12345.js';

  it('sends brotli when accepted', async () => {
    const res = await get(path, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(res.body).toString()).toBe(APP_JS);
    expect(res.headers.vary).toBe('Accept-Encoding');
  });

  it('sends gzip when brotli is not accepted', async () => {
    const res = await get(path, { 'Accept-Encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toBe(APP_JS);
    expect(res.headers.vary).toBe('Accept-Encoding');
  });

  it('sends the file itself without Accept-Encoding', async () => {
    const res = await get(path);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(APP_JS);
    expect(res.headers.vary).toBe('Accept-Encoding');
  });

  it.each([
    ['/favicon.ico', 'br, gzip', 'ICO'], // (no precompressed copy)
    ['/assets/js/app.abc12345.js', 'br;q=0.5, gzip;q=0.5, identity', APP_JS],
  ])('sends %s itself to Accept-Encoding: %s', async (path, accepted, body) => {
    const res = await get(path, { 'Accept-Encoding': accepted });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(body);
  });

  it('varies only what has precompressed copies by Accept-Encoding', async () => {
    expect((await get('/favicon.ico', { 'Accept-Encoding': 'br' })).headers.vary).toBeUndefined();
  });

  it('compresses HTML too', async () => {
    const res = await get('/v1/', { 'Accept-Encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString()).toBe(PAGE);
  });
});

describe('Cache-Control', () => {
  it.each([
    ['/assets/js/app.abc12345.js', IMMUTABLE],
    ['/assets/css/site.abc12345.css', IMMUTABLE],
    ['/v1/', 'no-cache'],
    ['/favicon.svg', 'no-cache'],
    ['/nothing-here', 'no-cache'],
    ['/', 'no-cache'],
  ])('%s: %s', async (path, expected) => {
    expect((await get(path, { 'Accept-Encoding': 'br' })).headers['cache-control']).toBe(expected);
  });

  it('keeps immutable on a 304 for an asset', async () => {
    const { headers } = await get('/assets/js/app.abc12345.js');
    const res = await get('/assets/js/app.abc12345.js', { 'If-None-Match': headers.etag! });
    expect(res.status).toBe(304);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });
});

describe('security headers', () => {
  it.each([
    ['a page', 'GET', '/v1/', 200],
    ['a 404', 'GET', '/nothing-here', 404],
    ['an asset 404', 'GET', '/assets/missing.js', 404],
    ['a 405', 'POST', '/v1/', 405],
    ['a redirect', 'GET', '/', 302],
    ['a 304', 'GET', '/favicon.svg', 304],
    ['a 400', 'GET', '/%E0%A4%A', 400],
    ['a 414', 'GET', `/${'a'.repeat(3000)}`, 414],
  ])('are on %s', async (_name, method, path, status) => {
    const headers: Record<string, string> = {};
    if (status === 304) headers['If-None-Match'] = (await get(path)).headers.etag!;
    const res = await request(origin, path, { method, headers });
    expect(res.status).toBe(status);
    expectSecurityHeaders(res);
  });
});

describe('the edited examples’ frame (shared/demo/demo-frame.ts)', () => {
  it('has a policy of its own: sandboxed, framed by the site only', async () => {
    const res = await get(DEMO_FRAME_PATH);
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toBe(DEMO_FRAME_CONTENT_SECURITY_POLICY);
    expect(res.headers['content-security-policy']).toMatch(/(^|; )sandbox allow-scripts($|;)/);
    expect(res.headers['content-security-policy']).toMatch(/(^|; )frame-ancestors 'self'($|;)/);
  });

  it('loads the assets from its opaque origin: they are readable from any origin, nothing else is', async () => {
    for (const path of ['/assets/js/app.abc12345.js', '/assets/css/site.abc12345.css'])
      expect((await get(path, { Origin: 'null' })).headers['access-control-allow-origin']).toBe(
        '*',
      );
    for (const path of ['/v1/', DEMO_FRAME_PATH, '/assets/missing.js'])
      expect((await get(path, { Origin: 'null' })).headers['access-control-allow-origin']).toBe(
        undefined,
      );
  });
});

describe('hostile requests', () => {
  it.each([
    ['/../secret.txt', 400],
    ['/../../secret.txt', 400],
    ['/v1/../../secret.txt', 400],
    ['/%2e%2e%2fsecret.txt', 400],
    ['/%2e%2e/%2e%2e/secret.txt', 400],
    ['/.%2e/secret.txt', 400],
    ['/assets/..%2f..%2fsecret.txt', 400],
    ['/..%5csecret.txt', 400],
    ['/%2e%2e%5c%2e%2e%5csecret.txt', 400],
    ['/..\\secret.txt', 400],
    ['/%252e%252e%252fsecret.txt', 404],
    ['/..%255csecret.txt', 404],
    ['/%252e%252e/%252e%252e/outside/secret.txt', 404],
  ])('refuses traversal %s with %i', async (path, status) => {
    const res = await get(path);
    expect(res.status).toBe(status);
    expectNoSecret(res);
  });

  it.each([
    ...['/v1/index.html%00', '/v1/index.html%00.js', '/%00', '/%00/../secret.txt'].map((path) => [
      path,
      'a NUL byte',
    ]),
    ...['/%E0%A4%A', '/%', '/%zz', '/v1/%C0%AE%C0%AE/secret.txt'].map((path) => [
      path,
      'malformed percent-encoding',
    ]),
  ])('refuses %s (%s) with 400', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expectNoSecret(res);
  });

  it('refuses a URL over 2048 characters with 414', async () => {
    expect((await get(`/v1/?q=${'x'.repeat(2100)}`)).status).toBe(414);
    // One character short of the limit is still an ordinary request.
    expect((await get(`/v1/?q=${'x'.repeat(2048 - '/v1/?q='.length)}`)).status).toBe(200);
  });

  it('refuses request targets that are not a path with 400', async () => {
    expect((await get('http://127.0.0.1/v1/')).status).toBe(400);
  });

  it.each([
    '/.env',
    '/%2eenv',
    '/.vite/manifest.json',
    '/%2evite/manifest.json',
    '/assets/../.env',
  ])('never serves the dotfile %s', async (path) => {
    const res = await get(path);
    expect([400, 404]).toContain(res.status);
    expectNoSecret(res);
  });

  it.each([
    ['/assets/js/app.abc12345.js.map', {}],
    ['/assets/js/app.abc12345.js.map', { 'Accept-Encoding': 'br, gzip' }],
    ['/assets/js/app.abc12345.js.map.br', {}],
    ['/assets/js/app.abc12345.js.map.gz', {}],
  ])('never serves the source map %s', async (path, headers) => {
    const res = await get(path, headers);
    expect(res.status).toBe(404);
    expect(res.body.toString()).toBe('Not found');
  });

  it.each(['/leak.txt', '/leakdir/secret.txt'])(
    'does not follow the symlink %s out of root',
    async (path) => {
      for (const encoding of ['', 'br, gzip']) {
        const res = await get(path, { 'Accept-Encoding': encoding });
        expect(res.status).toBe(404);
        expectNoSecret(res);
      }
    },
  );

  it('survives huge headers (431) and keeps serving', async () => {
    expect((await get('/v1/', { 'X-Huge': 'x'.repeat(32 * 1024) })).status).toBe(431);
    expect((await get('/v1/')).status).toBe(200);
  });
});

describe('conditional requests, as nginx answers them', () => {
  const page = () => get('/v1/');

  it.each([
    ['its ETag', (etag: string) => etag],
    ['a list holding its ETag', (etag: string) => `"other", ${etag}, "more"`],
    ['its ETag in strong form (compared weakly)', (etag: string) => etag.replace(/^W\//, '')],
    ['*', () => '*'],
  ])('If-None-Match with %s: 304 without a body', async (_, header) => {
    const { headers } = await page();
    const res = await get('/v1/', { 'If-None-Match': header(headers.etag!) });
    expect(res.status).toBe(304);
    expect(res.body.length).toBe(0);
    expect(res.headers.etag).toBe(headers.etag);
  });

  it('If-Modified-Since: 304 from the Last-Modified date on, 200 before it', async () => {
    const lastModified = (await page()).headers['last-modified']!;
    expect((await get('/v1/', { 'If-Modified-Since': lastModified })).status).toBe(304);
    const before = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    expect((await get('/v1/', { 'If-Modified-Since': before })).status).toBe(200);
  });

  it('an If-None-Match that does not match wins over a matching If-Modified-Since', async () => {
    const lastModified = (await page()).headers['last-modified']!;
    const res = await get('/v1/', {
      'If-None-Match': 'W/"other"',
      'If-Modified-Since': lastModified,
    });
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe(PAGE);
  });
});

describe('byte ranges', () => {
  const size = Buffer.byteLength(PAGE);

  it.each([
    ['bytes=0-9', 0, 9],
    ['bytes=-10', size - 10, size - 1],
    ['bytes=100-', 100, size - 1],
  ])('%s: 206 with that part, uncompressed', async (range, start, end) => {
    const res = await get('/v1/', { Range: range, 'Accept-Encoding': 'br, gzip' });
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(PAGE.slice(start, end + 1));
  });

  it.each(['bytes=999999-', 'bytes=50-10'])('%s: 416, naming the size', async (range) => {
    const res = await get('/v1/', { Range: range });
    expect(res.status).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${size}`);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('416 for an asset too, which is then no immutable response', async () => {
    const res = await get('/assets/js/app.abc12345.js', { Range: 'bytes=999999-' });
    expect(res.status).toBe(416);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['bytes=0-1,5-6', 'items=0-1', 'bytes 0-9'])(
    '%s: the whole file (200)',
    async (range) => {
      const res = await get('/v1/', { Range: range });
      expect(res.status).toBe(200);
      expect(res.body.toString()).toBe(PAGE);
      expect(res.headers['accept-ranges']).toBe('bytes');
    },
  );

  it('If-Range: the part while the file is the one named, else the whole file', async () => {
    const { headers } = await get('/v1/');
    const same = await get('/v1/', { Range: 'bytes=0-9', 'If-Range': headers['last-modified']! });
    expect(same.status).toBe(206);
    const older = new Date(Date.parse(headers['last-modified']!) - 60_000).toUTCString();
    expect((await get('/v1/', { Range: 'bytes=0-9', 'If-Range': older })).status).toBe(200);
    // A weak ETag never validates a range.
    const weak = await get('/v1/', { Range: 'bytes=0-9', 'If-Range': headers.etag! });
    expect(weak.status).toBe(200);
  });
});

describe('what the build writes, typed and named as nginx does', () => {
  it.each([
    ['/favicon.ico', 'image/x-icon'],
    ['/favicon.svg', 'image/svg+xml; charset=utf-8'],
    ['/v1/', 'text/html; charset=utf-8'],
    ['/assets/js/app.abc12345.js', 'text/javascript; charset=utf-8'],
    ['/assets/css/site.abc12345.css', 'text/css; charset=utf-8'],
    ['/_redirects', 'application/octet-stream'],
  ])('%s is %s', async (path, type) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(type);
  });

  it.each(['/assets/js/app.abc12345.js.br', '/assets/js/app.abc12345.js.gz', '/v1/index.html.gz'])(
    '%s, a precompressed copy, is no file of its own (404)',
    async (path) => {
      expect((await get(path)).status).toBe(404);
    },
  );

  it('serves a file name with spaces and accents, in either Unicode form of the URL', async () => {
    for (const url of ['/my%20page%20%C3%A9.html', '/my%20page%20e%CC%81.html']) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(res.body.toString()).toBe('accented');
    }
  });

  it('a dangling symbolic link and a link loop are each a 404 of their own', async () => {
    for (const path of ['/dangling.txt', '/loop', '/loop/x']) {
      expect((await get(path)).status, path).toBe(404);
    }
    expect((await get('/v1/')).status).toBe(200);
  });
});

describe('a file deleted after startup', () => {
  it('is still served, whole, from the deploy in memory until the next deploy', async () => {
    const own = await makeTestSite();
    const ownServer = createSiteServer({ root: own.root });
    const ownOrigin = await listen(ownServer);
    try {
      await unlink(join(own.root, 'favicon.svg'));
      const res = await request(ownOrigin, '/favicon.svg');
      expect([res.status, res.body.toString()]).toEqual([
        200,
        '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      ]);
    } finally {
      await close(ownServer);
      await own.remove();
    }
  });
});

describe('request logging', () => {
  type Log = (line: string) => void;

  async function withServer(verbose: boolean, run: (origin: string, log: Log) => Promise<void>) {
    const log = vi.fn<Log>();
    const logged = createSiteServer({ root: site.root, verbose, log });
    try {
      await run(await listen(logged), log);
    } finally {
      await close(logged);
    }
    return log;
  }

  it('logs method, url, status and duration per request when verbose', async () => {
    const log = await withServer(true, async (at, spy) => {
      await request(at, '/v1/');
      await request(at, '/missing?x=1');
      await request(at, '/v1/', { method: 'POST' });
      await vi.waitFor(() => expect(spy).toHaveBeenCalledTimes(3));
    });
    const lines = log.mock.calls.map(([line]) => line);
    expect(lines[0]).toMatch(/^GET \/v1\/ 200 \d+(\.\d+)?ms$/);
    expect(lines[1]).toMatch(/^GET \/missing\?x=1 404 \d+(\.\d+)?ms$/);
    expect(lines[2]).toMatch(/^POST \/v1\/ 405 \d+(\.\d+)?ms$/);
  });

  it('takes no more time than the request took', async () => {
    let took = 0;
    const log = await withServer(true, async (at, spy) => {
      const started = performance.now();
      await request(at, '/v1/');
      await vi.waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
      took = performance.now() - started;
    });
    const [, ms] = /(\d+\.\d)ms$/.exec(log.mock.calls[0]![0])!;
    expect(Number(ms)).toBeLessThanOrEqual(took + 0.05);
  });

  it('logs to the console by default, when verbose', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const logged = createSiteServer({ root: site.root, verbose: true });
    try {
      await request(await listen(logged), '/v1/');
      await vi.waitFor(() => expect(log).toHaveBeenCalledTimes(1));
    } finally {
      await close(logged);
    }
    expect(log.mock.calls[0]![0]).toMatch(/^GET \/v1\/ 200 \d+\.\dms$/);
  });

  it('is not verbose by default', async () => {
    const log = vi.spyOn(console, 'log');
    const quiet = createSiteServer({ root: site.root });
    try {
      expect((await request(await listen(quiet), '/v1/')).status).toBe(200);
    } finally {
      await close(quiet);
    }
    expect(log).not.toHaveBeenCalled();
  });

  it('logs nothing when not verbose', async () => {
    const log = await withServer(false, async (at) => {
      expect((await request(at, '/v1/')).status).toBe(200);
      expect((await request(at, '/missing')).status).toBe(404);
    });
    expect(log).not.toHaveBeenCalled();
  });
});

describe('a deploy built for a base (its .site.json)', () => {
  let based: TestSite;
  let basedServer: ReturnType<typeof createSiteServer>;
  let basedOrigin: string;
  beforeAll(async () => {
    based = await makeTestSite();
    await writeFile(join(based.root, BUILD_RECORD_FILE), JSON.stringify({ base: '/react/' }));
    await writeFile(
      join(based.root, '_redirects'),
      '/react /react/ 301\n/react/ /react/v1/ 302\n/react/v1 /react/v1/ 301\n',
    );
    basedServer = createSiteServer({ root: based.root });
    basedOrigin = await listen(basedServer);
  });
  afterAll(async () => {
    await close(basedServer);
    await based.remove();
  });

  it('serves the files under the base', async () => {
    const page = await request(basedOrigin, '/react/v1/');
    expect(page.status).toBe(200);
    expect(page.body.toString()).toBe(PAGE);
    const asset = await request(basedOrigin, '/react/assets/js/app.abc12345.js');
    expect(asset.headers['cache-control']).toBe(IMMUTABLE);
    const frame = await request(basedOrigin, `/react${DEMO_FRAME_PATH}`);
    expect(frame.headers['content-security-policy']).toBe(DEMO_FRAME_CONTENT_SECURITY_POLICY);
  });

  it('answers its redirects as the browser asks for them, under the base', async () => {
    expect((await request(basedOrigin, '/react')).headers.location).toBe('/react/');
    expect((await request(basedOrigin, '/react/')).headers.location).toBe('/react/v1/');
  });

  it('has nothing outside the base: the not-found page, status 404', async () => {
    for (const path of ['/', '/v1/', '/reactive/v1/']) {
      const response = await request(basedOrigin, path);
      expect([path, response.status]).toEqual([path, 404]);
      expect(response.body.toString()).toBe(NOT_FOUND_PAGE);
    }
    // A script asked for never gets HTML, inside the base or out.
    for (const path of ['/assets/js/app.abc12345.js', '/react/assets/js/gone.js']) {
      const response = await request(basedOrigin, path);
      expect([path, response.status, response.body.toString()]).toEqual([path, 404, 'Not found']);
    }
  });

  it('sends the policy the build recorded, on pages and errors alike', async () => {
    const csp = { img: ['https://img.shields.io'] };
    await writeFile(join(based.root, BUILD_RECORD_FILE), JSON.stringify({ base: '/react/', csp }));
    const widened = createSiteServer({ root: based.root });
    const origin = await listen(widened);
    try {
      for (const path of ['/react/v1/', '/react/nowhere', '/']) {
        const response = await request(origin, path);
        expect(response.headers['content-security-policy']).toBe(contentSecurityPolicy(csp));
      }
      expect(contentSecurityPolicy(csp)).toContain("img-src 'self' data: https://img.shields.io;");
    } finally {
      await close(widened);
      await writeFile(join(based.root, BUILD_RECORD_FILE), JSON.stringify({ base: '/react/' }));
    }
  });

  it('refuses a record whose policy sources are not sources', async () => {
    for (const csp of [{ img: ["'unsafe-eval'"] }, { img: 'https:' }, { worker: ['https:'] }]) {
      await writeFile(
        join(based.root, BUILD_RECORD_FILE),
        JSON.stringify({ base: '/react/', csp }),
      );
      expect(() => loadSnapshot(based.root)).toThrow(`${BUILD_RECORD_FILE}: "csp" sources`);
    }
    await writeFile(join(based.root, BUILD_RECORD_FILE), JSON.stringify({ base: '/react/' }));
  });

  it('refuses a record whose base breaks the rule, naming it', async () => {
    await writeFile(join(based.root, BUILD_RECORD_FILE), JSON.stringify({ base: 'react' }));
    expect(() => loadSnapshot(based.root)).toThrow(`${BUILD_RECORD_FILE}: "base" ${BASE_RULE}`);
    await writeFile(join(based.root, BUILD_RECORD_FILE), JSON.stringify({ base: '/react/' }));
  });
});
