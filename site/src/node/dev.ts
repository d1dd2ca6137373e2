import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, mergeConfig, type ViteDevServer } from 'vite';
import { withBase } from '../shared/base';
import { DEMO_FRAME_PATH } from '../shared/demo/demo-frame';
import { loadConfig } from './config';
import { finalPath } from '../shared/paths';
import { routeTableOf } from '../shared/route-table';
import { documentTitle } from '../shared/title';
import { demoFrameHtml, documentHtml, iconsIn } from './html';
import { pageDescription, socialTags } from './social';
import { CLIENT_ENTRY, DEMO_FRAME_ENTRY } from './paths';
import { viteConfig } from './vite-config';
import type { SiteOverrides } from './load-site';

/**
 * The browser's packages the pages import, pre-bundled when the dev server starts. Vite
 * finds them by crawling an HTML entry, which this server does not have: it would find
 * each on first import instead, and reload the page each time (react-router, then
 * nprogress, …). (`react/jsx-runtime`: the compiled pages' JSX, built for production by
 * MDX.)
 */
const PREBUNDLED = [
  'react',
  'react/jsx-dev-runtime',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router/dom',
  'nprogress',
  'lz-string',
  'minisearch',
];

/**
 * The demo editor's packages (loaded on a demo's Edit, not by a page): ES modules, which
 * the browser imports as they are. A first launch does not bundle them: bundling them
 * held ~40 MB more at the first page of a 2,000-page site. Excluded, they are not
 * discovered either (Vite leaves what a package imports to the package): a first Edit
 * needs no new bundle, and no reload.
 */
const EDITOR_PACKAGES = [
  'sucrase',
  'acorn',
  'acorn-walk',
  'magic-string',
  'codemirror',
  '@codemirror/lang-javascript',
  '@codemirror/language',
  '@codemirror/state',
  '@codemirror/view',
  '@lezer/highlight',
];

/**
 * What the editor's packages import that the browser cannot import as it is: CommonJS,
 * or (`resolve-uri`, whose browser build comes first) UMD.
 */
const EDITOR_BUNDLED = [
  'sucrase > lines-and-columns',
  'sucrase > ts-interface-checker',
  'sucrase > @jridgewell/gen-mapping > @jridgewell/trace-mapping > @jridgewell/resolve-uri',
];

/** The dev server: hot reload of Markdown, components and config; client-rendered pages. */
export async function startDevServer(options: {
  docsDir: string;
  /** What the command line sets over the config (`--base`, `--url`). */
  overrides?: SiteOverrides;
  host: string;
  port: number;
}): Promise<ViteDevServer> {
  // Vite serves under the base, and hands the middleware below paths without it. (A
  // config with a mistake is said on the first request, in the overlay: "/" meanwhile.)
  // Development, whatever this process was started with (NODE_ENV=production in the
  // shell, or a build earlier in the same process): Vite reads it, and with "production"
  // the React plugin leaves Fast Refresh out, so every demo edit would be lost on a save.
  process.env.NODE_ENV = 'development';
  const { overrides = {} } = options;
  // (Loaded once: the site's first load takes it over, a mistake in it included.)
  const loaded = loadConfig(options.docsDir);
  loaded.catch(() => undefined);
  const base =
    overrides.base ??
    (await loaded.then(
      ({ config }) => config.base,
      () => '/',
    ));
  const { config, site } = viteConfig(options.docsDir, { overrides, base, loaded });
  const server = await createServer(
    mergeConfig(config, {
      appType: 'custom',
      logLevel: 'info',
      server: { host: options.host, port: options.port, strictPort: true },
      // This list is the whole of it: no crawl of the repository's HTML files (test
      // fixtures, benchmarks), which only added packages no page of the docs uses.
      optimizeDeps: {
        include: [...PREBUNDLED, ...EDITOR_BUNDLED],
        exclude: EDITOR_PACKAGES,
        entries: [],
      },
    }),
  );

  server.middlewares.use(
    (req: IncomingMessage, res: ServerResponse, next: (e?: unknown) => void) => {
      if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return next();
      const url = new URL(req.url ?? '/', 'http://dev');
      if (url.pathname === DEMO_FRAME_PATH) {
        server
          .transformIndexHtml(url.pathname, demoFrameHtml(`/${DEMO_FRAME_ENTRY}`))
          .then((html) => {
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(html);
          })
          .catch(next);
        return;
      }
      site.api
        .state()
        .then(async ({ config, site: data, pages }) => {
          const landing = finalPath(routeTableOf(data), url.pathname);
          const last = landing.hops.at(-1);
          if (last) {
            res.writeHead(302, { Location: `${withBase(base, last)}${url.search}` }).end();
            return;
          }
          const source =
            landing.kind === 'page' ? pages.find((p) => p.data.path === landing.path) : undefined;
          if (source) site.api.prepare(source.file);
          const page = source?.data;
          const description = pageDescription(page, data);
          // URLs as at "/": Vite's HTML transform puts the base in front of them.
          const html = documentHtml({
            base: '/',
            storagePrefix: config.storagePrefix,
            icons: iconsIn(join(options.docsDir, 'public')),
            title: documentTitle(page?.title, data.title),
            description,
            // The build's link-preview and search tags, so a maintainer sees them in dev too.
            head: [
              ...data.head,
              ...socialTags(config, { path: page?.path, title: page?.title, description }),
            ],
            styles: [],
            entry: `/${CLIENT_ENTRY}`,
            body: '',
          });
          res.statusCode = page ? 200 : 404;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(await server.transformIndexHtml(url.pathname, html));
        })
        .catch(next);
    },
  );
  await server.listen();
  // The compiler loads while the browser has yet to ask for anything (a mistake in the
  // config is said by the first request, as before).
  site.api.warmUp().catch(() => undefined);
  return server;
}
