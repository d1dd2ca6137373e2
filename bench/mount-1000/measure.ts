// The cost of mounting 1,000 lazy items in Chromium, for `npm run bench` and
// `npm run bench:mount`: <LazyLoad> as the docs show it, <LazyLoad> sized itself, and
// react-intersection-observer's useInView, in the same run, interleaved. Builds this page
// (production React), serves it, and times `window.mount(kind)` on a fresh page per run: the wall-clock time it returns, and the
// renderer main thread's CPU time over the same span, from a trace. On a busy machine
// the wall time also counts the time the thread waited for a CPU; the CPU time does not.
//
//   npm run bench:mount                      the library as built in packages/lazy-load/dist
//   npm run bench:mount -- --runs 21 a.js b.js   built ESM files, runs interleaved
import { chromium, type Browser } from '@playwright/test';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { startServer } from '../../site/server/cli';
import { median } from '../median';
import { BASELINE, CANDIDATES, type CandidateKind } from './candidates';

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
  kind: CandidateKind;
  runs: MountRun[];
  medianMs: number;
  medianCpuMs: number;
  /** The median over rounds of this candidate's CPU time / the baseline's in the same round. */
  cpuRatio: number;
  /** IntersectionObservers the page created (a pool makes exactly one). */
  observers: number;
}

interface TraceEvent {
  name: string;
  tts?: number;
  args?: { data?: { message?: string } };
}

/** Times `window.mount(kind)` on two fresh pages: one untimed by tracing, one traced for CPU. */
async function mountOnce(browser: Browser, url: string, kind: CandidateKind) {
  // Tracing slows the page down, so the wall-clock time comes from a page not traced.
  let page = await browser.newPage();
  await page.goto(url);
  const ms = await page.evaluate((k) => window.mount(k), kind);
  const observers = await page.evaluate(() => window.observers);
  await page.close();
  page = await browser.newPage();
  await page.goto(url);
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  await page.evaluate((k) => window.mount(k), kind);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  await page.close();
  // Thread timestamps (µs) of the console.timeStamp() marks around the mount.
  const at = (message: string) =>
    traceEvents.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === message)!.tts!;
  return { run: { ms, cpuMs: (at('mounted') - at('mount')) / 1000 }, observers };
}

/**
 * Measures every candidate `runs` times, interleaved round by round (the order reversed
 * every other round) so that all share the machine's conditions. Each library (default:
 * the workspace's build) is measured in each of its ways; the baseline peer once.
 */
export async function measureMount(runs: number, libraries: string[] = []): Promise<MountResult[]> {
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  const entries: (Omit<MountResult, 'medianMs' | 'medianCpuMs' | 'cpuRatio'> & {
    url: string;
  })[] = [];
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
        build: {
          outDir,
          emptyOutDir: true,
          rolldownOptions: {
            // react-intersection-observer marks itself "use client": meaningless in this page.
            onwarn(warning, warn) {
              if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
            },
          },
        },
      });
      const server = await startServer({ root: outDir, port: 0 });
      servers.push(server);
      for (const kind of Object.keys(CANDIDATES) as CandidateKind[]) {
        if (kind === BASELINE && i > 0) continue;
        const library =
          kind === BASELINE ? 'react-intersection-observer' : file || '@lazy-load/react';
        entries.push({ library, kind, url: server.url, runs: [], observers: 0 });
      }
    }
    for (let round = 0; round < runs; round++) {
      for (const entry of round % 2 ? [...entries].reverse() : entries) {
        const { run, observers } = await mountOnce(browser, entry.url, entry.kind);
        entry.runs.push(run);
        entry.observers = observers;
      }
    }
    const baseline = entries.find((e) => e.kind === BASELINE)!;
    return entries.map(({ url: _url, ...entry }) => ({
      ...entry,
      medianMs: median(entry.runs.map((r) => r.ms)),
      medianCpuMs: median(entry.runs.map((r) => r.cpuMs)),
      cpuRatio: median(entry.runs.map((r, round) => r.cpuMs / baseline.runs[round]!.cpuMs)),
    }));
  } finally {
    await browser.close();
    await Promise.all(servers.map((s) => s.close()));
  }
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { runs: { type: 'string', default: '9' } },
    allowPositionals: true,
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs must be a whole number ≥ 1, got ${values.runs}`);
  const results = await measureMount(runs, positionals);
  for (const r of results) {
    console.log(`${CANDIDATES[r.kind]}${r.kind === BASELINE ? '' : ` [${r.library}]`}`);
    console.log(
      `  ${r.medianMs.toFixed(1)} ms wall, ${r.medianCpuMs.toFixed(1)} ms CPU (medians of ${r.runs.length}), ${r.observers} observer(s); CPU ${r.cpuRatio.toFixed(3)}× react-intersection-observer's (median of per-round ratios)`,
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
