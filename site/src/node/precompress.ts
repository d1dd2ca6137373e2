import { availableParallelism } from 'node:os';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import pLimit, { type LimitFunction } from 'p-limit';
import { limited } from './limited';

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
const gzipAt = promisify(gzip);

/**
 * Compressions at once. They run in Node's thread pool (4 threads), which file reads
 * and writes share: one per core (up to 3) keeps the cores busy and leaves threads for
 * the rest of a build (the page render reads files while the assets are compressed).
 */
const CONCURRENCY = Math.min(availableParallelism(), 3);

/**
 * Where compressions wait for one of the CONCURRENCY slots; calls may share one (a build's
 * pages: compressions.ts). Each file is read only when its compression starts, so the
 * files queued (thousands, on a large site) are not all in memory at once.
 */
export const compressionSlots = (): LimitFunction => pLimit(CONCURRENCY);

/**
 * Writes `<file>.br` and `<file>.gz` beside each compressible file under dir, so the
 * server never compresses at request time. Returns how many files got a sibling.
 */
export async function precompress(dir: string): Promise<{ files: number }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return precompressFiles(
    entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name)),
  );
}

/**
 * `precompress` for the given files (those of a compressible type are compressed): a
 * build compresses its assets while it renders the pages, then the pages.
 */
export async function precompressFiles(
  files: readonly string[],
  qualities: Qualities = QUALITY_BY_SIZE,
  slots: LimitFunction = compressionSlots(),
): Promise<{ files: number }> {
  const sizes = await Promise.all(
    files
      .filter((file) => COMPRESSIBLE.has(extname(file)))
      .map(async (file) => ({ file, size: (await stat(file)).size })),
  );
  // The largest first, brotli (the slow one) before gzip: the longest job starts first.
  // Each reads its file as it starts (again for the second: from the OS's cache).
  const jobs = sizes.flatMap(({ file, size }) => [
    {
      file,
      cost: size * 10,
      run: async () => {
        const source = await readFile(file);
        return writeSibling(`${file}.br`, compressBrotli(source, qualities), source);
      },
    },
    {
      file,
      cost: size,
      run: async () => {
        const source = await readFile(file);
        const level = gzipLevel(source.length, qualities);
        return writeSibling(`${file}.gz`, gzipAt(source, { level }), source);
      },
    },
  ]);
  jobs.sort((a, b) => b.cost - a.cost);
  const wrote = await limited(
    jobs.map((job) => job.run),
    slots,
  );
  return { files: new Set(jobs.filter((_, i) => wrote[i]).map((job) => job.file)).size };
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

function compressBrotli(source: Buffer, qualities: Qualities): Promise<Buffer> {
  return brotli(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: brotliQuality(source.length, qualities),
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
}

/** Writes the compressed sibling if smaller than the file; otherwise removes any stale one. */
async function writeSibling(
  target: string,
  compressed: Promise<Buffer>,
  source: Buffer,
): Promise<boolean> {
  const data = await compressed;
  if (data.length < source.length) {
    await writeFile(target, data);
    return true;
  }
  // A stale sibling from an earlier build would otherwise be served instead of the file.
  await rm(target, { force: true });
  return false;
}
