// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { buildInputs, needsBuild } from './freshness';
import { REPO_ROOT } from './paths';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

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

it("the inputs hold the library's package.json (its version is in every title) and the lockfile", () => {
  expect(buildInputs('/docs')).toEqual(
    expect.arrayContaining([
      '/docs',
      `${REPO_ROOT}site/src`,
      `${REPO_ROOT}packages/lazy-load/src`,
      `${REPO_ROOT}packages/lazy-load/package.json`,
      `${REPO_ROOT}package-lock.json`,
    ]),
  );
});
