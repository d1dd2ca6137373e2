import { describe, expect, it } from 'vitest';
import { isValidBase, withBase, withoutBase } from './base';

describe('isValidBase', () => {
  it.each(['/', '/react/', '/a/b/', '/my-docs_1.2~x/'])('takes %s', (base) => {
    expect(isValidBase(base)).toBe(true);
  });
  it.each([
    '',
    'react/',
    '/react',
    'react',
    '//',
    '/a//b/',
    '/./',
    '/a/../',
    '/re act/',
    '/react/?x/',
    '/react#/',
    'https://x.org/',
    '/é/',
  ])('refuses %j', (base) => {
    expect(isValidBase(base)).toBe(false);
  });
});

describe('withBase', () => {
  it('puts the base in front of site paths', () => {
    expect(withBase('/react/', '/v1/')).toBe('/react/v1/');
    expect(withBase('/react/', '/')).toBe('/react/');
    expect(withBase('/react/', '/assets/js/app.1.js')).toBe('/react/assets/js/app.1.js');
    expect(withBase('/', '/v1/#api')).toBe('/v1/#api');
  });
  it('keeps what is not a site path', () => {
    for (const url of ['#api', 'https://x.org/', '//cdn.x/a.js', 'mailto:a@b', 'guide.html'])
      expect(withBase('/react/', url)).toBe(url);
  });
});

describe('withoutBase', () => {
  it('takes the base off', () => {
    expect(withoutBase('/react/', '/react/v1/')).toBe('/v1/');
    expect(withoutBase('/react/', '/react/')).toBe('/');
    expect(withoutBase('/', '/v1/')).toBe('/v1/');
  });
  it('is undefined outside the base', () => {
    expect(withoutBase('/react/', '/')).toBeUndefined();
    expect(withoutBase('/react/', '/react')).toBeUndefined();
    expect(withoutBase('/react/', '/reactive/')).toBeUndefined();
  });
  it('undoes withBase', () => {
    for (const path of ['/', '/v1/', '/a/b.html'])
      expect(withoutBase('/a/b/', withBase('/a/b/', path))).toBe(path);
  });
});
