import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Text-like formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.ico',
  '.map',
  '.webmanifest',
]);

const brotli = promisify(brotliCompress);
const gzip9 = promisify(gzip);

/**
 * Writes `<file>.br` and `<file>.gz` beside each compressible file under dir, so the
 * server never compresses at request time. Returns how many files got a sibling.
 */
export async function precompress(dir: string): Promise<{ files: number }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name));
  const written = await Promise.all(files.map(compressFile));
  return { files: written.filter(Boolean).length };
}

async function compressFile(file: string): Promise<boolean> {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzip9(source, { level: 9 }),
  ]);
  const wroteBr = await writeIfSmaller(`${file}.br`, br, source.length);
  const wroteGz = await writeIfSmaller(`${file}.gz`, gz, source.length);
  return wroteBr || wroteGz;
}

async function writeIfSmaller(
  target: string,
  data: Buffer,
  originalSize: number,
): Promise<boolean> {
  if (data.length < originalSize) {
    await writeFile(target, data);
    return true;
  }
  // A stale sibling from an earlier build would otherwise be served instead of the file.
  await rm(target, { force: true });
  return false;
}
