// @vitest-environment node
import { mkdir, mkdtemp, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { Agent, request as httpRequest } from 'node:http';
import { createSiteServer } from './server';
import { APP_JS, close, listen, makeTestSite, PAGE, request, type TestSite } from './test-helpers';

const NEW_PAGE = '<!doctype html><title>v1</title><main>Second deploy</main>';
const NEW_JS = 'export const second = true;\n';

let site: TestSite;
let server: ReturnType<typeof createSiteServer>;
let origin: string;
let scratch: string;
const log = vi.fn<(line: string) => void>();

beforeEach(async () => {
  site = await makeTestSite();
  // Next to root, so a rename swap stays on one file system, as the build's does.
  scratch = await mkdtemp(join(dirname(site.root), 'deploys-'));
  server = createSiteServer({ root: site.root, log });
  origin = await listen(server);
});

afterEach(async () => {
  await close(server);
  await site.remove();
  log.mockReset();
});

async function writeFiles(dir: string, files: Record<string, string>): Promise<void> {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
}

/** A second build of the site: new page text, a new chunk, the old chunk gone. */
async function nextDeploy(name: string, redirects = '/ /v1/ 302\n/new /v1/ 301\n') {
  const dir = join(scratch, name);
  await writeFiles(dir, {
    'v1/index.html': NEW_PAGE,
    '404.html': '<!doctype html><h1>New 404</h1>',
    _redirects: redirects,
    'assets/js/app.def67890.js': NEW_JS,
  });
  return dir;
}

/** Replaces root the way the build does: old folder out, fresh folder in, by rename. */
async function swapIn(fresh: string): Promise<void> {
  const old = join(scratch, `old-${Math.random()}`);
  await rename(site.root, old);
  await rename(fresh, site.root);
  await rm(old, { recursive: true });
}

const get = (path: string) => request(origin, path);

it('serves a folder swapped in by rename, without a restart', async () => {
  expect((await get('/assets/js/app.abc12345.js')).status).toBe(200);
  await swapIn(await nextDeploy('b'));

  const page = await get('/v1/');
  expect(page.status).toBe(200);
  expect(page.body.toString()).toBe(NEW_PAGE);
  expect((await get('/assets/js/app.def67890.js')).body.toString()).toBe(NEW_JS);
  const gone = await get('/assets/js/app.abc12345.js');
  expect([gone.status, gone.body.toString()]).toEqual([404, 'Not found']);
  expect((await get('/nothing')).body.toString()).toBe('<!doctype html><h1>New 404</h1>');
  // The new _redirects replaces the old one too.
  const moved = await get('/new');
  expect([moved.status, moved.headers.location]).toEqual([301, '/v1/']);
});

it('picks up files copied over the old folder once 404.html is rewritten', async () => {
  await writeFiles(site.root, { 'assets/js/late.js': NEW_JS, '404.html': 'rewritten 404' });
  expect((await get('/assets/js/late.js')).body.toString()).toBe(NEW_JS);
  expect((await get('/nothing')).body.toString()).toBe('rewritten 404');
});

it('detects a swap by the folder itself when there is no 404.html', async () => {
  await unlink(join(site.root, '404.html'));
  const fresh = await nextDeploy('b');
  await unlink(join(fresh, '404.html'));
  await swapIn(fresh);
  expect((await get('/v1/')).body.toString()).toBe(NEW_PAGE);
  expect((await get('/nothing')).body.toString()).toBe('Not found');
});

it('keeps serving the last deploy while root is missing, then serves the new one', async () => {
  const fresh = await nextDeploy('b');
  await rename(site.root, join(scratch, 'old'));
  const res = await get('/v1/');
  expect(res.status).toBe(200);
  expect(res.body.toString()).toBe(PAGE);
  await rename(fresh, site.root);
  expect((await get('/v1/')).body.toString()).toBe(NEW_PAGE);
});

it('keeps serving the last good deploy when the next cannot be read, says why, and takes the next good one', async () => {
  await swapIn(await nextDeploy('broken', '/v1 /v1/ 200\n'));
  const res = await get('/v1/');
  expect([res.status, res.body.toString()]).toEqual([200, PAGE]);
  expect(log).toHaveBeenCalledWith(expect.stringMatching(/^Cannot load .*_redirects line 1/));
  await swapIn(await nextDeploy('fixed'));
  await expect.poll(async () => (await get('/v1/')).body.toString()).toBe(NEW_PAGE);
});

it('sends each response wholly from one deploy while 100 swaps run under 8 keep-alive connections', async () => {
  // Every deploy's page and chunk differ in content and length.
  const pageOf = (n: number) => `<!doctype html><main>deploy ${n} ${'x'.repeat(n * 37)}</main>`;
  const chunkOf = (n: number) => `export const deploy = ${n};${' '.repeat(n * 13)}\n`;
  const pages = new Set([PAGE]);
  const chunks = new Set([APP_JS]);
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  const fetchOne = (path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const { hostname, port } = new URL(origin);
      const req = httpRequest({ hostname, port, path, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () =>
          resolve({ status: res.statusCode!, body: Buffer.concat(chunks).toString() }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  let stop = false;
  let swaps = 0;
  const wrong: string[] = [];
  let answered = 0;
  const clients = Array.from({ length: 8 }, async (_, i) => {
    while (!stop) {
      const path = i % 2 ? '/v1/' : '/assets/js/app.js';
      const firstDeploy = swaps === 0;
      const res = await fetchOne(path);
      answered++;
      const known = path === '/v1/' ? pages : chunks;
      // The first deploy's chunk has another name: a 404 is right while it is served.
      if (firstDeploy && path !== '/v1/' && res.status === 404 && res.body === 'Not found')
        continue;
      if (res.status !== 200 || !known.has(res.body)) wrong.push(`${path} ${res.status}`);
    }
  });
  for (let n = 1; n <= 100; n++) {
    const dir = join(scratch, `d${n}`);
    pages.add(pageOf(n));
    chunks.add(chunkOf(n));
    await writeFiles(dir, {
      'v1/index.html': pageOf(n),
      '404.html': `<h1>404 of deploy ${n}</h1>`,
      _redirects: '/ /v1/ 302\n',
      'assets/js/app.js': chunkOf(n),
    });
    await swapIn(dir);
    swaps++;
  }
  stop = true;
  await Promise.all(clients);
  agent.destroy();
  expect(wrong).toEqual([]);
  expect(answered).toBeGreaterThan(100);
  expect((await get('/v1/')).body.toString()).toBe(pageOf(100));
});
