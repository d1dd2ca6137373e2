// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_DEFAULTS } from '../config-schema';
import { compilePage, highlightClasses } from './compile-page';

const file = { path: '/docs/v1/readme.md', relativePath: 'v1/readme.md' };

describe('compilePage', () => {
  it('collects frontmatter, first heading, h2/h3 headers and all ids', async () => {
    const { meta } = await compilePage(
      '---\ntitle: Custom\n---\n# Top\n\n## One\n\n### One A\n\n#### Deep\n\n## One\n',
      file,
      DEMO_DEFAULTS,
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
    const { code } = await compilePage(
      '# Title\n\n[[toc]]\n\n<!-- hidden note -->\n\n## API <Badge text="new" type="warning"/>\n\nSee [MDN](https://developer.mozilla.org) and <b class="x">bold</b>.\n',
      file,
      DEMO_DEFAULTS,
    );
    expect(code).toContain('id: "api"');
    expect(code).toContain('href: "#api"');
    expect(code).toContain('_jsx(Toc, {})');
    expect(code).toMatch(/_jsx\(Badge, \{\s*text: "new",\s*type: "warning"/);
    expect(code).toContain('target: "_blank"');
    expect(code).toContain('rel: "noopener noreferrer"');
    expect(code).toContain('(opens new window)');
    expect(code).toContain('className: "x"');
    expect(code).not.toMatch(/children: .*hidden note/);
  });

  it('highlights code at build time with a language label', async () => {
    const { code } = await compilePage('```tsx\nconst a = <b>hi</b>;\n```\n', file, DEMO_DEFAULTS);
    expect(code).toContain('dataLang: "tsx"'.replace('dataLang', '"data-lang"'));
    // Token colours are classes, defined once in the shared highlight stylesheet.
    const token = /className: "(sh-\w+)"/.exec(code)?.[1];
    expect(token).toBeDefined();
    expect(highlightClasses.getCSS()).toMatch(
      new RegExp(`\\.${token}\\{--shiki-light:#\\w+;--shiki-dark:#\\w+`),
    );
  });

  it('rewrites links to Markdown files into page paths and records them with lines', async () => {
    const { code, meta } = await compilePage(
      '# T\n\n[a](../guide.md#x)\n\n[b](/v1/)\n',
      file,
      DEMO_DEFAULTS,
    );
    expect(code).toContain('href: "/guide.html#x"');
    expect(meta.links).toEqual([
      { url: '/guide.html#x', line: 3 },
      { url: '/v1/', line: 5 },
    ]);
  });

  it('an unknown component fails with file, line and rule', async () => {
    await expect(
      compilePage('# T\n\nText\n\n<Unknown prop="1"/>\n', file, DEMO_DEFAULTS),
    ).rejects.toThrow(
      '/docs/v1/readme.md:5: unknown component <Unknown> (rule: components in Markdown are Badge)',
    );
  });

  it('bad frontmatter fails with file, line and rule', async () => {
    await expect(compilePage('---\n- a list\n---\n# T\n', file, DEMO_DEFAULTS)).rejects.toThrow(
      /readme\.md:1: invalid frontmatter: .* \(rule: frontmatter is a YAML mapping\)/,
    );
  });
});
