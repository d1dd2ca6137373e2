// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { TIME_LIMITS } from '../../../test/time-limits';
import { nodeCode, SITE_CACHE, SITE_CODE_ENV, SITE_ENTRIES } from '../../bin/node-code.mjs';
import { DEMO_DEFAULTS } from './config-schema';
import { SiteBuildError } from './errors';
import { compileAll, POOL_MIN_PAGES, type CompileTask } from './compile-pool';
import { compilePage, forgetHighlights, highlightCss } from './markdown/compile-page';

const LANGUAGES = ['ts', 'css', 'json', 'yaml', 'html', 'bash', 'python', 'rust', 'go', 'sql'];

/** Enough pages for worker threads, each with code in another language (other colours). */
const tasks: CompileTask[] = Array.from({ length: POOL_MIN_PAGES + 4 }, (_, n) => ({
  source: `# Page ${n}\n\n\`\`\`${LANGUAGES[n % LANGUAGES.length]}\nconst value${n} = "${n}" // ${n}\n\`\`\`\n`,
  file: { path: `/docs/page-${n}.md`, relativePath: `page-${n}.md` },
  options: { demoDefaults: DEMO_DEFAULTS },
}));
const broken = 7;
tasks[broken] = { ...tasks[broken]!, source: '# Broken\n\n::: nope\n:::\n' };

describe('compileAll: many pages in this thread and worker threads', () => {
  it('gives what compilePage gives, in order, mistakes as they were, one stylesheet', async () => {
    forgetHighlights();
    // All in a worker thread (in a build, this thread takes its share).
    const results = await compileAll(tasks, { workers: 1, here: false });
    const pooledCss = highlightCss();
    forgetHighlights();
    const serial = await Promise.allSettled(
      tasks.map((t) => compilePage(t.source, t.file, t.options)),
    );
    expect(results).toHaveLength(tasks.length);
    results.forEach((result, i) => {
      const alone = serial[i]!;
      if (i === broken) {
        expect(result.status).toBe('rejected');
        const reason = (result as PromiseRejectedResult).reason as SiteBuildError;
        expect(reason).toBeInstanceOf(SiteBuildError);
        expect(reason).toEqual((alone as PromiseRejectedResult).reason);
        expect(reason.file).toBe('/docs/page-7.md');
        expect(reason.line).toBe(3);
        return;
      }
      expect(result).toEqual(alone);
    });
    // Every page's token colours, whichever thread compiled it.
    expect(pooledCss).toBe(highlightCss());
    expect(pooledCss).toMatch(/^\.sh-/);
  }, 60_000);

  it('shares the pages between this thread and the workers, each compiled once', async () => {
    const results = await compileAll(tasks, { workers: 1 });
    expect(results.map((r) => r.status === 'fulfilled')).toEqual(tasks.map((_, i) => i !== broken));
  }, 60_000);

  it(
    "started by the site's command, a worker runs the command's bundle (the folder it names)",
    async () => {
      mkdirSync(join(SITE_CACHE, '..'), { recursive: true });
      const cacheDir = mkdtempSync(join(SITE_CACHE, '..', 'compile-pool-test-'));
      const saved = process.env[SITE_CODE_ENV];
      try {
        const { dir } = await nodeCode({ entries: SITE_ENTRIES, cacheDir });
        forgetHighlights();
        process.env[SITE_CODE_ENV] = dir.href;
        const results = await compileAll(tasks, { workers: 1, here: false });
        expect(results.map((r) => r.status === 'fulfilled')).toEqual(
          tasks.map((_, i) => i !== broken),
        );
        const reason = (results[broken] as PromiseRejectedResult).reason as SiteBuildError;
        expect(reason).toBeInstanceOf(SiteBuildError);
        expect(reason.line).toBe(3);
        // Named a folder without the bundle, the worker fails to start: it reads that folder.
        const thread = new Worker(new URL('./compile-worker.mjs', import.meta.url), {
          env: { ...process.env, [SITE_CODE_ENV]: new URL('empty/', dir).href },
        });
        const error = await new Promise<Error>((resolve) => thread.once('error', resolve));
        expect(error.message).toContain(fileURLToPath(new URL('empty/compile-pool.js', dir)));
      } finally {
        if (saved === undefined) delete process.env[SITE_CODE_ENV];
        else process.env[SITE_CODE_ENV] = saved;
        rmSync(cacheDir, { recursive: true, force: true });
      }
    },
    TIME_LIMITS.siteBuild,
  );
});
