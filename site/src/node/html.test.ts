// @vitest-environment node
import { expect, it } from 'vitest';
import { documentHtml } from './html';

const page = (base: string) =>
  documentHtml({
    base,
    storagePrefix: 'docs',
    icons: [],
    title: 'T',
    description: '',
    head: [
      { tag: 'link', attrs: { rel: 'stylesheet', href: '/fonts.css' } },
      { tag: 'link', attrs: { rel: 'preconnect', href: 'https://cdn.example.com' } },
      { tag: 'link', attrs: { rel: 'preconnect', href: '//cdn.example.com' } },
      { tag: 'meta', attrs: { name: 'x', content: '/not-a-url-attribute' } },
    ],
    styles: [],
    entry: '/assets/js/boot.js',
    body: '',
  });

it("puts the base in front of the config's head tags' paths, as of every path the config names", () => {
  const html = page('/react/');
  expect(html).toContain('<link rel="stylesheet" href="/react/fonts.css">');
  expect(html).toContain('<link rel="preconnect" href="https://cdn.example.com">');
  expect(html).toContain('<link rel="preconnect" href="//cdn.example.com">');
  expect(html).toContain('<meta name="x" content="/not-a-url-attribute">');
  expect(page('/')).toContain('<link rel="stylesheet" href="/fonts.css">');
});
