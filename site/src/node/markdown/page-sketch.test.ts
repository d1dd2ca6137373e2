// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_DEFAULTS } from '../config-schema';
import { SiteBuildError } from '../errors';
import { loadSite } from '../load-site';
import { compilePage } from './compile-page';
import { plainTitleOf, sketchPage } from './page-sketch';

const FILE = '/docs/page.md';

/** What the compile learns of the page's title: its frontmatter and first heading. */
async function compiled(source: string) {
  const { meta } = await compilePage(
    source,
    { path: FILE, relativePath: 'page.md' },
    { demoDefaults: DEMO_DEFAULTS },
  );
  return { frontmatter: meta.frontmatter, firstHeading: meta.firstHeading };
}

const sketched = (source: string) => {
  const { frontmatter, firstHeading } = sketchPage(source, FILE);
  return { frontmatter, firstHeading };
};

describe('sketchPage: the title and frontmatter the compile gives, without compiling', () => {
  it.each([
    ['a # heading', '# Getting started\n\nText.\n'],
    ['closing hashes', '# Getting started ##\n'],
    ['inline code, emphasis and a link', '# The `<LazyLoad>` *component* and [more](/a.html)\n'],
    ['an underlined heading', 'Getting started\n===\n\nText.\n'],
    ['no heading', 'Only text.\n\n## A second level\n'],
    ['a second-level heading first', '## Not the title\n\n# The title\n'],
    ['a # line in a code fence', '```sh\n# a comment\n```\n\n# The title\n'],
    ['a # line in a tilde fence', '~~~\n# not a heading\n```\n# still code\n~~~\n# The title\n'],
    ['a # line indented as code', '    # code\n\n# The title\n'],
    ['frontmatter', '---\ntitle: From frontmatter\norder: 2\n---\n\n# From the heading\n'],
    ['an empty frontmatter', '---\n---\n# Heading\n'],
    ['an HTML comment', '<!-- # not this -->\n\n# This\n'],
    ['a heading in a list item', '- item\n- # inside a list item\n\n# The title\n'],
    ['a heading in a quote', '> # quoted\n\n# The title\n'],
    ['a setext line in a list', '- item\n\nTitle\n===\n'],
    ['a longer fence holding a shorter one', '````md\n```\n# code\n```\n````\n\n# The title\n'],
    ['a fence closed by its marks alone', '```\n```js\n# code\n  ```  \n\n# The title\n'],
    ['an h2 above an underline', '## Second\n===\n\n# The title\n'],
    ['a list item above an underline', '* item\n===\n\n# The title\n'],
    ['a quote above an underline', '> quoted\n===\n\n# The title\n'],
    ['an underline after a blank line', 'Text.\n\n===\n\n# The title\n'],
    ['a two-line underlined heading', 'Line one\nLine two\n===\n'],
    ['a tab in an underlined heading', 'Getting\tstarted\n===\n'],
    ['a # line in an HTML block', '<div>\n# not a heading\n</div>\n\n# The title\n'],
    ['a # line in a comment over blank lines', '<!--\n\n# not this\n\n-->\n\n# This\n'],
    ['a # line ending a paragraph', 'Text\n# The title\n'],
    ['a rule below the title, not frontmatter', '# The title\n\n---\n\nText.\n'],
    ['a frontmatter never closed', '---\ntitle: x\n\n# The title\n'],
    ['a # comment in the frontmatter', '---\ntitle: T\n# a comment\n---\n# The title\n'],
    // A first line of plain words is the title at once; a character of markup is parsed.
    ['plain words, spaces and punctuation', "\n\n#   Guide page 5, v1.2.9: what's new? \n"],
    ['plain words in any script', '# Démarrage rapide 快速开始\n'],
    ['a package name', '# @lazy-load/react\n'],
    ['a first line with emphasis', '# Plain *then* emphasis\n'],
    ['a first line with an entity', '# Tom &amp; Jerry\n'],
    ['a first line with an escape', '# Not \\*emphasis\\*\n'],
    ['a first line with a tab', '#\tTabbed title\n'],
    ['a first line with no space', '#Not a heading\n\n# The title\n'],
    ['a first line closed by hashes', '# Closed #\n'],
  ])('%s', async (_, source) => {
    expect(sketched(source)).toEqual(await compiled(source));
  });

  it('matches the compile on every page of the docs and the test sites', async () => {
    const root = fileURLToPath(new URL('../../../../', import.meta.url));
    for (const dir of ['docs', 'e2e/fixtures/site', 'e2e/fixtures/book']) {
      const { pages } = await loadSite(join(root, dir));
      expect(pages.length).toBeGreaterThan(0);
      for (const { file, compiled: page } of pages) {
        const { frontmatter, firstHeading } = page!.meta;
        expect(sketched(await readFile(file, 'utf8')), file).toEqual({ frontmatter, firstHeading });
      }
    }
  });

  it('names the file and line of frontmatter that is not a mapping, as the compile does', () => {
    expect(() => sketchPage('---\n- a\n- b\n---\n# T\n', FILE)).toThrow(
      new SiteBuildError(
        FILE,
        1,
        'frontmatter is a YAML mapping',
        'invalid frontmatter: not a mapping',
      ),
    );
  });
});

describe('plainTitleOf: a first line that needs no parse to be the title', () => {
  it.each([
    ['a plain first line', ['# Guide page 5', '', 'Text.'], 0, 'Guide page 5'],
    [
      'after blank and blank-looking lines',
      ['---', '', '  ', '\t', '#  A, b: c?  '],
      1,
      'A, b: c?',
    ],
    ['from where the body starts', ['# Not this', '# This one'], 1, 'This one'],
  ])('%s', (_, lines, from, title) => {
    expect(plainTitleOf(lines, from)).toBe(title);
  });

  it.each([
    ['markup', ['# A *b*']],
    ['a tab', ['#\tTitle']],
    ['a second-level heading', ['## Title']],
    ['an indented line', ['   # Title']],
    ['text above the heading', ['Text.', '# Title']],
    ['blank lines only', ['', ' ']],
    ['no lines', []],
  ])('none for %s', (_, lines) => {
    expect(plainTitleOf(lines, 0)).toBeUndefined();
  });
});
