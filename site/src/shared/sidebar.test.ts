// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  holdsPage,
  isGroup,
  pagesListed,
  prevNextOf,
  sidebarLinks,
  type SidebarGroup,
  type SidebarItem,
} from './sidebar';

const guide: SidebarGroup = {
  text: 'Guide',
  items: [
    { text: 'Intro', link: '/guide/' },
    {
      text: 'Deep',
      items: [
        { text: 'Install', link: '/guide/install.html' },
        { text: 'Spec', link: 'https://example.com/spec' },
      ],
      collapsed: true,
    },
    { text: 'Usage', link: '/guide/usage.html' },
  ],
};

const items: SidebarItem[] = [
  { text: 'Home', link: '/' },
  guide,
  { text: 'Empty', items: [] },
  { text: 'API', link: '/api.html' },
];

const titles: Record<string, string> = { '/api.html': 'API reference' };
const titleOf = (path: string) => titles[path];

describe('isGroup', () => {
  it('tells a group from a link', () => {
    expect(isGroup(guide)).toBe(true);
    expect(isGroup({ text: 'Empty', items: [] })).toBe(true);
    expect(isGroup({ text: 'Home', link: '/' })).toBe(false);
  });
});

describe('sidebarLinks', () => {
  it('lists every link in reading order, groups flattened at any depth', () => {
    expect(sidebarLinks(items)).toEqual([
      { text: 'Home', link: '/' },
      { text: 'Intro', link: '/guide/' },
      { text: 'Install', link: '/guide/install.html' },
      { text: 'Spec', link: 'https://example.com/spec' },
      { text: 'Usage', link: '/guide/usage.html' },
      { text: 'API', link: '/api.html' },
    ]);
  });

  it('is empty for no items and for empty groups', () => {
    expect(sidebarLinks([])).toEqual([]);
    expect(sidebarLinks([{ text: 'A', items: [{ text: 'B', items: [] }] }])).toEqual([]);
  });
});

describe('holdsPage', () => {
  it('holds a page among its own links', () => {
    expect(holdsPage(guide, '/guide/')).toBe(true);
    expect(holdsPage(guide, '/guide/usage.html')).toBe(true);
  });

  it('holds a page of a nested group', () => {
    expect(holdsPage(guide, '/guide/install.html')).toBe(true);
  });

  it('holds no page listed outside it, nor a path that only starts like one of its links', () => {
    expect(holdsPage(guide, '/api.html')).toBe(false);
    expect(holdsPage(guide, '/')).toBe(false);
    expect(holdsPage(guide, '/guide')).toBe(false);
    expect(holdsPage({ text: 'Empty', items: [] }, '/')).toBe(false);
  });
});

describe('pagesListed', () => {
  it('counts the pages, not the links to other sites', () => {
    expect(pagesListed(items)).toBe(5);
  });

  it('counts a page listed twice once', () => {
    expect(
      pagesListed([
        { text: 'A', link: '/a.html' },
        { text: 'G', items: [{ text: 'A again', link: '/a.html' }] },
      ]),
    ).toBe(1);
  });

  it('is 0 with no links, or only links to other sites', () => {
    expect(pagesListed([])).toBe(0);
    expect(
      pagesListed([
        { text: 'X', link: 'https://example.com/' },
        { text: 'G', items: [{ text: 'Y', link: 'http://example.org/y' }] },
      ]),
    ).toBe(0);
  });
});

describe('links to headings', () => {
  const headings: SidebarItem[] = [
    { text: 'Intro', link: '/a.html#intro' },
    { text: 'A', link: '/a.html' },
    { text: 'Usage', link: '/a.html#usage' },
    { text: 'Group', items: [{ text: 'B', link: '/b.html#top' }] },
    { text: 'C', link: '/c.html' },
  ];
  it('count as their page', () => {
    expect(pagesListed(headings)).toBe(3);
    expect(pagesListed([headings[0]!, headings[2]!])).toBe(1);
  });
  it('hold their page in a group', () => {
    expect(holdsPage(headings[3] as SidebarGroup, '/b.html')).toBe(true);
  });
  it('are no step of previous/next', () => {
    expect(prevNextOf(headings, '/a.html', {}, titleOf)).toEqual({
      next: { text: 'C', link: '/c.html' },
    });
    expect(prevNextOf(headings, '/c.html', {}, titleOf)).toEqual({
      prev: { text: 'A', link: '/a.html' },
    });
  });
});

describe('prevNextOf', () => {
  it("gives the sidebar's neighbours across groups, skipping links to other sites", () => {
    expect(prevNextOf(items, '/guide/install.html', {}, titleOf)).toEqual({
      prev: { text: 'Intro', link: '/guide/' },
      next: { text: 'Usage', link: '/guide/usage.html' },
    });
    expect(prevNextOf(items, '/guide/', {}, titleOf)).toEqual({
      prev: { text: 'Home', link: '/' },
      next: { text: 'Install', link: '/guide/install.html' },
    });
  });

  it('has no previous page for the first page, no next one for the last', () => {
    expect(prevNextOf(items, '/', {}, titleOf)).toEqual({
      prev: undefined,
      next: { text: 'Intro', link: '/guide/' },
    });
    expect(prevNextOf(items, '/api.html', {}, titleOf)).toEqual({
      prev: { text: 'Usage', link: '/guide/usage.html' },
      next: undefined,
    });
  });

  it('has neither for a page the sidebar does not list', () => {
    expect(prevNextOf(items, '/other.html', {}, titleOf)).toEqual({
      prev: undefined,
      next: undefined,
    });
  });

  it('false drops a neighbour', () => {
    expect(prevNextOf(items, '/guide/', { prev: false, next: false }, titleOf)).toEqual({
      prev: undefined,
      next: undefined,
    });
    expect(prevNextOf(items, '/guide/', { next: false }, titleOf)).toEqual({
      prev: { text: 'Home', link: '/' },
      next: undefined,
    });
  });

  it('a text renames the neighbour, keeping its link', () => {
    expect(prevNextOf(items, '/guide/', { prev: 'Back home', next: 'Set it up' }, titleOf)).toEqual(
      {
        prev: { text: 'Back home', link: '/' },
        next: { text: 'Set it up', link: '/guide/install.html' },
      },
    );
  });

  it('a text adds no neighbour where there is none', () => {
    expect(prevNextOf(items, '/', { prev: 'Nothing' }, titleOf)).toEqual({
      prev: undefined,
      next: { text: 'Intro', link: '/guide/' },
    });
    expect(prevNextOf(items, '/other.html', { prev: 'P', next: 'N' }, titleOf)).toEqual({
      prev: undefined,
      next: undefined,
    });
  });

  it("a link gives another page: its own text, else the page's title, else the link", () => {
    expect(
      prevNextOf(
        items,
        '/guide/',
        { prev: { text: 'Reference', link: '/api.html' }, next: { link: '/api.html' } },
        titleOf,
      ),
    ).toEqual({
      prev: { text: 'Reference', link: '/api.html' },
      next: { text: 'API reference', link: '/api.html' },
    });
    expect(prevNextOf(items, '/guide/', { next: { link: '/unknown.html' } }, titleOf)).toEqual({
      prev: { text: 'Home', link: '/' },
      next: { text: '/unknown.html', link: '/unknown.html' },
    });
  });

  it('a link gives a neighbour even to a page the sidebar does not list', () => {
    expect(
      prevNextOf([], '/lone.html', { prev: { link: '/api.html' }, next: { link: '/' } }, titleOf),
    ).toEqual({
      prev: { text: 'API reference', link: '/api.html' },
      next: { text: '/', link: '/' },
    });
  });

  it('asks for no title when the override has its own text', () => {
    const asked: string[] = [];
    prevNextOf(items, '/', { next: { text: 'T', link: '/api.html' } }, (path) => {
      asked.push(path);
      return undefined;
    });
    expect(asked).toEqual([]);
  });
});
