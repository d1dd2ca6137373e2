// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validateConfig } from './config';

const good = {
  title: 'Site',
  themeConfig: { search: false, nav: [{ text: 'v1', link: '/' }] },
  redirects: [{ from: '/', to: '/v1' }],
};

describe('validateConfig', () => {
  it('fills the defaults: no description, base "/", no head tags, search off', () => {
    expect(validateConfig(good, 'site.config.ts')).toEqual({
      title: 'Site',
      description: '',
      base: '/',
      head: [],
      themeConfig: { search: false, nav: [{ text: 'v1', link: '/' }] },
      redirects: [{ from: '/', to: '/v1', status: 302 }],
      demo: {},
      lastUpdated: false,
      components: {},
    });
  });

  it.each([
    [{ ...good, title: '' }, 'config field "title"'],
    [{ ...good, themeConfig: { search: true, nav: [] } }, 'config field "themeConfig.search"'],
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
  ])('names the bad field and the rule (%#)', (config, rule) => {
    expect(() => validateConfig(config, 'docs/site.config.ts')).toThrow(`(rule: ${rule})`);
    expect(() => validateConfig(config, 'docs/site.config.ts')).toThrow(
      /^docs\/site\.config\.ts: /,
    );
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
