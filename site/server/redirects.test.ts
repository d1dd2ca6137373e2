// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { parseRedirects, readRedirects } from './redirects';

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

it.each(['/a /b', '/a', '/a /b 200', '/a /b 30x', '/a /b 301 extra'])(
  'rejects the malformed line %j with its line number',
  (line) => {
    expect(() => parseRedirects(`# ok\n${line}`)).toThrow(/^_redirects line 2: /);
  },
);

it('treats a missing _redirects as no redirects', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'redirects-'));
  try {
    expect(readRedirects(dir).size).toBe(0);
  } finally {
    await rm(dir, { recursive: true });
  }
});
