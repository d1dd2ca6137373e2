// What twoslash costs a build (issue 47): the docs, and the docs with 100 generated pages
// (each a twoslash fence of its own), built three ways, interleaved round by round:
//   plain   the same pages with the word `twoslash` taken out of their fences;
//   cold    twoslash, its cache emptied first (every fence checked);
//   cached  twoslash, the cache as the previous build left it (no fence checked).
// Prints each way's median wall time and its ratio to plain. BENCH_ROUNDS (default 3).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from '../median';
import { generateSite } from '../site-100/generate';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WORK = join(ROOT, '.cache/bench-twoslash');
const CACHE = join(ROOT, 'node_modules/.cache/site-twoslash');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/** The wall time of one build of `dir`, in seconds. */
function build(dir: string): number {
  const start = performance.now();
  execFileSync(
    process.execPath,
    ['site/bin/site.mjs', 'build', '--docs', dir, '--out', `${dir}-dist`],
    { cwd: ROOT, stdio: 'ignore' },
  );
  return (performance.now() - start) / 1000;
}

const sites = [
  { name: 'docs (1 page, 1 fence)', pages: 0 },
  { name: 'docs + 100 pages (101 fences)', pages: 100 },
];
for (const site of sites) {
  const twoslash = generateSite(join(WORK, `twoslash-${site.pages}`), site.pages, {
    twoslash: true,
  });
  const plain = generateSite(join(WORK, `plain-${site.pages}`), site.pages);
  const times = { plain: [] as number[], cold: [] as number[], cached: [] as number[] };
  // (A first build of each, unmeasured: the module caches of Node and Vite are warm after.)
  build(plain);
  build(twoslash);
  for (let round = 1; round <= ROUNDS; round++) {
    times.plain.push(build(plain));
    rmSync(CACHE, { recursive: true, force: true });
    times.cold.push(build(twoslash));
    times.cached.push(build(twoslash));
  }
  const base = median(times.plain);
  console.log(`\n${site.name}, ${ROUNDS} rounds (median wall time of a build):`);
  for (const [way, list] of Object.entries(times)) {
    const m = median(list);
    console.log(
      `  ${way.padEnd(7)} ${m.toFixed(2)} s  ×${(m / base).toFixed(2)}  (${list.map((t) => t.toFixed(2)).join(', ')})`,
    );
  }
}
