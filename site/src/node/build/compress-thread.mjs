// @ts-check
// A thread that compresses a build's files (compression-thread.ts): it is sent lists of
// files, compresses each in turn, synchronously (precompress.ts's `compressFile`), and
// answers each list with how many got a sibling. It runs the site's bundled Node code, or
// its sources in the unit tests (bin/node-code.mjs's `importSiteModule`).
import { parentPort } from 'node:worker_threads';
import { importSiteModule } from '../../../bin/node-code.mjs';

if (!parentPort) throw new Error('compress-thread.mjs runs as a worker thread');
const port = parentPort;
/** @type {Promise<typeof import('../precompress')>} */
const precompress = importSiteModule('precompress');

port.on(
  'message',
  /** @param {{ id: number, files: string[], qualities: import('../precompress').Qualities }} message */
  async ({ id, files, qualities }) => {
    try {
      const { compressFile } = await precompress;
      let wrote = 0;
      for (const file of files) if (compressFile(file, qualities)) wrote++;
      port.postMessage({ id, wrote });
    } catch (error) {
      port.postMessage({ id, error: error instanceof Error ? error.stack : String(error) });
    }
  },
);
