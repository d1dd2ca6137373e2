import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createBuilder } from 'vite';
import { appPlugin } from './build/app-plugin';
import { compressions, type Compressions } from './build/compressions';
import { writeExtraFiles } from './build/extra-files';
import { viteBuildConfig } from './build/vite-build-config';
import { removeWorkFolders, sizeOf, swapInto, workFolders } from './build/work-folders';
import { loadSite, type SiteOverrides } from './load-site';
import { storePages } from './stored-pages';

export interface BuildOptions {
  docsDir: string;
  outDir: string;
  /** `development` builds with development React, whose hydration checks are stricter. */
  mode?: 'production' | 'development';
  /** Told as each stage ends, with the time since the build started (stages may overlap). */
  onStage?: (stage: string, ms: number) => void;
  /** How long one page may take to render (default RENDER_TIME_LIMIT_MS). */
  renderTimeLimitMs?: number;
  /** From how many pages the bundles are built in turn, for less memory (BUILDS_IN_TURN_PAGES). */
  inTurnFrom?: number;
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

/**
 * Builds the site into `outDir`: client bundle, server render, prerendered HTML,
 * `_redirects`, precompressed files. Everything is written to a working folder first and
 * swapped in at the end, so a failed build leaves the previous one intact.
 *
 * One Vite app: a builder with the client and server environments, whose `buildApp` hook
 * (build/app-plugin.ts) builds both at once, compresses the client's files while the
 * pages are rendered, and prerenders.
 */
export async function buildSite(options: BuildOptions): Promise<BuildReport> {
  const clock = stageClock(options.onStage);
  const { overrides } = options;
  const mode = options.mode ?? 'production';
  const docsDir = resolve(options.docsDir);
  const outDir = resolve(options.outDir);
  const folders = workFolders(outDir);
  let compressing: Compressions | undefined;
  try {
    // Config, pages and links first: a maintainer's mistake fails here, before Vite.
    const state = await storePages(await loadSite(docsDir, overrides), folders.pages);
    clock.done('load');
    compressing = compressions(folders.client, state.pages.length, clock.done);
    const app = appPlugin({
      docsDir,
      state,
      mode,
      folders,
      renderTimeLimitMs: options.renderTimeLimitMs,
      inTurnFrom: options.inTurnFrom,
      compressions: compressing,
      done: clock.done,
    });
    const config = viteBuildConfig({ docsDir, state, overrides, mode, folders, app: app.plugin });
    await (await createBuilder(config)).buildApp();
    const extraFiles = await writeExtraFiles(folders.client, state);
    // The client's manifest (`.vite/`), which the build has read: not part of the site.
    await rm(join(folders.client, '.vite'), { recursive: true, force: true });
    await compressing.compress(extraFiles);
    await compressing.finished();
    await swapInto(folders.client, outDir);
    clock.done('swap');
    const written = await sizeOf(outDir);
    return { outDir, pages: app.pages(), written, ms: clock.elapsed(), stages: clock.stages };
  } finally {
    // Never remove the folder while its files are still being compressed.
    await compressing?.settled();
    await removeWorkFolders(folders);
  }
}

/** The stages' ends, in ms since the build started; `done` also tells `onStage`. */
function stageClock(onStage: BuildOptions['onStage']) {
  const started = performance.now();
  const stages: Record<string, number> = {};
  return {
    stages,
    elapsed: () => performance.now() - started,
    done(stage: string) {
      stages[stage] = performance.now() - started;
      onStage?.(stage, stages[stage]);
    },
  };
}
