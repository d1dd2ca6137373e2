import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { LimitFunction } from 'p-limit';
import {
  compressionSlots,
  MANY_PAGES,
  MANY_PAGES_QUALITY_BY_SIZE,
  precompressFiles,
  QUALITY_BY_SIZE,
  type Qualities,
} from '../precompress';

/**
 * A build's compressions (`.br` and `.gz` siblings, precompress.ts), each started as soon
 * as its files are final: the client's assets while the pages render, each page as it is
 * written. A failure meanwhile is not unhandled: `finished` says it.
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
  /** Waits for every compression started to end, failed or not. */
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
  // The assets' queue and the pages': a page is compressed as it is written, not after
  // all the assets (at 500 pages, that tail was 5 s of the build). In each, a file waits
  // its turn unread (precompress.ts).
  const assetSlots = compressionSlots();
  const pageSlots = compressionSlots();
  let assets: Promise<unknown> | undefined;
  /** The pages' compressions, started as each is written. */
  const pages: Promise<unknown>[] = [];
  return {
    startAssets(content) {
      assets = precompressAssets(clientDir, content, qualities, assetSlots).then(() =>
        done('compress assets'),
      );
      assets.catch(() => undefined); // awaited by `finished`; a failure meanwhile is not unhandled
    },
    startFile(file) {
      const compressed = precompressFiles([join(clientDir, file)], qualities, pageSlots);
      compressed.catch(() => undefined); // awaited by `finished`; a failure meanwhile is not unhandled
      pages.push(compressed);
    },
    compress: (files) => precompressFiles(files, qualities, pageSlots),
    async finished() {
      await Promise.all(pages);
      done('compress pages');
      await assets;
    },
    async settled() {
      await assets?.catch(() => undefined);
      await Promise.allSettled(pages);
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
  slots: LimitFunction,
): Promise<void> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const manifestDir = join(clientDir, '.vite');
  const contentFiles = new Set(content.map((file) => join(clientDir, file)));
  const files = entries
    .filter((entry) => entry.isFile() && entry.parentPath !== manifestDir)
    .map((entry) => join(entry.parentPath, entry.name));
  // The engine's first: the app chunk, the largest, is the longest job.
  await precompressFiles(
    files.filter((file) => !contentFiles.has(file)),
    QUALITY_BY_SIZE,
    slots,
  );
  await precompressFiles(
    files.filter((file) => contentFiles.has(file)),
    contentQualities,
    slots,
  );
}
