import { describe, expect, it } from 'vitest';
import { linkLanding, linkTarget } from './link-landings';
import { finalPath, type RouteTable } from './paths';

const table = (): RouteTable => ({
  pages: ['/v1/', '/guide.html', '/a/b.html'],
  redirects: new Map([['/', '/v1']]),
});

describe('links remembered for the server render', () => {
  it.each([
    ['/guide.html#install', '/a/b.html'],
    ['/a/../guide.html?x=1', '/v1/'],
    ['b.html#top', '/a/b.html'],
    ['../guide.html', '/a/b.html'],
    ['#api', '/v1/'],
  ])('%s from %s: the URL a browser would resolve', (href, from) => {
    const expected = new URL(href, `http://site${from}`);
    // Twice: the second answer may be the one remembered.
    for (let i = 0; i < 2; i++) {
      const target = linkTarget(href, from);
      expect([target.pathname, target.hash, target.search]).toEqual([
        expected.pathname,
        expected.hash,
        expected.search,
      ]);
    }
  });

  it('parses an absolute path once, whatever the page it is on', () => {
    expect(linkTarget('/guide.html', '/v1/')).toBe(linkTarget('/guide.html', '/a/b.html'));
  });

  it('a relative link depends on its page', () => {
    expect(linkTarget('b.html', '/a/x.html').pathname).toBe('/a/b.html');
    expect(linkTarget('b.html', '/v1/').pathname).toBe('/v1/b.html');
  });

  it('lands where finalPath does, remembered per route table', () => {
    const first = table();
    for (const path of ['/', '/v1', '/V1/', '/guide.html', '/missing.html'])
      expect(linkLanding(first, path)).toEqual(finalPath(first, path));
    expect(linkLanding(first, '/')).toBe(linkLanding(first, '/'));
    // Another table (a save in dev): its own landings.
    const second: RouteTable = { pages: ['/v2/'], redirects: new Map([['/', '/v2']]) };
    expect(linkLanding(second, '/')).toMatchObject({ kind: 'page', path: '/v2/' });
    expect(linkLanding(first, '/')).toMatchObject({ kind: 'page', path: '/v1/' });
  });
});
