// @vitest-environment node
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './paths';
import { viteConfig } from './vite-config';

const root = resolve(REPO_ROOT);

describe("the dev server's watcher", () => {
  const skips = (docsDir: string) => {
    const ignored = viteConfig(docsDir).config.server?.watch?.ignored;
    const [skip] = ignored as ((path: string) => boolean)[];
    return skip!;
  };

  it('watches the engine and the library; skips the docs, outputs and caches', () => {
    const skip = skips(join(root, 'docs'));
    for (const path of ['site/src/theme/Layout.tsx', 'packages/lazy-load/src/LazyLoad.ts'])
      expect(skip(join(root, path)), path).toBe(false);
    // Folders above what it watches are walked.
    expect(skip(root)).toBe(false);
    for (const path of [
      // The docs have their own watcher (docs-watcher.ts).
      'docs',
      'docs/v1/readme.md',
      'dist/index.html',
      '.cache/site-500/guide/page-1.md',
      'e2e/spec.ts',
      'bench',
    ])
      expect(skip(join(root, path)), path).toBe(true);
  });

  it('skips docs anywhere, even holding the engine: their own watcher sees it all', () => {
    const fixture = join(root, 'e2e/fixtures/.dev-book-chromium');
    expect(skips(fixture)(join(fixture, 'guide/install.md'))).toBe(true);
    expect(skips('/tmp/docs-elsewhere')('/tmp/docs-elsewhere/readme.md')).toBe(true);
    expect(skips('/tmp/docs-elsewhere')(join(root, 'site/src/theme/Layout.tsx'))).toBe(false);
    expect(skips(root)(join(root, 'site/src/theme/Layout.tsx'))).toBe(true);
  });
});
