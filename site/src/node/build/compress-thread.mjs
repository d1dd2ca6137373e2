// @ts-check
// A thread that compresses a build's files (compression-thread.ts): it is sent lists of
// files, compresses each in turn, synchronously (precompress.ts's `compressFile`), and
// answers each list with how many got a sibling. Started by the site's command, it runs
// the same bundle of the Node code (bin/node-code.mjs); started from the TypeScript
// sources (the unit tests), it registers tsx's loader in its thread first.
import { parentPort } from 'node:worker_threads';
import { SITE_CODE_ENV } from '../../../bin/node-code.mjs';

if (!parentPort) throw new Error('compress-thread.mjs runs as a worker thread');
const port = parentPort;
const bundled = process.env[SITE_CODE_ENV];
/** @type {Promise<typeof import('../precompress')>} */
const precompress = bundled
  ? import(new URL('precompress.js', bundled).href)
  : import('tsx/esm/api').then(({ register }) => {
      register();
      return import(new URL('../precompress.ts', import.meta.url).href);
    });

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
