// @ts-check
// A thread that renders a build's pages (render-worker.ts): it imports the server build's
// entry and renders each URL it is sent; asked to write it as a page, it also splits the
// page's styles at its first screen and writes its file (page-file.ts), so that the
// page's HTML never crosses to the main thread. The writer is the site's bundled Node
// code, or its sources in the unit tests (bin/node-code.mjs's `importSiteModule`), loaded
// once a page is to be written.
import { parentPort, workerData } from 'node:worker_threads';
import { importSiteModule } from '../../bin/node-code.mjs';

if (!parentPort) throw new Error('render-thread.mjs runs as a worker thread');
const port = parentPort;
/** @type {Promise<{ render(url: string): Promise<import('../shared/render-result').RenderResult> }>} */
const entry = import(workerData.entry);
/** @type {Promise<ReturnType<typeof import('./page-file').pageWriter>> | undefined} */
let writer;
const loadWriter = async () => {
  /** @type {typeof import('./page-file')} */
  const { pageWriter } = await importSiteModule('page-file');
  return pageWriter();
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
