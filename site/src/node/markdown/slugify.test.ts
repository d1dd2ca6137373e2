import { describe, expect, it } from 'vitest';
import { createSlugger, slugify } from './slugify';

describe('slugify, as VuePress 1 made heading ids', () => {
  it.each([
    ['Bundler (Vite, webpack, Rollup)', 'bundler-vite-webpack-rollup'],
    ['Know when something was seen: onVisible', 'know-when-something-was-seen-onvisible'],
    ['  -- (Hello) --  ', 'hello'],
    ['a — b “c” d', 'a-b-c-d'],
    ['Café crème', 'cafe-creme'],
    ['a\u0007b\u007f', 'ab'],
    ['1.2.9 release', '_1-2-9-release'],
    ['v1 notes', 'v1-notes'],
    ['', ''],
  ])('%j → %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});

describe('createSlugger', () => {
  it('numbers a repeated slug from 2, per slugger', () => {
    const slug = createSlugger();
    expect([slug('Usage'), slug('Usage'), slug('usage!'), slug('Other')]).toEqual([
      'usage',
      'usage-2',
      'usage-3',
      'other',
    ]);
    expect(createSlugger()('Usage')).toBe('usage');
  });
});

describe('slugs, as pages get them', () => {
  it.each([
    ['Installation', 'installation'],
    ['Bundler (Webpack, Rollup)', 'bundler-webpack-rollup'],
    ['@voorhoede/vue-lazy-load', 'voorhoede-vue-lazy-load'],
    ['Crème brûlée', 'creme-brulee'],
    ['1.2.9 release', '_1-2-9-release'],
    ['  What’s “new”?  ', 'what-s-new'],
  ])('%s → %s', (text, slug) => expect(slugify(text)).toBe(slug));

  it('repeats get -2, -3', () => {
    const slug = createSlugger();
    expect([slug('API'), slug('API'), slug('API')]).toEqual(['api', 'api-2', 'api-3']);
  });
});
