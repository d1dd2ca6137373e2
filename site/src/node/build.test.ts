// @vitest-environment node
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSnapshot } from '../../server/site-snapshot';
import { constants, brotliCompressSync, gzipSync } from 'node:zlib';
import { buildSite } from './build';
import {
  brotliQuality,
  gzipLevel,
  MANY_PAGES,
  MANY_PAGES_QUALITY_BY_SIZE,
  QUALITY_BY_SIZE,
  type Qualities,
} from './precompress';

const CONFIG = `export default {
  title: 'Temp site',
  themeConfig: { nav: [{ text: 'Home', link: '/' }] },
  redirects: [{ from: '/start', to: '/guide', status: 302 }],
};
`;

let dir: string;
// A folder per docs version: Vitest caches a config module by path.
let version = 0;
const docs = () => join(dir, `docs-${version}`);
const out = () => join(dir, 'dist');

/** The built scripts and styles, by file name (`assets/js/guide.C0ffee12.js`), no compressed copies. */
async function assetsIn(outDir: string): Promise<string[]> {
  const entries = await readdir(join(outDir, 'assets'), { recursive: true });
  return entries.filter((f) => /\.(js|css)$/.test(f)).sort();
}
const named = (assets: string[], name: string) =>
  assets.filter((a) => new RegExp(`^${name}\\.[\\w-]{8}\\.(js|css)$`).test(a.split('/').at(-1)!));

/** Writes a fresh docs folder and builds it into `out()`. */
async function buildDocs(files: Record<string, string>): Promise<void> {
  await writeDocs(files);
  await buildSite({ docsDir: docs(), outDir: out() });
}

/** Writes a fresh docs folder, builds it, and gives the error the build must fail with. */
async function buildError(files: Record<string, string>): Promise<string> {
  const error = await buildDocs(files).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'the build should have failed').toBeInstanceOf(Error);
  return String(error);
}

async function writeDocs(files: Record<string, string>): Promise<void> {
  version++;
  for (const [name, text] of Object.entries(files)) {
    await mkdir(join(docs(), name, '..'), { recursive: true });
    await writeFile(join(docs(), name), text);
  }
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-build-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('buildSite', { timeout: 60_000 }, () => {
  it('writes prerendered pages, the 404 page, hashed chunks and _redirects', async () => {
    await buildDocs({
      'site.config.ts': CONFIG,
      'readme.md': '# Home\n\nSee the [guide](./guide.md#part-two).\n',
      'guide.md': '# Guide\n\n## Part two\n',
    });
    const home = await readFile(join(out(), 'index.html'), 'utf8');
    expect(home).toContain('<title>Home | Temp site</title>');
    expect(home).toMatch(
      /<script type="module" src="\/assets\/js\/boot\.[\w-]{8}\.js" fetchpriority="low">/,
    );
    expect(home).toContain('href="/guide.html#part-two"');
    expect(await readFile(join(out(), 'guide.html'), 'utf8')).toContain('id="part-two"');
    expect(await readFile(join(out(), '404.html'), 'utf8')).toContain('<title>Temp site</title>');
    expect(await readFile(join(out(), '_redirects'), 'utf8')).toBe(
      '/start /guide.html 302\n/index.html / 301\n',
    );
    // Its work folders beside the output (the client's, the stored pages') are gone.
    expect((await readdir(dir)).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('a broken link fails with file, line and rule, and leaves the previous build intact', async () => {
    const before = await readFile(join(out(), 'index.html'), 'utf8');
    const error = await buildError({
      'site.config.ts': CONFIG,
      'readme.md': '# Home\n\nText.\n\n[gone](/nowhere/) and [bad anchor](./guide.md#nope)\n',
      'guide.md': '# Guide\n',
    });
    expect(error).toContain(
      `${join(docs(), 'readme.md')}:5: broken link "/nowhere/": no page at /nowhere/ (rule: internal links point to an existing page)`,
    );
    expect(error).toContain(
      `${join(docs(), 'readme.md')}:5: broken anchor "/guide.html#nope": guide.md has no heading #nope (rule: anchors point to a heading of their page)`,
    );
    expect(await readFile(join(out(), 'index.html'), 'utf8')).toBe(before);
    expect(existsSync(join(out(), 'guide.html'))).toBe(true);
  });

  it('a bad config field fails naming the field and the rule', async () => {
    const error = await buildError({
      'site.config.ts': CONFIG.replace("link: '/'", "link: 'home'"),
      'readme.md': '# Home\n',
    });
    expect(error).toContain(`${join(docs(), 'site.config.ts')}: `);
    expect(error).toContain('(rule: config field "themeConfig.nav.0.link")');
    expect(existsSync(join(out(), 'index.html'))).toBe(true);
  });

  it('a social card image missing from the public folder fails naming the field', async () => {
    const error = await buildError({
      'site.config.ts': CONFIG.replace(
        "title: 'Temp site',",
        "title: 'Temp site', url: 'https://docs.example.com', image: '/card.png',",
      ),
      'readme.md': '# Home\n',
    });
    expect(error).toContain(
      `${join(docs(), 'site.config.ts')}: no such file in the public folder: /card.png (rule: config field "image")`,
    );
  });

  it('a missing component module, and a page using an unregistered tag, each fail the build', async () => {
    const config = CONFIG.replace(
      "title: 'Temp site',",
      "title: 'Temp site', components: { Note: './Note.tsx' },",
    );
    const missing = await buildError({ 'site.config.ts': config, 'readme.md': '# Home\n' });
    expect(missing).toContain(
      `${join(docs(), 'site.config.ts')}: no such file in the docs folder: ./Note.tsx (rule: config field "components.Note")`,
    );

    const unknown = await buildError({
      'site.config.ts': config,
      'Note.tsx': 'export default function Note() { return null; }\n',
      'readme.md': '# Home\n\n<Note/>\n\n<Aside/>\n',
    });
    expect(unknown).toContain(
      `readme.md:5: unknown component <Aside> (rule: components in Markdown are Badge, Note (config field "components" registers more))`,
    );
  });

  it('a page named with spaces and accents builds, links to it check, and npm start reads its redirect', async () => {
    await buildDocs({
      'site.config.ts': CONFIG,
      'readme.md': '# Home\n\n[Accented](./my%20page%20%C3%A9.md) · [Also](<./my page é.md>)\n',
      'my page é.md': '# Accented\n',
    });
    expect(existsSync(join(out(), 'my page é.html'))).toBe(true);
    // (The clean-URL rule is npm start's own, from the files: not in `_redirects`.)
    expect(loadSnapshot(out()).redirects.get('/my page é')).toEqual({
      to: '/my%20page%20%C3%A9.html',
      status: 301,
    });
  });

  it('a content edit renames only the edited page’s chunks and the site’s: readers keep the rest cached', async () => {
    const files = {
      'site.config.ts': CONFIG,
      'readme.md':
        '# Home\n\nSee the [guide](./guide.md).\n\n::: demo\n```jsx\nexport default () => <p>Hi</p>;\n```\n:::\n',
      'guide.md': '# Guide\n\nA paragraph.\n\n## Part one\n\nMore.\n',
    };
    await writeDocs(files);
    await buildSite({ docsDir: docs(), outDir: join(dir, 'before') });
    const before = await assetsIn(join(dir, 'before'));
    const renamed = async (edit: Record<string, string>, out: string) => {
      await writeDocs({ ...files, ...edit });
      await buildSite({ docsDir: docs(), outDir: join(dir, out) });
      const after = await assetsIn(join(dir, out));
      expect(after).toHaveLength(before.length);
      return before.filter((asset) => !after.includes(asset));
    };

    // One paragraph: the page's static HTML, and the site chunk that names it.
    const paragraph = await renamed(
      { 'guide.md': files['guide.md'].replace('A paragraph', 'A line') },
      'paragraph',
    );
    expect(paragraph).toEqual([...named(before, 'guide.static'), ...named(before, 'site')]);
    // A heading: the page's chunk too (its headers, its outline).
    const heading = await renamed(
      { 'guide.md': files['guide.md'].replace('Part one', 'Part 1') },
      'heading',
    );
    expect(heading.sort()).toEqual(
      [
        ...named(before, 'guide'),
        ...named(before, 'guide.static'),
        ...named(before, 'site'),
      ].sort(),
    );
    for (const kept of ['app', 'boot', 'Layout', 'readme', 'readme.demo-1'])
      expect(named(before, kept)).not.toEqual([]);
  });

  it('a large site, built in turn (client, server, then the render), is the same site byte for byte', async () => {
    await writeDocs({
      'site.config.ts': CONFIG,
      'readme.md':
        '# Home\n\nSee the [guide](./guide.md).\n\n::: demo\n```jsx\nexport default () => <p>Hi</p>;\n```\n:::\n',
      'guide.md': '# Guide\n\nA paragraph.\n',
    });
    const stages = (inTurnFrom?: number) => {
      const ended: string[] = [];
      const outDir = join(dir, inTurnFrom ? 'in-turn' : 'at-once');
      return buildSite({ docsDir: docs(), outDir, inTurnFrom, onStage: (s) => ended.push(s) }).then(
        () => ({ ended, outDir }),
      );
    };
    const atOnce = await stages();
    const inTurn = await stages(2);
    expect(inTurn.ended.slice(0, 3)).toEqual(['load', 'client', 'server']);
    const files = async (outDir: string) =>
      Object.fromEntries(
        await Promise.all(
          (await readdir(outDir, { recursive: true, withFileTypes: true }))
            .filter((entry) => entry.isFile())
            .map(async (entry) => {
              const path = join(entry.parentPath, entry.name);
              return [path.slice(outDir.length), await readFile(path)] as const;
            }),
        ),
      );
    const [expected, built] = await Promise.all([files(atOnce.outDir), files(inTurn.outDir)]);
    expect(Object.keys(built).length).toBeGreaterThan(10);
    expect(built).toEqual(expected);
  });

  it('the app chunk does not grow with pages or headings: a page’s headers are in its own chunk', async () => {
    await writeDocs({ 'site.config.ts': CONFIG, 'readme.md': '# Home\n' });
    await buildSite({ docsDir: docs(), outDir: join(dir, 'small') });
    const headings = Array.from({ length: 5000 }, (_, i) => `## Heading ${i}\n`).join('\n');
    await writeDocs({
      'site.config.ts': CONFIG,
      'readme.md': '# Home\n',
      'long.md': `# Long\n\n${headings}`,
      ...Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`p${i}.md`, `# Page ${i}\n`])),
    });
    await buildSite({ docsDir: docs(), outDir: join(dir, 'large') });
    const [small, large] = await Promise.all([
      assetsIn(join(dir, 'small')),
      assetsIn(join(dir, 'large')),
    ]);
    // Byte for byte the same app, boot script and layout, under the same names.
    for (const part of ['app', 'boot', 'Layout'])
      expect(named(large, part)).toEqual(named(small, part));
    const [site] = named(large, 'site');
    const siteChunk = await readFile(join(dir, 'large/assets', site!), 'utf8');
    expect(siteChunk).not.toContain('Heading 4999');
    expect(siteChunk.length).toBeLessThan(8_000);
    const [long] = named(large, 'long');
    expect(await readFile(join(dir, 'large/assets', long!), 'utf8')).toContain('Heading 4999');
  });

  it('chunks follow the module graph: the app has what the app imports, no piece a chunk of its own', async () => {
    await buildDocs({
      'site.config.ts': CONFIG,
      'readme.md': '# Home\n\nSee the [guide](./guide.md).\n',
      'guide.md': '# Guide\n\n::: demo\n<b>Hi</b>\n:::\n',
    });
    const chunks = (await assetsIn(out()))
      .filter((a) => a.endsWith('.js'))
      .map((a) =>
        a
          .split('/')
          .at(-1)!
          .replace(/\.[\w-]{8}\.js$/, ''),
      );
    // The theme's shared pieces (links, icons, boundaries) travel with the app; each
    // lazy part, page and demo is a chunk of its own; nothing else is split off. The site
    // has no search: none of it is built (no index, no MiniSearch).
    expect(chunks.sort()).toEqual(
      [
        'Badge',
        'DemoEditor',
        'DemoFrame',
        'Layout',
        'NotFound',
        'SiteNav',
        'app',
        'boot',
        'compile',
        'demo-frame',
        'demo-frame',
        'guide',
        'guide.demo-1',
        'guide.static',
        'painted-scheme',
        'playground',
        'readme',
        'readme.static',
        'rolldown-runtime',
        'sidebar',
        'site',
      ].sort(),
    );
  });

  it('a site of many pages compresses its content at the content quality, the engine at its best', async () => {
    const pages = Object.fromEntries(
      Array.from({ length: MANY_PAGES }, (_, i) => [
        `p${i}.md`,
        `# Page ${i}\n\n${'Words of a paragraph, varied: '.repeat((i % 7) + 20)}${i}\n\n::: demo\n<b>Demo ${i}</b>\n:::\n`,
      ]),
    );
    await buildDocs({ 'site.config.ts': CONFIG, 'readme.md': '# Home\n', ...pages });
    const assets = await assetsIn(out());
    const brotliAt = (source: Buffer, quality: number) =>
      brotliCompressSync(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      });
    const expectQuality = async (file: string, qualities: Qualities) => {
      const source = await readFile(join(out(), file));
      const other = qualities === QUALITY_BY_SIZE ? MANY_PAGES_QUALITY_BY_SIZE : QUALITY_BY_SIZE;
      const [expected, otherwise] = [qualities, other].map((q) =>
        brotliAt(source, brotliQuality(source.length, q)),
      );
      // (Else the file could not tell one quality from the other.)
      expect(expected!.equals(otherwise!), file).toBe(false);
      // Compared as bytes and sizes: a diff of two buffers takes minutes.
      const written = await readFile(join(out(), `${file}.br`));
      expect({ file, bytes: written.length, same: written.equals(expected!) }).toEqual({
        file,
        bytes: expected!.length,
        same: true,
      });
      const gzipped = gzipSync(source, { level: gzipLevel(source.length, qualities) });
      expect((await readFile(join(out(), `${file}.gz`))).equals(gzipped), file).toBe(true);
    };
    // Content: a page, its chunk; the engine: the app chunk and the stylesheet.
    await expectQuality('p1.html', MANY_PAGES_QUALITY_BY_SIZE);
    await expectQuality(`assets/${named(assets, 'p1')[0]!}`, MANY_PAGES_QUALITY_BY_SIZE);
    await expectQuality(`assets/${named(assets, 'app')[0]!}`, QUALITY_BY_SIZE);
    await expectQuality(`assets/${named(assets, 'style')[0]!}`, QUALITY_BY_SIZE);
  });

  it('a demo whose render never returns fails the build with its file, line and rule, in time', async () => {
    await writeDocs({
      'site.config.ts': CONFIG,
      'readme.md': [
        '# Home',
        '',
        '::: demo',
        '```jsx',
        'export default function Forever() {',
        '  for (;;) {}',
        '}',
        '```',
        ':::',
        '',
      ].join('\n'),
    });
    const error = await buildSite({
      docsDir: docs(),
      outDir: out(),
      renderTimeLimitMs: 2000,
    }).catch((e: Error) => e);
    expect(String(error)).toContain(
      `${join(docs(), 'readme.md')}:3: rendering / did not finish in 2 s: does a demo never return? (rule: a page renders in 2 s)`,
    );
  });
});
