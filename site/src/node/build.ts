import { existsSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { build, mergeConfig } from 'vite';
import { readManifest } from './manifest';
import { CLIENT_ENTRY, SERVER_ENTRY } from './paths';
import { precompress } from './precompress';
import { prerender } from './prerender';
import { redirectsFile } from './redirects-file';
import { viteConfig } from './vite-config';
import { loadSite } from './vite-plugin';

export interface BuildOptions {
  docsDir: string;
  outDir: string;
  /** `development` builds with development React, whose hydration checks are stricter. */
  mode?: 'production' | 'development';
}

export interface BuildReport {
  outDir: string;
  files: string[];
  ms: number;
}

/** Hashed file names under assets/, as the spec's chunk URLs: assets/js/<name>.<hash>.js. */
const output = {
  entryFileNames: 'assets/js/[name].[hash].js',
  chunkFileNames: 'assets/js/[name].[hash].js',
  assetFileNames: (asset: { names: string[] }) =>
    asset.names.some((n) => n.endsWith('.css'))
      ? 'assets/css/[name].[hash][extname]'
      : 'assets/[name].[hash][extname]',
};

/**
 * Builds the site into `outDir`: client bundle, server render, prerendered HTML,
 * `_redirects`, precompressed files. Everything is written to a temporary folder
 * first and swapped in at the end, so a failed build leaves the previous one intact.
 */
export async function buildSite(options: BuildOptions): Promise<BuildReport> {
  const started = performance.now();
  const docsDir = resolve(options.docsDir);
  const outDir = resolve(options.outDir);
  const work = (name: string) =>
    join(dirname(outDir), `.${basename(outDir)}-${name}-${process.pid}`);
  const clientDir = work('client');
  const ssrDir = work('ssr');
  try {
    const mode = options.mode ?? 'production';
    // Config, pages and links first: a maintainer's mistake fails here, before Vite.
    const state = await loadSite(docsDir);
    const client = viteConfig(docsDir, state);
    await build(
      mergeConfig(client.config, {
        mode,
        build: {
          outDir: clientDir,
          emptyOutDir: true,
          manifest: true,
          rolldownOptions: { input: CLIENT_ENTRY, output },
        },
      }),
    );
    const server = viteConfig(docsDir, state);
    await build(
      mergeConfig(server.config, {
        mode,
        publicDir: false,
        build: {
          outDir: ssrDir,
          emptyOutDir: true,
          ssr: SERVER_ENTRY,
          rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
        },
      }),
    );
    const files = await prerender({
      ssrEntry: join(ssrDir, 'entry-server.js'),
      outDir: clientDir,
      manifest: await readManifest(clientDir),
      state,
    });
    await writeFile(join(clientDir, '_redirects'), redirectsFile(state.site));
    await rm(join(clientDir, '.vite'), { recursive: true, force: true });
    await precompress(clientDir);
    await swapInto(clientDir, outDir);
    return { outDir, files: [...files, '_redirects'], ms: performance.now() - started };
  } finally {
    await rm(clientDir, { recursive: true, force: true });
    await rm(ssrDir, { recursive: true, force: true });
  }
}

async function swapInto(fresh: string, outDir: string): Promise<void> {
  const old = `${outDir}-old-${process.pid}`;
  if (existsSync(outDir)) await rename(outDir, old);
  await rename(fresh, outDir);
  await rm(old, { recursive: true, force: true });
}
