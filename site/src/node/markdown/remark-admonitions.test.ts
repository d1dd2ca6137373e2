// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_DEFAULTS } from '../config-schema';
import { compilePage } from './compile-page';

const file = { path: '/docs/v1/readme.md', relativePath: 'v1/readme.md' };
const html = async (markdown: string) =>
  (await compilePage(markdown, file, { demoDefaults: DEMO_DEFAULTS })).staticHtml.join('\n');
const failure = (markdown: string) =>
  compilePage(markdown, file, { demoDefaults: DEMO_DEFAULTS }).then(
    () => '',
    (error: Error) => error.message,
  );

describe('admonitions', () => {
  it('a tip with its default title, a note for assistive technology', async () => {
    expect(await html('# T\n\n::: tip\nUse **one** observer.\n:::\n')).toContain(
      '<div class="admonition tip" role="note">\n<p class="admonition-title">TIP</p>\n<p>Use <strong>one</strong> observer.</p>\n</div>',
    );
  });

  it('a title after the marker; blank lines and several blocks inside', async () => {
    const out = await html(
      '# T\n\n::: warning Mind the margin\n\nFirst.\n\n```js\nx\n```\n\n- a\n- b\n\n:::\n\nAfter.\n',
    );
    expect(out).toMatch(
      /<div class="admonition warning" role="note">\n<p class="admonition-title">Mind the margin<\/p>\n<p>First\.<\/p>\n<div class="code-block" data-lang="js" style="--code-first-line:\d+">[^]*<ul>[^]*<\/ul>\n<\/div>\n<p>After\.<\/p>/,
    );
  });

  it('danger and info; details as a closed <details> with its summary', async () => {
    expect(await html('# T\n\n::: danger\nNo.\n:::\n')).toContain('class="admonition danger"');
    expect(await html('# T\n\n::: info\nFYI.\n:::\n')).toContain('class="admonition info"');
    expect(await html('# T\n\n::: details Show the trick\nHidden.\n:::\n')).toContain(
      '<details class="admonition details">\n<summary class="admonition-title">Show the trick</summary>\n<p>Hidden.</p>\n</details>',
    );
  });

  it('a title may have inline code and emphasis', async () => {
    expect(await html('# T\n\n::: warning An `as` *component*\nText.\n:::\n')).toContain(
      '<p class="admonition-title">An <code>as</code> <em>component</em></p>\n<p>Text.</p>',
    );
  });

  it('nests', async () => {
    expect(await html('# T\n\n::: details\nOuter.\n\n::: tip\nInner.\n:::\n\n:::\n')).toMatch(
      /<details class="admonition details">[^]*<div class="admonition tip"[^]*Inner\.<\/p>\n<\/div>\n<\/details>/,
    );
  });

  it('a body that starts with emphasis, and a container inside a list item', async () => {
    expect(await html('# T\n\n::: tip\n**Bold** first.\n:::\n')).toContain(
      '<p class="admonition-title">TIP</p>\n<p><strong>Bold</strong> first.</p>\n</div>',
    );
    expect(await html('# T\n\n- item\n\n  ::: tip\n  Inside.\n  :::\n')).toContain(
      '<li>\n<p>item</p>\n<div class="admonition tip" role="note">\n<p class="admonition-title">TIP</p>\n<p>Inside.</p>\n</div>\n</li>',
    );
  });

  it('leaves code fences, inline code and text colons alone', async () => {
    expect(await html('# T\n\n`::: tip` starts a tip.\n')).toContain(
      '<p><code>::: tip</code> starts a tip.</p>',
    );
    const out = await html('# T\n\n```md\n::: tip\n:::\n```\n\nA ratio 3:::4.\n');
    expect(out).not.toContain('admonition');
    expect(out).toContain('3:::4');
  });

  it('keeps text that reads as a directive elsewhere as it was written', async () => {
    const out = await html(
      '# T\n\nSee note:this and a:b[c]{d=e} here.\n\n::leaf[x]{y}\n\n::: tip Time:now\nx\n:::\n',
    );
    expect(out).toContain('<p>See note:this and a:b[c]{d=e} here.</p>');
    expect(out).toContain('<p>::leaf[x]{y}</p>');
    expect(out).toContain('<p class="admonition-title">Time:now</p>');
  });

  it('a title with brackets, paired or not; options-like braces; CRLF line ends', async () => {
    expect(await html('# T\n\n::: tip Use [a link](/x) and {b}\nx\n:::\n')).toContain(
      '<p class="admonition-title">Use <a href="/x">a link</a> and {b}</p>',
    );
    expect(await html('# T\n\n::: tip Index ] first [\nx\n:::\n')).toContain(
      '<p class="admonition-title">Index ] first [</p>',
    );
    expect(await html('# T\r\n\r\n::: tip\r\nx\r\n:::\r\n')).toContain(
      '<p class="admonition-title">TIP</p>\n<p>x</p>',
    );
  });

  it('a line of colons in a code block ends neither the block nor its container', async () => {
    const out = await html('# T\n\n::: tip\n```md\n:::\n::::\n```\nafter\n:::\n\nout\n');
    expect(out).toMatch(
      /<div class="admonition tip"[^]*::::[^]*<p>after<\/p>\n<\/div>\n<p>out<\/p>/,
    );
  });

  it('names every mistake with its line, in one run', async () => {
    expect(await failure('# T\n\n::: note\nx\n:::\n\n::: tip\nnever closed\n')).toBe(
      [
        '/docs/v1/readme.md:3: unknown container "::: note" (rule: containers are demo, info, tip, warning, danger, details)',
        '/docs/v1/readme.md:7: "::: tip" is never closed (rule: a container ends with a line of ":::")',
      ].join('\n'),
    );
  });

  it.each([
    ['NOTE', 'info', 'Note'],
    ['TIP', 'tip', 'Tip'],
    ['IMPORTANT', 'important', 'Important'],
    ['WARNING', 'warning', 'Warning'],
    ['CAUTION', 'danger', 'Caution'],
  ])('GitHub’s > [!%s] alert is an admonition: %s, titled %s', async (marker, kind, title) => {
    expect(await html(`# T\n\n> [!${marker}]\n> Read **this**.\n>\n> And this.\n`)).toContain(
      `<div class="admonition ${kind}" role="note">\n<p class="admonition-title">${title}</p>\n<p>Read <strong>this</strong>.</p>\n<p>And this.</p>\n</div>`,
    );
  });

  it('an alert’s marker is read in any case, alone on its line; a quote without one stays a quote', async () => {
    expect(await html('# T\n\n> [!tip]\n> Lower case.\n')).toContain('class="admonition tip"');
    // Its text on the next paragraph only: a marker alone in the quote is a titled note.
    expect(await html('# T\n\n> [!NOTE]\n')).toContain(
      '<div class="admonition info" role="note">\n<p class="admonition-title">Note</p>\n</div>',
    );
    for (const quote of [
      '> [!NOTE] on the same line as text',
      '> [!SECRET]\n> An unknown name.',
      '> Just a quote.',
      '> Text first.\n> [!NOTE]',
    ]) {
      const out = await html(`# T\n\n${quote}\n`);
      expect(out, quote).toContain('<blockquote>');
      expect(out, quote).not.toContain('admonition');
    }
    // Inside a container, too.
    expect(await html('# T\n\n::: details More\n> [!WARNING]\n> Careful.\n\n:::\n')).toMatch(
      /<details class="admonition details">[^]*<div class="admonition warning" role="note">/,
    );
  });
});
