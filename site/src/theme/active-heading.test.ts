import { describe, expect, it } from 'vitest';
import { activeSlugAt } from './active-heading';

const tops = [
  { slug: 'a', top: 100 },
  { slug: 'b', top: 600 },
  { slug: 'c', top: 1200 },
];

describe('activeSlugAt', () => {
  it('is the last heading above the navbar line, with a 10 px tolerance', () => {
    expect(activeSlugAt(tops, 0, 60)).toBeUndefined();
    expect(activeSlugAt(tops, 40, 60)).toBe('a');
    expect(activeSlugAt(tops, 529, 60)).toBe('a');
    expect(activeSlugAt(tops, 530, 60)).toBe('b');
    expect(activeSlugAt(tops, 5000, 60)).toBe('c');
  });
  it('is the last heading once the page is scrolled to its end', () => {
    expect(activeSlugAt(tops, 700, 60, true)).toBe('c');
  });
});
