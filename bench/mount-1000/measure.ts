// The cost of mounting 1,000 <LazyLoad> items in Chromium, for `npm run bench` and
// `npm run bench:mount`. Builds this page (production React), serves it, and times
// `window.mount()` on a fresh page per run: the wall-clock time it returns, and the
// renderer main thread's CPU time over the same span, from a trace. On a busy machine
// the wall time also counts the time the thread waited for a CPU; the CPU time does not.
//
//   npm run bench:mount                      the library as built in packages/lazy-load/dist
//   npm run bench:mount -- --runs 21 a.js b.js   built ESM files, runs interleaved
import { chromium } from '@playwright/test';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { startServer } from '../../site/server/cli';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface MountRun {
  /** Wall-clock time of the mount, from performance.now() in the page. */
  ms: number;
  /** CPU time of the renderer main thread over the same span (in another page, traced). */
  cpuMs: number;
}

export interface MountResult {
  /** The library measured: a built ESM file, or the workspace's own build. */
  library: string;
  runs: MountRun[];
  medianMs: number;
  medianCpuMs: number;
  /** IntersectionObservers the page created (the pool should make exactly one). */
  observers: number;
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface TraceEvent {
  name: string;
  tts?: number;
  args?: { data?: { message?: string } };
}

/**
 * Measures each library (default: the workspace's build) `runs` times, alternating
 * between them run by run so that they share the machine's conditions.
 */
export async function measureMount(runs: number, libraries: string[] = []): Promise<MountResult[]> {
  const pages: {
    library: string;
    url: string;
    close(): Promise<void>;
    runs: MountRun[];
    observers: number;
  }[] = [];
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    for (const [i, file] of (libraries.length ? libraries : ['']).entries()) {
      const outDir = `${ROOT}bench-results/mount-1000${file ? `-${i}` : ''}`;
      await build({
        root: `${ROOT}bench/mount-1000`,
        logLevel: 'warn',
        resolve: file
          ? { alias: { '@lazy-load/react': resolve(file) }, dedupe: ['react', 'react-dom'] }
          : {},
        build: { outDir, emptyOutDir: true },
      });
      const server = await startServer({ root: outDir, port: 0 });
      pages.push({ library: file || '@lazy-load/react', ...server, runs: [], observers: 0 });
    }
    for (let run = 0; run < runs; run++) {
      for (const entry of run % 2 ? [...pages].reverse() : pages) {
        // Two fresh pages: tracing slows the page down, so the wall-clock time comes
        // from one that is not traced.
        let page = await browser.newPage();
        await page.goto(entry.url);
        const ms = await page.evaluate(() => window.mount());
        entry.observers = await page.evaluate(() => window.observers);
        await page.close();
        page = await browser.newPage();
        await page.goto(entry.url);
        await browser.startTracing(page, { categories: ['devtools.timeline'] });
        await page.evaluate(() => window.mount());
        const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
          traceEvents: TraceEvent[];
        };
        // Thread timestamps (µs) of the console.timeStamp() marks around the mount.
        const at = (message: string) =>
          traceEvents.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === message)!
            .tts!;
        entry.runs.push({ ms, cpuMs: (at('mounted') - at('mount')) / 1000 });
        await page.close();
      }
    }
    return pages.map(({ library, runs: done, observers }) => ({
      library,
      runs: done,
      medianMs: median(done.map((r) => r.ms)),
      medianCpuMs: median(done.map((r) => r.cpuMs)),
      observers,
    }));
  } finally {
    await browser.close();
    await Promise.all(pages.map((p) => p.close()));
  }
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { runs: { type: 'string', default: '9' } },
    allowPositionals: true,
  });
  const results = await measureMount(Number(values.runs), positionals);
  for (const r of results) {
    console.log(
      `${r.library}: ${r.medianMs.toFixed(1)} ms wall, ${r.medianCpuMs.toFixed(1)} ms CPU (medians of ${r.runs.length}), ${r.observers} observer(s)`,
    );
    console.log(`  wall: ${r.runs.map((x) => x.ms.toFixed(1)).join(' ')}`);
    console.log(`  CPU:  ${r.runs.map((x) => x.cpuMs.toFixed(1)).join(' ')}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
