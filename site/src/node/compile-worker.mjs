// @ts-check
// A thread that compiles pages for a build of many (compile-pool.ts): the site's Node
// code is TypeScript, so this plain script registers tsx's loader in its thread first.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

if (!parentPort) throw new Error('compile-worker.mjs runs as a worker thread');
const port = parentPort;
// The compiler's largest dependencies load natively, before the loader (see bin/site.mjs).
await Promise.all([
  import('@mdx-js/mdx'),
  import('shiki'),
  import('@shikijs/rehype'),
  import('react-docgen'),
]);
register();
/** @type {typeof import('./compile-pool')} */
const { compileInWorker } = await import(new URL('./compile-pool.ts', import.meta.url).href);
// (Answers go by the task's number: two compiles in turn may end in either order.)
port.on('message', async ({ id, task }) =>
  port.postMessage({ id, ...(await compileInWorker(task)) }),
);
port.postMessage({ ready: true });
