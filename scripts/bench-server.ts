// Load bench of the `npm start` server: 100 connections for 10 s against the page and
// against the largest hashed script, then a table and the server's peak memory.
// usage: npx tsx scripts/bench-server.ts   (builds dist/ first if it is missing)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, 'dist');
const SECONDS = 10;
const CONNECTIONS = 100;
const P99_TARGET_MS = 50;

/** The part of autocannon's result this bench reads (the package ships no types). */
interface Result {
  requests: { mean: number };
  latency: { p50: number; p99: number };
  throughput: { mean: number };
  /** Timeouts included. */
  errors: number;
  '1xx': number;
  '4xx': number;
  '5xx': number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}) => Promise<Result>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** The largest hashed script: the entry chunk, the heaviest file a reader fetches. */
function largestScript(root: string): string {
  const dir = join(root, 'assets/js');
  const names = readdirSync(dir).filter((name) => name.endsWith('.js'));
  names.sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size);
  if (!names[0]) throw new Error(`No script in ${dir}`);
  return `/assets/js/${names[0]}`;
}

/** Starts the server in its own process (its CPU apart from the bench's); resolves its URL. */
function startChild(root: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'site/server/cli.ts', root], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error('The server did not start in 20 s'));
    }, 20_000);
    child.once('exit', (code) => reject(new Error(`The server exited with code ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /^Serving .+ at (http:\/\/\S+)$/m.exec(out)?.[1];
      if (!url) return;
      clearTimeout(timer);
      resolve({ child, url });
    });
  });
}

/** CPU time a process has used, in ms, from Linux's /proc (clock ticks are 10 ms). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime
}

/** Peak resident memory of a process, in MiB, from Linux's /proc. */
function peakRssMiB(pid: number): number {
  const kib = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kib) / 1024;
}

if (!existsSync(join(DIST, 'v1/index.html'))) {
  console.log('Building dist/ first…');
  const build = spawnSync(process.execPath, ['site/bin/site.mjs', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(1);
}

// A private copy: a rebuild of dist/ during the bench would swap the files being measured.
const root = join(mkdtempSync(join(tmpdir(), 'bench-server-')), 'dist');
process.once('exit', () => rmSync(join(root, '..'), { recursive: true, force: true }));
cpSync(DIST, root, { recursive: true });
const { child, url } = await startChild(root);
try {
  const rows = [];
  for (const path of ['/v1/', largestScript(root)]) {
    console.log(`${path}: ${CONNECTIONS} connections for ${SECONDS} s…`);
    const serverBefore = cpuMs(child.pid!);
    const benchBefore = process.cpuUsage();
    const r = await autocannon({
      url: url + path,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    const bad = r['1xx'] + r['4xx'] + r['5xx'];
    // Which side was busy: with 2 cores, a client at 100% caps what it can measure.
    const bench = process.cpuUsage(benchBefore);
    const percent = (ms: number) => Math.round(ms / (SECONDS * 10));
    const clientCpu = percent((bench.user + bench.system) / 1000);
    rows.push({
      target: path,
      'req/s': Math.round(r.requests.mean),
      'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99,
      errors: r.errors,
      'non-2xx/3xx': bad,
      'bytes/s': Math.round(r.throughput.mean),
      'server CPU %': percent(cpuMs(child.pid!) - serverBefore),
      'client CPU %': clientCpu,
      'target met': r.errors === 0 && bad === 0 && r.latency.p99 < P99_TARGET_MS,
    });
  }
  const peak = peakRssMiB(child.pid!);
  console.table(rows);
  for (const row of rows.filter((r) => r['client CPU %'] >= 90)) {
    console.log(`${row.target}: autocannon used a whole core; its latency is the client's queue.`);
  }
  console.log(`Server peak RSS (VmHWM): ${peak.toFixed(1)} MiB`);
  console.log(`Target: 0 errors, 0 non-2xx/3xx, p99 < ${P99_TARGET_MS} ms.`);
  if (rows.some((row) => !row['target met'])) process.exitCode = 1;
} finally {
  // The bench stops by itself; the server must not outlive it.
  child.kill();
}
