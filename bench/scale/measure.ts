// The dev loop and the build as pages are added, beside VitePress, Docusaurus and Rspress:
// `npm run bench:scale` (also run by `npm run bench`). The same generated pages for each
// tool (bench/site-100: the readme, and guide pages made from it; the peers get them as
// plain Markdown, their demos as code blocks, so a little lighter than ours; each page
// beyond one with a sidebar of all), at 1, 100 and 500 pages, rounds interleaved as
// these machines are shared and noisy, each round starting with the next tool (A B C,
// B C A, C A B …): no tool always launches first, or always after the same one's build.
// For each tool, size and round:
// - dev: a first launch (no cache of any tool's) → the guide page shown in headless
//   Chromium (opened once the server listens); the server's memory (its
//   processes' RSS) once it shows; then SAVES saves of a paragraph, each until the new text
//   is on screen, noting whether the page reloaded and whether its scroll was kept;
// - cold build: from launch to exit, and the peak memory of its whole process tree
//   (workers included). A tool that runs out of memory (Node's default heap) or time is
//   recorded as such, and not run again at that size; so is one whose build took over
//   5 minutes (one round is enough there).
// Each peer is installed, pinned by its lockfile, on the first run (bench/anchors/<tool>).
// Prints a table (medians, ranges, ratios to the best peer); writes JSON to bench-results/.
// BENCH_SIZES=1,100,500,2000 BENCH_ROUNDS=3 BENCH_TOOLS=ours,vitepress,docusaurus,rspress
// BENCH_SAVES=3 BENCH_BUILD_LIMIT_MIN=10; BENCH_DEV_ONLY=1: the dev runs alone.
import { chromium, type Browser } from '@playwright/test';
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { freePort } from '../../test/free-port';
import { docusaurusMarkdown, plainReadme } from '../anchors/anchors';
import { median } from '../median';
import { treeRss } from '../tree-rss';
import { generateSite, guidePage } from '../site-100/generate';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ANCHORS = `${ROOT}bench/anchors/`;
const SIZES = (process.env.BENCH_SIZES ?? '1,100,500').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const SAVES = Number(process.env.BENCH_SAVES ?? 3);
/** How long any one step may take before the run counts as failed. */
const LIMIT_MS = 300_000;
/** How long a build may run before it counts as out of time. */
const BUILD_LIMIT_MS = Number(process.env.BENCH_BUILD_LIMIT_MIN ?? 10) * 60_000;
/** A build longer than this is run once per size: further rounds would take hours. */
const ONE_ROUND_MS = 300_000;
/** Dev runs alone, every round: where a peer's build runs out of memory or takes too long. */
const DEV_ONLY = process.env.BENCH_DEV_ONLY === '1';

interface Tool {
  name: string;
  /** Where the peer is installed (its pinned package.json and lockfile); none for ours. */
  anchor?: string;
  /** Writes a site of `pages` pages (1: the readme alone); returns its folder. */
  generate(pages: number): string;
  /** The page the dev run opens (a guide page, or the readme alone), its source and its h1. */
  page(pages: number, dir: string): { path: string; file: string; heading: string };
  dev(dir: string, port: number): { command: string[]; cwd: string };
  build(dir: string): { command: string[]; cwd: string };
}

/** The guide page opened: the middle one, so no tool gets its first or last. */
const opened = (pages: number) => Math.max(1, Math.ceil((pages - 1) / 2));

/** Writes the readme and `pages - 1` guide pages in a peer's Markdown under `docs`. */
function peerPages(docs: string, pages: number, index: string, toMarkdown: (md: string) => string) {
  const readme = readFileSync(`${ROOT}docs/v1/readme.md`, 'utf8');
  mkdirSync(`${docs}/guide`, { recursive: true });
  writeFileSync(`${docs}/${index}`, toMarkdown(readme));
  for (let n = 1; n < pages; n++)
    writeFileSync(`${docs}/guide/page-${n}.md`, toMarkdown(guidePage(n)));
}

const TOOLS: Record<string, Tool> = {
  ours: {
    name: 'ours',
    generate: (pages) => generateSite(`${ROOT}.cache/bench-scale/ours-${pages}`, pages - 1),
    page: (pages, dir) =>
      pages === 1
        ? { path: '/v1/', file: `${dir}/v1/readme.md`, heading: '@lazy-load/react' }
        : {
            path: `/guide/page-${opened(pages)}.html`,
            file: `${dir}/guide/page-${opened(pages)}.md`,
            heading: `Guide page ${opened(pages)}`,
          },
    dev: (dir, port) => ({
      command: ['site/bin/site.mjs', 'dev', '--docs', dir, '--port', String(port)],
      cwd: ROOT,
    }),
    build: (dir) => ({
      command: ['site/bin/site.mjs', 'build', '--docs', dir, '--out', `${dir}-dist`],
      cwd: ROOT,
    }),
  },
  vitepress: {
    name: 'VitePress 1.6',
    anchor: `${ANCHORS}vitepress`,
    generate: (pages) => {
      const dir = `${ANCHORS}vitepress/scale-${pages}`;
      rmSync(dir, { recursive: true, force: true });
      peerPages(dir, pages, 'index.md', plainReadme);
      // The readme's config, with the sidebar of every page that ours makes from the
      // folders (and Docusaurus too): each page renders the same links in all three.
      const config = readFileSync(`${ANCHORS}vitepress/docs/.vitepress/config.mjs`, 'utf8');
      const guide = Array.from({ length: pages - 1 }, (_, i) => ({
        text: `Guide page ${i + 1}`,
        link: `/guide/page-${i + 1}`,
      }));
      // (One page: no sidebar, as ours.)
      const sidebar = guide.length
        ? `\n    sidebar: ${JSON.stringify([
            { text: 'lazy-load', items: [{ text: '@lazy-load/react', link: '/' }] },
            { text: 'Guide', items: guide },
          ])},`
        : '';
      mkdirSync(`${dir}/.vitepress`, { recursive: true });
      writeFileSync(
        `${dir}/.vitepress/config.mjs`,
        config.replace('themeConfig: {', `themeConfig: {${sidebar}`),
      );
      return dir;
    },
    page: (pages, dir) =>
      pages === 1
        ? { path: '/', file: `${dir}/index.md`, heading: '@lazy-load/react' }
        : {
            path: `/guide/page-${opened(pages)}.html`,
            file: `${dir}/guide/page-${opened(pages)}.md`,
            heading: `Guide page ${opened(pages)}`,
          },
    dev: (dir, port) => ({
      command: ['node_modules/vitepress/bin/vitepress.js', 'dev', dir, '--port', String(port)],
      cwd: `${ANCHORS}vitepress`,
    }),
    build: (dir) => ({
      command: ['node_modules/vitepress/bin/vitepress.js', 'build', dir],
      cwd: `${ANCHORS}vitepress`,
    }),
  },
  docusaurus: {
    name: 'Docusaurus 3.10',
    anchor: `${ANCHORS}docusaurus`,
    generate: (pages) => {
      const dir = `${ANCHORS}docusaurus/scale-${pages}`;
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      cpSync(`${ANCHORS}docusaurus/docusaurus.config.js`, `${dir}/docusaurus.config.js`);
      writeFileSync(`${dir}/package.json`, '{ "private": true }\n');
      peerPages(`${dir}/docs`, pages, 'index.md', docusaurusMarkdown);
      return dir;
    },
    page: (pages, dir) =>
      pages === 1
        ? { path: '/', file: `${dir}/docs/index.md`, heading: '@lazy-load/react' }
        : {
            path: `/guide/page-${opened(pages)}`,
            file: `${dir}/docs/guide/page-${opened(pages)}.md`,
            heading: `Guide page ${opened(pages)}`,
          },
    dev: (dir, port) => ({
      command: [
        'node_modules/@docusaurus/core/bin/docusaurus.mjs',
        'start',
        dir,
        '--port',
        String(port),
        '--host',
        '127.0.0.1',
        '--no-open',
      ],
      cwd: `${ANCHORS}docusaurus`,
    }),
    build: (dir) => ({
      command: ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build', dir],
      cwd: `${ANCHORS}docusaurus`,
    }),
  },
  rspress: {
    name: 'Rspress 2.0',
    anchor: `${ANCHORS}rspress`,
    generate: (pages) => {
      const dir = `${ANCHORS}rspress/scale-${pages}`;
      rmSync(dir, { recursive: true, force: true });
      peerPages(`${dir}/docs`, pages, 'index.md', plainReadme);
      const guide = Array.from({ length: pages - 1 }, (_, i) => ({
        text: `Guide page ${i + 1}`,
        link: `/guide/page-${i + 1}`,
      }));
      const sidebar = guide.length
        ? {
            '/': [
              { text: 'lazy-load', items: [{ text: '@lazy-load/react', link: '/' }] },
              { text: 'Guide', items: guide },
            ],
          }
        : {};
      // The same sidebar as the others; no search (ours and VitePress build none here).
      writeFileSync(
        `${dir}/rspress.config.mjs`,
        `export default ${JSON.stringify(
          {
            root: `${dir}/docs`,
            outDir: `${dir}/doc_build`,
            title: '@lazy-load/react',
            search: false,
            themeConfig: { sidebar },
          },
          null,
          2,
        )};\n`,
      );
      return dir;
    },
    page: (pages, dir) =>
      pages === 1
        ? { path: '/', file: `${dir}/docs/index.md`, heading: '@lazy-load/react' }
        : {
            path: `/guide/page-${opened(pages)}.html`,
            file: `${dir}/docs/guide/page-${opened(pages)}.md`,
            heading: `Guide page ${opened(pages)}`,
          },
    dev: (dir, port) => ({
      command: [
        'node_modules/@rspress/core/bin/rspress.js',
        '--config',
        `${dir}/rspress.config.mjs`,
        '--port',
        String(port),
        '--host',
        '127.0.0.1',
      ],
      cwd: `${ANCHORS}rspress`,
    }),
    build: (dir) => ({
      command: [
        'node_modules/@rspress/core/bin/rspress.js',
        'build',
        '--config',
        `${dir}/rspress.config.mjs`,
      ],
      cwd: `${ANCHORS}rspress`,
    }),
  },
};

function launch({ command, cwd }: { command: string[]; cwd: string }): ChildProcess {
  return spawn(process.execPath, command, {
    cwd,
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
    env: { ...process.env, NODE_ENV: '', BROWSER: 'none', CI: '1' },
  });
}

const stop = (child: ChildProcess) => {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // Gone already.
  }
};

/** Whether a TCP connection to `port` on 127.0.0.1 is accepted. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

interface DevRun {
  launchMs: number;
  memoryBytes: number;
  saves: { ms: number; inPlace: boolean; scrollKept: boolean }[];
}

/**
 * Every run from clean, no cache of any tool's: a dev run is a first launch (its
 * dependencies bundled afresh), whatever ran before it.
 */
function clearCaches(dir: string): void {
  for (const cache of [
    `${ROOT}node_modules/.vite`,
    `${dir}/.vitepress/cache`,
    `${dir}/.docusaurus`,
    `${dir}/doc_build`,
    `${dir}/node_modules/.cache`,
    `${ANCHORS}docusaurus/node_modules/.cache`,
    // Rspress 2's Rspack keeps a build cache here: a later round took 25 s, not 69.
    `${ANCHORS}rspress/node_modules/.cache`,
  ])
    rmSync(cache, { recursive: true, force: true });
}

async function devRun(browser: Browser, tool: Tool, pages: number, dir: string): Promise<DevRun> {
  clearCaches(dir);
  const port = await freePort();
  const { path, file, heading } = tool.page(pages, dir);
  const original = readFileSync(file, 'utf8');
  const start = performance.now();
  const child = launch(tool.dev(dir, port));
  let log = '';
  child.stderr!.on('data', (d: Buffer) => (log = (log + String(d)).slice(-4000)));
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const url = `http://127.0.0.1:${port}${path}`;
    // Wait until the server listens, as a writer waits for the URL it prints; then ask
    // until it answers, and wait for the page's heading on screen. (Not navigating to a
    // closed port meanwhile: every try drew Chromium's error page, CPU taken from the
    // launch on these 2 cores, and the more so the later a tool listens.)
    while (!(await listening(port))) {
      if (performance.now() - start > LIMIT_MS)
        throw new Error(`nothing listens at ${url}: ${log}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    for (;;) {
      if (performance.now() - start > LIMIT_MS) throw new Error(`no answer at ${url}: ${log}`);
      const answered = await page.goto(url, { timeout: LIMIT_MS }).then(
        (r) => r !== null && r.status() < 500,
        () => false,
      );
      if (answered) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: LIMIT_MS });
    const launchMs = performance.now() - start;
    const memoryBytes = treeRss(child.pid!);
    // Scrolled into the page, as a writer reading what they edit.
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const saves: DevRun['saves'] = [];
    let text = original;
    for (let n = 1; n <= SAVES; n++) {
      const words = `saved for the ${n}${['st', 'nd', 'rd'][n - 1] ?? 'th'} time`;
      text = text.replace(
        /Each example below runs live[^.]*\./,
        `Each example below runs live, ${words}.`,
      );
      if (!text.includes(words)) throw new Error(`${file}: no paragraph to edit`);
      const scrolled = await page.evaluate(() => scrollY);
      const saved = performance.now();
      writeFileSync(file, text);
      await page.waitForFunction((w) => document.body.innerText.includes(w), words, {
        timeout: LIMIT_MS,
        polling: 'raf',
      });
      const ms = performance.now() - saved;
      const inPlace = await page.evaluate(() => 'sameDocument' in window);
      const scrollKept = Math.abs((await page.evaluate(() => scrollY)) - scrolled) < 50;
      saves.push({ ms, inPlace, scrollKept });
      if (!inPlace) {
        await page.evaluate(() => window.scrollTo(0, 1500));
        await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      }
    }
    return { launchMs, memoryBytes, saves };
  } finally {
    await context.close();
    stop(child);
    writeFileSync(file, original);
  }
}

interface BuildRun {
  ms: number;
  peakBytes: number;
  /** Why it did not finish: out of memory, out of time, or another failure (its exit). */
  failed?: string;
}

/** Node's words when a process runs out of heap (V8's, and Rust's allocator's in Rspack). */
const OUT_OF_MEMORY = /heap out of memory|Allocation failed|memory allocation of \d+ bytes failed/i;

async function buildRun(tool: Tool, dir: string): Promise<BuildRun> {
  clearCaches(dir);
  const start = performance.now();
  const child = launch(tool.build(dir));
  let log = '';
  child.stderr!.on('data', (d: Buffer) => (log = (log + String(d)).slice(-4000)));
  let peakBytes = 0;
  const sample = setInterval(() => {
    peakBytes = Math.max(peakBytes, treeRss(child.pid!));
  }, 200);
  let timedOut = false;
  const limit = setTimeout(() => {
    timedOut = true;
    stop(child);
  }, BUILD_LIMIT_MS);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearInterval(sample);
  clearTimeout(limit);
  stop(child); // (its workers too, if it left any)
  const ms = performance.now() - start;
  const after = `after ${ms < 60_000 ? `${(ms / 1000).toFixed(1)} s` : `${(ms / 60_000).toFixed(1)} min`}`;
  if (timedOut) return { ms, peakBytes, failed: `out of time ${after}` };
  if (OUT_OF_MEMORY.test(log)) return { ms, peakBytes, failed: `out of memory ${after}` };
  if (code !== 0)
    return { ms, peakBytes, failed: `failed (exit ${code}) ${after}: ${log.slice(-300)}` };
  return { ms, peakBytes };
}

interface SizeResult {
  pages: number;
  dev: DevRun[];
  build: BuildRun[];
}
const results: Record<string, Record<number, SizeResult>> = {};
const tools = (process.env.BENCH_TOOLS ?? 'ours,vitepress,docusaurus,rspress')
  .split(',')
  .map((name) => TOOLS[name]!);
for (const { anchor } of tools)
  if (anchor && !existsSync(`${anchor}/node_modules`))
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: anchor, stdio: 'ignore' });
execFileSync('npm', ['run', 'build', '--workspace', '@lazy-load/react'], {
  cwd: ROOT,
  stdio: 'ignore',
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
try {
  for (const pages of SIZES) {
    const dirs = new Map(tools.map((tool) => [tool, tool.generate(pages)]));
    /** Tools done at this size: out of memory or time, or too slow for more rounds. */
    const done = new Set<Tool>();
    for (let round = 1; round <= ROUNDS; round++) {
      const first = (round - 1) % tools.length;
      for (const tool of [...tools.slice(first), ...tools.slice(0, first)]) {
        if (done.has(tool)) continue;
        const entry = ((results[tool.name] ??= {})[pages] ??= { pages, dev: [], build: [] });
        const dev = await devRun(browser, tool, pages, dirs.get(tool)!).catch(
          (error: unknown) => (console.log(`${tool.name} dev: ${String(error)}`), undefined),
        );
        if (dev) entry.dev.push(dev);
        const build = DEV_ONLY ? undefined : await buildRun(tool, dirs.get(tool)!);
        if (build) entry.build.push(build);
        if (build && (build.failed || build.ms > ONE_ROUND_MS)) done.add(tool);
        const devText = dev
          ? `launch ${(dev.launchMs / 1000).toFixed(2)} s, ` +
            `saves ${dev.saves.map((s) => `${Math.round(s.ms)} ms${s.inPlace ? '' : ' (reload)'}`).join(' ')}, ` +
            `dev ${(dev.memoryBytes / 1e9).toFixed(2)} GB`
          : 'dev failed';
        const buildText = !build
          ? 'no build'
          : build.failed
            ? `build ${build.failed}, ${(build.peakBytes / 1e9).toFixed(2)} GB at most`
            : `build ${(build.ms / 1000).toFixed(1)} s ${(build.peakBytes / 1e9).toFixed(2)} GB`;
        console.log(`${pages} pages, round ${round}, ${tool.name}: ${devText}, ${buildText}`);
      }
    }
    for (const dir of dirs.values())
      for (const made of [dir, `${dir}-dist`]) rmSync(made, { recursive: true, force: true });
  }
} finally {
  await browser.close();
}

// The table: one row per measure and size; per tool its median (range), and ours over the best peer's.
const range = (values: number[], unit: (v: number) => string) =>
  values.length === 1
    ? unit(values[0]!)
    : `${unit(median(values))} (${unit(Math.min(...values))}–${unit(Math.max(...values))})`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const millis = (ms: number) => `${Math.round(ms)} ms`;
const gigabytes = (b: number) => `${(b / 1e9).toFixed(2)} GB`;
/** The measure of each build that finished. */
const finished =
  (of: (b: BuildRun) => number) =>
  (r: { build: BuildRun[] }): number[] =>
    r.build.filter((b) => !b.failed).map(of);
const MEASURES: {
  name: string;
  of: (r: SizeResult) => number[];
  unit: (v: number) => string;
  note?: (r: SizeResult) => string;
}[] = [
  {
    name: 'dev: a paragraph saved → on screen',
    of: (r) => r.dev.flatMap((d) => d.saves.map((s) => s.ms)),
    unit: millis,
    note: (r) => {
      const saves = r.dev.flatMap((d) => d.saves);
      const reloads = saves.filter((s) => !s.inPlace).length;
      const lost = saves.filter((s) => !s.scrollKept).length;
      return reloads
        ? `, ${reloads}/${saves.length} reloads`
        : `, in place${lost ? `, scroll lost ${lost}/${saves.length}` : ''}`;
    },
  },
  {
    name: 'dev: launch → first page shown',
    of: (r) => r.dev.map((d) => d.launchMs),
    unit: seconds,
  },
  {
    name: 'dev: memory after the first page',
    of: (r) => r.dev.map((d) => d.memoryBytes),
    unit: gigabytes,
  },
  { name: 'cold build', of: finished((b) => b.ms), unit: seconds },
  { name: 'peak memory, build', of: finished((b) => b.peakBytes), unit: gigabytes },
  {
    name: 'build time per page',
    of: (r) => finished((b) => b.ms)(r).map((ms) => ms / r.pages),
    unit: millis,
  },
];
const names = tools.map((t) => t.name);
const lines = [
  `| | ${names.join(' | ')} | ours ÷ best peer |`,
  `|---|${names.map(() => '---:|').join('')}---:|`,
];
for (const measure of MEASURES) {
  for (const pages of SIZES) {
    const cells = names.map((name) => {
      const r = results[name]?.[pages];
      if (!r) return '–';
      const values = measure.of(r);
      // A tool with nothing to show here: its build's failure, said as such.
      if (!values.length) return r.build.find((b) => b.failed)?.failed ?? '–';
      return range(values, measure.unit) + (measure.note?.(r) ?? '');
    });
    const ours = results.ours?.[pages];
    const peers = names
      .filter((n) => n !== 'ours')
      .map((n) => results[n]?.[pages])
      .filter((r) => r !== undefined)
      .map((r) => measure.of(r))
      .filter((values) => values.length)
      .map((values) => median(values));
    const ratio =
      ours && measure.of(ours).length && peers.length
        ? `×${(median(measure.of(ours)) / Math.min(...peers)).toFixed(2)}`
        : '–';
    lines.push(`| ${measure.name}, ${pages} pages | ${cells.join(' | ')} | ${ratio} |`);
  }
}
console.log(`\n${lines.join('\n')}`);
mkdirSync(`${ROOT}bench-results`, { recursive: true });
writeFileSync(`${ROOT}bench-results/scale.json`, JSON.stringify(results, null, 2));
