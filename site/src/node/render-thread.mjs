// @ts-check
// A thread that renders a build's pages (render-worker.ts): it imports the server build's
// entry and renders each URL it is sent; asked to write it as a page, it also splits the
// page's styles at its first screen and writes its file (page-file.ts), so that the
// page's HTML never crosses to the main thread. Started by the site's command, it runs
// the same bundle of the Node code (bin/node-code.mjs); started from the TypeScript
// sources (the unit tests), it registers tsx's loader in its thread first, once it needs
// the page's writer.
import { parentPort, workerData } from 'node:worker_threads';
import { SITE_CODE_ENV } from '../../bin/node-code.mjs';

if (!parentPort) throw new Error('render-thread.mjs runs as a worker thread');
const port = parentPort;
/** @type {Promise<{ render(url: string): Promise<import('../shared/render-result').RenderResult> }>} */
const entry = import(workerData.entry);
/** @type {Promise<ReturnType<typeof import('./page-file').pageWriter>> | undefined} */
let writer;
const loadWriter = () => {
  const bundled = process.env[SITE_CODE_ENV];
  /** @type {Promise<typeof import('./page-file')>} */
  const module = bundled
    ? import(new URL('page-file.js', bundled).href)
    : import('tsx/esm/api').then(({ register }) => {
        register();
        return import(new URL('./page-file.ts', import.meta.url).href);
      });
  return module.then(({ pageWriter }) => pageWriter());
};

port.on(
  'message',
  /** @param {{ url: string, page?: import('./page-file').PageJob }} message */
  async ({ url, page }) => {
    try {
      const result = await (await entry).render(url);
      if (!page || result.kind !== 'html') return port.postMessage({ result });
      const write = await (writer ??= loadWriter());
      port.postMessage({ result: await write(result, page) });
    } catch (error) {
      port.postMessage({ error: error instanceof Error ? error.stack : String(error) });
    }
  },
);
