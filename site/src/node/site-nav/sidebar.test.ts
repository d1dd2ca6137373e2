// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { regularPathOf } from '../../shared/paths';
import { routeTableOf } from '../../shared/route-table';
import type { SidebarConfigItem } from '../config-schema';
import { SiteBuildErrors } from '../errors';
import type { SourcePage } from '../pages';
import { autoSidebar, configuredSidebar, folderTitle, sidebarOf } from './sidebar';

const CONFIG = '/site/site.config.ts';

const page = (
  relativePath: string,
  title: string,
  frontmatter: Record<string, unknown> = {},
  ids: string[] = [],
  path = regularPathOf(relativePath),
): SourcePage =>
  ({
    file: `/site/docs/${relativePath}`,
    data: { relativePath, path, title, frontmatter },
    compiled: { meta: { ids } },
  }) as unknown as SourcePage;

const tableOf = (pages: readonly SourcePage[], redirects: { from: string; to: string }[] = []) =>
  routeTableOf({
    pages: pages.map((p) => ({ path: p.data.path })) as never,
    redirects: redirects.map((r) => ({ ...r, status: 302 as const })),
  });

/** The messages of what `run` throws: one `SiteBuildErrors`. */
const errorsOf = (run: () => unknown): string[] => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SiteBuildErrors);
    return (error as SiteBuildErrors).errors.map((e) => e.message);
  }
  throw new Error('did not throw');
};

describe('folderTitle', () => {
  it('turns dashes and underscores into spaces and capitalizes the first letter', () => {
    expect(folderTitle('getting-started')).toBe('Getting started');
    expect(folderTitle('api_reference')).toBe('Api reference');
    expect(folderTitle('a--b__c-_d')).toBe('A b c d');
    expect(folderTitle('guide')).toBe('Guide');
  });

  it('trims separators at either end and keeps the rest of the case', () => {
    expect(folderTitle('-_v1-beta_')).toBe('V1 beta');
    expect(folderTitle('camelCase')).toBe('CamelCase');
    expect(folderTitle('')).toBe('');
  });
});

describe('autoSidebar', () => {
  it('lists root pages, index first, then by file name', () => {
    const pages = [
      page('zeta.md', 'Zeta'),
      page('alpha.md', 'Alpha'),
      page('readme.md', 'Home'),
      page('beta.md', 'Beta'),
    ];
    expect(autoSidebar(pages)).toEqual([
      { text: 'Home', link: '/' },
      { text: 'Alpha', link: '/alpha.html' },
      { text: 'Beta', link: '/beta.html' },
      { text: 'Zeta', link: '/zeta.html' },
    ]);
  });

  it('treats index.md and README.md (any case) as the index page', () => {
    expect(
      autoSidebar([page('a/b.md', 'B'), page('a/index.md', 'A'), page('a/aa.md', 'AA')]),
    ).toEqual([
      {
        text: 'A',
        collapsed: false,
        items: [
          { text: 'A', link: '/a/' },
          { text: 'AA', link: '/a/aa.html' },
          { text: 'B', link: '/a/b.html' },
        ],
      },
    ]);
    expect(autoSidebar([page('a.md', 'A'), page('README.md', 'Home')])).toEqual([
      { text: 'Home', link: '/' },
      { text: 'A', link: '/a.html' },
    ]);
  });

  it('makes a group per folder, open, titled after the folder, nested as the folders are', () => {
    const pages = [
      page('readme.md', 'Home'),
      page('getting-started/readme.md', 'Start'),
      page('getting-started/install.md', 'Install'),
      page('getting-started/deep_dive/one.md', 'One'),
      page('getting-started/deep_dive/two.md', 'Two'),
      page('about.md', 'About'),
    ];
    expect(autoSidebar(pages)).toEqual([
      { text: 'Home', link: '/' },
      { text: 'About', link: '/about.html' },
      {
        text: 'Getting started',
        collapsed: false,
        items: [
          { text: 'Start', link: '/getting-started/' },
          {
            text: 'Deep dive',
            collapsed: false,
            items: [
              { text: 'One', link: '/getting-started/deep_dive/one.html' },
              { text: 'Two', link: '/getting-started/deep_dive/two.html' },
            ],
          },
          { text: 'Install', link: '/getting-started/install.html' },
        ],
      },
    ]);
  });

  it("sorts pages and folders by their names together, a page's name with its extension", () => {
    expect(
      autoSidebar([
        page('b.md', 'B page'),
        page('b/x.md', 'X'),
        page('a.md', 'A'),
        page('c.md', 'C'),
      ]),
    ).toEqual([
      { text: 'A', link: '/a.html' },
      { text: 'B', collapsed: false, items: [{ text: 'X', link: '/b/x.html' }] },
      { text: 'B page', link: '/b.html' },
      { text: 'C', link: '/c.html' },
    ]);
  });

  it('puts ordered pages first, lower order first, and the unordered after them by name', () => {
    const pages = [
      page('readme.md', 'Home'),
      page('a.md', 'A'),
      page('b.md', 'B', { order: 2 }),
      page('c.md', 'C', { order: -1 }),
      page('d.md', 'D'),
      page('e.md', 'E', { order: 0.5 }),
    ];
    expect(autoSidebar(pages).map((i) => i.text)).toEqual(['C', 'E', 'B', 'Home', 'A', 'D']);
  });

  it('puts an ordered index page where its order says', () => {
    expect(
      autoSidebar([page('readme.md', 'Home', { order: 3 }), page('a.md', 'A', { order: 1 })]),
    ).toEqual([
      { text: 'A', link: '/a.html' },
      { text: 'Home', link: '/' },
    ]);
  });

  it('keeps the index page first among pages of the same order', () => {
    expect(
      autoSidebar([page('a.md', 'A', { order: 1 }), page('readme.md', 'Home', { order: 1 })]).map(
        (i) => i.text,
      ),
    ).toEqual(['Home', 'A']);
  });

  it('sorts pages of the same order by name', () => {
    expect(
      autoSidebar([page('c.md', 'C', { order: 1 }), page('b.md', 'B', { order: 1 })]).map(
        (i) => i.text,
      ),
    ).toEqual(['B', 'C']);
  });

  it("orders a folder by its index page's order; one without it goes with the unordered", () => {
    const pages = [
      page('readme.md', 'Home'),
      page('zeta/readme.md', 'Zeta', { order: 1 }),
      page('zeta/page.md', 'Zeta page'),
      page('alpha/readme.md', 'Alpha', { order: 2 }),
      page('beta/page.md', 'Beta page', { order: 0 }),
      page('guide.md', 'Guide', { order: 3 }),
    ];
    expect(autoSidebar(pages).map((i) => i.text)).toEqual([
      'Zeta',
      'Alpha',
      'Guide',
      'Home',
      'Beta',
    ]);
  });

  it('orders pages inside a folder too', () => {
    const [group] = autoSidebar([
      page('g/readme.md', 'G'),
      page('g/a.md', 'A'),
      page('g/b.md', 'B', { order: 1 }),
    ]);
    expect(group).toEqual({
      text: 'G',
      collapsed: false,
      items: [
        { text: 'B', link: '/g/b.html' },
        { text: 'G', link: '/g/' },
        { text: 'A', link: '/g/a.html' },
      ],
    });
  });

  it('ignores an order that is not a number', () => {
    expect(
      autoSidebar([page('b.md', 'B', { order: '1' }), page('a.md', 'A')]).map((i) => i.text),
    ).toEqual(['A', 'B']);
  });

  it('leaves out pages with sidebar: false, and a folder left with none', () => {
    const pages = [
      page('readme.md', 'Home'),
      page('hidden.md', 'Hidden', { sidebar: false }),
      page('kept.md', 'Kept', { sidebar: true }),
      page('drafts/one.md', 'One', { sidebar: false }),
      page('g/a.md', 'A'),
      page('g/b.md', 'B', { sidebar: false }),
    ];
    expect(autoSidebar(pages)).toEqual([
      { text: 'Home', link: '/' },
      { text: 'G', collapsed: false, items: [{ text: 'A', link: '/g/a.html' }] },
      { text: 'Kept', link: '/kept.html' },
    ]);
  });

  it("falls back to the file's name for a page without a title", () => {
    expect(autoSidebar([page('notes/todo-list.md', '')])).toEqual([
      {
        text: 'Notes',
        collapsed: false,
        items: [{ text: 'todo-list.md', link: '/notes/todo-list.html' }],
      },
    ]);
  });

  it("links to the page's path, a permalink included", () => {
    expect(autoSidebar([page('old.md', 'Moved', {}, [], '/new/place.html')])).toEqual([
      { text: 'Moved', link: '/new/place.html' },
    ]);
  });

  it('is empty without pages', () => {
    expect(autoSidebar([])).toEqual([]);
  });
});

describe('configuredSidebar', () => {
  const pages = [
    page('readme.md', 'Home'),
    page('guide.md', 'Guide', {}, ['intro', 'set-up', 'café']),
    page('api/readme.md', 'API', {}, ['options']),
    page('api/hooks.md', 'Hooks'),
    page('untitled.md', ''),
  ];
  const table = tableOf(pages, [
    { from: '/old-guide', to: '/guide.html' },
    { from: '/older', to: '/old-guide' },
  ]);
  const resolve = (items: SidebarConfigItem[]) => configuredSidebar(items, pages, table, CONFIG);

  it("takes a page's title as text when none is given, and keeps a given one", () => {
    expect(
      resolve([{ link: '/guide.html' }, { text: 'Start here', link: '/' }, { link: '/api/' }]),
    ).toEqual([
      { text: 'Guide', link: '/guide.html' },
      { text: 'Start here', link: '/' },
      { text: 'API', link: '/api/' },
    ]);
  });

  it("resolves a link through the clean-URL rule to the page's path", () => {
    expect(resolve([{ link: '/guide' }, { link: '/api' }, { link: '/api/hooks' }])).toEqual([
      { text: 'Guide', link: '/guide.html' },
      { text: 'API', link: '/api/' },
      { text: 'Hooks', link: '/api/hooks.html' },
    ]);
  });

  it("resolves a link through redirects (several hops) to the page's path", () => {
    expect(resolve([{ link: '/old-guide' }, { text: 'Old', link: '/older' }])).toEqual([
      { text: 'Guide', link: '/guide.html' },
      { text: 'Old', link: '/guide.html' },
    ]);
  });

  it('resolves a percent-encoded link and one spelled in another case', () => {
    expect(resolve([{ link: '/%67uide.html' }, { link: '/API/Hooks.html' }])).toEqual([
      { text: 'Guide', link: '/guide.html' },
      { text: 'Hooks', link: '/api/hooks.html' },
    ]);
  });

  it("keeps a #hash that names a heading of the page, after the page's path", () => {
    expect(
      resolve([
        { link: '/guide#set-up' },
        { text: 'Options', link: '/old-guide#intro' },
        { link: '/api/#options' },
        { link: '/guide.html#caf%C3%A9' },
      ]),
    ).toEqual([
      { text: 'Guide', link: '/guide.html#set-up' },
      { text: 'Options', link: '/guide.html#intro' },
      { text: 'API', link: '/api/#options' },
      { text: 'Guide', link: '/guide.html#caf%C3%A9' },
    ]);
  });

  it('keeps links to other sites as they are', () => {
    expect(
      resolve([
        { text: 'GitHub', link: 'https://github.com/org/repo' },
        { text: 'Plain', link: 'http://example.com/a#b' },
      ]),
    ).toEqual([
      { text: 'GitHub', link: 'https://github.com/org/repo' },
      { text: 'Plain', link: 'http://example.com/a#b' },
    ]);
  });

  it('keeps groups, nested, with collapsed only when given', () => {
    expect(
      resolve([
        {
          text: 'Guide',
          items: [
            { link: '/guide' },
            { text: 'Closed', collapsed: true, items: [{ link: '/api/hooks' }] },
            { text: 'Open', collapsed: false, items: [] },
          ],
        },
      ]),
    ).toEqual([
      {
        text: 'Guide',
        items: [
          { text: 'Guide', link: '/guide.html' },
          { text: 'Closed', collapsed: true, items: [{ text: 'Hooks', link: '/api/hooks.html' }] },
          { text: 'Open', collapsed: false, items: [] },
        ],
      },
    ]);
    const [group] = resolve([{ text: 'G', items: [] }]);
    expect(Object.keys(group!)).toEqual(['text', 'items']);
  });

  it('keeps a page listed twice, and the order given', () => {
    expect(resolve([{ link: '/api/hooks.html' }, { link: '/' }, { link: '/api/hooks' }])).toEqual([
      { text: 'Hooks', link: '/api/hooks.html' },
      { text: 'Home', link: '/' },
      { text: 'Hooks', link: '/api/hooks.html' },
    ]);
  });

  it('is empty for no items', () => {
    expect(resolve([])).toEqual([]);
  });

  it('fails for a link to no page', () => {
    expect(errorsOf(() => resolve([{ link: '/missing' }]))).toEqual([
      `${CONFIG}: themeConfig.sidebar: no page at "/missing" (rule: sidebar links point to an existing page)`,
    ]);
  });

  it('fails for a heading the page lacks', () => {
    expect(errorsOf(() => resolve([{ link: '/api/hooks#nope' }]))).toEqual([
      `${CONFIG}: themeConfig.sidebar: "/api/hooks#nope": api/hooks.md has no heading #nope (rule: anchors point to a heading of their page)`,
    ]);
  });

  it('fails for a heading written with bad percent-encoding, beside the other mistakes', () => {
    expect(errorsOf(() => resolve([{ link: '/api/hooks#%zz' }, { link: '/missing' }]))).toEqual([
      `${CONFIG}: themeConfig.sidebar: "/api/hooks#%zz": api/hooks.md has no heading #%zz (rule: anchors point to a heading of their page)`,
      `${CONFIG}: themeConfig.sidebar: no page at "/missing" (rule: sidebar links point to an existing page)`,
    ]);
  });

  it("gives a page without a title its file's name, as the folder default does", () => {
    const untitled = [page('guide/setup.md', '')];
    expect(
      configuredSidebar([{ link: '/guide/setup' }], untitled, tableOf(untitled), CONFIG),
    ).toEqual([{ text: 'setup.md', link: '/guide/setup.html' }]);
  });

  it('fails for a link to another site without text', () => {
    expect(errorsOf(() => resolve([{ link: 'https://example.com/' }]))).toEqual([
      `${CONFIG}: themeConfig.sidebar: "https://example.com/" has no text (rule: a sidebar link to another site has a text)`,
    ]);
  });

  it('reports every broken link at once, nested ones included, in their order', () => {
    let thrown: unknown;
    try {
      resolve([
        { link: '/guide' },
        { link: '/nope.html' },
        {
          text: 'G',
          items: [{ link: 'https://example.com/x' }, { link: '/guide#missing' }, { link: '/api/' }],
        },
        { link: '/api/nothing' },
      ]);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(SiteBuildErrors);
    const errors = (thrown as SiteBuildErrors).errors;
    expect(errors.map((e) => [e.file, e.line, e.rule])).toEqual([
      [CONFIG, undefined, 'sidebar links point to an existing page'],
      [CONFIG, undefined, 'a sidebar link to another site has a text'],
      [CONFIG, undefined, 'anchors point to a heading of their page'],
      [CONFIG, undefined, 'sidebar links point to an existing page'],
    ]);
    expect((thrown as SiteBuildErrors).message).toBe(
      [
        `${CONFIG}: themeConfig.sidebar: no page at "/nope.html" (rule: sidebar links point to an existing page)`,
        `${CONFIG}: themeConfig.sidebar: "https://example.com/x" has no text (rule: a sidebar link to another site has a text)`,
        `${CONFIG}: themeConfig.sidebar: "/guide#missing": guide.md has no heading #missing (rule: anchors point to a heading of their page)`,
        `${CONFIG}: themeConfig.sidebar: no page at "/api/nothing" (rule: sidebar links point to an existing page)`,
      ].join('\n'),
    );
  });

  it('fails for a redirect that leads to no page', () => {
    const broken = tableOf(pages, [{ from: '/gone', to: '/nowhere.html' }]);
    expect(errorsOf(() => configuredSidebar([{ link: '/gone' }], pages, broken, CONFIG))).toEqual([
      `${CONFIG}: themeConfig.sidebar: no page at "/gone" (rule: sidebar links point to an existing page)`,
    ]);
  });

  it('fails for a path in the route table that belongs to no page it was given', () => {
    const onlyHome = [pages[0]!];
    expect(
      errorsOf(() => configuredSidebar([{ link: '/guide.html' }], onlyHome, table, CONFIG)),
    ).toEqual([
      `${CONFIG}: themeConfig.sidebar: no page at "/guide.html" (rule: sidebar links point to an existing page)`,
    ]);
  });
});

describe('sidebarOf', () => {
  const pages = [page('readme.md', 'Home'), page('a/b.md', 'B')];
  const table = tableOf(pages);
  const themeConfig = (sidebar: unknown) =>
    ({ themeConfig: { sidebar } }) as unknown as Parameters<typeof sidebarOf>[0];

  it('is empty for false', () => {
    expect(sidebarOf(themeConfig(false), pages, table, CONFIG)).toEqual([]);
  });

  it('is the folder default for "auto"', () => {
    expect(sidebarOf(themeConfig('auto'), pages, table, CONFIG)).toEqual([
      { text: 'Home', link: '/' },
      { text: 'A', collapsed: false, items: [{ text: 'B', link: '/a/b.html' }] },
    ]);
  });

  it('is the configured sidebar, resolved, for a list', () => {
    expect(sidebarOf(themeConfig([{ link: '/a/b' }]), pages, table, CONFIG)).toEqual([
      { text: 'B', link: '/a/b.html' },
    ]);
    expect(errorsOf(() => sidebarOf(themeConfig([{ link: '/x' }]), pages, table, '/c.ts'))).toEqual(
      [
        '/c.ts: themeConfig.sidebar: no page at "/x" (rule: sidebar links point to an existing page)',
      ],
    );
  });
});
