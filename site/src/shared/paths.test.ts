import { describe, expect, it } from 'vitest';
import {
  decodedPath,
  finalPath,
  isOffSite,
  regularPathOf,
  resolvePath,
  withoutTrailingSlash,
  type RouteTable,
} from './paths';
import { routeTableOf } from './route-table';
import { documentTitle } from './title';

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
    // Only the extension goes: a folder may have ".md" in its name.
    ['notes.md/today.md', '/notes.md/today.html'],
  ])('%s → %s', (file, path) => expect(regularPathOf(file)).toBe(path));

  it.each([
    ['/v1/', '/v1'],
    ['/v1', '/v1'],
    ['/', '/'],
    ['', ''],
  ])('without trailing slash: %j → %j', (path, expected) =>
    expect(withoutTrailingSlash(path)).toBe(expected),
  );

  it.each([
    ['/caf%C3%A9.html', '/café.html'],
    // Decomposed é (e + combining acute) is composed, as file names are.
    ['/cafe%CC%81.html', '/café.html'],
    ['/100%.html', undefined],
  ])('decoded: %s → %s', (path, expected) => expect(decodedPath(path)).toBe(expected));
});

describe('off-site links', () => {
  it.each([
    ['https://example.com/', true],
    ['mailto:someone@example.com', true],
    ['git+ssh://host/repo.git', true],
    ['//cdn.example.com/x.js', true],
    ['/v1/', false],
    ['guide.md', false],
    ['./a:b.html', false],
    ['#api', false],
    ['1x:y', false],
  ])('%s → %s', (url, offSite) => expect(isOffSite(url)).toBe(offSite));
});

describe('routing', () => {
  it('declared redirect, then the clean-URL rule: / → /v1 → /v1/', () => {
    expect(resolvePath(table, '/')).toEqual({ kind: 'redirect', to: '/v1' });
    expect(resolvePath(table, '/v1')).toEqual({ kind: 'redirect', to: '/v1/' });
    expect(finalPath(table, '/')).toEqual({ kind: 'page', path: '/v1/', hops: ['/v1', '/v1/'] });
  });
  it('<page>index.html redirects to the page; other .html names do not', () => {
    expect(resolvePath(table, '/v1/index.html')).toEqual({ kind: 'redirect', to: '/v1/' });
    expect(resolvePath(table, '/v2/index.html')).toEqual({ kind: 'not-found' });
    // As long as "index.html": not a page of /v1/.
    expect(resolvePath(table, '/v1/about.html')).toEqual({ kind: 'not-found' });
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
  it('retries only a path that lacks both a trailing slash and .html', () => {
    // Pages of a folder named "old.html" and of a file named ".md".
    const odd: RouteTable = { pages: ['/old.html/', '/docs/.html'], redirects: new Map() };
    expect(resolvePath(odd, '/old.html')).toEqual({ kind: 'not-found' });
    expect(resolvePath(odd, '/docs/')).toEqual({ kind: 'not-found' });
  });
  it('matches page paths case-insensitively, redirecting to the real case', () => {
    expect(resolvePath(table, '/V1/')).toEqual({ kind: 'redirect', to: '/v1/' });
  });
  it('of two pages alike but for case, the first wins; each table is read as it is', () => {
    const alike: RouteTable = { pages: ['/Guide.html', '/guide.html'], redirects: new Map() };
    expect(resolvePath(alike, '/guide.html')).toEqual({ kind: 'redirect', to: '/Guide.html' });
    expect(resolvePath(alike, '/GUIDE.html')).toEqual({ kind: 'redirect', to: '/Guide.html' });
    const other: RouteTable = { pages: ['/guide.html'], redirects: new Map() };
    expect(resolvePath(other, '/guide.html')).toEqual({ kind: 'page', path: '/guide.html' });
  });
  it('refuses redirect loops', () => {
    const loop: RouteTable = {
      pages: [],
      redirects: new Map([
        ['/a', '/b'],
        ['/b', '/a'],
      ]),
    };
    expect(() => finalPath(loop, '/a')).toThrow(
      new Error(`Redirect loop from /a: ${Array(5).fill('/b → /a').join(' → ')} → /b`),
    );
  });
  it('follows at most 10 redirects', () => {
    // `/0` → `/1` → … → `/<n>`, then the clean-URL rule: n + 1 hops.
    const chain = (n: number): RouteTable => ({
      pages: [`/${n}.html`],
      redirects: new Map(Array.from({ length: n }, (_, i) => [`/${i}`, `/${i + 1}`])),
    });
    expect(finalPath(chain(9), '/0')).toMatchObject({ kind: 'page', path: '/9.html' });
    expect(finalPath(chain(9), '/0').hops).toHaveLength(10);
    expect(() => finalPath(chain(10), '/0')).toThrow(
      'Redirect loop from /0: /1 → /2 → /3 → /4 → /5 → /6 → /7 → /8 → /9 → /10 → /10.html',
    );
  });
  it('routes against the site data: page paths and declared redirects', () => {
    const page = (path: string) => ({
      title: '',
      frontmatter: {},
      regularPath: path,
      relativePath: '',
      key: path,
      path,
    });
    const routes = routeTableOf({
      pages: [page('/v1/'), page('/guide.html')],
      redirects: [{ from: '/', to: '/v1/', status: 301 }],
    });
    expect(routes.pages).toEqual(['/v1/', '/guide.html']);
    expect([...routes.redirects]).toEqual([['/', '/v1/']]);
  });
});

describe('document title', () => {
  it('is "<page> | <site>", or the site title alone', () => {
    expect(documentTitle('Page', 'Site')).toBe('Page | Site');
    expect(documentTitle(undefined, 'Site')).toBe('Site');
    expect(documentTitle('', 'Site')).toBe('Site');
  });
});
