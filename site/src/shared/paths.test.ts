import { describe, expect, it } from 'vitest';
import { finalPath, regularPathOf, resolvePath, type RouteTable } from './paths';
import { slugify, createSlugger } from './slugify';
import { documentTitle } from './title';
import { NavigationDuplicated, isSameLocation } from './navigation-error';

const table: RouteTable = {
  pages: ['/v1/', '/guide.html', '/a/b.html'],
  redirects: new Map([['/', '/v1']]),
};

describe('page paths', () => {
  it.each([
    ['v1/readme.md', '/v1/'],
    ['readme.md', '/'],
    ['guide/index.md', '/guide/'],
    ['a/b.md', '/a/b.html'],
    ['README.md', '/'],
  ])('%s → %s', (file, path) => expect(regularPathOf(file)).toBe(path));
});

describe('routing', () => {
  it('declared redirect, then the clean-URL rule: / → /v1 → /v1/', () => {
    expect(resolvePath(table, '/')).toEqual({ kind: 'redirect', to: '/v1' });
    expect(resolvePath(table, '/v1')).toEqual({ kind: 'redirect', to: '/v1/' });
    expect(finalPath(table, '/')).toEqual({ kind: 'page', path: '/v1/', hops: ['/v1', '/v1/'] });
  });
  it('<page>index.html redirects to the page', () => {
    expect(resolvePath(table, '/v1/index.html')).toEqual({ kind: 'redirect', to: '/v1/' });
  });
  it('tries .html before a trailing slash', () => {
    expect(resolvePath(table, '/guide')).toEqual({ kind: 'redirect', to: '/guide.html' });
    expect(resolvePath(table, '/a/b')).toEqual({ kind: 'redirect', to: '/a/b.html' });
  });
  it('a page path is a page; anything else is not found', () => {
    expect(resolvePath(table, '/v1/')).toEqual({ kind: 'page', path: '/v1/' });
    expect(resolvePath(table, '/v2/')).toEqual({ kind: 'not-found' });
    expect(resolvePath(table, '/nothing')).toEqual({ kind: 'not-found' });
    expect(resolvePath(table, '/guide.html/')).toEqual({ kind: 'not-found' });
  });
  it('matches page paths case-insensitively, redirecting to the real case', () => {
    expect(resolvePath(table, '/V1/')).toEqual({ kind: 'redirect', to: '/v1/' });
  });
  it('refuses redirect loops', () => {
    const loop: RouteTable = {
      pages: [],
      redirects: new Map([
        ['/a', '/b'],
        ['/b', '/a'],
      ]),
    };
    expect(() => finalPath(loop, '/a')).toThrow(/Redirect loop/);
  });
});

describe('slugs', () => {
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

describe('document title', () => {
  it('is "<page> | <site>", or the site title alone', () => {
    expect(documentTitle('Page', 'Site')).toBe('Page | Site');
    expect(documentTitle(undefined, 'Site')).toBe('Site');
    expect(documentTitle('', 'Site')).toBe('Site');
  });
});

describe('NavigationDuplicated', () => {
  it('has the spec name and message', () => {
    const error = new NavigationDuplicated('/v1/');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('NavigationDuplicated');
    expect(error.message).toBe('Navigating to current location is not allowed');
  });
  it('compares locations ignoring a trailing slash, not search or hash', () => {
    const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });
    expect(isSameLocation(at('/v1/'), at('/v1'))).toBe(true);
    expect(isSameLocation(at('/v1/'), at('/v1/', '?q'))).toBe(false);
    expect(isSameLocation(at('/v1/'), at('/v1/', '', '#api'))).toBe(false);
  });
});
