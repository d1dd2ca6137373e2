import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { createBuilder, mergeConfig, type InlineConfig, type Plugin } from 'vite';
import { chunkFilesOf, MANIFEST_FILE, type Manifest } from './manifest';
import { chunkPlan, clientOutput } from './chunk-plan';
import { BOOT_ENTRY, DEMO_FRAME_ENTRY, REPO_ROOT, SERVER_ENTRY, SITE_ENTRY } from './paths';
import {
  MANY_PAGES,
  MANY_PAGES_QUALITY_BY_SIZE,
  precompressFiles,
  QUALITY_BY_SIZE,
  type Qualities,
} from './precompress';
import { renderer, renderThreadsFor } from './render-worker';
import { prerender } from './prerender';
import { headersFile, vercelJson } from './hosting/host-files';
import { iconsIn } from './html';
import { redirectPages } from './hosting/redirect-pages';
import { redirectsFile } from './hosting/redirects-file';
import { BUILD_RECORD_FILE, type BuildRecord } from '../../server/build-record';
import { robotsTxt, sitemapXml } from './social';
import { viteConfig } from './vite-config';
import { loadSite, type SiteOverrides, type SiteState } from './load-site';
import { SITE_PLUGIN_NAME } from './vite-plugin';

export interface BuildOptions {
  docsDir: string;
  outDir: string;
  /** `development` builds with development React, whose hydration checks are stricter. */
  mode?: 'production' | 'development';
  /** Told as each stage ends, with the time since the build started (stages may overlap). */
  onStage?: (stage: string, ms: number) => void;
  /** How long one page may take to render (default RENDER_TIME_LIMIT_MS). */
  renderTimeLimitMs?: number;
  /** What the command line sets over the config (`--base`, `--url`). */
  overrides?: SiteOverrides;
}

export interface BuildReport {
  outDir: string;
  /** The prerendered pages (HTML files, relative to outDir). */
  pages: string[];
  /** Everything in outDir: pages, assets, their compressed copies, _redirects. */
  written: { files: number; bytes: number };
  ms: number;
  /** When each stage ended, in ms since the build started (stages may overlap). */
  stages: Record<string, number>;
}

/** The server build's entry, which the render's worker imports. */
const SERVER_FILE = 'entry-server.js';

/**
 * Builds the site into `outDir`: client bundle, server render, prerendered HTML,
 * `_redirects`, precompressed files. Everything is written to a temporary folder
 * first and swapped in at the end, so a failed build leaves the previous one intact.
 *
 * One Vite app: a builder with the client and server environments, whose `buildApp`
 * hook (below) builds both at once (much of their work is on Rolldown's threads),
 * compresses the client's files while the pages are rendered, and prerenders.
 */
let builds = 0;

export async function buildSite(options: BuildOptions): Promise<BuildReport> {
  const started = performance.now();
  const stages: Record<string, number> = {};
  const done = (stage: string) => {
    stages[stage] = performance.now() - started;
    options.onStage?.(stage, stages[stage]);
  };
  const docsDir = resolve(options.docsDir);
  const outDir = resolve(options.outDir);
  const work = (name: string) =>
    join(dirname(outDir), `.${basename(outDir)}-${name}-${process.pid}`);
  const clientDir = work('client');
  // The server render imports React and the rest from the repository's node_modules,
  // found from here wherever outDir is. A folder per build: Node caches a module by its
  // URL, and one process may build several sites (the browser tests' setup does).
  const ssrDir = join(REPO_ROOT, 'node_modules', `.site-ssr-${process.pid}-${++builds}`);
  let assets: Promise<unknown> | undefined;
  /** The pages' compressions, started as each is written. */
  const pages: Promise<unknown>[] = [];
  try {
    const mode = options.mode ?? 'production';
    // Config, pages and links first: a maintainer's mistake fails here, before Vite.
    const { overrides } = options;
    const state = await loadSite(docsDir, overrides);
    done('load');
    /** The content's qualities: pages, their chunks and demos. */
    const qualities =
      state.pages.length >= MANY_PAGES ? MANY_PAGES_QUALITY_BY_SIZE : QUALITY_BY_SIZE;
    let manifest: Manifest | undefined;
    let files: string[] = [];
    const app: Plugin = {
      name: `${SITE_PLUGIN_NAME}:app`,
      // The client's manifest, as its bundle holds it.
      writeBundle(_, bundle) {
        const file = bundle[MANIFEST_FILE];
        if (this.environment.name === 'client' && file?.type === 'asset')
          manifest = JSON.parse(String(file.source)) as Manifest;
      },
      async buildApp(builder) {
        const client = builder.build(builder.environments.client!).then(() => {
          done('client');
          // The client's files are final: compress them while the pages are rendered.
          // The content's chunks: those of the docs folder's pages and demos.
          const content = chunkFilesOf(manifest!, (source) =>
            resolve(REPO_ROOT, source).startsWith(docsDir + sep),
          );
          assets = precompressAssets(clientDir, content, qualities).then(() =>
            done('compress assets'),
          );
          assets.catch(() => undefined); // awaited below; a failure meanwhile is not unhandled
        });
        const server = builder.build(builder.environments.ssr!).then(() => {
          done('server');
          // Its worker loads the render (React's server renderer and all) while the client builds.
          return renderer(
            join(ssrDir, SERVER_FILE),
            mode,
            options.renderTimeLimitMs,
            renderThreadsFor(state.pages.length),
          );
        });
        await allSettled([client, server]).catch(async (error: unknown) => {
          // The render's worker would keep the process alive.
          await (await server.catch(() => undefined))?.close();
          throw error;
        });
        const rendering = await server;
        files = await prerender({
          rendering,
          outDir: clientDir,
          manifest: manifest!,
          state,
          // Each page compressed as soon as it is written, while the next renders.
          onFile: (file) => {
            const compressed = precompressFiles([join(clientDir, file)], qualities);
            compressed.catch(() => undefined); // awaited below; a failure meanwhile is not unhandled
            pages.push(compressed);
          },
        }).finally(() => rendering.close());
        done('prerender');
      },
    };
    const shared = viteConfig(docsDir, { state, overrides }, mode);
    const chunks = chunkPlan();
    const builder = await createBuilder(
      mergeConfig(shared.config, {
        mode,
        plugins: [app, chunks.plugin],
        // The JSX of both follows `mode` alone, not the NODE_ENV of this process (a
        // development build checks hydration more strictly); so does the server
        // render's React (see `renderer`).
        oxc: { jsx: { development: mode === 'development' } },
        build: { reportCompressedSize: false },
        environments: {
          client: {
            define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
            build: {
              outDir: clientDir,
              emptyOutDir: true,
              manifest: true,
              // One stylesheet for the whole site, inlined in every page: split per chunk,
              // a lazy part's styles were added again as the app loaded it (Vite's loader
              // knows links, not inlined styles), and the page styled twice over.
              cssCodeSplit: false,
              // The app chunk (React, the router, the runtime) is large by design; budgets watch it.
              chunkSizeWarningLimit: 2048,
              rolldownOptions: {
                input: { boot: BOOT_ENTRY, site: SITE_ENTRY, 'demo-frame': DEMO_FRAME_ENTRY },
                output: clientOutput(chunks.plan),
              },
            },
          },
          ssr: {
            build: {
              outDir: ssrDir,
              emptyOutDir: true,
              copyPublicDir: false,
              ssr: SERVER_ENTRY,
              rolldownOptions: { output: { entryFileNames: SERVER_FILE } },
            },
          },
        },
      } satisfies InlineConfig),
    );
    await builder.buildApp();
    // For hosts: the redirects (npm start, Netlify, Cloudflare Pages), the header rules
    // (Netlify, Cloudflare Pages), both for Vercel.
    await writeFile(join(clientDir, '_redirects'), redirectsFile(state.site));
    await writeFile(join(clientDir, '_headers'), headersFile(state.config.base));
    await writeFile(join(clientDir, 'vercel.json'), vercelJson(state.site));
    const redirects = await writeRedirectPages(clientDir, state);
    await writeSearchFiles(clientDir, state);
    const record: BuildRecord = {
      base: state.config.base,
      inputs: state.packages.flatMap((p) => [dirname(p.source), join(p.root, 'package.json')]),
    };
    await writeFile(join(clientDir, BUILD_RECORD_FILE), JSON.stringify(record));
    await rm(join(clientDir, '.vite'), { recursive: true, force: true });
    await precompressFiles(
      redirects.map((file) => join(clientDir, file)),
      qualities,
    );
    await Promise.all(pages);
    done('compress pages');
    await assets;
    await swapInto(clientDir, outDir);
    done('swap');
    return {
      outDir,
      pages: files,
      written: await sizeOf(outDir),
      ms: performance.now() - started,
      stages,
    };
  } finally {
    // Never remove the folder while its files are still being compressed.
    await assets?.catch(() => undefined);
    await Promise.allSettled(pages);
    await rm(clientDir, { recursive: true, force: true });
    await rm(ssrDir, { recursive: true, force: true });
  }
}

/** The declared redirects' pages whose file nothing else took (see redirectPages). */
async function writeRedirectPages(dir: string, { config, site }: SiteState): Promise<string[]> {
  const written: string[] = [];
  for (const { file, html } of redirectPages(config, site, iconsIn(dir))) {
    if (existsSync(join(dir, file))) continue;
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), html);
    written.push(file);
  }
  return written;
}

/**
 * robots.txt (unless the public folder has one) and, when the site's `url` is known,
 * sitemap.xml listing every page.
 */
async function writeSearchFiles(dir: string, { config, site }: SiteState): Promise<void> {
  const { url } = config;
  if (url)
    await writeFile(
      join(dir, 'sitemap.xml'),
      sitemapXml(
        url,
        config.base,
        site.pages.map((p) => p.path),
      ),
    );
  if (!existsSync(join(dir, 'robots.txt')))
    await writeFile(join(dir, 'robots.txt'), robotsTxt(url, config.base));
}

/** How many files a folder holds, and their bytes. */
async function sizeOf(dir: string): Promise<{ files: number; bytes: number }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  const sizes = await Promise.all(files.map((f) => stat(join(f.parentPath, f.name))));
  return { files: files.length, bytes: sizes.reduce((sum, { size }) => sum + size, 0) };
}

/**
 * Precompresses the client build's files, all but its manifest (removed before the swap):
 * the content's chunks at `contentQualities`, the engine's (the same on every site, and
 * fetched by every reader) at the best qualities.
 */
async function precompressAssets(
  clientDir: string,
  content: readonly string[],
  contentQualities: Qualities,
): Promise<void> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const manifestDir = join(clientDir, '.vite');
  const contentFiles = new Set(content.map((file) => join(clientDir, file)));
  const files = entries
    .filter((entry) => entry.isFile() && entry.parentPath !== manifestDir)
    .map((entry) => join(entry.parentPath, entry.name));
  // The engine's first: the app chunk, the largest, is the longest job.
  await precompressFiles(
    files.filter((file) => !contentFiles.has(file)),
    QUALITY_BY_SIZE,
  );
  await precompressFiles(
    files.filter((file) => contentFiles.has(file)),
    contentQualities,
  );
}

/** Waits for every task to settle (none is left writing), then fails as the first failed. */
async function allSettled(tasks: Promise<unknown>[]): Promise<void> {
  const failed = (await Promise.allSettled(tasks)).find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

async function swapInto(fresh: string, outDir: string): Promise<void> {
  const old = `${outDir}-old-${process.pid}`;
  if (existsSync(outDir)) await rename(outDir, old);
  await rename(fresh, outDir);
  await rm(old, { recursive: true, force: true });
}
