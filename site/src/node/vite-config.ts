import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import type { InlineConfig } from 'vite';
import { REPO_ROOT } from './paths';
import { sitePlugin, type SitePlugin, type SiteState } from './vite-plugin';

/** The Vite config shared by the dev server and both builds. */
export function viteConfig(
  docsDir: string,
  state?: SiteState,
): { config: InlineConfig; site: SitePlugin } {
  const site = sitePlugin({ docsDir, state });
  const config: InlineConfig = {
    configFile: false,
    root: REPO_ROOT,
    publicDir: join(docsDir, 'public'),
    logLevel: 'warn',
    plugins: [site, react({ include: /\.(md|[jt]sx?)$/ })],
    resolve: {
      // Pages and demos may live outside the repository; React comes from here.
      dedupe: ['react', 'react-dom'],
      // The site documents the library from its source: no need to build it first.
      alias: { '@lazy-load/react': join(REPO_ROOT, 'packages/lazy-load/src/index.ts') },
    },
  };
  return { config, site };
}
