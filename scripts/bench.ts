// The benchmark of the site as readers get it: `npm run bench`.
// Builds from clean, serves dist/ as `npm start` does, runs Lighthouse on /v1/ (mobile and
// desktop, 3 runs each, medians; mobile interleaved with a floor page of the same head),
// measures the JavaScript fetched after a first interaction and the first interaction
// itself on a throttled phone (long tasks, layout shift, click to answer:
// bench/first-interaction) beside VitePress and Docusaurus (bench/anchors), and the
// library's size and mount cost. Prints tables; writes JSON to bench-results/.
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { serveAnchors } from '../bench/anchors/anchors';
import { comparisonTable, measureSites, ours } from '../bench/first-interaction/measure';
import { median } from '../bench/median';
import { measureMount } from '../bench/mount-1000/measure';
import { generateSite } from '../bench/site-100/generate';
import { CHROMIUM_ARGS } from '../playwright.config';
import { compressFile } from '../site/src/node/precompress';
import { startServer } from '../site/server/cli';
import { startNginx } from '../test/nginx';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const BUILDS = Number(process.env.BENCH_BUILDS ?? 3);

/** One build of `docs` into `out` from clean (no Vite cache), timed from process start to exit. */
function coldBuild(docs: string, out: string): number {
  rmSync(`${ROOT}node_modules/.vite`, { recursive: true, force: true });
  const start = performance.now();
  execFileSync(process.execPath, ['site/bin/site.mjs', 'build', '--docs', docs, '--out', out], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  return performance.now() - start;
}

interface BuildTimes {
  medianMs: number;
  minMs: number;
  maxMs: number;
}

/**
 * The cold build as a maintainer runs it (`npm run build:site`), BUILDS times, of the
 * docs and of a site of 100 generated pages (bench/site-100), interleaved: medians and ranges.
 */
function coldBuilds(): { docs: BuildTimes; site100: BuildTimes } {
  const site100 = generateSite(`${ROOT}.cache/site-100`);
  const times: [number[], number[]] = [[], []];
  for (let round = 0; round < BUILDS; round++) {
    times[0].push(coldBuild(`${ROOT}docs`, `${ROOT}dist`));
    times[1].push(coldBuild(site100, `${ROOT}.cache/site-100-dist`));
  }
  rmSync(`${ROOT}.cache/site-100-dist`, { recursive: true, force: true });
  const summary = (ms: number[]) => ({
    medianMs: median(ms),
    minMs: Math.min(...ms),
    maxMs: Math.max(...ms),
  });
  return { docs: summary(times[0]), site100: summary(times[1]) };
}

interface Run {
  scores: Record<string, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  bytes: number;
  requests: number;
  /** The page's own HTML as transferred (its encoding shows: brotli or gzip). */
  documentBytes: number;
  jsBytes: number;
  jsRequests: number;
  prefetchedJs: number;
  cssBytes: number;
}

function summarise(lhr: Result): Run {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const items = ((lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] })
    ?.items ?? []) as {
    resourceType?: string;
    transferSize?: number;
    isLinkPreload?: boolean;
  }[];
  const of = (type: string) => items.filter((i) => i.resourceType === type);
  const sum = (list: { transferSize?: number }[]) =>
    list.reduce((n, i) => n + (i.transferSize ?? 0), 0);
  return {
    scores: Object.fromEntries(
      Object.entries(lhr.categories).map(([k, c]) => [k, Math.round((c.score ?? 0) * 100)]),
    ),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    bytes: audit('total-byte-weight'),
    requests: items.length,
    documentBytes: sum(of('Document')),
    jsBytes: sum(of('Script')),
    jsRequests: of('Script').length,
    prefetchedJs: sum(of('Script').filter((i) => i.isLinkPreload)),
    cssBytes: sum(of('Stylesheet')),
  };
}

/** RUNS Lighthouse runs of each of `urls`, interleaved (A B A B …): a list of runs per URL. */
async function lighthouseRuns(urls: readonly string[], desktop: boolean): Promise<Run[][]> {
  const runs = urls.map((): Run[] => []);
  for (let i = 0; i < RUNS; i++)
    for (const [n, url] of urls.entries()) {
      const chrome = await chromeLauncher.launch({
        chromePath: '/usr/bin/chromium',
        chromeFlags: CHROMIUM_ARGS,
      });
      try {
        const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error' };
        const result = await lighthouse(url, flags, desktop ? desktopConfig : undefined);
        if (!result) throw new Error('Lighthouse returned nothing');
        runs[n]!.push(summarise(result.lhr));
      } finally {
        await chrome.kill();
      }
    }
  return runs;
}

/**
 * The floor for a first paint: a page with /v1/'s head (its CSS, its scripts) and one
 * heading for a body, served the same way (precompressed, by the same server). Written
 * into the build's folder for the run, and removed after it.
 */
async function writeFloorPage(dist: string): Promise<string> {
  const page = readFileSync(`${dist}/v1/index.html`, 'utf8');
  const html = `${page.slice(0, page.indexOf('<body'))}<body><main><h1>@lazy-load/react</h1></main></body></html>`;
  mkdirSync(`${dist}/first-paint-floor`, { recursive: true });
  const file = `${dist}/first-paint-floor/index.html`;
  writeFileSync(file, html);
  compressFile(file);
  return '/first-paint-floor/';
}

/** The median of each figure (each score too) over `runs`. */
function medians(runs: Run[]): Run {
  const pick = (f: (r: Run) => number) => median(runs.map(f));
  const categories = Object.keys(runs[0]!.scores);
  const figures = Object.keys(runs[0]!).filter((k) => k !== 'scores') as Exclude<
    keyof Run,
    'scores'
  >[];
  return {
    scores: Object.fromEntries(categories.map((c) => [c, pick((r) => r.scores[c]!)])),
    ...(Object.fromEntries(figures.map((k) => [k, pick((r) => r[k])])) as Omit<Run, 'scores'>),
  };
}

/** JS fetched (gzip, on the wire) before and after a first interaction, in Chromium. */
async function interactionJs(url: string) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const page = await browser.newPage({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
  const scripts: number[] = [];
  page.on('requestfinished', async (r) => {
    if (r.resourceType() === 'script') scripts.push((await r.sizes()).responseBodySize);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const before = { bytes: scripts.reduce((a, b) => a + b, 0), requests: scripts.length };
  await page.mouse.move(1, 1);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  const total = { bytes: scripts.reduce((a, b) => a + b, 0), requests: scripts.length };
  await browser.close();
  return {
    before,
    after: { bytes: total.bytes - before.bytes, requests: total.requests - before.requests },
  };
}

/**
 * The library: ESM size, and the cost of mounting 1,000 items in Chromium (wall-clock
 * and main-thread CPU time: see bench/mount-1000/measure.ts).
 */
async function library() {
  const esm = gzipSync(readFileSync(`${ROOT}packages/lazy-load/dist/lazy-load.js`)).length;
  // At least 9 runs: each takes under a second, and on a busy machine a median of 3
  // mostly measures the machine.
  const mounts = await measureMount(Math.max(RUNS, 9));
  const mount = mounts.find((m) => m.kind === 'lazy-load');
  return {
    esmGzip: esm,
    mount1000CpuRatio: mount!.cpuRatio,
    mount1000Ms: mount!.medianMs,
    mount1000CpuMs: mount!.medianCpuMs,
    mount1000Runs: mount!.runs,
    observers: mount!.observers,
  };
}

/**
 * /v1/ on a phone (Lighthouse's mobile profile), beside the floor page, on both paths:
 * the first paint hangs on the page's HTML fitting the connection's first round trip
 * (150 ms, TCP slow start): brotli, as `npm start` serves it, does; gzip, as a host
 * without brotli serves it (nginx's gzip_static here, GitHub Pages), may not. Each is
 * measured against the floor page on the same server, interleaved.
 */
async function firstPaint(server: { url: string }, floorPath: string) {
  const gzipOnly = await startNginx(`${ROOT}dist`);
  try {
    const [mobileRuns, floorRuns, gzipRuns, gzipFloorRuns] = await lighthouseRuns(
      [
        `${server.url}/v1/`,
        `${server.url}${floorPath}`,
        `${gzipOnly.url}/v1/`,
        `${gzipOnly.url}${floorPath}`,
      ],
      false,
    );
    return {
      mobile: medians(mobileRuns!),
      floor: medians(floorRuns!),
      gzip: medians(gzipRuns!),
      gzipFloor: medians(gzipFloorRuns!),
    };
  } finally {
    await gzipOnly.stop();
  }
}

/** The floor page written into dist/ (before a server lists its files), removed by `done`. */
async function withFloorPage(): Promise<{ floorPath: string; done: () => void }> {
  const floorPath = await writeFloorPage(`${ROOT}dist`);
  return { floorPath, done: () => rmSync(`${ROOT}dist${floorPath}`, { recursive: true }) };
}

const row = (name: string, m: Run) =>
  `| ${name} | ${Object.values(m.scores).join(' / ')} | ${Math.round(m.fcp)} / ${Math.round(m.lcp)} / ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${Math.round(m.si)} ms | ${kib(m.bytes)} / ${m.requests} | ${kib(m.jsBytes)} (${m.jsRequests}) | ${kib(m.prefetchedJs)} | ${kib(m.cssBytes)} |`;

function printFirstPaint({
  mobile,
  floor,
  gzip,
  gzipFloor,
}: Awaited<ReturnType<typeof firstPaint>>) {
  console.log(row('mobile, the floor page', floor));
  console.log(row('mobile, gzip only (nginx)', gzip));
  console.log(row('mobile, gzip only, the floor page', gzipFloor));
  const ratio = (page: Run, base: Run) =>
    `FCP ${(page.fcp / base.fcp).toFixed(2)}×, LCP ${(page.lcp / base.lcp).toFixed(2)}× (HTML ${kib(page.documentBytes)})`;
  console.log(
    `\nMobile, /v1/ ÷ the floor page (same head and CSS, one heading; interleaved): brotli ${ratio(mobile, floor)}; gzip only ${ratio(gzip, gzipFloor)}`,
  );
}

const TABLE_HEAD = [
  '| | scores | FCP / LCP / TBT | CLS | Speed Index | transferred / requests | JS run (requests) | JS prefetched | CSS |',
  '|---|---|---|---|---|---|---|---|---|',
].join('\n');

/** `BENCH_ONLY=first-paint`: the docs built once, then the first paint alone. */
async function firstPaintOnly(): Promise<void> {
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
  const floor = await withFloorPage();
  const server = await startServer({ root: `${ROOT}dist`, port: 0 });
  const figures = await firstPaint(server, floor.floorPath);
  await server.close();
  floor.done();
  console.log(`\nLighthouse (median of ${RUNS}), first visit of /v1/\n\n${TABLE_HEAD}`);
  console.log(row('mobile', figures.mobile));
  printFirstPaint(figures);
}

async function main(): Promise<void> {
  if (process.env.BENCH_ONLY === 'first-paint') return firstPaintOnly();
  execFileSync('npm', ['run', 'build', '--workspace', '@lazy-load/react'], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  const build = coldBuilds();
  const floorPage = await withFloorPage();
  const server = await startServer({ root: `${ROOT}dist`, port: 0 });
  const url = `${server.url}/v1/`;
  const paint = await firstPaint(server, floorPage.floorPath);
  const { mobile, floor, gzip, gzipFloor } = paint;
  const desktop = medians((await lighthouseRuns([url], true))[0]!);
  const js = await interactionJs(url);
  // Beside the same page built with VitePress and Docusaurus (bench/anchors), interleaved.
  const anchors = await serveAnchors();
  const targets = [ours(url), ...anchors.targets];
  const interaction = await measureSites(targets, Math.max(RUNS, 7));
  anchors.close();
  await server.close();
  floorPage.done();
  const lib = await library();

  console.log(
    `\nLighthouse (median of ${RUNS}), first visit of /v1/; categories: ${Object.keys(mobile.scores).join(' / ')}\n`,
  );
  console.log(TABLE_HEAD);
  console.log(row('mobile', mobile));
  console.log(row('desktop', desktop));
  printFirstPaint(paint);
  console.log(
    `\nJS before any interaction (gzip): ${kib(js.before.bytes)} in ${js.before.requests} request(s)`,
  );
  console.log(
    `JS after the first interaction (gzip): ${kib(js.after.bytes)} in ${js.after.requests} request(s)`,
  );
  console.log(
    `\nThe first interaction on a throttled phone (4x CPU, 150 ms, 1.6 Mbps; median of ${Math.max(RUNS, 7)} interleaved rounds):\n`,
  );
  console.log(comparisonTable(targets, interaction));
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const times = (t: BuildTimes) =>
    `${s(t.medianMs)} median of ${BUILDS} (${s(t.minMs)}–${s(t.maxMs)})`;
  console.log(
    `Cold build (process start to finish): the docs ${times(build.docs)}; 100 generated pages ${times(build.site100)}`,
  );
  console.log(
    `Library: ESM ${lib.esmGzip} B gzip; 1,000 items mounted in ${lib.mount1000Ms.toFixed(1)} ms wall, ${lib.mount1000CpuMs.toFixed(1)} ms main-thread CPU (scripting; ${lib.mount1000CpuRatio.toFixed(2)}× react-intersection-observer's), ${lib.observers} observer(s)`,
  );

  mkdirSync(`${ROOT}bench-results`, { recursive: true });
  const file = `${ROOT}bench-results/bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  writeFileSync(
    file,
    JSON.stringify(
      { runs: RUNS, build, mobile, desktop, floor, gzip, gzipFloor, js, interaction, library: lib },
      null,
      2,
    ),
  );
  console.log(`\nWritten: ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
