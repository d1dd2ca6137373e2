import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  isCompressible,
  MANY_PAGES,
  MANY_PAGES_QUALITY_BY_SIZE,
  QUALITY_BY_SIZE,
  type Qualities,
} from '../precompress';
import { compressionThread, type CompressionThread } from './compression-thread';

/**
 * A build's compressions (`.br` and `.gz` siblings, precompress.ts), each started as soon
 * as its files are final: the client's assets while the server is built and the pages
 * render, each page as it is written. A failure meanwhile is not unhandled: `finished`
 * says it.
 */
export interface Compressions {
  /** Starts the client's assets' compression; `content`: the content's chunks. */
  startAssets(content: readonly string[]): void;
  /** Starts the compression of a file just written (relative to the client's folder). */
  startFile(file: string): void;
  /** Compresses `files` (paths) at the content's qualities. */
  compress(files: readonly string[]): Promise<unknown>;
  /** Waits for every compression started, and fails as the first that failed. */
  finished(): Promise<void>;
  /** Waits for every compression started to end, failed or not, and stops the threads. */
  settled(): Promise<void>;
}

/**
 * The compressions of the client's folder `clientDir`, for a site of `pageCount` pages;
 * `done` is told each stage's end.
 */
export function compressions(
  clientDir: string,
  pageCount: number,
  done: (stage: string) => void,
): Compressions {
  /** The content's qualities: pages, their chunks and demos. */
  const qualities = pageCount >= MANY_PAGES ? MANY_PAGES_QUALITY_BY_SIZE : QUALITY_BY_SIZE;
  // A thread for the assets and one for the pages: a page is compressed as it is
  // written, not after all the assets (at 500 pages, that tail was 5 s of the build).
  // Each works with its own event loop, so a main thread kept busy (by the bundler's
  // hooks, the pages' render) does not hold it up, nor it the main thread.
  const assetThread = compressionThread();
  const pageThread = compressionThread();
  let assets: Promise<unknown> | undefined;
  /** The pages' compressions, started as each is written. */
  const pages: Promise<unknown>[] = [];
  const compressPages = (files: readonly string[]) => {
    const compressed = pageThread.compress(files.filter(isCompressible), qualities);
    compressed.catch(() => undefined); // awaited by `finished`; a failure meanwhile is not unhandled
    pages.push(compressed);
    return compressed;
  };
  return {
    startAssets(content) {
      assets = precompressAssets(clientDir, content, qualities, assetThread).then(() =>
        done('compress assets'),
      );
      assets.catch(() => undefined); // awaited by `finished`; a failure meanwhile is not unhandled
    },
    startFile: (file) => void compressPages([join(clientDir, file)]),
    compress: compressPages,
    async finished() {
      await Promise.all(pages);
      done('compress pages');
      await assets;
    },
    async settled() {
      await assets?.catch(() => undefined);
      await Promise.allSettled(pages);
      await Promise.all([assetThread.close(), pageThread.close()]);
    },
  };
}

/**
 * Precompresses the client build's files, all but its manifest (removed before the swap):
 * the content's chunks at `contentQualities`, the engine's (the same on every site, and
 * fetched by every reader) at the best qualities.
 */
async function precompressAssets(
  clientDir: string,
  content: readonly string[],
  contentQualities: Qualities,
  thread: CompressionThread,
): Promise<void> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const manifestDir = join(clientDir, '.vite');
  const contentFiles = new Set(content.map((file) => join(clientDir, file)));
  const files = entries
    .filter((entry) => entry.isFile() && entry.parentPath !== manifestDir)
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(isCompressible);
  await Promise.all([
    thread.compress(
      files.filter((file) => !contentFiles.has(file)),
      QUALITY_BY_SIZE,
    ),
    thread.compress(
      files.filter((file) => contentFiles.has(file)),
      contentQualities,
    ),
  ]);
}
