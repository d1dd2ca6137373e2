import { join, resolve, sep } from 'node:path';
import type { Plugin, ViteBuilder } from 'vite';
import type { SiteState } from '../load-site';
import { chunkFilesOf, MANIFEST_FILE, type Manifest } from '../manifest';
import { REPO_ROOT } from '../paths';
import { prerender } from '../prerender';
import { renderer, renderThreadsFor, type Renderer } from '../render-worker';
import { SITE_PLUGIN_NAME } from '../site-plugin-name';
import { BUNDLING_HEAP_GROWTH_PERCENT, collectGarbage, limitHeapGrowth } from './heap';
import type { Compressions } from './compressions';
import { SERVER_FILE } from './vite-build-config';
import type { WorkFolders } from './work-folders';

/** What the app's build needs of the site's. */
export interface AppBuild {
  docsDir: string;
  state: SiteState;
  mode: 'production' | 'development';
  folders: WorkFolders;
  /** How long one page may take to render (see `renderer`). */
  renderTimeLimitMs?: number;
  /** From how many pages the bundles are built in turn (default BUILDS_IN_TURN_PAGES). */
  inTurnFrom?: number;
  compressions: Compressions;
  /** Told as each stage ends. */
  done: (stage: string) => void;
}

/**
 * From this many pages the client and the server are built one after the other, the heap
 * collected before each and its growth capped meanwhile (heap.ts), and the render starts
 * after both: at once, both module graphs of every page are in memory together (at 2,000
 * pages, 1.1 GB more at the peak for 3 % less time). The client goes first: its files are
 * compressed while the server builds, on the core its bundling leaves idle.
 */
export const BUILDS_IN_TURN_PAGES = 1_000;

/**
 * The plugin whose `buildApp` hook builds the client and the server at once (much of their
 * work is on Rolldown's threads; in turn on a large site, BUILDS_IN_TURN_PAGES), compresses
 * the client's files as soon as they are written (in threads of their own:
 * compressions.ts), and prerenders. `pages()`: the prerendered pages, once built.
 */
export function appPlugin(build: AppBuild): { plugin: Plugin; pages: () => string[] } {
  let manifest: Manifest | undefined;
  let pages: string[] = [];
  const plugin: Plugin = {
    name: `${SITE_PLUGIN_NAME}:app`,
    // The client's manifest, as its bundle holds it.
    writeBundle(_, bundle) {
      const file = bundle[MANIFEST_FILE];
      if (this.environment.name === 'client' && file?.type === 'asset')
        manifest = JSON.parse(String(file.source)) as Manifest;
    },
    async buildApp(builder) {
      const inTurn = build.state.pages.length >= (build.inTurnFrom ?? BUILDS_IN_TURN_PAGES);
      // On a large site, the heap kept near what is live from the load to the render.
      const collect = inTurn ? collectGarbage : () => undefined;
      collect();
      if (inTurn) limitHeapGrowth(BUNDLING_HEAP_GROWTH_PERCENT);
      const client = buildClient(builder, build, () => manifest!).then(collect);
      // In turn on a large site: the client first, so that its files are compressed (in a
      // thread of their own) while the server builds, then the server.
      const server = (inTurn ? client : Promise.resolve())
        .then(() => buildServer(builder, build))
        .then(collect)
        .finally(() => {
          if (inTurn) limitHeapGrowth(undefined);
        });
      // The render's threads load the server build once it is built (on a small site, as
      // the client may still build).
      const starting = server.then(() => startRender(build));
      await allSettled([client, server, starting]).catch(async (error: unknown) => {
        // The render's worker would keep the process alive.
        await (await starting.catch(() => undefined))?.close();
        throw error;
      });
      const rendering = await starting;
      pages = await prerender({
        rendering,
        outDir: build.folders.client,
        manifest: manifest!,
        state: build.state,
        // Each page compressed as soon as it is written, while the next renders.
        onFile: (file) => build.compressions.startFile(file),
      }).finally(() => rendering.close());
      build.done('prerender');
    },
  };
  return { plugin, pages: () => pages };
}

/** Builds the client, then starts compressing its files, which are final. */
async function buildClient(
  builder: ViteBuilder,
  { docsDir, compressions, done }: AppBuild,
  manifest: () => Manifest,
): Promise<void> {
  await builder.build(builder.environments.client!);
  done('client');
  // The client's files are final: compress them while the rest is built and rendered.
  // The content's chunks: those of the docs folder's pages and demos.
  const content = chunkFilesOf(manifest(), (source) =>
    resolve(REPO_ROOT, source).startsWith(docsDir + sep),
  );
  compressions.startAssets(content);
}

/** Builds the server render. */
async function buildServer(builder: ViteBuilder, { done }: AppBuild): Promise<void> {
  await builder.build(builder.environments.ssr!);
  done('server');
}

/** Starts the server render's worker, which loads React's server renderer and the rest. */
function startRender({ state, mode, folders, renderTimeLimitMs }: AppBuild): Renderer {
  return renderer(
    join(folders.server, SERVER_FILE),
    mode,
    renderTimeLimitMs,
    renderThreadsFor(state.pages.length),
  );
}

/** Waits for every task to settle (none is left writing), then fails as the first failed. */
async function allSettled(tasks: Promise<unknown>[]): Promise<void> {
  const failed = (await Promise.allSettled(tasks)).find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}
