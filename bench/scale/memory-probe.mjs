// Loaded into a build by bench/scale/stages.ts (`node --import`): every 500 ms, the
// process's memory as Node sees it, on stderr — its resident size, the main thread's
// JavaScript heap, and memory outside any heap (external, array buffers).
const gb = (bytes) => (bytes / 1e9).toFixed(3);
setInterval(() => {
  const m = process.memoryUsage();
  process.stderr.write(
    `memory rss ${gb(m.rss)} heap ${gb(m.heapUsed)} external ${gb(m.external + m.arrayBuffers)}\n`,
  );
}, 500).unref();
