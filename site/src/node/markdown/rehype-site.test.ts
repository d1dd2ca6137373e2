// @vitest-environment node
import type { Element, ElementContent, Properties, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import {
  outboundContent,
  outboundIcon,
  rehypeCodeBlocks,
  rehypeHeadingAnchors,
} from './rehype-site';

const el = (tagName: string, properties: Properties = {}, children: ElementContent[] = []) =>
  ({ type: 'element', tagName, properties, children }) satisfies Element;
const text = (value: string) => ({ type: 'text' as const, value });

describe('rehypeHeadingAnchors', () => {
  it('starts every heading that has an id with a # permalink labelled by its text', () => {
    const tree: Root = {
      type: 'root',
      children: [
        el('h2', { id: 'usage' }, [text('Usage '), el('em', {}, [text('now')]), text(' ')]),
        el('h3', {}, [text('No id')]),
        el('p', { id: 'note' }, [text('Not a heading')]),
      ],
    };
    rehypeHeadingAnchors()(tree);
    expect(toHtml(tree)).toBe(
      '<h2 id="usage"><a class="header-anchor" href="#usage" aria-label="Permalink to “Usage now”">#</a> Usage <em>now</em> </h2>' +
        '<h3>No id</h3><p id="note">Not a heading</p>',
    );
  });
});

describe('outboundIcon', () => {
  it('is the outbound-link icon, an empty box to assistive technology, and text for it', () => {
    expect(toHtml(outboundIcon())).toBe(
      '<span class="icon icon-outbound outbound"></span><span class="sr-only">(opens new window)</span>',
    );
  });
});

describe('outboundContent', () => {
  it('gives a link of text the icon; a badge (images alone) only the words', () => {
    const img = el('img', { src: 'https://img.shields.io/x.svg', alt: 'npm' }, []);
    expect(toHtml(outboundContent(el('a', {}, [text('npm')])))).toBe(toHtml(outboundIcon()));
    expect(toHtml(outboundContent(el('a', {}, [img, text(' ')])))).toBe(
      '<span class="sr-only">(opens new window)</span>',
    );
  });
});

describe('rehypeCodeBlocks', () => {
  const pre = (properties: Properties) => el('pre', properties, [el('code', {}, [text('x')])]);
  /** The static copy control: the markup of a demo's CopyButton (placed by styles.css). */
  const COPY =
    '<div class="copy">' +
    '<span class="copy-status" role="status"></span>' +
    '<button type="button" class="copy-button" aria-label="Copy code">' +
    '<span class="icon icon-copy"></span>' +
    '</button></div>';

  it.each([
    [
      'a language and a title',
      { 'data-language': 'js', 'data-title': 'a.js' },
      `<div class="code-block titled" data-lang="js" style="--code-first-line:3"><div class="code-title">a.js</div><pre data-language="js"><code>x</code></pre>${COPY}</div>`,
    ],
    ...['text', 'txt', 'plain', 'plaintext'].map((plain): [string, Properties, string] => [
      `plain text (${plain}): no language shown`,
      { 'data-language': plain },
      `<div class="code-block" style="--code-first-line:0"><pre data-language="${plain}"><code>x</code></pre>${COPY}</div>`,
    ]),
    [
      'no language at all',
      {},
      `<div class="code-block" style="--code-first-line:0"><pre><code>x</code></pre>${COPY}</div>`,
    ],
  ])('wraps a block with %s, and gives it a copy button', (_, properties, html) => {
    const tree: Root = { type: 'root', children: [pre(properties)] };
    rehypeCodeBlocks()(tree);
    expect(toHtml(tree)).toBe(html);
  });

  it('gives the block its first line’s reach: its characters, and the language label’s beside the copy button', () => {
    const line = (value: string) => el('span', { className: ['line'] }, [text(value)]);
    const reach = (properties: Properties, ...lines: string[]) => {
      const tree: Root = {
        type: 'root',
        children: [el('pre', properties, [el('code', {}, lines.map(line))])],
      };
      rehypeCodeBlocks()(tree);
      return /--code-first-line:(\d+)/.exec(toHtml(tree))?.[1];
    };
    // The first line only: later lines pass under the button.
    expect(reach({ 'data-language': 'tsx' }, 'const a = 1;', 'a much longer second line')).toBe(
      String('const a = 1;'.length + ' tsx'.length),
    );
    expect(reach({ 'data-language': 'text' }, 'twelve chars')).toBe('12');
    expect(reach({}, '')).toBe('0');
  });
});
