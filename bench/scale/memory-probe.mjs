// Loaded into a build by bench/scale/stages.ts (`node --import`): every 500 ms, the
// process's memory as Node sees it, on stderr — its resident size, the main thread's
// JavaScript heap, and memory outside any heap (external, array buffers).
// With MEMORY_PROBE_SNAPSHOTS=<folder>, also a heap snapshot of the main thread as each
// stage the build reports (`--verbose`) ends: `<folder>/<stage>.heapsnapshot`, for
// bench/scale/heap-summary.mjs (each takes seconds, and the heap's size again in memory).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { writeHeapSnapshot } from 'node:v8';

const gb = (bytes) => (bytes / 1e9).toFixed(3);
setInterval(() => {
  const m = process.memoryUsage();
  process.stderr.write(
    `memory rss ${gb(m.rss)} heap ${gb(m.heapUsed)} external ${gb(m.external + m.arrayBuffers)}\n`,
  );
}, 500).unref();

const snapshots = process.env.MEMORY_PROBE_SNAPSHOTS;
if (snapshots) {
  mkdirSync(snapshots, { recursive: true });
  const write = process.stdout.write.bind(process.stdout);
  // A stage line of `--verbose`: "  client          104.58 s".
  process.stdout.write = (chunk, ...rest) => {
    const stage = /^ {2}(\S[\w ]*?)\s+[\d.]+ s$/m.exec(String(chunk));
    if (stage) writeHeapSnapshot(join(snapshots, `${stage[1].replaceAll(' ', '-')}.heapsnapshot`));
    return write(chunk, ...rest);
  };
}
