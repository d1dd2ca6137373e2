// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validateConfig } from './config';

const good = {
  title: 'Site',
  themeConfig: { search: false, nav: [{ text: 'v1', link: '/' }] },
  redirects: [{ from: '/', to: '/v1' }],
};

describe('validateConfig', () => {
  it('fills the defaults: no description, base "/", no head tags, search off, sidebar from the folders', () => {
    expect(validateConfig(good, 'site.config.ts')).toEqual({
      title: 'Site',
      description: '',
      base: '/',
      head: [],
      themeConfig: { search: false, nav: [{ text: 'v1', link: '/' }], sidebar: 'auto' },
      redirects: [{ from: '/', to: '/v1', status: 302 }],
      demo: {},
      lastUpdated: false,
      components: {},
      packages: [],
      storagePrefix: 'docs',
      customCss: [],
      llms: false,
      csp: {},
    });
  });

  it('says which sources a policy directive takes, and which directives there are', () => {
    const bad = { ...good, csp: { img: ['img.shields.io'], worker: ['https:'] } };
    expect(() => validateConfig(bad, 'site.config.ts')).toThrow(
      [
        'site.config.ts: is a scheme ("https:") or an http(s) origin, maybe with "*." and a path ("https://img.shields.io") (rule: config field "csp.img.0")',
        'site.config.ts: directives are script, style, img, font, connect, media, frame (rule: config field "csp")',
      ].join('\n'),
    );
    const fine = { img: ['https://img.shields.io', 'https://*.example.com/badges/', 'https:'] };
    expect(validateConfig({ ...good, csp: fine }, 'site.config.ts').csp).toEqual(fine);
  });

  it.each([
    [{ ...good, title: '' }, 'config field "title"'],
    [{ ...good, themeConfig: { search: 'yes', nav: [] } }, 'config field "themeConfig.search"'],
    [
      { ...good, themeConfig: { nav: [{ text: 'x', link: 'ftp://x' }] } },
      'config field "themeConfig.nav.0.link"',
    ],
    [{ ...good, redirects: [{ from: 'v1', to: '/v1/' }] }, 'config field "redirects.0.from"'],
    [{ ...good, sidebar: [] }, 'config field "(root)"'],
    [{ ...good, components: { callout: './Callout.tsx' } }, 'config field "components.callout"'],
    [
      { ...good, components: { 'Call-out': './Callout.tsx' } },
      'config field "components.Call-out"',
    ],
    [{ ...good, components: { xCallout: './Callout.tsx' } }, 'config field "components.xCallout"'],
    [{ ...good, components: { Badge: './Badge.tsx' } }, 'config field "components.Badge"'],
    [{ ...good, components: { Callout: 'Callout.tsx' } }, 'config field "components.Callout"'],
    [{ ...good, components: { Callout: './Callout.css' } }, 'config field "components.Callout"'],
    [{ ...good, csp: { img: ["'unsafe-inline'"] } }, 'config field "csp.img.0"'],
    [{ ...good, csp: { img: ['https://a.b; script-src *'] } }, 'config field "csp.img.0"'],
    [{ ...good, csp: { worker: ['https:'] } }, 'config field "csp"'],
  ])('names the bad field and the rule (%#)', (config, rule) => {
    expect(() => validateConfig(config, 'docs/site.config.ts')).toThrow(`(rule: ${rule})`);
    expect(() => validateConfig(config, 'docs/site.config.ts')).toThrow(
      /^docs\/site\.config\.ts: /,
    );
  });

  it('says a nav or sidebar mistake in the shape it nearly is: a link, or a group', () => {
    const bad = {
      ...good,
      themeConfig: {
        nav: [
          { text: 'More', items: [{ text: 'A', link: 'a' }] },
          { text: '', link: '/' },
        ],
        sidebar: [
          { text: 'Guide', items: [{ link: '/a' }, { text: 'B', link: 'ftp://b' }], collapsed: 1 },
          { link: '/x', collapsed: true },
        ],
      },
    };
    expect(() => validateConfig(bad, 'site.config.ts')).toThrow(
      [
        'site.config.ts: must be a path starting with "/" or an http(s) URL (rule: config field "themeConfig.nav.0.items.0.link")',
        'site.config.ts: must not be empty (rule: config field "themeConfig.nav.1.text")',
        'site.config.ts: must be a path starting with "/" or an http(s) URL (rule: config field "themeConfig.sidebar.0.items.1.link")',
        'site.config.ts: Invalid input: expected boolean, received number (rule: config field "themeConfig.sidebar.0.collapsed")',
        'site.config.ts: Unrecognized key: "collapsed" (rule: config field "themeConfig.sidebar.1")',
      ].join('\n'),
    );
  });

  it('takes nav groups, a sidebar of links and groups, or none', () => {
    const nav = [{ text: 'More', items: [{ text: 'A', link: '/a' }] }];
    const sidebar = [
      {
        text: 'Guide',
        collapsed: true,
        items: [{ link: '/a' }, { text: 'B', link: 'https://b.dev' }],
      },
    ];
    expect(validateConfig({ ...good, themeConfig: { nav, sidebar } }, 'c').themeConfig).toEqual({
      search: false,
      nav,
      sidebar,
    });
    expect(
      validateConfig({ ...good, themeConfig: { sidebar: false } }, 'c').themeConfig.sidebar,
    ).toBe(false);
  });

  it('says every bad component at once, with why', () => {
    const bad = { ...good, components: { callout: './a.tsx', Toc: './b.tsx', Kbd: 'kbd' } };
    expect(() => validateConfig(bad, 'site.config.ts')).toThrow(
      [
        'site.config.ts: must be PascalCase, as a React component (lowercase is HTML) (rule: config field "components.callout")',
        'site.config.ts: "Toc" is the site\'s own (Badge, Toc, StaticHtml, DemoBlock) (rule: config field "components.Toc")',
        'site.config.ts: must be a ./relative path to a .tsx, .jsx, .ts or .js module (default export) (rule: config field "components.Kbd")',
      ].join('\n'),
    );
  });
});
