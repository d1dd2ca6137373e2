import { mergeConfig, type EnvironmentOptions, type InlineConfig, type Plugin } from 'vite';
import { chunkPlan, clientOutput, type ChunkPlan } from '../chunk-plan';
import type { SiteOverrides, SiteState } from '../load-site';
import { BOOT_ENTRY, DEMO_FRAME_ENTRY, SERVER_ENTRY, SITE_ENTRY } from '../paths';
import { viteConfig } from '../vite-config';
import { releaseOutput } from './release-output';
import type { WorkFolders } from './work-folders';

/** The server build's entry, which the render's worker imports. */
export const SERVER_FILE = 'entry-server.js';

type Mode = 'production' | 'development';

/**
 * The build's Vite config: the one shared with the dev server, with `app` (whose
 * `buildApp` hook builds the app) and the client's chunk plan, and the client and server
 * environments, each writing into its working folder.
 */
export function viteBuildConfig(options: {
  docsDir: string;
  state: SiteState;
  overrides?: SiteOverrides;
  mode: Mode;
  folders: WorkFolders;
  app: Plugin;
}): InlineConfig {
  const { docsDir, state, overrides, mode, folders, app } = options;
  const shared = viteConfig(docsDir, { state, overrides }, mode);
  const chunks = chunkPlan();
  return mergeConfig(shared.config, {
    mode,
    plugins: [app, chunks.plugin, releaseOutput()],
    // The JSX of both follows `mode` alone, not the NODE_ENV of this process (a
    // development build checks hydration more strictly); so does the server
    // render's React (see `renderer`).
    oxc: { jsx: { development: mode === 'development' } },
    build: { reportCompressedSize: false },
    environments: {
      client: clientEnvironment(mode, folders.client, chunks.plan),
      ssr: serverEnvironment(folders.server),
    },
  } satisfies InlineConfig);
}

/** The browser's build: the boot script, the site's chunk and the demo frame. */
function clientEnvironment(mode: Mode, outDir: string, plan: ChunkPlan): EnvironmentOptions {
  return {
    define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
    build: {
      outDir,
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
        output: clientOutput(plan),
      },
    },
  };
}

/** The server render's build, which the pages are prerendered with. */
function serverEnvironment(outDir: string): EnvironmentOptions {
  return {
    build: {
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      // The pages' static HTML, which the render reads from files (site-modules.ts).
      emitAssets: true,
      ssr: SERVER_ENTRY,
      rolldownOptions: { output: { entryFileNames: SERVER_FILE } },
    },
  };
}
