import type { Element, Root } from 'hast';
import { expect, it } from 'vitest';
import { codeBlockHeight } from '../../shared/code-layout';
import { sectionHeight } from './section-height';

const el = (tagName: string, children: Element['children'] = []): Element => ({
  type: 'element',
  tagName,
  properties: {},
  children,
});
const text = (value: string) => ({ type: 'text' as const, value });
const line = () => el('span', [text('x')]);

it('adds up headings, text by its length, lists by item, tables by row, code by line', () => {
  const code: Root = {
    type: 'root',
    children: [el('div', [el('pre', [el('code', [line(), text('\n'), line(), line()])])])],
  };
  const nodes = [
    el('h2', [text('Title')]),
    text('\n'),
    el('p', [text('a'.repeat(130))]), // three lines of 60 characters
    el('ul', [el('li', [text('one')]), text('\n'), el('li', [text('two')])]),
    el('table', [el('thead', [el('tr')]), el('tbody', [el('tr'), el('tr')])]),
    code, // highlighted code arrives as a fragment
  ];
  expect(sectionHeight(nodes)).toBe(
    80 + (3 * 27 + 16) + 2 * (27 + 16) + (3 * 48 + 16) + (codeBlockHeight(3) + 16),
  );
});

it('is zero for nothing', () => {
  expect(sectionHeight([])).toBe(0);
});

it('finds code as a bare <pre> or after a block title, counts ordered lists, and rows between whitespace', () => {
  const code = (lines: number) => el('pre', [el('code', Array.from({ length: lines }, line))]);
  const nodes = [
    code(2),
    el('div', [el('div', [text('title.js')]), code(4)]), // a titled block: the title comes first
    el('ol', [el('li', [text('one')]), text('\n'), el('li', [text('two')])]),
    el('table', [
      text('\n'),
      el('thead', [text('\n'), el('tr'), text('\n')]),
      el('tbody', [el('tr'), text('\n'), el('tr')]),
    ]),
  ];
  expect(sectionHeight(nodes)).toBe(
    codeBlockHeight(2) + 16 + (codeBlockHeight(4) + 16) + 2 * (27 + 16) + (3 * 48 + 16),
  );
});
