// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeBlockHeight } from '../../shared/code-layout';
import { describe, expect, it } from 'vitest';
import { DEMO_DEFAULTS } from '../config-schema';
import { SiteBuildError, SiteBuildErrors } from '../errors';
import { compilePage, highlightClasses } from './compile-page';
import { staticHtmlModule, staticHtmlModuleId } from './static-html-module';

const OPTIONS = { demoDefaults: DEMO_DEFAULTS };
const file = { path: '/docs/v1/readme.md', relativePath: 'v1/readme.md' };
/** Compiles Markdown as the page `v1/readme.md`. */
const compile = (markdown: string, options: Parameters<typeof compilePage>[2] = OPTIONS) =>
  compilePage(markdown, file, options);

describe('compilePage', () => {
  it('puts the base in front of the site paths of its HTML, and nowhere else', async () => {
    const markdown = [
      '# Top',
      '',
      '[Guide](/guide.html#setup) [here](#top) [away](https://example.com/x) ![logo](/logo.svg)',
      '',
      '<a href="//cdn.example.com/a.js">cdn</a>',
      '',
      '<img srcset="/a.png 1x, /b.png 2x" src="/a.png" alt="">',
      '',
      '<video poster="/p.png"></video>',
    ].join('\n');
    const [html] = (await compile(markdown, { ...OPTIONS, base: '/react/' })).staticHtml;
    expect(html).toContain('href="/react/guide.html#setup"');
    expect(html).toContain('src="/react/logo.svg"');
    expect(html).toContain('href="#top"');
    expect(html).toContain('href="https://example.com/x"');
    expect(html).toContain('href="//cdn.example.com/a.js"');
    expect(html).toContain('srcset="/react/a.png 1x, /react/b.png 2x"');
    expect(html).toContain('poster="/react/p.png"');
    // At "/", the HTML is as written.
    expect((await compile(markdown)).staticHtml[0]).toContain('href="/guide.html#setup"');
  });

  it('marks icons by class, static HTML and React alike: no URL, under any base', async () => {
    const page = await compile(
      '# T\n\n## See [MDN](https://developer.mozilla.org) <Badge text="new"/>\n\nText [x](https://example.com).\n\n```js\nx\n```\n',
      { ...OPTIONS, base: '/react/' },
    );
    const html = page.staticHtml.join('');
    const icons = [...html.matchAll(/<span class="icon ([^"]*)"/g)].map(([, names]) => names);
    // The text's outbound mark and the code block's copy button.
    expect(icons).toEqual(['icon-outbound outbound', 'icon-copy']);
    // The heading's, rendered by React (it holds a component).
    expect(page.code).toContain('className: "icon icon-outbound outbound"');
  });

  it('collects frontmatter, first heading, h2/h3 headers and all ids', async () => {
    const { meta } = await compile(
      '---\ntitle: Custom\n---\n# Top\n\n## One\n\n### One A\n\n#### Deep\n\n## One\n',
    );
    expect(meta.frontmatter).toEqual({ title: 'Custom' });
    expect(meta.firstHeading).toBe('Top');
    expect(meta.headers).toEqual([
      { level: 2, title: 'One', slug: 'one' },
      { level: 3, title: 'One A', slug: 'one-a' },
      { level: 2, title: 'One', slug: 'one-2' },
    ]);
    expect(meta.ids).toEqual(['top', 'one', 'one-a', 'deep', 'one-2']);
    expect(meta.components).toEqual([]);
    expect(meta.dependencies).toEqual([]);
  });

  it('reads a page as Markdown, not MDX, whatever its name: braces and < are text; JSX comes from React', async () => {
    const { code, staticHtml } = await compilePage(
      '# T\n\nCurly {braces}, a <3 and 1 < 2.\n',
      { path: '/docs/LICENSE', relativePath: 'LICENSE' },
      OPTIONS,
    );
    expect(staticHtml.join('')).toContain('<p>Curly {braces}, a &#x3C;3 and 1 &#x3C; 2.</p>');
    expect(code).toContain('from "react/jsx-runtime"');
  });

  it('a page module loads each demo as its own chunk, imports their styles first, and carries the demo block', async () => {
    const demo = (css: string) =>
      `::: demo\n\`\`\`jsx\nexport default () => <p>hi</p>;\n\`\`\`\n${css}:::\n\n`;
    const withCss = demo('\n```css\n.a { color: red; }\n```\n');
    const { code } = await compile(`# T\n\n${withCss}${demo('')}${withCss}`);
    expect(code).toMatch(
      /^import "\/docs\/v1\/readme\.demo-1\.css";\nimport "\/docs\/v1\/readme\.demo-3\.css";\nimport \{/,
    );
    const blockPath = fileURLToPath(new URL('../../theme/demo/DemoBlock.tsx', import.meta.url));
    expect(code.slice(code.indexOf('\nexport const demos'))).toBe(
      [
        '',
        'export const demos = [',
        '  () => import("/docs/v1/readme.demo-1.jsx"),',
        '  () => import("/docs/v1/readme.demo-2.jsx"),',
        '  () => import("/docs/v1/readme.demo-3.jsx"),',
        '];',
        `export { default as DemoBlock } from ${JSON.stringify(blockPath)};`,
        '',
      ].join('\n'),
    );
  });

  it('a page without demos loads none and leaves the demo block out', async () => {
    const { code } = await compile('# T\n');
    expect(code.slice(code.indexOf('\nexport const demos'))).toBe(
      '\nexport const demos = [\n\n];\n',
    );
    expect(code).not.toMatch(/^import "/);
  });

  it('renders ids, # anchors, the TOC, Badge, external links, and drops HTML comments', async () => {
    const { code, staticHtml } = await compile(
      '# Title\n\n[[toc]]\n\n<!-- hidden note -->\n\n## API <Badge text="new" type="warning"/>\n\nSee [MDN](https://developer.mozilla.org) and <b class="x">bold</b>.\n',
    );
    // The heading with a component is React; the paragraph around it plain HTML.
    expect(code).toContain('id: "api"');
    expect(code).toContain('href: "#api"');
    expect(code).toContain('_jsx(Toc, {})');
    expect(code).toMatch(/_jsx\(Badge, \{\s*text: "new",\s*type: "warning"/);
    const html = staticHtml.join('\n');
    expect(html).toContain('<h1 id="title"><a class="header-anchor" href="#title"');
    expect(html).toContain(
      '<a href="https://developer.mozilla.org" rel="noopener noreferrer" target="_blank">MDN',
    );
    expect(html).toContain('<span class="sr-only">(opens new window)</span>');
    expect(html).toContain('<b class="x">bold</b>');
    expect(code + html).not.toContain('hidden note');
  });

  it('keeps static HTML out of the page module: components stay React, the rest is strings', async () => {
    const { code, staticHtml } = await compile(
      '# Title\n\nPlain *text* and `code`.\n\n[[toc]]\n\n## Two\n\nMore text.\n\n## Three <Badge text="new"/>\n',
    );
    expect(staticHtml).toHaveLength(2);
    expect(staticHtml[0]).toContain('<p>Plain <em>text</em> and <code>code</code>.</p>');
    expect(staticHtml[1]).toMatch(/^<h2 id="two">.*Two<\/h2>\n<p>More text.<\/p>/);
    expect(code).toMatch(/_jsx\(StaticHtml, \{\s*index: "0"\s*\}\)/);
    // The part that starts a section carries its estimated height (see the next test).
    expect(code).toMatch(/_jsx\(StaticHtml, \{\s*index: "1",\s*deferHeight: "\d+"\s*\}\)/);
    expect(code).not.toContain('Plain');
    expect(code).not.toContain('More text');
    expect(code).toContain('id: "three"');
  });

  it('defers the top-level parts that start a section, or follow its heading, with an estimated height', async () => {
    const { code } = await compile(
      [
        'Intro.',
        '',
        '## Two',
        '',
        'Text.',
        '',
        '```js',
        'a();',
        'b();',
        '```',
        '',
        '## Three <Badge text="new"/>',
        '',
        'After a heading with a component.',
        '',
        '::: demo',
        '```jsx',
        'export default () => <p>hi</p>;',
        '```',
        ':::',
        '',
        'After a demo.',
        '',
      ].join('\n'),
    );
    const parts = [...code.matchAll(/_jsx\(StaticHtml, \{([^}]*)\}\)/g)].map((m) =>
      m[1]!.replace(/\s+/g, ' ').trim(),
    );
    // Intro: no heading. Two (a part of its own): heading, a line of text and a
    // two-line code block. Three's text: after its heading. The demo's code and the text
    // after the demo: neither.
    expect(parts).toEqual([
      'index: "0"',
      `index: "1", deferHeight: "${80 + 43 + codeBlockHeight(2) + 16}"`,
      `index: "2", deferHeight: "43"`,
      'index: "3"',
      'index: "4"',
    ]);
  });

  it('highlights code at build time with a language label', async () => {
    const { staticHtml } = await compile('```tsx\nconst a = <b>hi</b>;\n```\n');
    const html = staticHtml.join('');
    expect(html).toMatch(/<div class="code-block" data-lang="tsx" style="--code-first-line:\d+">/);
    // Token colours are classes, defined once in the shared highlight stylesheet.
    const token = /class="(sh-\w+)"/.exec(html)?.[1];
    expect(token).toBeDefined();
    expect(highlightClasses.getCSS()).toMatch(
      new RegExp(`\\.${token}\\{--shiki-light:#\\w+;--shiki-dark:#\\w+`),
    );
  });

  it('gives each code block a copy button, and a title and marked lines when the fence asks', async () => {
    const { staticHtml } = await compile(
      '# T\n\n```js title="vite.config.js" {2,4-5}\na\nb\nc\nd\ne\nf\n```\n',
    );
    const html = staticHtml.join('');
    expect(html).toContain(
      '<div class="code-block titled" data-lang="js" style="--code-first-line:4"><div class="code-title">vite.config.js</div>',
    );
    const lines = [...html.matchAll(/<span class="line( highlighted)?">/g)].map((m) => !!m[1]);
    expect(lines).toEqual([false, true, false, true, true, false]);
    expect(html).toMatch(
      /<div class="copy"><span class="copy-status" role="status"><\/span><button type="button" class="copy-button" aria-label="Copy code"><span class="icon icon-copy"><\/span>/,
    );
    expect(html).not.toContain('metastring');
  });

  it('a page compiled again (a save) comes out the same: its unchanged blocks are highlighted once, kept apart from the page', async () => {
    const page = (words: string) =>
      [
        '# T',
        '',
        words,
        '',
        '```js title="vite.config.js" {2}',
        'const a = 1;',
        'const b = 2; // [!code ++]',
        '```',
        '',
        '::: demo',
        '```jsx',
        'export default () => <p>hi</p>;',
        '```',
        ':::',
        '',
      ].join('\n');
    const first = await compile(page('Before.'));
    for (const words of ['After.', 'Again.']) {
      const again = await compile(page(words));
      expect(again.staticHtml.join('').replace(words, 'Before.')).toBe(first.staticHtml.join(''));
      expect(again.code.replace(words, 'Before.')).toBe(first.code);
    }
    // The same code under another fence's meta is highlighted for that meta.
    const other = await compile(
      '# T\n\n```js title="other.js"\nconst a = 1;\nconst b = 2; // [!code ++]\n```\n',
    );
    const html = other.staticHtml.join('');
    expect(html).toContain('<div class="code-title">other.js</div>');
    expect(html).not.toContain('vite.config.js');
    expect(html).not.toContain('highlighted');
  });

  it("leaves a demo's code to the demo's own copy button", async () => {
    const { code, staticHtml } = await compile(
      '# T\n\n::: demo\n```jsx\nexport default () => <p>hi</p>;\n```\n:::\n\n```js\nplain\n```\n',
    );
    expect(staticHtml.join('').match(/class="copy-button"/g)).toHaveLength(1);
    expect(code).not.toContain('copy-button');
  });

  it('rewrites links to Markdown files into page paths and records them with lines', async () => {
    const { staticHtml, meta } = await compile(
      '# T\n\n[a](../guide.md#x)\n\n[b](/v1/)\n\n[self](./readme.md)\n',
    );
    const html = staticHtml.join('');
    expect(html).toContain('<a href="/guide.html#x">a</a>');
    // A link to the page itself is marked as the current page, as the navbar's are.
    expect(html).toContain('<a href="/v1/" aria-current="page">self</a>');
    expect(meta.links).toEqual([
      { url: '/guide.html#x', line: 3 },
      { url: '/v1/', line: 5 },
      { url: '/v1/', line: 7 },
    ]);
  });

  it.each([
    ['v1/readme.md', '/guide/intro.md#x', '/guide/intro.html#x'],
    ['readme.md', './install.md', '/install.html'],
    ['v1/guide/page.md', '../api.md', '/v1/api.html'],
    // Not a Markdown file: as written.
    ['v1/readme.md', './notes.md.txt', './notes.md.txt'],
  ])('on page %s, a link to %s goes to %s', async (relativePath, url, href) => {
    const { staticHtml, meta } = await compilePage(
      `# T\n\n[a](${url})\n`,
      { path: `/docs/${relativePath}`, relativePath },
      OPTIONS,
    );
    expect(staticHtml.join('')).toContain(`<p><a href="${href}">a</a></p>`);
    expect(meta.links).toEqual([{ url: href, line: 3 }]);
  });

  it('leaves links off the site as they are, and out of the link check', async () => {
    const { staticHtml, meta } = await compile('# T\n\n[gh](https://github.com/x/y/README.md)\n');
    expect(staticHtml.join('')).toContain('href="https://github.com/x/y/README.md"');
    expect(meta.links).toEqual([]);
  });

  it('records heading titles without their components, and the first # heading only', async () => {
    const { meta } = await compile(
      '## Sub\n\n# Main <Badge text="new"/>\n\n## API <Badge text="new"/>\n\n# Other\n',
    );
    expect(meta.firstHeading).toBe('Main');
    expect(meta.headers).toEqual([
      { level: 2, title: 'Sub', slug: 'sub' },
      { level: 2, title: 'API', slug: 'api' },
    ]);
  });

  it('[[toc]] in a code block is code', async () => {
    const { code, staticHtml } = await compile('# T\n\n```md\n[[toc]]\n```\n');
    expect(code).not.toContain('Toc');
    expect(staticHtml.join('').replace(/<[^>]+>/g, '')).toContain('[[toc]]');
  });

  it('an empty page, and empty frontmatter, give empty frontmatter data', async () => {
    expect((await compile('')).meta.frontmatter).toEqual({});
    expect((await compile('---\n---\n# T\n')).meta.frontmatter).toEqual({});
  });

  it('an unknown component fails with file, line and rule', async () => {
    const failure = compile('# T\n\nText\n\n<Unknown prop="1"/>\n');
    await expect(failure).rejects.toThrow(
      '/docs/v1/readme.md:5: unknown component <Unknown> (rule: components in Markdown are Badge (config field "components" registers more))',
    );
    // One mistake is thrown as itself, not as a list of one.
    await expect(failure).rejects.toSatisfy(
      (e) => e instanceof SiteBuildError && !(e instanceof SiteBuildErrors),
    );
  });

  it('several mistakes fail together, in the order of their lines', async () => {
    const failure = compile('# T\n\n<Second/>\n\n<Third/>\n');
    await expect(failure).rejects.toBeInstanceOf(SiteBuildErrors);
    await expect(failure).rejects.toThrow(
      /^\/docs\/v1\/readme\.md:3: unknown component <Second> .*\n\/docs\/v1\/readme\.md:5: unknown component <Third> /,
    );
  });

  it('any other error names the page, as a build error', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'compile-page-'));
    try {
      await writeFile(join(dir, 'Broken.tsx'), 'export const Broken = () => <p>;\n');
      const path = join(dir, 'page.md');
      const failure = compilePage(
        '# T\n\n[[api ./Broken.tsx]]\n',
        { path, relativePath: 'page.md' },
        OPTIONS,
      );
      await expect(failure).rejects.toBeInstanceOf(SiteBuildError);
      await expect(failure).rejects.toThrow(
        new RegExp(
          `^${path}: ${join(dir, 'Broken.tsx')}: Unterminated JSX contents\\. \\(1:31\\)\\n[^]*\\(rule: the page is valid Markdown\\)$`,
        ),
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('a registered component renders as itself, and the page records that it uses it', async () => {
    const { code, meta } = await compile(
      '# T\n\nPress <Kbd>Ctrl</Kbd> and <Badge text="new"/>.\n',
      { ...OPTIONS, components: ['Badge', 'Kbd'] },
    );
    expect(meta.components).toEqual(['Kbd', 'Badge']);
    expect(code).toMatch(/_components\.Kbd\b|\bKbd\b/);
  });

  it.each([
    ['a list', '- a list'],
    ['a scalar', 'just text'],
  ])('frontmatter that is %s fails with file, line and rule', async (_, yaml) => {
    await expect(compile(`---\n${yaml}\n---\n# T\n`)).rejects.toThrow(
      '/docs/v1/readme.md:1: invalid frontmatter: not a mapping (rule: frontmatter is a YAML mapping)',
    );
  });

  it("frontmatter that is not YAML fails with the parser's reason", async () => {
    await expect(compile('---\na: [\n---\n# T\n')).rejects.toThrow(
      /readme\.md:1: invalid frontmatter: Flow sequence in block collection [^]+ \(rule: frontmatter is a YAML mapping\)$/,
    );
  });
});

describe('the static HTML module', () => {
  it.each([
    ['/docs/v1/readme.md', '/docs/v1/readme.static.js'],
    ['/docs/GUIDE.MD', '/docs/GUIDE.static.js'],
    // Only the extension goes.
    ['/docs/notes.md/intro.md', '/docs/notes.md/intro.static.js'],
  ])('of %s is %s', (page, id) => {
    expect(staticHtmlModuleId(page)).toBe(id);
  });

  it('exports the parts as one JSON string, parsed back as they were', () => {
    const parts = ['<p>a</p>', '<p title="b">\\</p>'];
    const module = staticHtmlModule(parts);
    const call = /^export default JSON\.parse\(("[^\n]*")\);\n$/.exec(module);
    expect(JSON.parse(JSON.parse(call![1]!) as string)).toEqual(parts);
  });
});
