// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildInputs, needsBuild } from './freshness';
import { REPO_ROOT } from './paths';
import type * as Paths from './paths';

// The repository the build reads is a scratch copy of its layout: the inputs are found
// from REPO_ROOT, and a test must not touch the real files' times.
vi.mock('./paths', async (importOriginal) => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  return {
    ...(await importOriginal<typeof Paths>()),
    REPO_ROOT: `${mkdtempSync(join(tmpdir(), 'freshness-repo-'))}/`,
  };
});
afterAll(() => rmSync(REPO_ROOT, { recursive: true, force: true }));

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

/** A build at time 1000 s, a docs folder and a lone file at the given times (seconds). */
function setUp(docsAt: number, fileAt: number) {
  dir = mkdtempSync(join(tmpdir(), 'freshness-'));
  const out = join(dir, 'dist');
  mkdirSync(out);
  mkdirSync(join(dir, 'docs/v1/.hidden'), { recursive: true });
  const touch = (path: string, at: number) => {
    writeFileSync(path, '');
    utimesSync(path, at, at);
  };
  touch(join(out, '404.html'), 1000);
  touch(join(dir, 'docs/v1/readme.md'), docsAt);
  touch(join(dir, 'docs/v1/.hidden/x'), 2000); // dot entries are not inputs
  touch(join(dir, 'package.json'), fileAt);
  return { out, inputs: [join(dir, 'docs'), join(dir, 'package.json'), join(dir, 'gone')] };
}

it('a build is stale when a file in an input folder, or an input file, is newer', () => {
  let { out, inputs } = setUp(999, 999);
  expect(needsBuild(out, inputs)).toBe(false);
  ({ out, inputs } = setUp(1001, 999));
  expect(needsBuild(out, inputs)).toBe(true);
  rmSync(dir, { recursive: true });
  ({ out, inputs } = setUp(999, 1001));
  expect(needsBuild(out, inputs)).toBe(true);
  rmSync(join(out, '404.html'));
  expect(needsBuild(out, [])).toBe(true);
});

describe("a build of the repository's docs", () => {
  const BUILT_AT = 1000;
  /** Files of the repository, each older than the build, inputs or not. */
  const FILES = [
    'docs/v1/readme.md',
    'docs/site.config.ts',
    'docs/v1/.drafts/next.md',
    'docs/node_modules/some-dep/index.js',
    'site/src/node/build.ts',
    'site/src/theme/styles.css',
    'packages/lazy-load/src/index.ts',
    'packages/lazy-load/package.json',
    'packages/lazy-load/dist/lazy-load.js',
    'package-lock.json',
    'README.md',
    'e2e/readme.spec.ts',
    'dist/v1/index.html',
  ];
  const at = (path: string) => join(REPO_ROOT, path);
  function touch(path: string, time: number) {
    mkdirSync(dirname(at(path)), { recursive: true });
    writeFileSync(at(path), '');
    utimesSync(at(path), time, time);
  }
  /**
   * What `site start` asks before it serves dist/: is the build older than what it is built
   * from? (Beyond the docs and the engine: what the build recorded it read, the documented
   * package's source and package.json.)
   */
  const recorded = () => [at('packages/lazy-load/src'), at('packages/lazy-load/package.json')];
  const stale = () => needsBuild(at('dist'), buildInputs(at('docs'), recorded()));

  beforeEach(() => {
    rmSync(REPO_ROOT, { recursive: true, force: true });
    for (const path of FILES) touch(path, BUILT_AT - 1);
    touch('dist/404.html', BUILT_AT);
  });

  it('is fresh while nothing changed since', () => {
    expect(stale()).toBe(false);
  });

  it.each([
    ['a page', 'docs/v1/readme.md'],
    ['a page added to the docs', 'docs/v1/guide.md'],
    ["the docs' config", 'docs/site.config.ts'],
    ["the site's engine", 'site/src/node/build.ts'],
    ["the site's styles", 'site/src/theme/styles.css'],
    ["the documented library's source", 'packages/lazy-load/src/index.ts'],
    [
      "the documented library's package.json (its version is in every title)",
      'packages/lazy-load/package.json',
    ],
    ["the lockfile (the playgrounds' versions)", 'package-lock.json'],
  ])('is stale once %s changes', (_, path) => {
    touch(path, BUILT_AT + 1);
    expect(stale()).toBe(true);
  });

  it.each([
    ['a dot entry in the docs', 'docs/v1/.drafts/next.md'],
    ['a dependency installed in the docs', 'docs/node_modules/some-dep/index.js'],
    [
      "the library's own build (the site builds from its source)",
      'packages/lazy-load/dist/lazy-load.js',
    ],
    ['the README', 'README.md'],
    ['a browser test', 'e2e/readme.spec.ts'],
    ['a page of the build itself', 'dist/v1/index.html'],
  ])('stays fresh when %s changes', (_, path) => {
    touch(path, BUILT_AT + 1);
    expect(stale()).toBe(false);
  });
});
