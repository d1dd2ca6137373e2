import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LIBRARY_VERSION } from './library-version';

/** The page's head as crawlers and link previews read it. */
async function headOf(page: Page) {
  return page.evaluate(() => {
    const meta = (key: string) =>
      document.head.querySelector<HTMLMetaElement>(`meta[property="${key}"], meta[name="${key}"]`)
        ?.content;
    return {
      canonical: document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href,
      title: meta('og:title'),
      siteName: meta('og:site_name'),
      description: meta('og:description'),
      url: meta('og:url'),
      image: meta('og:image'),
      card: meta('twitter:card'),
      robots: meta('robots'),
    };
  });
}

test.describe('a site with its url set (the fixture site)', () => {
  test('each page names its canonical address, and gives Open Graph and Twitter card tags', async ({
    page,
    fixtureSite,
  }) => {
    await page.goto(`${fixtureSite.url}/guide.html`);
    expect(await headOf(page)).toEqual({
      canonical: 'https://docs.example.com/guide.html',
      // The page's title (its frontmatter's, here), without the site's.
      title: 'The guide',
      siteName: 'Fixture site',
      description: undefined,
      url: 'https://docs.example.com/guide.html',
      image: 'https://docs.example.com/social.png',
      card: 'summary_large_image',
      robots: undefined,
    });
    await page.goto(`${fixtureSite.url}/`);
    expect(await headOf(page)).toMatchObject({
      canonical: 'https://docs.example.com/',
      title: 'Fixture home',
    });
  });

  test('sitemap.xml lists every page; robots.txt names it; the not-found page is not indexed', async ({
    page,
    fixtureSite,
  }) => {
    const sitemap = await page.request.get(`${fixtureSite.url}/sitemap.xml`);
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toMatch(/xml/);
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(
      [
        'https://docs.example.com/',
        'https://docs.example.com/guide.html',
        'https://docs.example.com/other/',
      ].sort(),
    );
    const robots = await page.request.get(`${fixtureSite.url}/robots.txt`);
    expect(await robots.text()).toBe(
      'User-agent: *\nAllow: /\nSitemap: https://docs.example.com/sitemap.xml\n',
    );
    await page.goto(`${fixtureSite.url}/missing`);
    expect(await headOf(page)).toMatchObject({ robots: 'noindex', canonical: undefined });
  });
});

test('the docs, with no url set: link-preview tags from the page, robots.txt, no sitemap', async ({
  page,
  site,
}) => {
  await page.goto(`${site.url}/v1/`);
  const head = await headOf(page);
  expect(head).toMatchObject({
    canonical: undefined,
    title: '@lazy-load/react',
    siteName: `@lazy-load/react (${LIBRARY_VERSION})`,
    url: undefined,
    card: 'summary',
  });
  expect(head.description).toMatch(/^A React component that renders its children only once/);
  expect(await (await page.request.get(`${site.url}/robots.txt`)).text()).toBe(
    'User-agent: *\nAllow: /\n',
  );
  expect((await page.request.get(`${site.url}/sitemap.xml`)).status()).toBe(404);
});
