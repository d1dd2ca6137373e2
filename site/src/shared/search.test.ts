import { describe, expect, it } from 'vitest';
import { highlighted, snippetOf, SNIPPET_LENGTH, type TextPart } from './search';

/** Parts as text, matched words in [brackets]. */
const shown = (parts: TextPart[]) => parts.map((p) => (p.match ? `[${p.text}]` : p.text)).join('');

describe('highlighted', () => {
  it('marks whole words of the terms, in any case, nothing inside a longer word', () => {
    expect(shown(highlighted('Yarn or yarnish? YARN.', ['yarn']))).toBe(
      '[Yarn] or yarnish? [YARN].',
    );
    expect(shown(highlighted('rootMargin and root', ['root', 'rootmargin']))).toBe(
      '[rootMargin] and [root]',
    );
    expect(highlighted('no match', [])).toEqual([{ text: 'no match', match: false }]);
    expect(shown(highlighted('a.b (c)', ['a.b', '(c)']))).toBe('[a.b] [(c)]');
  });
});

describe('snippetOf', () => {
  const long = `${'Intro words here. '.repeat(10)}Then the threshold option decides. ${'More text after. '.repeat(12)}`;

  it('shows the text around the first match, cut at spaces, with ellipses', () => {
    const snippet = shown(snippetOf(long, ['threshold']));
    expect(snippet).toMatch(/^…\S/);
    expect(snippet).toMatch(/\S…$/);
    expect(snippet).toContain('Then the [threshold] option decides.');
    expect(snippet.indexOf('[threshold]')).toBeLessThanOrEqual(45);
    expect(snippet.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 4);
  });

  it('starts at the start when the match is near it, or when only the heading matched', () => {
    expect(shown(snippetOf('Install it with\nyarn, then go.', ['yarn']))).toBe(
      'Install it with [yarn], then go.',
    );
    expect(shown(snippetOf(long, ['nowhere']))).toMatch(/^Intro words here\. .*…$/);
  });
});
