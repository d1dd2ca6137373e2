import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RenderResult } from '../shared/render-result';
import { POOL_MIN_PAGES } from './compile-pool';
import type { PageJob, WrittenPage } from './page-file';

/** A page's render that takes longer than this is stopped: a demo that never returns. */
export const RENDER_TIME_LIMIT_MS = 30_000;

/**
 * How many pages a render thread renders before it is made anew. A thread keeps every
 * page module it imported (a module is never unloaded), so on a site of thousands of
 * pages its memory would grow with them all; made anew, it holds at most these. At 2,000
 * pages a thread's heap was ~445 MB after 1,000 pages, and the render's stage peaked at
 * 1.8 GB, below the bundles' 2.5. A new thread loads the whole server build again: at
 * 2,000 pages ~2 s of CPU each (a CPU profile of the build), more on a larger site.
 */
export const PAGES_PER_RENDER_THREAD = 1000;

/**
 * Render threads for a site of `pages` pages: one per core (up to 4, each holds the
 * whole server build) once there are enough pages to pay for starting them (~1 s each).
 */
export function renderThreadsFor(pages: number): number {
  return pages >= POOL_MIN_PAGES ? Math.min(availableParallelism(), 4) : 1;
}

export class RenderTimeout extends Error {}

/** A page's render written to its file (page-file.ts), or a redirect, as rendered. */
export type Written = WrittenPage | Extract<RenderResult, { kind: 'redirect' }>;

export interface Renderer {
  limitMs: number;
  /** How many pages it renders at once (its threads). */
  threads: number;
  /**
   * Renders `url` in a thread (render-thread.mjs). Each of these rejects with
   * RenderTimeout if it takes longer than the limit.
   */
  render(url: string): Promise<RenderResult>;
  /** Renders `url` in a thread, which writes the page's file as `page` says. */
  writePage(url: string, page: PageJob): Promise<Written>;
  close(): Promise<void>;
}

/** What a thread is sent: a URL to render, and maybe the page to write of it. */
interface Request {
  url: string;
  page?: PageJob;
}

/** A request sent to a thread, and the thread's answer. */
type Ask = (request: Request) => Promise<RenderResult | WrittenPage>;

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
  const waiting: ((thread: Thread) => void)[] = [];
  const release = (thread: Thread) => {
    const next = waiting.shift();
    if (next) next(thread);
    else free.push(thread);
  };
  const ask: Ask = async (request) => {
    const thread = free.pop() ?? (await new Promise<Thread>((take) => waiting.push(take)));
    try {
      return await thread.ask(request);
    } finally {
      release(thread);
    }
  };
  return {
    limitMs,
    threads,
    // (The thread answers a request with a page as a written page, else as rendered.)
    render: (url) => ask({ url }) as Promise<RenderResult>,
    writePage: (url, page) => ask({ url, page }) as Promise<Written>,
    async close() {
      await Promise.all(all.map((thread) => thread.close()));
    },
  };
}

interface Thread {
  ask: Ask;
  close(): Promise<void>;
}

/** One worker thread (see `renderer`). */
function oneThread(
  ssrEntry: string,
  mode: 'production' | 'development',
  limitMs: number,
  pagesPerThread: number,
): Thread {
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
    ask(request) {
      const thread = (worker ??= start());
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          cleanup();
          worker = undefined;
          void thread.terminate();
          reject(new RenderTimeout(`did not finish in ${limitMs / 1000} s`));
        }, limitMs);
        const onMessage = (message: { result?: RenderResult | WrittenPage; error?: string }) => {
          cleanup();
          if (++rendered === pagesPerThread) {
            // Its modules go with it; the next starts loading the render at once.
            rendered = 0;
            void thread.terminate();
            worker = start();
          }
          if (message.result) resolve(message.result);
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
        thread.postMessage(request);
      });
    },
    async close() {
      await worker?.terminate();
      worker = undefined;
    },
  };
}
