// @vitest-environment node
import { mkdir, mkdtemp, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { CONTENT_SECURITY_POLICY, createSiteServer } from './server';
import { close, listen, makeTestSite, request, type TestSite } from './test-helpers';

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

it('answers 503 with Retry-After while root is missing, then serves the new deploy', async () => {
  const fresh = await nextDeploy('b');
  await rename(site.root, join(scratch, 'old'));
  const res = await get('/v1/');
  expect(res.status).toBe(503);
  expect(res.headers['retry-after']).toBe('1');
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  await rename(fresh, site.root);
  expect((await get('/v1/')).body.toString()).toBe(NEW_PAGE);
});

it('answers 503 for a deploy it cannot read, logs why, and recovers with the next one', async () => {
  await swapIn(await nextDeploy('broken', '/v1 /v1/ 200\n'));
  expect((await get('/v1/')).status).toBe(503);
  expect(log).toHaveBeenCalledWith(expect.stringMatching(/^Cannot load .*_redirects line 1/));
  await swapIn(await nextDeploy('fixed'));
  expect((await get('/v1/')).body.toString()).toBe(NEW_PAGE);
});

it('keeps running while deploys are swapped under concurrent requests', async () => {
  const paths = ['/v1/', '/', '/assets/js/app.abc12345.js', '/assets/js/app.def67890.js', '/x'];
  let stop = false;
  const statuses = new Set<number>();
  const load = (async () => {
    while (!stop) {
      const results = await Promise.allSettled(paths.map(get));
      // A file removed mid-response resets that one connection; anything else is a status.
      for (const r of results) if (r.status === 'fulfilled') statuses.add(r.value.status);
    }
  })();
  for (let i = 0; i < 20; i++) await swapIn(await nextDeploy(`d${i}`));
  stop = true;
  await load;
  expect([...statuses].every((s) => [200, 302, 404, 503].includes(s))).toBe(true);
  expect((await get('/v1/')).body.toString()).toBe(NEW_PAGE);
  expect((await get('/assets/js/app.def67890.js')).status).toBe(200);
});
