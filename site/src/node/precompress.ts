import { availableParallelism } from 'node:os';
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
 * Compressions at once. They run in Node's thread pool (4 threads), which file reads
 * and writes share: one per core (up to 3) keeps the cores busy and leaves threads for
 * the rest of a build (the page render reads files while the assets are compressed).
 */
const CONCURRENCY = Math.min(availableParallelism(), 3);

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
export async function precompressFiles(files: readonly string[]): Promise<{ files: number }> {
  const sources = await Promise.all(
    files
      .filter((file) => COMPRESSIBLE.has(extname(file)))
      .map(async (file) => ({ file, source: await readFile(file) })),
  );
  // The largest first, brotli (the slow one) before gzip: the longest job starts first.
  const jobs = sources.flatMap(({ file, source }) => [
    {
      file,
      cost: source.length * 10,
      run: () => writeSibling(`${file}.br`, compressBrotli(source), source),
    },
    {
      file,
      cost: source.length,
      run: () => writeSibling(`${file}.gz`, gzip9(source, { level: 9 }), source),
    },
  ]);
  jobs.sort((a, b) => b.cost - a.cost);
  const wrote = await limited(
    jobs.map((job) => job.run),
    CONCURRENCY,
  );
  return { files: new Set(jobs.filter((_, i) => wrote[i]).map((job) => job.file)).size };
}

/**
 * Brotli quality by size. 11, the best, costs 3.3 times the time of 10 for 2.2–2.4% fewer
 * bytes (measured on 500 generated pages: their 78 MB of HTML took 67 s at 11, 20 s at
 * 10; their 40 MB of chunks 43 s and 13 s), and it made a build of 500 pages slower than
 * VitePress's, which compresses nothing: every file gets 10, but the editor's chunk
 * (~500 KiB, fetched only when a reader edits a demo) 9, 6% bigger again and faster still.
 */
export const QUALITY_BY_SIZE: readonly { upTo: number; quality: number }[] = [
  { upTo: 384 * 1024, quality: 10 },
  { upTo: Infinity, quality: 9 },
];

export const brotliQuality = (bytes: number): number =>
  QUALITY_BY_SIZE.find(({ upTo }) => bytes <= upTo)!.quality;

function compressBrotli(source: Buffer): Promise<Buffer> {
  return brotli(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: brotliQuality(source.length),
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

/** Runs the tasks, at most `limit` at a time, in order; results in the tasks' order. */
async function limited<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}
