// @ts-check
// A thread that renders a build's pages (render-worker.ts): it imports the server build's
// entry and renders each URL it is sent; given the site's styles, it also splits the
// page's styles at its first screen (first-screen-css.ts), which reads the whole page:
// on the main thread that was its largest cost at 2,000 pages, while the render threads
// waited. Started by the site's command, it runs the same bundle of the Node code
// (bin/node-code.mjs); started from the TypeScript sources (the unit tests), it
// registers tsx's loader in its thread first, once it needs the split.
import { parentPort, workerData } from 'node:worker_threads';
import { SITE_CODE_ENV } from '../../bin/node-code.mjs';

if (!parentPort) throw new Error('render-thread.mjs runs as a worker thread');
const port = parentPort;
/** @type {Promise<{ render(url: string): Promise<import('../shared/render-result').RenderResult> }>} */
const entry = import(workerData.entry);
/** @type {Promise<ReturnType<typeof import('./first-screen-css').styleSplitter>> | undefined} */
let splitter;
const loadSplitter = () => {
  const bundled = process.env[SITE_CODE_ENV];
  /** @type {Promise<typeof import('./first-screen-css')>} */
  const module = bundled
    ? import(new URL('first-screen-css.js', bundled).href)
    : import('tsx/esm/api').then(({ register }) => {
        register();
        return import(new URL('./first-screen-css.ts', import.meta.url).href);
      });
  return module.then(({ styleSplitter }) => styleSplitter());
};

port.on(
  'message',
  /** @param {{ url: string, styles?: string[] }} message */
  async ({ url, styles }) => {
    try {
      const result = await (await entry).render(url);
      if (!styles || result.kind !== 'html') return port.postMessage({ result });
      const split = await (splitter ??= loadSplitter());
      port.postMessage({ result, css: split([...styles, ...result.styles], result.html) });
    } catch (error) {
      port.postMessage({ error: error instanceof Error ? error.stack : String(error) });
    }
  },
);
