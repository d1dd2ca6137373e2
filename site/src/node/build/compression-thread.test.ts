// @vitest-environment node
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { MANY_PAGES_QUALITY_BY_SIZE, QUALITY_BY_SIZE } from '../precompress';
import { compressionThread, type CompressionThread } from './compression-thread';

const TEXT = 'The same words again and again. '.repeat(100);
let dir: string;
let thread: CompressionThread;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'compression-thread-'));
  thread = compressionThread();
});
afterEach(async () => {
  await thread.close();
  await rm(dir, { recursive: true, force: true });
});

it('compresses each file of the lists it is sent, in its own thread', async () => {
  const files = ['a.html', 'b.js', 'c.css'].map((name) => join(dir, name));
  for (const file of files) await writeFile(file, `${file} ${TEXT}`);
  // Two lists at once, at their own qualities: each answered with its count.
  const answers = await Promise.all([
    thread.compress(files.slice(0, 2), MANY_PAGES_QUALITY_BY_SIZE),
    thread.compress(files.slice(2), QUALITY_BY_SIZE),
  ]);
  expect(answers).toEqual([2, 1]);
  expect((await readdir(dir)).sort()).toEqual(
    ['a.html', 'b.js', 'c.css'].flatMap((name) => [name, `${name}.br`, `${name}.gz`]),
  );
  expect(gunzipSync(await readFile(`${files[1]}.gz`)).toString()).toBe(`${files[1]} ${TEXT}`);
  // A file too small to gain gets no sibling.
  await writeFile(join(dir, 'tiny.txt'), 'a');
  expect(await thread.compress([join(dir, 'tiny.txt')], QUALITY_BY_SIZE)).toBe(0);
});

it('fails a list with a file it cannot read, naming the file, and goes on with the next', async () => {
  const missing = join(dir, 'missing.html');
  await expect(thread.compress([missing], QUALITY_BY_SIZE)).rejects.toThrow(missing);
  await writeFile(join(dir, 'page.html'), TEXT);
  expect(await thread.compress([join(dir, 'page.html')], QUALITY_BY_SIZE)).toBe(1);
});

it('fails what it was doing when it stops', async () => {
  await writeFile(join(dir, 'page.html'), TEXT);
  const many = Array.from({ length: 2000 }, () => join(dir, 'page.html'));
  const compressing = thread.compress(many, QUALITY_BY_SIZE);
  await thread.close();
  await expect(compressing).rejects.toThrow(/compression thread stopped/);
});
