// @vitest-environment node
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { redirectsFile } from '../src/node/hosting/redirects-file';
import type { SiteData } from '../src/shared/types';
import { parseRedirects, readRedirects, withCleanHtmlRules } from './redirects';

it('parses rules, skipping blank lines and comments', () => {
  const rules = parseRedirects('# comment\n\n/   /v1/  302\r\n  /v1   /v1/   301  \n');
  expect([...rules]).toEqual([
    ['/', { to: '/v1/', status: 302 }],
    ['/v1', { to: '/v1/', status: 301 }],
  ]);
});

it('keeps the first rule for a path', () => {
  expect(parseRedirects('/a /b 301\n/a /c 302').get('/a')).toEqual({ to: '/b', status: 301 });
});

it('matches a URL-encoded rule by its decoded path, in either Unicode form, and keeps the target encoded', () => {
  const rules = parseRedirects('/v1/my%20page%20e%CC%81 /v1/my%20page%20%C3%A9.html 301\n');
  expect(rules.get('/v1/my page é'.normalize('NFC'))).toEqual({
    to: '/v1/my%20page%20%C3%A9.html',
    status: 301,
  });
});

it.each([300, 308, 399])('takes the 3xx status %i', (status) => {
  expect(parseRedirects(`/a /b ${status}`).get('/a')).toEqual({ to: '/b', status });
});

it.each([
  '/a /b',
  '/a',
  '/a /b 200',
  '/a /b 299',
  '/a /b 400',
  '/a /b 30x',
  '/a /b 301 extra',
  '/a%zz /b 301',
  '/a /é 301',
  '/a é/b 301',
])('rejects the malformed line %j with its line number', (line) => {
  expect(() => parseRedirects(`# ok\n${line}`)).toThrow(/^_redirects line 2: /);
});

it('treats a missing _redirects as no redirects', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'redirects-'));
  try {
    expect(readRedirects(dir).size).toBe(0);
  } finally {
    await rm(dir, { recursive: true });
  }
});

it('fails on a _redirects it cannot read', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'redirects-'));
  try {
    await mkdir(join(dir, '_redirects'));
    expect(() => readRedirects(dir)).toThrow(expect.objectContaining({ code: 'EISDIR' }));
  } finally {
    await rm(dir, { recursive: true });
  }
});

it('reads back what the build writes for a page named with spaces and accents', async () => {
  const site = (path: string): SiteData => ({
    title: 'T',
    description: '',
    base: '/',
    head: [],
    themeConfig: { search: false, nav: [] },
    redirects: [],
    pages: [{ path } as SiteData['pages'][number]],
  });
  const file = redirectsFile(site('/v1/my page é/'));
  expect(file).toBe(
    '/v1/my%20page%20%C3%A9/index.html /v1/my%20page%20%C3%A9/ 301\n' +
      '/v1/my%20page%20%C3%A9 /v1/my%20page%20%C3%A9/ 301\n',
  );
  expect(parseRedirects(file).get('/v1/my page é')).toEqual({
    to: '/v1/my%20page%20%C3%A9/',
    status: 301,
  });
  // No `/a` → `/a.html` rule: hosts that read the file serve `/a` from `a.html`, and
  // Cloudflare Pages sends `/a.html` to `/a` (the rule looped there).
  expect(redirectsFile(site('/v1/my page é.html'))).toBe('\n');
});

describe('withCleanHtmlRules', () => {
  const declared = new Map([['/guide', { to: '/start/', status: 302 }]]);
  it('adds /a → /a.html for each HTML file but folder indexes and the not-found page', () => {
    const files = ['/a.html', '/b/c é.html', '/b/index.html', '/404.html', '/x.js', '/guide.html'];
    expect([...withCleanHtmlRules(declared, files, '/')]).toEqual([
      ['/guide', { to: '/start/', status: 302 }],
      ['/a', { to: '/a.html', status: 301 }],
      ['/b/c é', { to: '/b/c%20%C3%A9.html', status: 301 }],
    ]);
  });
  it('puts the base in front, as the files are served under it', () => {
    expect([...withCleanHtmlRules(new Map(), ['/a.html'], '/react/')]).toEqual([
      ['/react/a', { to: '/react/a.html', status: 301 }],
    ]);
  });
});
