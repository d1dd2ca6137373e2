import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RenderResult } from '../shared/render-result';
import { POOL_MIN_PAGES } from './compile-pool';
import type { StyleSplit } from './first-screen-css';

/** A page's render that takes longer than this is stopped: a demo that never returns. */
export const RENDER_TIME_LIMIT_MS = 30_000;

/**
 * How many pages a render thread renders before it is made anew. A thread keeps every
 * page module it imported (a module is never unloaded), so on a site of thousands of
 * pages its memory would grow with them all; made anew (~1 s), it holds at most these.
 */
export const PAGES_PER_RENDER_THREAD = 400;

/**
 * Render threads for a site of `pages` pages: one per core (up to 4, each holds the
 * whole server build) once there are enough pages to pay for starting them (~1 s each).
 */
export function renderThreadsFor(pages: number): number {
  return pages >= POOL_MIN_PAGES ? Math.min(availableParallelism(), 4) : 1;
}

export class RenderTimeout extends Error {}

/** A page rendered, and given the site's styles, its own split at its first screen. */
export type Rendered = RenderResult & { css?: StyleSplit };

export interface Renderer {
  limitMs: number;
  /** How many pages it renders at once (its threads). */
  threads: number;
  /**
   * Renders `url` (in a thread: render-thread.mjs); given the site's `styles`, a page
   * comes with its styles split (`css`). Rejects with RenderTimeout if it takes longer
   * than the limit.
   */
  render(url: string, styles?: readonly string[]): Promise<Rendered>;
  close(): Promise<void>;
}

/**
 * Renders pages in `threads` worker threads (each takes the next page as it is free), so
 * that a site of many pages uses both cores, and one whose render never returns (an
 * endless loop in a demo) can be stopped: the main thread keeps its timer, and the
 * worker is made again for the next page. A thread is made anew every `pagesPerThread`
 * pages too (see PAGES_PER_RENDER_THREAD).
 */
export function renderer(
  ssrEntry: string,
  mode: 'production' | 'development',
  limitMs = RENDER_TIME_LIMIT_MS,
  threads = 1,
  pagesPerThread = PAGES_PER_RENDER_THREAD,
): Renderer {
  const all = Array.from({ length: threads }, () =>
    oneThread(ssrEntry, mode, limitMs, pagesPerThread),
  );
  const free = [...all];
  const waiting: ((thread: Renderer) => void)[] = [];
  const release = (thread: Renderer) => {
    const next = waiting.shift();
    if (next) next(thread);
    else free.push(thread);
  };
  return {
    limitMs,
    threads,
    async render(url, styles) {
      const thread = free.pop() ?? (await new Promise<Renderer>((take) => waiting.push(take)));
      try {
        return await thread.render(url, styles);
      } finally {
        release(thread);
      }
    },
    async close() {
      await Promise.all(all.map((thread) => thread.close()));
    },
  };
}

/** One worker thread (see `renderer`). */
function oneThread(
  ssrEntry: string,
  mode: 'production' | 'development',
  limitMs: number,
  pagesPerThread: number,
): Renderer {
  // React picks its build by NODE_ENV: the build's mode, whatever this process has.
  const env = { ...process.env, NODE_ENV: mode };
  const start = () =>
    new Worker(new URL('./render-thread.mjs', import.meta.url), {
      env,
      workerData: { entry: pathToFileURL(ssrEntry).href },
    });
  // Started at once: it loads the render while the caller does other work.
  let worker: Worker | undefined = start();
  let rendered = 0;
  return {
    limitMs,
    threads: 1,
    render(url, styles) {
      const thread = (worker ??= start());
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          cleanup();
          worker = undefined;
          void thread.terminate();
          reject(new RenderTimeout(`did not finish in ${limitMs / 1000} s`));
        }, limitMs);
        const onMessage = (message: {
          result?: RenderResult;
          css?: StyleSplit;
          error?: string;
        }) => {
          cleanup();
          if (++rendered === pagesPerThread) {
            // Its modules go with it; the next starts loading the render at once.
            rendered = 0;
            void thread.terminate();
            worker = start();
          }
          if (message.result)
            resolve(message.css ? { ...message.result, css: message.css } : message.result);
          else reject(new Error(message.error));
        };
        const onError = (error: Error) => {
          cleanup();
          worker = undefined;
          reject(error);
        };
        const onExit = (code: number) => onError(new Error(`the render's worker exited (${code})`));
        const cleanup = () => {
          clearTimeout(timer);
          thread.off('message', onMessage);
          thread.off('error', onError);
          thread.off('exit', onExit);
        };
        thread.on('message', onMessage);
        thread.on('error', onError);
        thread.on('exit', onExit);
        thread.postMessage({ url, styles });
      });
    },
    async close() {
      await worker?.terminate();
      worker = undefined;
    },
  };
}
