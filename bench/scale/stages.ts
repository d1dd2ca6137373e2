// Where a build's memory goes as pages are added: one cold build of the generated site
// (bench/site-100: the readme and guide pages made from it) at each size, the peak
// resident memory of its whole process tree (worker threads and processes included)
// during each stage the build reports (`--verbose`), sampled every 500 ms; and, from the
// build itself (memory-probe.mjs), the process's own resident size, its main thread's
// JavaScript heap and what lies outside any heap: what the rest of the resident size is
// (the worker threads' heaps, Rolldown's own memory) follows.
// `npx tsx bench/scale/stages.ts 500 2000` (BUILD_NODE_FLAGS: Node flags for the build).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { generateSite } from '../site-100/generate';
import { treeRss } from '../tree-rss';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const sizes = process.argv.slice(2).map(Number);
const gb = (bytes: number) => `${(bytes / 1e9).toFixed(2)} GB`;

for (const pages of sizes.length ? sizes : [500, 2000]) {
  const dir = generateSite(`${ROOT}.cache/bench-stages/site-${pages}`, pages - 1);
  const start = performance.now();
  const child = spawn(
    process.execPath,
    [
      // Node's own flags for the build, to compare (e.g. `--heap-growing-percent=50`).
      ...(process.env.BUILD_NODE_FLAGS ?? '').split(' ').filter(Boolean),
      '--import',
      `${ROOT}bench/scale/memory-probe.mjs`,
      'site/bin/site.mjs',
      'build',
      '--docs',
      dir,
      '--out',
      `${dir}-dist`,
      '--verbose',
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let peak = 0;
  let stagePeak = 0;
  /** The probe's peaks in the stage under way, in GB. */
  let own = { rss: 0, heap: 0, external: 0 };
  /** The process's resident size at the probe's last sample, in GB: what the next stage starts from. */
  let lastRss = 0;
  child.stderr.on('data', (data: Buffer) => {
    for (const line of String(data).split('\n')) {
      const m = /^memory rss ([\d.]+) heap ([\d.]+) external ([\d.]+)$/.exec(line);
      if (!m) {
        if (line) process.stderr.write(`${line}\n`);
        continue;
      }
      lastRss = Number(m[1]);
      own = {
        rss: Math.max(own.rss, Number(m[1])),
        heap: Math.max(own.heap, Number(m[2])),
        external: Math.max(own.external, Number(m[3])),
      };
    }
  });
  const sample = setInterval(() => {
    const rss = treeRss(child.pid!);
    peak = Math.max(peak, rss);
    stagePeak = Math.max(stagePeak, rss);
  }, 500);
  console.log(`\n${pages} pages:`);
  child.stdout.on('data', (data: Buffer) => {
    // A stage line: "  load            65.22 s" (the time since the build started).
    for (const line of String(data).split('\n')) {
      const stage = /^ {2}(\S[\w ]*?)\s+([\d.]+) s$/.exec(line);
      if (!stage) continue;
      console.log(
        `  ${stage[1]!.padEnd(16)} ends at ${stage[2]} s, its peak ${gb(stagePeak)}` +
          ` (the build's process ${own.rss.toFixed(2)} GB: main heap ${own.heap.toFixed(2)},` +
          ` outside heaps ${own.external.toFixed(2)}; ${lastRss.toFixed(2)} GB at its end)`,
      );
      stagePeak = 0;
      own = { rss: 0, heap: 0, external: 0 };
    }
  });
  await new Promise((resolve) => child.on('exit', resolve));
  clearInterval(sample);
  const seconds = (performance.now() - start) / 1000;
  console.log(
    `  whole build: ${seconds.toFixed(1)} s, peak ${gb(peak)} (${gb(peak / pages)}/page)`,
  );
}
