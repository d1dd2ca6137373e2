// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { currentBundle, WORKER_ENV } from '../../bin/site.mjs';
import { makeCliBundle } from './cli-bundle';
import { HIGHLIGHT_WORKER_ENV } from './paths';

let dir: string;
let home: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cli-bundle-'));
  home = join(dir, 'home');
  await writeFile(join(dir, 'lib.ts'), 'export const word: string = "first";\n');
  await writeFile(join(dir, 'main.ts'), "import { word } from './lib';\nconsole.log(word);\n");
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const record = () => join(home, 'latest.json');

it('bundles the entries, and the launcher reuses the bundle until a file it read changes', async () => {
  const bundle = await makeCliBundle([join(dir, 'main.ts')], home);
  expect(execFileSync(process.execPath, [join(bundle, 'main.mjs')], { encoding: 'utf8' })).toBe(
    'first\n',
  );
  expect(currentBundle(record())).toBe(bundle);
  // Saved again with other content: the bundle is out of date.
  await writeFile(join(dir, 'lib.ts'), 'export const word: string = "second";\n');
  expect(currentBundle(record())).toBeUndefined();
  const again = await makeCliBundle([join(dir, 'main.ts')], home);
  expect(again).not.toBe(bundle);
  expect(currentBundle(record())).toBe(again);
  // A file it read is gone.
  await rm(join(dir, 'lib.ts'));
  expect(currentBundle(record())).toBeUndefined();
});

it('does not record a bundle made while a file it read was being saved', async () => {
  // Modified "after" the bundle started: its content in the bundle may be the old one.
  const later = new Date(Date.now() + 60_000);
  await utimes(join(dir, 'lib.ts'), later, later);
  const bundle = await makeCliBundle([join(dir, 'main.ts')], home);
  expect(existsSync(join(bundle, 'main.mjs'))).toBe(true);
  expect(existsSync(record())).toBe(false);
  expect(currentBundle(record())).toBeUndefined();
});

it('removes bundles over a day old, and keeps the others', async () => {
  await mkdir(join(home, 'old'), { recursive: true });
  await mkdir(join(home, 'recent'));
  const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
  await utimes(join(home, 'old'), twoDaysAgo, twoDaysAgo);
  const bundle = await makeCliBundle([join(dir, 'main.ts')], home);
  expect((await readdir(home)).sort()).toEqual(
    [bundle.slice(home.length + 1), 'latest.json', 'recent'].sort(),
  );
});

it('has no record to trust when there is none, or it is not JSON', async () => {
  expect(currentBundle(record())).toBeUndefined();
  await mkdir(home);
  await writeFile(record(), '{ not json');
  expect(currentBundle(record())).toBeUndefined();
});

it('tells the build where the highlighting worker is under the name paths.ts reads', () => {
  expect(WORKER_ENV).toBe(HIGHLIGHT_WORKER_ENV);
});
