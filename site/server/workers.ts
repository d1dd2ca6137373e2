import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { RunningSite } from './cli';

/**
 * How many processes `npm start` serves with by default: one per core, as nginx's
 * `worker_processes auto`, and no more than 4 (each holds the deploy in memory). One
 * Node process tops out near half of nginx's throughput, and its tail latency under
 * 200 connections grows with the queue; two share the load as nginx's workers do.
 */
export const DEFAULT_WORKERS = Math.min(availableParallelism(), 4);

/** What a worker tells the primary once it has tried to listen. */
type Report = { url: string } | { failed: string };

/** Whether this process is a server worker (the same script, forked by `startWorkers`). */
export const isServerWorker = (): boolean => cluster.isWorker;

/** The worker's side of its channel to the primary: `process` (a stand-in in tests). */
export interface ToPrimary {
  send?(message: Report): boolean;
  send?(message: Report, sent: () => void): boolean;
  exit(code: number): never;
}

/**
 * In a worker: starts its server and reports to the primary. A failure (the port is
 * taken) is reported, not printed: the primary says it once, and stops every worker.
 */
export function serveAsWorker(starting: Promise<RunningSite>, primary: ToPrimary = process): void {
  starting.then(
    ({ url }) => primary.send!({ url } satisfies Report),
    (error: unknown) =>
      primary.send!(
        { failed: error instanceof Error ? error.message : String(error) } satisfies Report,
        () => primary.exit(1),
      ),
  );
}

/**
 * In the primary: forks `count` workers, each running this same script with the same
 * arguments (which then calls `serveAsWorker`), all on one port. Resolves once each
 * listens; rejects with the first failure. A worker that dies later is replaced.
 */
export function startWorkers(count: number): Promise<RunningSite> {
  return new Promise((resolve, reject) => {
    let listening = 0;
    let started = false;
    let stopping = false;
    const stopAll = async () => {
      stopping = true;
      // (A Dict's values are typed `| undefined`; cluster.workers holds none.)
      const running = Object.values(cluster.workers ?? {}) as Worker[];
      await Promise.all(
        running.map((worker) => {
          const exited = new Promise((done) => worker.once('exit', done));
          worker.kill();
          return exited;
        }),
      );
    };
    const fork = () => {
      const worker = cluster.fork();
      // The channel to a worker fails (EPIPE) when the primary writes to one that has just
      // exited: answering its listen on a taken port while every worker stops. Unhandled,
      // that error would crash the primary before it says why; the exit says what matters.
      worker.on('error', () => undefined);
      worker.on('message', (report: Report) => {
        if ('failed' in report) {
          void stopAll().then(() => reject(new Error(report.failed)));
          return;
        }
        if (++listening === count && !started) {
          started = true;
          resolve({ url: report.url, close: stopAll });
        }
      });
      worker.once('exit', (code, signal) => {
        if (stopping) return;
        // (A rejected promise ignores later calls: the first failure is the one said.)
        if (!started) {
          return reject(
            new Error(`A server worker stopped before listening (${signal ?? `code ${code}`})`),
          );
        }
        console.error(`A server worker stopped (${signal ?? `code ${code}`}); starting another.`);
        fork();
      });
    };
    // (No counting loop: mutation testing's `i--` in one would fork processes without end.)
    Array.from({ length: count }, fork);
    // Stopped, the primary stops its workers and waits for them: none outlives it.
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
      process.once(signal, () => void stopAll().then(() => process.exit(0)));
  });
}
