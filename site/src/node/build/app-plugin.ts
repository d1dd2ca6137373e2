import { join, resolve, sep } from 'node:path';
import type { Plugin, ViteBuilder } from 'vite';
import type { SiteState } from '../load-site';
import { chunkFilesOf, MANIFEST_FILE, type Manifest } from '../manifest';
import { REPO_ROOT } from '../paths';
import { prerender } from '../prerender';
import { renderer, renderThreadsFor, type Renderer } from '../render-worker';
import { SITE_PLUGIN_NAME } from '../site-plugin-name';
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
  compressions: Compressions;
  /** Told as each stage ends. */
  done: (stage: string) => void;
}

/**
 * From this many pages the client and the server are built one after the other: at once,
 * both module graphs of every page are in memory together (at 2,000 pages, 1.1 GB more
 * at the peak for 3 % less time).
 */
export const BUILDS_IN_TURN_PAGES = 1_000;

/**
 * The plugin whose `buildApp` hook builds the client and the server at once (much of their
 * work is on Rolldown's threads; in turn on a large site, BUILDS_IN_TURN_PAGES), compresses the client's files while the pages are
 * rendered, and prerenders. `pages()`: the prerendered pages, once built.
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
      const server = buildServer(builder, build);
      // In turn on a large site: the server first, whose render then loads as the client builds.
      const client =
        build.state.pages.length >= BUILDS_IN_TURN_PAGES
          ? server.then(() => buildClient(builder, build, () => manifest!))
          : buildClient(builder, build, () => manifest!);
      await allSettled([client, server]).catch(async (error: unknown) => {
        // The render's worker would keep the process alive.
        await (await server.catch(() => undefined))?.close();
        throw error;
      });
      const rendering = await server;
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
  // The client's files are final: compress them while the pages are rendered.
  // The content's chunks: those of the docs folder's pages and demos.
  const content = chunkFilesOf(manifest(), (source) =>
    resolve(REPO_ROOT, source).startsWith(docsDir + sep),
  );
  compressions.startAssets(content);
}

/** Builds the server render, then starts its worker. */
async function buildServer(
  builder: ViteBuilder,
  { state, mode, folders, renderTimeLimitMs, done }: AppBuild,
): Promise<Renderer> {
  await builder.build(builder.environments.ssr!);
  done('server');
  // Its worker loads the render (React's server renderer and all) while the client builds.
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
