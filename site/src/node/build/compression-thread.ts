import { Worker } from 'node:worker_threads';
import type { Qualities } from '../precompress';

/** A thread that compresses files (compress-thread.mjs), the lists it is given in turn. */
export interface CompressionThread {
  /** Compresses each of `files` at `qualities`; resolves to how many got a sibling. */
  compress(files: readonly string[], qualities: Qualities): Promise<number>;
  /** Stops the thread (what it was still doing fails). */
  close(): Promise<void>;
}

interface Answer {
  id: number;
  wrote?: number;
  error?: string;
}

/**
 * Starts a compression thread. It keeps the process alive only while it has work: a
 * build that ends early (a failure) is not held open by it.
 */
export function compressionThread(): CompressionThread {
  const worker = new Worker(new URL('./compress-thread.mjs', import.meta.url));
  worker.unref();
  const waiting = new Map<
    number,
    { resolve: (wrote: number) => void; reject: (e: Error) => void }
  >();
  let next = 0;
  const failAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
    worker.unref();
  };
  worker.on('message', ({ id, wrote, error }: Answer) => {
    const job = waiting.get(id);
    waiting.delete(id);
    if (!waiting.size) worker.unref();
    if (error === undefined) job?.resolve(wrote ?? 0);
    else job?.reject(new Error(error));
  });
  worker.on('error', failAll);
  worker.on('exit', (code) =>
    failAll(new Error(`The compression thread stopped (exit code ${code}).`)),
  );
  return {
    compress(files, qualities) {
      if (!files.length) return Promise.resolve(0);
      const id = next++;
      if (!waiting.size) worker.ref();
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, files, qualities });
      });
    },
    async close() {
      await worker.terminate();
    },
  };
}
