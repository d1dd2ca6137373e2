import { join } from 'node:path';
import { demoDefaultsOf } from './demo/options';
import type { LoadedSite } from './loaded-site';

/** A page with a highlighted code block: its compile loads the compiler and the highlighter. */
const SAMPLE = '# Warm\n\n```tsx\nconst a = <b>{1}</b>;\n```\n';

/**
 * Dev: loads the compiler and its highlighter, so that the first compile is no slower
 * (the dev server calls it once listening: see dev.ts).
 */
export async function warmUp(site: LoadedSite): Promise<void> {
  const { compilePage } = await import('./markdown/compile-page');
  const { config, packages } = await site.current();
  const where = { path: join(site.docsDir, '.warm-up.md'), relativePath: '.warm-up.md' };
  await compilePage(SAMPLE, where, { demoDefaults: demoDefaultsOf(config), packages });
}
