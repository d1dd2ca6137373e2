// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validateConfig } from './config';

const good = {
  title: 'Site',
  themeConfig: { search: false, nav: [{ text: 'v1', link: '/' }] },
  redirects: [{ from: '/', to: '/v1' }],
};

describe('validateConfig', () => {
  it('fills the defaults of spec §3', () => {
    expect(validateConfig(good, 'site.config.ts')).toEqual({
      title: 'Site',
      description: '',
      base: '/',
      head: [],
      themeConfig: { search: false, nav: [{ text: 'v1', link: '/' }] },
      redirects: [{ from: '/', to: '/v1', status: 302 }],
      demo: {},
      lastUpdated: false,
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
  ])('names the bad field and the rule (%#)', (config, rule) => {
    expect(() => validateConfig(config, 'docs/site.config.ts')).toThrow(`(rule: ${rule})`);
    expect(() => validateConfig(config, 'docs/site.config.ts')).toThrow(
      /^docs\/site\.config\.ts: /,
    );
  });
});
