// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SiteData } from '../../shared/types';
import { fileOfPath, redirectPages } from './redirect-pages';

const site = (redirects: SiteData['redirects'], base = '/'): SiteData => ({
  title: 'T',
  description: '',
  base,
  head: [],
  themeConfig: { search: false, nav: [] },
  redirects,
  pages: [{ path: '/v1/' } as SiteData['pages'][number]],
});

describe('fileOfPath', () => {
  it('is where a static host looks for a path', () => {
    expect(fileOfPath('/')).toBe('index.html');
    expect(fileOfPath('/old/')).toBe('old/index.html');
    expect(fileOfPath('/old.html')).toBe('old.html');
    expect(fileOfPath('/a/old')).toBe('a/old.html');
  });
});

describe('redirectPages', () => {
  it('writes one page per declared redirect, to where the redirects end', () => {
    const pages = redirectPages(
      { base: '/', url: undefined },
      site([
        { from: '/', to: '/v1', status: 302 },
        { from: '/old.html', to: '/', status: 301 },
      ]),
    );
    expect(pages.map((p) => p.file)).toEqual(['index.html', 'old.html']);
    // `/v1` is sent on to `/v1/` by the clean-URL rule: the page goes there at once.
    for (const { html } of pages) {
      expect(html).toContain('<meta http-equiv="refresh" content="0; url=/v1/">');
      expect(html).toContain('<link rel="canonical" href="/v1/">');
      expect(html).toContain('<a href="/v1/">/v1/</a>');
    }
  });

  it('sends the reader under the base, and names the canonical address with the url', () => {
    const [page] = redirectPages(
      { base: '/react/', url: 'https://lazy-load.github.io' },
      site([{ from: '/', to: '/v1', status: 302 }], '/react/'),
      ['favicon.svg'],
    );
    // Its icon under the base: a page without one has the browser ask for /favicon.ico.
    expect(page!.html).toContain('<link rel="icon" href="/react/favicon.svg"');
    expect(page!.file).toBe('index.html');
    expect(page!.html).toContain('content="0; url=/react/v1/"');
    expect(page!.html).toContain(
      '<link rel="canonical" href="https://lazy-load.github.io/react/v1/">',
    );
  });

  it('writes none for the implicit redirects (a host sends /v1 to /v1/ itself)', () => {
    expect(redirectPages({ base: '/', url: undefined }, site([]))).toEqual([]);
  });
});
