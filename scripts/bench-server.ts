// Load bench of the `npm start` server (as `npm start` runs it: a worker per core) beside
// nginx (deploy/nginx.conf, one process) serving the same copy of dist/: wrk with 200
// connections for 10 s per run against the page and the largest hashed script, runs
// interleaved (node, nginx, node, nginx…), then the medians, the ratios and the Node
// server's peak memory.
// usage: npx tsx scripts/bench-server.ts [rounds]   (needs Debian's wrk and nginx-light;
// builds dist/ first if it is missing)
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
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from '../bench/median';
import { startNginx, type RunningServer } from '../test/nginx';
import { processTree } from '../test/processes';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, 'dist');
const SECONDS = 10;
const CONNECTIONS = 200;
const ROUNDS = Number(process.argv[2] ?? 3);
/** The target: no error, and a p99 within this many times nginx's. */
const P99_RATIO_TARGET = 2;

/** What one wrk run measured. */
interface Run {
  rps: number;
  p50: number;
  p99: number;
  /** Connect, read, write errors and timeouts. */
  errors: number;
  /** Responses other than 2xx/3xx. */
  bad: number;
}

const MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function wrk(url: string): Run {
  const out = spawnSync(
    'wrk',
    ['-t2', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '--latency', '-H', 'Accept-Encoding: gzip', url],
    { encoding: 'utf8' },
  );
  if (out.status !== 0) throw new Error(`wrk failed (install Debian's wrk):\n${out.stderr}`);
  const text = out.stdout;
  const time = (percent: string) => {
    const [, value, unit] = new RegExp(`^\\s+${percent}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(
      text,
    )!;
    return Number(value) * MS[unit!]!;
  };
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  return {
    rps: Number(/^Requests\/sec:\s+([\d.]+)/m.exec(text)![1]),
    p50: time('50'),
    p99: time('99'),
    errors: errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    bad: Number(/Non-2xx or 3xx responses: (\d+)/.exec(text)?.[1] ?? 0),
  };
}

/** The largest hashed script: the entry chunk, the heaviest file a reader fetches. */
function largestScript(root: string): string {
  const dir = join(root, 'assets/js');
  const names = readdirSync(dir).filter((name) => name.endsWith('.js'));
  names.sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size);
  if (!names[0]) throw new Error(`No script in ${dir}`);
  return `/assets/js/${names[0]}`;
}

/** Starts the Node server as `npm start` does, in processes of its own (CPU apart from the bench's). */
function startNode(root: string): Promise<RunningServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['site/bin/site.mjs', 'start', '--out', root, '--port', '0', '--host', '127.0.0.1'],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
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
      resolve({
        url,
        pid: child.pid,
        async stop() {
          child.kill();
        },
      });
    });
  });
}

/** Peak resident memory of a process tree, in MiB (the sum of each process's peak). */
function peakRssMiB(pid: number): number {
  const kib = processTree(pid).map((p) =>
    Number(/^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1]),
  );
  return kib.reduce((sum, k) => sum + k, 0) / 1024;
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
const servers = { node: await startNode(root), nginx: await startNginx(root) };
try {
  const rows = [];
  for (const path of ['/v1/', largestScript(root)]) {
    const runs: Record<keyof typeof servers, Run[]> = { node: [], nginx: [] };
    for (let round = 1; round <= ROUNDS; round++) {
      for (const name of ['node', 'nginx'] as const) {
        console.log(`${path}, ${name}, round ${round}/${ROUNDS}…`);
        runs[name].push(wrk(servers[name].url + path));
      }
    }
    for (const name of ['node', 'nginx'] as const) {
      const r = runs[name];
      rows.push({
        target: path,
        server: name,
        'req/s': Math.round(median(r.map((x) => x.rps))),
        'p50 ms': median(r.map((x) => x.p50)),
        'p99 ms': median(r.map((x) => x.p99)),
        errors: r.reduce((sum, x) => sum + x.errors, 0),
        'non-2xx/3xx': r.reduce((sum, x) => sum + x.bad, 0),
      });
    }
  }
  console.table(rows);
  let met = true;
  for (let i = 0; i < rows.length; i += 2) {
    const [node, nginx] = [rows[i]!, rows[i + 1]!];
    const ratio = node['p99 ms'] / nginx['p99 ms'];
    const throughput = node['req/s'] / nginx['req/s'];
    const ok = node.errors === 0 && node['non-2xx/3xx'] === 0 && ratio <= P99_RATIO_TARGET;
    met &&= ok;
    console.log(
      `${node.target}: node/nginx p99 ${ratio.toFixed(2)}×, req/s ${throughput.toFixed(2)}× ${ok ? '(target met)' : '(target missed)'}`,
    );
  }
  console.log(
    `Node server peak RSS (VmHWM, all its processes): ${peakRssMiB(servers.node.pid!).toFixed(1)} MiB`,
  );
  console.log(
    `Target: node with 0 errors and a p99 within ${P99_RATIO_TARGET}× nginx's (medians of ${ROUNDS} interleaved rounds).`,
  );
  if (!met) process.exitCode = 1;
} finally {
  // The bench stops by itself; the servers must not outlive it.
  await servers.node.stop();
  await servers.nginx.stop();
}
