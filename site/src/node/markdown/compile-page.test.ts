// @vitest-environment node
import { codeBlockHeight } from '../../shared/code-layout';
import { describe, expect, it } from 'vitest';
import { DEMO_DEFAULTS } from '../../shared/config-schema';

const OPTIONS = { demoDefaults: DEMO_DEFAULTS };
import { compilePage, highlightClasses } from './compile-page';

const file = { path: '/docs/v1/readme.md', relativePath: 'v1/readme.md' };

describe('compilePage', () => {
  it('collects frontmatter, first heading, h2/h3 headers and all ids', async () => {
    const { meta } = await compilePage(
      '---\ntitle: Custom\n---\n# Top\n\n## One\n\n### One A\n\n#### Deep\n\n## One\n',
      file,
      OPTIONS,
    );
    expect(meta.frontmatter).toEqual({ title: 'Custom' });
    expect(meta.firstHeading).toBe('Top');
    expect(meta.headers).toEqual([
      { level: 2, title: 'One', slug: 'one' },
      { level: 3, title: 'One A', slug: 'one-a' },
      { level: 2, title: 'One', slug: 'one-2' },
    ]);
    expect(meta.ids).toEqual(['top', 'one', 'one-a', 'deep', 'one-2']);
  });

  it('renders ids, # anchors, the TOC, Badge, external links, and drops HTML comments', async () => {
    const { code, staticHtml } = await compilePage(
      '# Title\n\n[[toc]]\n\n<!-- hidden note -->\n\n## API <Badge text="new" type="warning"/>\n\nSee [MDN](https://developer.mozilla.org) and <b class="x">bold</b>.\n',
      file,
      OPTIONS,
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
    const { code, staticHtml } = await compilePage(
      '# Title\n\nPlain *text* and `code`.\n\n[[toc]]\n\n## Two\n\nMore text.\n\n## Three <Badge text="new"/>\n',
      file,
      OPTIONS,
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
    const { code } = await compilePage(
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
      file,
      OPTIONS,
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
    const { staticHtml } = await compilePage('```tsx\nconst a = <b>hi</b>;\n```\n', file, OPTIONS);
    const html = staticHtml.join('');
    expect(html).toContain('<div class="code-block" data-lang="tsx">');
    // Token colours are classes, defined once in the shared highlight stylesheet.
    const token = /class="(sh-\w+)"/.exec(html)?.[1];
    expect(token).toBeDefined();
    expect(highlightClasses.getCSS()).toMatch(
      new RegExp(`\\.${token}\\{--shiki-light:#\\w+;--shiki-dark:#\\w+`),
    );
  });

  it('gives each code block a copy button, and a title and marked lines when the fence asks', async () => {
    const { staticHtml } = await compilePage(
      '# T\n\n```js title="vite.config.js" {2,4-5}\na\nb\nc\nd\ne\nf\n```\n',
      file,
      OPTIONS,
    );
    const html = staticHtml.join('');
    expect(html).toContain(
      '<div class="code-block titled" data-lang="js"><div class="code-title">vite.config.js</div>',
    );
    const lines = [...html.matchAll(/<span class="line( highlighted)?">/g)].map((m) => !!m[1]);
    expect(lines).toEqual([false, true, false, true, true, false]);
    expect(html).toMatch(
      /<div class="copy" style="[^"]*"><span class="copy-status" role="status"><\/span><button type="button" class="copy-button" aria-label="Copy code"><svg/,
    );
    expect(html).not.toContain('metastring');
  });

  it("leaves a demo's code to the demo's own copy button", async () => {
    const { code, staticHtml } = await compilePage(
      '# T\n\n::: demo\n```jsx\nexport default () => <p>hi</p>;\n```\n:::\n\n```js\nplain\n```\n',
      file,
      OPTIONS,
    );
    expect(staticHtml.join('').match(/class="copy-button"/g)).toHaveLength(1);
    expect(code).not.toContain('copy-button');
  });

  it('rewrites links to Markdown files into page paths and records them with lines', async () => {
    const { staticHtml, meta } = await compilePage(
      '# T\n\n[a](../guide.md#x)\n\n[b](/v1/)\n\n[self](./readme.md)\n',
      file,
      OPTIONS,
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

  it('an unknown component fails with file, line and rule', async () => {
    await expect(
      compilePage('# T\n\nText\n\n<Unknown prop="1"/>\n', file, OPTIONS),
    ).rejects.toThrow(
      '/docs/v1/readme.md:5: unknown component <Unknown> (rule: components in Markdown are Badge (config field "components" registers more))',
    );
  });

  it('a registered component renders as itself, and the page records that it uses it', async () => {
    const { code, meta } = await compilePage(
      '# T\n\nPress <Kbd>Ctrl</Kbd> and <Badge text="new"/>.\n',
      file,
      { ...OPTIONS, components: ['Badge', 'Kbd'] },
    );
    expect(meta.components).toEqual(['Kbd', 'Badge']);
    expect(code).toMatch(/_components\.Kbd\b|\bKbd\b/);
  });

  it('bad frontmatter fails with file, line and rule', async () => {
    await expect(compilePage('---\n- a list\n---\n# T\n', file, OPTIONS)).rejects.toThrow(
      /readme\.md:1: invalid frontmatter: .* \(rule: frontmatter is a YAML mapping\)/,
    );
  });
});
