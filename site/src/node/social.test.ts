// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BASE_RULE } from '../shared/base';
import { siteConfigSchema } from './config-schema';
import { robotsTxt, sitemapXml, socialTags } from './social';

const config = (fields: Record<string, unknown> = {}) =>
  siteConfigSchema.parse({ title: 'Site', themeConfig: {}, ...fields });

const page = { path: '/v1/', title: 'Guide', description: 'All about it' };

describe('socialTags', () => {
  it('gives Open Graph and Twitter card tags, without url', () => {
    expect(socialTags(config(), page)).toEqual([
      { tag: 'meta', attrs: { property: 'og:type', content: 'website' } },
      { tag: 'meta', attrs: { property: 'og:site_name', content: 'Site' } },
      { tag: 'meta', attrs: { property: 'og:title', content: 'Guide' } },
      { tag: 'meta', attrs: { property: 'og:description', content: 'All about it' } },
      { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary' } },
    ]);
  });

  it('adds the canonical URL, og:url and the image as absolute URLs once url is set', () => {
    const tags = socialTags(config({ url: 'https://docs.example.com', image: '/card.png' }), page);
    expect(tags).toEqual(
      expect.arrayContaining([
        { tag: 'link', attrs: { rel: 'canonical', href: 'https://docs.example.com/v1/' } },
        { tag: 'meta', attrs: { property: 'og:url', content: 'https://docs.example.com/v1/' } },
        {
          tag: 'meta',
          attrs: { property: 'og:image', content: 'https://docs.example.com/card.png' },
        },
        { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
      ]),
    );
  });

  it('puts the base in the canonical URL, og:url and the image', () => {
    const tags = socialTags(
      config({ url: 'https://lazy-load.github.io', base: '/react/', image: '/card.png' }),
      page,
    );
    expect(tags).toEqual(
      expect.arrayContaining([
        { tag: 'link', attrs: { rel: 'canonical', href: 'https://lazy-load.github.io/react/v1/' } },
        {
          tag: 'meta',
          attrs: { property: 'og:url', content: 'https://lazy-load.github.io/react/v1/' },
        },
        {
          tag: 'meta',
          attrs: { property: 'og:image', content: 'https://lazy-load.github.io/react/card.png' },
        },
      ]),
    );
  });

  it('falls back to the site title, and leaves out an empty description', () => {
    const tags = socialTags(config(), { path: '/', title: undefined, description: '' });
    expect(tags).toContainEqual({ tag: 'meta', attrs: { property: 'og:title', content: 'Site' } });
    expect(tags.some((t) => t.attrs.property === 'og:description')).toBe(false);
  });

  it('asks for the not-found page not to be indexed', () => {
    expect(
      socialTags(config({ url: 'https://docs.example.com' }), { ...page, path: undefined }),
    ).toEqual([{ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } }]);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every page at its absolute address, escaped', () => {
    expect(sitemapXml('https://docs.example.com', '/', ['/v1/', '/a&b.html'])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://docs.example.com/v1/</loc></url>',
        '  <url><loc>https://docs.example.com/a&amp;b.html</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('lists the pages under the base', () => {
    expect(sitemapXml('https://x.github.io', '/react/', ['/v1/'])).toContain(
      '<loc>https://x.github.io/react/v1/</loc>',
    );
  });

  it('welcomes every crawler, and names the sitemap when there is one', () => {
    expect(robotsTxt(undefined, '/')).toBe('User-agent: *\nAllow: /\n');
    expect(robotsTxt('https://docs.example.com', '/')).toBe(
      'User-agent: *\nAllow: /\nSitemap: https://docs.example.com/sitemap.xml\n',
    );
    expect(robotsTxt('https://x.github.io', '/react/')).toContain(
      'Sitemap: https://x.github.io/react/sitemap.xml\n',
    );
  });
});

describe('the url and image fields', () => {
  const issues = (fields: Record<string, unknown>) =>
    siteConfigSchema
      .safeParse({ title: 'Site', themeConfig: {}, ...fields })
      .error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('an image needs url', () => {
    expect(issues({ image: '/card.png' })).toEqual([
      ['image', 'needs "url": a social card\'s image must be an absolute URL'],
    ]);
  });

  it('url is an origin', () => {
    expect(issues({ url: 'https://example.com/docs/' })).toEqual([
      [
        'url',
        'must be the site\'s origin, e.g. "https://example.com" (a path under it goes in "base")',
      ],
    ]);
    expect(issues({ url: 'ftp://example.com' })).toEqual([['url', 'must be an http(s) URL']]);
    expect(issues({ url: 'https://example.com' })).toBeUndefined();
  });

  it('base is "/" or segments between slashes', () => {
    expect(issues({ base: '/react/' })).toBeUndefined();
    for (const base of ['react', '/react', '/a//b/'])
      expect(issues({ base })).toEqual([['base', BASE_RULE]]);
  });
});
