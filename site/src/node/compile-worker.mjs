// @ts-check
// A thread that compiles pages for a build of many (compile-pool.ts). It runs the site's
// bundled Node code, or its sources in the unit tests (bin/node-code.mjs's
// `importSiteModule`).
import { parentPort } from 'node:worker_threads';
import { importSiteModule } from '../../bin/node-code.mjs';

if (!parentPort) throw new Error('compile-worker.mjs runs as a worker thread');
const port = parentPort;
/** @type {typeof import('./compile-pool')} */
const { compileInWorker } = await importSiteModule('compile-pool');
// (Answers go by the task's number: two compiles in turn may end in either order.)
port.on('message', async ({ id, task }) =>
  port.postMessage({ id, ...(await compileInWorker(task)) }),
);
port.postMessage({ ready: true });
