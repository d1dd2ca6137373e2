// @vitest-environment node
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { documentHtml } from './html';
import { deferredStylesheetFile } from './page-file';
import { RenderTimeout, renderer } from './render-worker';

/**
 * A server entry as the build makes one: `render(url)` gives the page. This one names
 * the thread that rendered it; `/slow` takes a while, `/forever` never returns.
 */
const ENTRY = `
import { threadId } from 'node:worker_threads';
export async function render(url) {
  if (url === '/forever') for (;;) {}
  if (url === '/slow') await new Promise((done) => setTimeout(done, 300));
  if (url === '/styled')
    return { kind: 'html', html: '<p class="near">x</p>', hydrationData: null, styles: ['.own{margin:0}'] };
  return { kind: 'html', html: url + ' by ' + threadId, hydrationData: null, styles: [] };
}
`;

let dir: string;
let entry: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'render-worker-'));
  entry = join(dir, 'entry-server.mjs');
  await writeFile(entry, ENTRY);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const threadOf = (result: Awaited<ReturnType<ReturnType<typeof renderer>['render']>>) =>
  result.kind === 'html' ? result.html.split(' by ')[1] : undefined;

it('renders pages on as many threads as asked, each page once', async () => {
  const rendering = renderer(entry, 'production', 30_000, 2);
  try {
    expect(rendering.threads).toBe(2);
    // Two slow pages at once: each takes a thread, neither waits for the other.
    const urls = ['/slow', '/slow', '/a', '/b', '/c'];
    const results = await Promise.all(urls.map((url) => rendering.render(url)));
    expect(results.map((r) => (r.kind === 'html' ? r.html.split(' by ')[0] : r))).toEqual(urls);
    expect(new Set(results.slice(0, 2).map(threadOf)).size).toBe(2);
  } finally {
    await rendering.close();
  }
});

it('stops a page that never returns, and the other thread goes on', async () => {
  const rendering = renderer(entry, 'production', 3_000, 2);
  try {
    // Both threads started (a thread's start counts in its first page's time).
    await Promise.all(['/slow', '/slow'].map((url) => rendering.render(url)));
    const forever = rendering.render('/forever');
    const others = ['/a', '/b', '/c'].map((url) => rendering.render(url));
    expect(await Promise.all(others)).toHaveLength(3);
    await expect(forever).rejects.toBeInstanceOf(RenderTimeout);
    // Its thread is made again for the next page.
    expect((await rendering.render('/d')).kind).toBe('html');
  } finally {
    await rendering.close();
  }
});

it('makes a thread anew every so many pages: what it imported goes with it', async () => {
  // (One thread, made anew every 2 pages: threadId grows with each new one.)
  const rendering = renderer(entry, 'production', 30_000, 1, 2);
  try {
    const threads: (string | undefined)[] = [];
    for (const url of ['/a', '/b', '/c', '/d', '/e'])
      threads.push(threadOf(await rendering.render(url)));
    expect(threads[0]).toBe(threads[1]);
    expect(threads[2]).toBe(threads[3]);
    expect(new Set(threads).size).toBe(3);
  } finally {
    await rendering.close();
  }
});

it("writes a page's file in its thread: its styles split at its first screen", async () => {
  const rendering = renderer(entry, 'production', 30_000, 1);
  const shell = {
    base: '/docs/',
    storagePrefix: 'test',
    icons: [],
    title: 'Styled',
    description: '',
    head: [],
    entry: '/docs/assets/js/boot.js',
  };
  try {
    const styles = ['.near{color:red}', '.far{color:blue}'];
    const written = await rendering.writePage('/styled', {
      styles,
      shell,
      outDir: dir,
      file: 'styled/index.html',
    });
    // The page's own styles come after the site's; what no element has is deferred, to a
    // file of the site's assets named by its content, which the caller writes.
    const deferred = '.far{color:blue}.own{margin:0}';
    const file = deferredStylesheetFile(deferred);
    expect(written).toEqual({ kind: 'written', deferred: { file, css: deferred } });
    const html = await readFile(join(dir, 'styled/index.html'), 'utf8');
    expect(html).toBe(
      documentHtml({
        ...shell,
        styles: ['.near{color:red}'],
        deferredStyles: `/docs/${file}`,
        body: '<p class="near">x</p>',
        hydrationData: null,
      }),
    );
    // A page whose first screen needs every rule links no rest.
    const all = await rendering.writePage('/a', {
      styles: ['body{margin:0}'],
      shell,
      outDir: dir,
      file: 'a.html',
    });
    expect(all).toEqual({ kind: 'written' });
    expect(await readFile(join(dir, 'a.html'), 'utf8')).toContain('<style>body{margin:0}</style>');
    // Asked only to render, a thread gives the render.
    expect(await rendering.render('/styled')).toMatchObject({ html: '<p class="near">x</p>' });
  } finally {
    await rendering.close();
  }
});
