// @vitest-environment node
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { precompress } from '../src/node/precompress';
import { loadSnapshot, type SiteSnapshot } from './site-snapshot';
import { APP_JS, makeTestSite, NOT_FOUND_PAGE, type TestSite } from './test-helpers';

let site: TestSite;
beforeAll(async () => {
  site = await makeTestSite();
  await precompress(site.root);
  // A compressed file the site offers as it is: no `release.tar` beside it.
  await writeFile(join(site.root, 'release.tar.gz'), 'an archive');
});
afterAll(() => site.remove());

// Loaded in each test: code run in a hook is not the code a mutation test has changed.
const load = (): SiteSnapshot => loadSnapshot(site.root);

it('holds the site’s files by URL path, and no dotfile, source map or precompressed copy', () => {
  expect([...load().files.keys()].sort()).toEqual([
    '/404.html',
    '/_redirects',
    '/assets/css/site.abc12345.css',
    '/assets/js/app.abc12345.js',
    '/demo-frame/index.html',
    '/favicon.ico',
    '/favicon.svg',
    `/my page ${'\u00e9'}.html`,
    '/release.tar.gz',
    '/v1/index.html',
  ]);
});

it('holds a file with its precompressed copies, and the 404 page', async () => {
  const { files, notFoundPage } = load();
  const app = files.get('/assets/js/app.abc12345.js')!;
  const path = join(site.root, 'assets/js/app.abc12345.js');
  expect(app.body.toString()).toBe(APP_JS);
  expect(app.br).toEqual(await readFile(`${path}.br`));
  expect(app.gzip).toEqual(await readFile(`${path}.gz`));
  expect(files.get('/favicon.ico')).toMatchObject({ br: undefined, gzip: undefined });
  expect(notFoundPage?.body.toString()).toBe(NOT_FOUND_PAGE);
});

it.each([
  ['/favicon.ico', 'image/x-icon'],
  ['/favicon.svg', 'image/svg+xml; charset=utf-8'],
  ['/v1/index.html', 'text/html; charset=utf-8'],
  ['/assets/js/app.abc12345.js', 'text/javascript; charset=utf-8'],
  ['/assets/css/site.abc12345.css', 'text/css; charset=utf-8'],
  ['/release.tar.gz', 'application/gzip'],
  ['/_redirects', 'application/octet-stream'],
])('types %s as %s', (path, type) => {
  expect(load().files.get(path)?.type).toBe(type);
});

it('tags each file with a weak ETag of its content, the same in every encoding', () => {
  const { files } = load();
  const app = files.get('/assets/js/app.abc12345.js')!;
  const digest = createHash('sha256').update(APP_JS).digest('base64url');
  expect(app.etag).toBe(`W/"${digest.slice(0, 27)}"`);
  expect(files.get('/v1/index.html')!.etag).toMatch(/^W\/"[\w-]{27}"$/);
  expect(files.get('/v1/index.html')!.etag).not.toBe(app.etag);
});
