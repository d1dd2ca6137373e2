import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOOT_DATA_ID, type BootData } from '../site/src/shared/html-ids';
import { DIRS } from './dirs';
import { expect, test } from './fixtures';
import { requestedPaths, walkTheDocs } from './reader-walk';

// The docs built for a sub-path (`--base /react/`, as GitHub Pages serves a repository's
// site), served as `npm start` serves them.

const BASE = '/react/';

/** Every URL attribute of every HTML file the build wrote, and its boot data's URLs. */
function urlsInPages(dir: string): { file: string; url: string }[] {
  const found: { file: string; url: string }[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = join(entry.parentPath, entry.name);
    const html = readFileSync(file, 'utf8');
    for (const [, url] of html.matchAll(/\s(?:href|src|content)="([^"]*)"/g))
      found.push({ file, url: url! });
    for (const [, url] of html.matchAll(/http-equiv="refresh" content="0; url=([^"]*)"/g))
      found.push({ file, url: url! });
    const boot = new RegExp(`id="${BOOT_DATA_ID}">([^<]*)<`).exec(html)?.[1];
    if (boot) {
      const data = JSON.parse(boot) as BootData;
      for (const url of [data.site, ...data.preload]) found.push({ file, url });
    }
  }
  return found;
}

// Reads the built files only: once, in no browser (the `node` project).
test(
  'every href and src of every page built for /react/ stays under /react/',
  { tag: '@node' },
  () => {
    const urls = urlsInPages(DIRS.siteAtBase);
    const sitePaths = urls.filter(({ url }) => url.startsWith('/') && !url.startsWith('//'));
    expect(sitePaths.length).toBeGreaterThan(20);
    expect(sitePaths.filter(({ url }) => !url.startsWith(BASE))).toEqual([]);
  },
);

test('a reader walks the docs served under /react/, and nothing is asked outside it', async ({
  page,
  siteAtBase,
  consoleProblems,
}) => {
  const origin = siteAtBase.url;
  const paths = requestedPaths(page, origin);
  await walkTheDocs(page, { origin, base: BASE });
  expect(paths().length).toBeGreaterThan(10);
  expect(paths().filter((path) => !path.startsWith(BASE))).toEqual([]);
  expect(consoleProblems).toEqual([]);
});
