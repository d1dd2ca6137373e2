// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_DEFAULTS } from '../config-schema';
import { compilePage } from './compile-page';

const sectionsOf = async (markdown: string) =>
  (
    await compilePage(
      markdown,
      { path: '/docs/page.md', relativePath: 'page.md' },
      { demoDefaults: DEMO_DEFAULTS },
    )
  ).searchSections;

describe('remarkSearchSections: a page’s words, by h2 and h3', () => {
  it('splits at h2 and h3 (their ids), not at the title or an h4; the frontmatter is no text', async () => {
    expect(
      await sectionsOf(
        '---\ntitle: Front\n---\n\n# Title\n\nIntro.\n\n## Install it\n\nRun it.\n\n#### Deeper\n\nStill install.\n\n### Props\n\nA prop.\n',
      ),
    ).toEqual([
      { text: 'Intro.' },
      { anchor: 'install-it', text: 'Run it.\nDeeper\nStill install.' },
      { anchor: 'props', text: 'A prop.' },
    ]);
  });

  it('a page without text above its first h2 starts with an empty part', async () => {
    expect(await sectionsOf('## First\n\nWords.\n')).toEqual([
      { text: '' },
      { anchor: 'first', text: 'Words.' },
    ]);
  });

  it('keeps inline code and the words of links and emphasis; drops HTML, images and breaks', async () => {
    expect(
      await sectionsOf(
        'Use `<LazyLoad>` with *care* and <b>bold</b> [links](/a.html).\\\nNext ![an image](/a.png) line.\n',
      ),
    ).toEqual([{ text: 'Use <LazyLoad> with care and bold links.Next  line.' }]);
  });

  it('one line per block, blank lines and HTML blocks leaving no gap; table cells apart', async () => {
    expect(
      await sectionsOf(
        'One.\n\n<div>\n\nhtml only\n\n</div>\n\n- a\n- b\n\n```js\nx();\n   \ny();\n```\n\n| A | B | C |\n|---|---|---|\n| 1 |   | 3 |\n\n---\n\nTwo.\n',
      ),
    ).toEqual([{ text: 'One.\nhtml only\na\nb\nx();\ny();\nA B C\n1 3\nTwo.' }]);
  });

  it('drops a container’s fence and kind, keeps its title and text', async () => {
    expect(await sectionsOf('::: tip Mind this\nA tip.\n:::\n')).toEqual([
      { text: 'Mind this\nA tip.' },
    ]);
  });
});
