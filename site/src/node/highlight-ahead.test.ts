// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_DEFAULTS } from './config-schema';
import { highlightAhead } from './highlight-ahead';
import { compilePage, highlightClasses } from './markdown/compile-page';

const PAGE = [
  '# Code',
  '',
  '```tsx',
  'const a: number = <b>{1}</b>;',
  '```',
  '',
  '```bash',
  'npm i @lazy-load/react',
  '```',
  '',
  '```',
  'no language',
  '```',
  '',
  '```cobol',
  'an unknown language',
  '```',
  '',
  '    indented code',
  '',
  '::: demo',
  '```jsx',
  'export default function Demo() { return <p className="x">hi</p>; }',
  '```',
  '',
  '```css',
  '.x { color: red; }',
  '```',
  ':::',
  '',
  '::: demo',
  '<b>Markup</b>',
  ':::',
  '',
].join('\n');

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'highlight-ahead-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The page's module and its static HTML: everything the compile makes of the page. */
async function compiled(markdown: string): Promise<string> {
  const path = join(dir, 'readme.md');
  await writeFile(path, markdown);
  const page = await compilePage(
    markdown,
    { path, relativePath: 'readme.md' },
    { demoDefaults: DEMO_DEFAULTS },
  );
  return [page.code, ...page.staticHtml].join('\n');
}

it(
  'gives the page compile the same highlighting, done in a worker',
  { timeout: 30_000 },
  async () => {
    const plain = await compiled(PAGE);
    expect(plain).toMatch(/<span class="sh-\w+">/);
    const css = highlightClasses.getCSS();
    highlightClasses.clearRegistry();
    const ahead = highlightAhead(dir);
    try {
      expect(await ahead.ready).toBe(true);
      expect(await compiled(PAGE)).toBe(plain);
      expect(ahead.pages).toBe(1);
      // The classes the fragments use are registered for the stylesheet.
      expect(highlightClasses.getCSS()).toBe(css);
    } finally {
      await ahead.stop();
    }
  },
);

it(
  'highlights on the main thread a page with a block the worker did not see',
  { timeout: 30_000 },
  async () => {
    const plain = await compiled(PAGE);
    const ahead = highlightAhead(dir);
    try {
      expect(await ahead.ready).toBe(true);
      // Raw HTML code: in the page's tree only after the HTML pass.
      const page = `${PAGE}\n<pre><code class="language-js">let b = 2;</code></pre>\n`;
      const withHtml = await compiled(page);
      expect(ahead.pages).toBe(0);
      await ahead.stop();
      expect(withHtml).toBe(await compiled(page));
      // Highlighted: the keyword is a token of its own.
      expect(withHtml).toMatch(/>let<\/span>/);
      expect(plain).not.toMatch(/>let<\/span>/);
    } finally {
      await ahead.stop();
    }
  },
);
