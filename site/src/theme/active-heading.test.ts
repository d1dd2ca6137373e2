import { describe, expect, it } from 'vitest';
import { activeSlugAt } from './active-heading';

const headings = [
  { slug: 'a', top: 100 },
  { slug: 'b', top: 600 },
  { slug: 'c', top: 1200 },
];
const top = (h: { top: number }) => h.top;

describe('activeSlugAt', () => {
  it('is the last heading above the navbar line, with a 10 px tolerance', () => {
    expect(activeSlugAt(headings, top, 0, 60)).toBeUndefined();
    expect(activeSlugAt(headings, top, 29, 60)).toBeUndefined();
    expect(activeSlugAt(headings, top, 30, 60)).toBe('a');
    expect(activeSlugAt(headings, top, 529, 60)).toBe('a');
    expect(activeSlugAt(headings, top, 530, 60)).toBe('b');
    expect(activeSlugAt(headings, top, 1130, 60)).toBe('c');
    expect(activeSlugAt(headings, top, 5000, 60)).toBe('c');
  });
  it('is the last heading once the page is scrolled to its end', () => {
    expect(activeSlugAt(headings, top, 700, 60, true)).toBe('c');
    expect(activeSlugAt([], top, 700, 60, true)).toBeUndefined();
  });
  it('measures about log2(n) headings, not each of them (measuring forces layout)', () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({ slug: `h${i}`, top: 1000 + i * 100 }));
    for (const [scrollY, active] of [
      [0, undefined],
      [123_456, 'h1225'],
      [499_900, 'h4989'],
    ] as const) {
      let measured = 0;
      const slug = activeSlugAt(many, (h) => (measured++, h.top), scrollY, 60);
      expect(slug).toBe(active);
      expect(measured).toBeLessThanOrEqual(14);
    }
  });
});
