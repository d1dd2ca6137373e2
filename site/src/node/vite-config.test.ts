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

  it('watches the engine, the library and the docs; skips outputs and caches', () => {
    const skip = skips(join(root, 'docs'));
    for (const path of [
      'site/src/theme/Layout.tsx',
      'packages/lazy-load/src/LazyLoad.ts',
      'docs/v1/readme.md',
    ])
      expect(skip(join(root, path)), path).toBe(false);
    // Folders above what it watches are walked.
    expect(skip(root)).toBe(false);
    for (const path of [
      'dist/index.html',
      '.cache/site-500/guide/page-1.md',
      'e2e/spec.ts',
      'bench',
    ])
      expect(skip(join(root, path)), path).toBe(true);
  });

  it('watches docs inside a skipped folder, and docs outside the repository', () => {
    const fixture = join(root, 'e2e/fixtures/.dev-book-chromium');
    const skip = skips(fixture);
    expect(skip(join(fixture, 'guide/install.md'))).toBe(false);
    expect(skip(join(root, 'e2e/fixtures'))).toBe(false);
    expect(skip(join(root, 'e2e/fixtures/site/readme.md'))).toBe(true);
    expect(skips('/tmp/docs-elsewhere')('/tmp/docs-elsewhere/readme.md')).toBe(false);
  });
});
