// @vitest-environment node
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DEFAULTS } from '../config-schema';
import { compilePage } from './compile-page';

const SOURCE = fileURLToPath(
  new URL('../../../../packages/lazy-load/src/LazyLoad.ts', import.meta.url),
);
let dir: string;

/** The compiled page: its module and its static HTML, as one text to search. */
async function apiOf(markdown: string) {
  const path = join(dir, 'page.md');
  const page = await compilePage(
    markdown,
    { path, relativePath: 'page.md' },
    { demoDefaults: DEMO_DEFAULTS },
  );
  return { ...page, code: `${page.code}\n${page.staticHtml.join('\n')}` };
}

/** Text in an element: `>text<` in static HTML, `children: "text"` in React code. */
const element = (text: string) =>
  new RegExp(`(>|children: ")${text.replace(/[|[\]']/g, (c) => `\\${c}`)}(<|")`);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'api-'));
  await copyFile(SOURCE, join(dir, 'LazyLoad.ts'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('[[api]]', () => {
  it('generates a heading (in the TOC) and a row per prop from the types and TSDoc', async () => {
    const { code, meta } = await apiOf('# T\n\n## API\n\n[[api ./LazyLoad.ts]]\n\nAfter.\n');
    expect(meta.headers).toContainEqual({ level: 3, title: 'LazyLoad', slug: 'lazyload' });
    for (const name of ['rootMargin', 'threshold', 'placeholder', 'children', 'onVisible', 'as']) {
      expect(code).toMatch(element(name));
    }
    expect(code).toContain('Grows or shrinks the viewport');
    expect(code).toMatch(element("'0px 0px 0px 0px'"));
    expect(code).toMatch(element('number | number[]'));
    expect(code).toContain('<p>After.</p>');
    expect(meta.dependencies).toEqual([join(dir, 'LazyLoad.ts')]);
  });

  it('a changed TSDoc or a new prop changes the page on the next build', async () => {
    const file = join(dir, 'LazyLoad.ts');
    const source = await readFile(file, 'utf8');
    await writeFile(
      file,
      source
        .replace('Grows or shrinks the viewport', 'Widens the viewport')
        .replace(
          '  as?: ElementType;',
          '  as?: ElementType;\n  /**\n   * A brand new prop.\n   * @since 1.3.0\n   */\n  fresh?: boolean;',
        ),
    );
    const { code } = await apiOf('## API\n\n[[api ./LazyLoad.ts]]\n');
    expect(code).toContain('Widens the viewport');
    expect(code).not.toContain('Grows or shrinks the viewport');
    expect(code).toMatch(element('fresh'));
    expect(code).toContain('A brand new prop.');
    expect(code).toMatch(/text: "since 1\.3\.0"/);
  });

  it('a missing module fails with file, line and rule', async () => {
    await expect(apiOf('# T\n\n[[api ./Nope.ts]]\n')).rejects.toThrow(
      /page\.md:3: no file \.\/Nope\.ts \(rule: \[\[api\]\] names a module next to the page\)/,
    );
  });
});
