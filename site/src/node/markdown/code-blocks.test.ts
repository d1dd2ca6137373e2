// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_DEFAULTS } from '../config-schema';
import { compilePage } from './compile-page';

const html = async (markdown: string) =>
  (
    await compilePage(
      markdown,
      { path: '/docs/page.md', relativePath: 'page.md' },
      { demoDefaults: DEMO_DEFAULTS },
    )
  ).staticHtml.join('\n');

/** The text of an element's HTML, tags dropped. */
const text = (fragment: string) => fragment.replace(/<[^>]+>/g, '');

describe('```bash npm2yarn: package-manager tabs', () => {
  it('one radio group per block, npm first and checked, each panel with its own commands', async () => {
    const out = await html(
      '# T\n\n```bash npm2yarn\nnpm install -D a\n```\n\n```bash npm2yarn\nnpm i\n```\n',
    );
    expect(out.match(/class="pm-tabs"/g)).toHaveLength(2);
    expect(out).toContain('role="radiogroup" aria-label="Package manager"');
    expect(out).toContain(
      '<input type="radio" name="pm-1" value="npm" checked>npm</label><label class="pm-tab"><input type="radio" name="pm-1" value="yarn">yarn</label><label class="pm-tab"><input type="radio" name="pm-1" value="pnpm">pnpm</label><label class="pm-tab"><input type="radio" name="pm-1" value="bun">bun</label></div>',
    );
    expect(out).toContain('name="pm-2" value="npm" checked');
    const panel = (pm: string) =>
      text(new RegExp(`data-pm="${pm}">(.*?)</pre>`).exec(out)?.[1] ?? '');
    expect([panel('npm'), panel('yarn'), panel('pnpm'), panel('bun')]).toEqual([
      'npm install -D a',
      'yarn add --dev a',
      'pnpm add -D a',
      'bun add --dev a',
    ]);
  });

  it('the group as plain HTML: a labelled radio group, then a panel per package manager', async () => {
    const out = await html('# T\n\n```bash npm2yarn\nnpm i a\n```\n');
    // The skeleton, code blocks dropped: what styles.css and the boot script rely on.
    const skeleton = out
      .slice(out.indexOf('<div class="pm-tabs">'))
      .replace(/<div class="code-block"[\s\S]*?<\/pre>[\s\S]*?<\/div><\/div>/g, '…');
    expect(skeleton).toBe(
      '<div class="pm-tabs"><div class="pm-tabs-bar" role="radiogroup" aria-label="Package manager">' +
        '<label class="pm-tab"><input type="radio" name="pm-1" value="npm" checked>npm</label>' +
        '<label class="pm-tab"><input type="radio" name="pm-1" value="yarn">yarn</label>' +
        '<label class="pm-tab"><input type="radio" name="pm-1" value="pnpm">pnpm</label>' +
        '<label class="pm-tab"><input type="radio" name="pm-1" value="bun">bun</label></div>' +
        '<div class="pm-panel" data-pm="npm">…</div>' +
        '<div class="pm-panel" data-pm="yarn">…</div>' +
        '<div class="pm-panel" data-pm="pnpm">…</div>' +
        '<div class="pm-panel" data-pm="bun">…</div></div>',
    );
  });

  it('keeps the rest of the meta (a title) for each panel, and leaves other fences alone', async () => {
    const out = await html(
      '# T\n\n```bash npm2yarn title="Install"\nnpm i a\n```\n\n```bash\nnpm i b\n```\n',
    );
    expect(out.match(/<div class="code-title">Install<\/div>/g)).toHaveLength(4);
    expect(out.match(/class="pm-tabs"/g)).toHaveLength(1);
    // The plain fence: code as written, outside any tab group.
    expect(text(out.slice(out.lastIndexOf('<div class="code-block"')))).toContain('npm i b');
  });
});

describe('code fences: title and marked lines', () => {
  it('a title above the code, marked lines by number, the language on the block', async () => {
    const out = await html('# T\n\n```js title="a.js" {2,4-5}\nl1\nl2\nl3\nl4\nl5\nl6\n```\n');
    expect(out).toContain(
      '<div class="code-block titled" data-lang="js" style="--code-first-line:5"><div class="code-title">a.js</div>',
    );
    const pre = /<pre [^>]*>/.exec(out)![0];
    expect(pre).toContain('has-marked-lines');
    expect(pre).toContain('data-language="js"');
    // A title on the <pre> would be a tooltip.
    expect(pre).not.toContain('title=');
    const lines = [
      ...out.matchAll(/<span class="line( highlighted)?">(.*?)<\/span>(?=\n|<\/code>)/g),
    ];
    expect(lines.map(([, marked, line]) => `${text(line!)}${marked ? '*' : ''}`)).toEqual([
      'l1',
      'l2*',
      'l3',
      'l4*',
      'l5*',
      'l6',
    ]);
  });

  it('a fence without meta has no title and no marked lines', async () => {
    const out = await html('# T\n\n```ts\nconst a = 1;\n```\n');
    expect(out).not.toContain('code-title');
    expect(out).not.toContain('has-marked-lines');
    expect(out).not.toContain('highlighted');
    expect(out).toContain('data-language="ts"');
  });
});

describe('code fences: the size the code keeps while off screen', () => {
  it('its lines, 24 px each, and its longest line in ch (content-visibility: auto)', async () => {
    const out = await html('# T\n\n```js\nab\nabcdef\n\nx\n```\n');
    expect(/<code style="([^"]*)"/.exec(out)?.[1]).toBe(
      'contain-intrinsic-size:auto 6ch auto 96px',
    );
  });

  it('an empty block keeps no width', async () => {
    const out = await html('# T\n\n```text\n```\n');
    expect(/<code style="([^"]*)"/.exec(out)?.[1]).toMatch(/^contain-intrinsic-size:auto 0ch /);
  });
});

describe('code fences: meta without a title', () => {
  it('marked lines alone: no title, on the block or the <pre>', async () => {
    const out = await html('# T\n\n```js {1}\nl1\nl2\n```\n');
    expect(out).not.toContain('code-title');
    expect(out).not.toContain('data-title');
    expect(/<pre [^>]*>/.exec(out)![0]).toContain('has-marked-lines');
  });

  it.each([
    ['needs its quotes: title=a.js', 'title=a.js'],
    ['is not empty: title=""', 'title=""'],
  ])('a title %s', async (_, meta) => {
    const out = await html(`# T\n\n\`\`\`js ${meta}\nl1\n\`\`\`\n`);
    expect(out).not.toContain('code-title');
    expect(out).toMatch(/<div class="code-block" data-lang="js" style="--code-first-line:\d+">/);
  });
});
