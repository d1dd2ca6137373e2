import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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

/** Whether `file` is of a type worth compressing. */
export const isCompressible = (file: string): boolean => COMPRESSIBLE.has(extname(file));

/**
 * Writes `<file>.br` and `<file>.gz` beside each compressible file under dir, so the
 * server never compresses at request time. Returns how many files got a sibling.
 */
export async function precompress(dir: string): Promise<{ files: number }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && isCompressible(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  return { files: files.filter((file) => compressFile(file)).length };
}

/**
 * Writes `file`'s `.br` and `.gz` siblings (each only if smaller than the file) at
 * `qualities`; says whether it wrote either. Synchronous: a build runs it in threads of
 * its own (build/compress-thread.mjs), where each call waiting for the event loop, as
 * zlib's and fs's asynchronous calls do, would only add work.
 */
export function compressFile(file: string, qualities: Qualities = QUALITY_BY_SIZE): boolean {
  const source = readFileSync(file);
  const brotli = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: brotliQuality(source.length, qualities),
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gzip = gzipSync(source, { level: gzipLevel(source.length, qualities) });
  // Both, whatever the first did: each removes a stale sibling it no longer writes.
  const wroteBrotli = writeSibling(`${file}.br`, brotli, source);
  const wroteGzip = writeSibling(`${file}.gz`, gzip, source);
  return wroteBrotli || wroteGzip;
}

/** A file's compression, by its size: the first band it fits (brotli's quality, gzip's level). */
export type Qualities = readonly { upTo: number; quality: number; gzipLevel: number }[];

/**
 * Brotli quality by size. 11, the best, costs ~1.6 s per MB of JavaScript on these
 * machines; 10 takes 2.5 times less for 2% more bytes; 9 five times less again for 6%
 * more. Pages, styles and page chunks (up to 128 KiB) get 11; the app chunk, read on
 * every first interaction, 10; the editor's chunk (~500 KiB, fetched only when a reader
 * edits a demo) 9: at 10 it alone was the last ~0.35 s of a build.
 */
export const QUALITY_BY_SIZE: Qualities = [
  { upTo: 128 * 1024, quality: 11, gzipLevel: 9 },
  { upTo: 384 * 1024, quality: 10, gzipLevel: 9 },
  { upTo: Infinity, quality: 9, gzipLevel: 9 },
];

/**
 * A site of many pages compresses its content (pages, their chunks and demos) at 8: 10
 * costs ~240 ms a MB of HTML and ~300 of JavaScript on these machines, 8 under 20, for
 * ~8% more bytes (still a fifth fewer than gzip). At 500 generated pages (78 MB of HTML,
 * 40 MB of chunks) 10 kept both cores busy for ~30 s, and the build took 63 s, not 53.
 * Their gzip (served only to a browser without brotli) at 6: at 2,000 pages a page of
 * 253 KB took 14.6 ms at 9 and 4.1 at 6, for 1.5 % more bytes.
 * The engine's files, the same on every site and fetched by every reader, keep
 * `QUALITY_BY_SIZE`; so does all of a small site (the docs: 2 pages).
 */
export const MANY_PAGES_QUALITY_BY_SIZE: Qualities = [{ upTo: Infinity, quality: 8, gzipLevel: 6 }];

/** A site with this many pages or more is compressed with `MANY_PAGES_QUALITY_BY_SIZE`. */
export const MANY_PAGES = 50;

const compressionOf = (bytes: number, qualities: Qualities) =>
  qualities.find(({ upTo }) => bytes <= upTo)!;

export const brotliQuality = (bytes: number, qualities: Qualities = QUALITY_BY_SIZE): number =>
  compressionOf(bytes, qualities).quality;

export const gzipLevel = (bytes: number, qualities: Qualities = QUALITY_BY_SIZE): number =>
  compressionOf(bytes, qualities).gzipLevel;

/** Writes the compressed sibling if smaller than the file; otherwise removes any stale one. */
function writeSibling(target: string, compressed: Buffer, source: Buffer): boolean {
  if (compressed.length < source.length) {
    writeFileSync(target, compressed);
    return true;
  }
  // A stale sibling from an earlier build would otherwise be served instead of the file.
  rmSync(target, { force: true });
  return false;
}
