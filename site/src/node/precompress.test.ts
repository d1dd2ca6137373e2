// @vitest-environment node
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  brotliQuality,
  compressFile,
  gzipLevel,
  MANY_PAGES_QUALITY_BY_SIZE,
  precompress,
  QUALITY_BY_SIZE,
} from './precompress';

const EXTENSIONS = ['html', 'js', 'css', 'svg', 'json', 'txt', 'xml', 'ico', 'map', 'webmanifest'];
const COMPRESSIBLE = 'The same words again and again. '.repeat(100);

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'precompress-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function write(files: Record<string, string>): Promise<void> {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
}

async function listFiles(): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

it.each(EXTENSIONS)('writes .br and .gz beside a .%s file', async (extension) => {
  await write({ [`file.${extension}`]: COMPRESSIBLE });
  expect(await precompress(dir)).toEqual({ files: 1 });
  expect(await listFiles()).toEqual([
    `file.${extension}`,
    `file.${extension}.br`,
    `file.${extension}.gz`,
  ]);
});

it('uses brotli at maximum quality and gzip at level 9', async () => {
  await write({ 'assets/js/app.abc12345.js': COMPRESSIBLE });
  await precompress(dir);
  const file = join(dir, 'assets/js/app.abc12345.js');
  const source = Buffer.from(COMPRESSIBLE);
  const params = {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
  };
  expect(await readFile(`${file}.br`)).toEqual(brotliCompressSync(source, { params }));
  expect(await readFile(`${file}.gz`)).toEqual(gzipSync(source, { level: 9 }));
});

it('uses lower brotli qualities for big chunks, by size', async () => {
  expect(QUALITY_BY_SIZE.map(({ quality }) => quality)).toEqual([11, 10, 9]);
  expect(brotliQuality(128 * 1024)).toBe(11);
  expect(brotliQuality(128 * 1024 + 1)).toBe(10);
  expect(brotliQuality(384 * 1024)).toBe(10);
  expect(brotliQuality(384 * 1024 + 1)).toBe(9);
  // Varied enough that the qualities differ; one file in each band above the first.
  const varied = (n: number) =>
    Array.from({ length: n }, (_, i) => ((i * 7919) % 10007).toString(36)).join(' ');
  const files = {
    'assets/js/app.abc12345.js': varied(40_000),
    'assets/js/big.abc12345.js': varied(120_000),
  };
  await write(files);
  await precompress(dir);
  for (const [name, text] of Object.entries(files)) {
    const source = Buffer.from(text);
    const quality = name.startsWith('assets/js/app') ? 10 : 9;
    expect(brotliQuality(source.length)).toBe(quality);
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    };
    expect(await readFile(join(dir, `${name}.br`))).toEqual(brotliCompressSync(source, { params }));
  }
});

it('compresses the content of a site of many pages at 8 and gzip 6, whatever its size', async () => {
  expect(brotliQuality(1, MANY_PAGES_QUALITY_BY_SIZE)).toBe(8);
  expect(gzipLevel(1024 * 1024, MANY_PAGES_QUALITY_BY_SIZE)).toBe(6);
  expect(gzipLevel(1024 * 1024)).toBe(9);
  expect(brotliQuality(1024 * 1024, MANY_PAGES_QUALITY_BY_SIZE)).toBe(8);
  // Varied enough that 8 and 11 differ.
  const text = Array.from({ length: 20_000 }, (_, i) => ((i * 7919) % 10007).toString(36)).join(
    ' ',
  );
  await write({ 'page.html': text });
  expect(compressFile(join(dir, 'page.html'), MANY_PAGES_QUALITY_BY_SIZE)).toBe(true);
  const source = Buffer.from(text);
  const at = (quality: number) =>
    brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
  expect(await readFile(join(dir, 'page.html.br'))).toEqual(at(8));
  expect(at(8)).not.toEqual(at(11));
  expect(await readFile(join(dir, 'page.html.gz'))).toEqual(gzipSync(source, { level: 6 }));
  expect(gzipSync(source, { level: 6 })).not.toEqual(gzipSync(source, { level: 9 }));
});

it('walks nested folders and counts the files it compressed', async () => {
  await write({
    'v1/index.html': COMPRESSIBLE,
    'assets/js/a.11111111.js': COMPRESSIBLE,
    'assets/css/b.22222222.css': COMPRESSIBLE,
  });
  expect(await precompress(dir)).toEqual({ files: 3 });
  expect(await listFiles()).toContain('assets/css/b.22222222.css.br');
  expect(await listFiles()).toContain('v1/index.html.gz');
});

it('skips other extensions, even compressible ones', async () => {
  await write({ 'image.png': COMPRESSIBLE, 'font.woff2': COMPRESSIBLE, _redirects: COMPRESSIBLE });
  expect(await precompress(dir)).toEqual({ files: 0 });
  expect(await listFiles()).toEqual(['_redirects', 'font.woff2', 'image.png']);
});

it('writes nothing when compression would not make the file smaller', async () => {
  await write({ 'tiny.txt': 'a' });
  expect(await precompress(dir)).toEqual({ files: 0 });
  expect(await listFiles()).toEqual(['tiny.txt']);
});

it('removes a stale sibling that a rerun would no longer write', async () => {
  await write({ 'tiny.txt': 'a', 'tiny.txt.br': 'stale', 'tiny.txt.gz': 'stale' });
  await precompress(dir);
  expect(await listFiles()).toEqual(['tiny.txt']);
});

it('never compresses its own output when run twice', async () => {
  await write({ 'page.html': COMPRESSIBLE });
  await precompress(dir);
  expect(await precompress(dir)).toEqual({ files: 1 });
  expect(await listFiles()).toEqual(['page.html', 'page.html.br', 'page.html.gz']);
});
