// @ts-check
// A thread that compiles pages for a build of many (compile-pool.ts). Started by the site's
// command, it runs the same bundle of the Node code (bin/node-code.mjs); started from the
// TypeScript sources (the unit tests), it registers tsx's loader in its thread first.
import { parentPort } from 'node:worker_threads';
import { SITE_CODE_ENV } from '../../bin/node-code.mjs';

if (!parentPort) throw new Error('compile-worker.mjs runs as a worker thread');
const port = parentPort;
const bundled = process.env[SITE_CODE_ENV];
/** @type {typeof import('./compile-pool')} */
const { compileInWorker } = bundled
  ? await import(new URL('compile-pool.js', bundled).href)
  : await import('tsx/esm/api').then(({ register }) => {
      register();
      return import(new URL('./compile-pool.ts', import.meta.url).href);
    });
// (Answers go by the task's number: two compiles in turn may end in either order.)
port.on('message', async ({ id, task }) =>
  port.postMessage({ id, ...(await compileInWorker(task)) }),
);
port.postMessage({ ready: true });
