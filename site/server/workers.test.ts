// @vitest-environment node
import cluster, { type Worker } from 'node:cluster';
import { once } from 'node:events';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_WORKERS,
  isServerWorker,
  serveAsWorker,
  startWorkers,
  type ToPrimary,
} from './workers';

// The primary runs here, in the test process; its workers are test-worker.mjs.
const FIXTURE = fileURLToPath(new URL('./test-worker.mjs', import.meta.url));
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** The workers forked during the current test, in order, each with its readiness. */
let forked: { worker: Worker; ready: Promise<unknown> }[] = [];
const track = (worker: Worker) =>
  forked.push({ worker, ready: once(worker.process.stdout!, 'data') });
let signalListeners: Map<string, unknown[]>;

beforeAll(() => {
  cluster.setupPrimary({ exec: FIXTURE, execArgv: [], silent: true });
  cluster.on('fork', track);
});
afterAll(() => void cluster.off('fork', track));

beforeEach(() => {
  forked = [];
  signalListeners = new Map(SIGNALS.map((signal) => [signal, process.listeners(signal)]));
});

afterEach(async () => {
  // Whatever a test left running is stopped, and not replaced.
  await Promise.all(
    forked.map(async ({ worker }) => {
      worker.removeAllListeners('exit');
      const child = worker.process;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    }),
  );
  for (const signal of SIGNALS) for (const listener of added(signal)) process.off(signal, listener);
});

/** The listeners of `signal` that the current test added to this process. */
function added(signal: (typeof SIGNALS)[number]) {
  return process.listeners(signal).filter((l) => !signalListeners.get(signal)!.includes(l));
}

/** The workers forked in this test that are still running. */
const alive = () => forked.map(({ worker }) => worker).filter((worker) => !worker.isDead());

/** The nth worker forked in this test, once it takes commands. */
async function worker(n: number): Promise<Worker> {
  // (cluster says 'fork' a tick after forking.)
  while (!forked[n]) await once(cluster, 'fork');
  await forked[n].ready;
  return forked[n]!.worker;
}

/** Has the worker listen, and resolves with the URL it reports to the primary. */
async function listenOn(worker: Worker): Promise<string> {
  const reported = once(worker, 'message');
  worker.send({ listen: true });
  const [report] = (await reported) as [{ url: string }];
  return report.url;
}

const STOPS = [
  ['exits', (worker: Worker) => worker.send({ exit: 3 }), 'code 3'],
  ['is killed', (worker: Worker) => worker.process.kill('SIGKILL'), 'SIGKILL'],
] as const;

describe('startWorkers', () => {
  it('resolves once every worker listens, with their URL, and close() stops them all', async () => {
    const error = vi.spyOn(console, 'error');
    const starting = startWorkers(2);
    let settled = false;
    starting.then(
      () => (settled = true),
      () => (settled = true),
    );
    const [first, second] = [await worker(0), await worker(1)];
    expect(forked).toHaveLength(2);

    await listenOn(first);
    await new Promise(setImmediate); // (time for the primary to settle, were it to)
    expect(settled).toBe(false);
    const url = await listenOn(second);
    const site = await starting;
    expect(site.url).toBe(url);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const servedBy = await (await fetch(site.url)).text();
    expect([String(first.id), String(second.id)]).toContain(servedBy);

    await site.close();
    expect(alive()).toEqual([]);
    expect(forked).toHaveLength(2);
    expect(error).not.toHaveBeenCalled();
  });

  it("rejects with a worker's failure once every worker has stopped", async () => {
    const starting = startWorkers(2);
    const [first, second] = [await worker(0), await worker(1)];
    await listenOn(first);
    second.send({ fail: 'Port 4173 on 127.0.0.1 is already in use.' });
    await expect(starting).rejects.toThrow(new Error('Port 4173 on 127.0.0.1 is already in use.'));
    expect(alive()).toEqual([]);
  });

  it.each(STOPS)('rejects when a worker %s before it listens, saying how', async (_, stop, how) => {
    const starting = startWorkers(1);
    stop(await worker(0));
    await expect(starting).rejects.toThrow(
      new Error(`A server worker stopped before listening (${how})`),
    );
  });

  it.each(STOPS)(
    'replaces a worker that %s once serving, saying how, and close() stops the new one',
    async (_, stop, how) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const starting = startWorkers(1);
      await listenOn(await worker(0));
      const site = await starting;

      stop(forked[0]!.worker);
      const replacement = await worker(1);
      await listenOn(replacement);
      expect(error.mock.calls).toEqual([[`A server worker stopped (${how}); starting another.`]]);
      expect(alive()).toEqual([replacement]);

      await site.close();
      expect(alive()).toEqual([]);
      expect(forked).toHaveLength(2);
      expect(error).toHaveBeenCalledTimes(1);
    },
  );

  it('stops every worker, then exits 0, on SIGINT, SIGTERM and SIGHUP', async () => {
    const exited = new Promise((resolve) => {
      vi.spyOn(process, 'exit').mockImplementation(resolve as () => never);
    });
    const starting = startWorkers(1);
    await listenOn(await worker(0));
    await starting;
    expect(SIGNALS.map((signal) => added(signal).length)).toEqual([1, 1, 1]);

    added('SIGTERM')[0]!('SIGTERM');
    expect(await exited).toBe(0);
    expect(alive()).toEqual([]);
  });
});

describe('serveAsWorker', () => {
  function fakePrimary() {
    return {
      send: vi.fn<(message: unknown, sent?: () => void) => boolean>(() => true),
      exit: vi.fn<(code: number) => never>(),
    } satisfies ToPrimary;
  }
  const site = { url: 'http://127.0.0.1:4173', close: () => Promise.resolve() };

  it('reports the URL once the server listens', async () => {
    const primary = fakePrimary();
    serveAsWorker(Promise.resolve(site), primary);
    await new Promise(setImmediate);
    expect(primary.send.mock.calls).toEqual([[{ url: 'http://127.0.0.1:4173' }]]);
    expect(primary.exit).not.toHaveBeenCalled();
  });

  it.each([
    [
      new Error('Port 4173 on 127.0.0.1 is already in use.'),
      'Port 4173 on 127.0.0.1 is already in use.',
    ],
    ['not an Error', 'not an Error'],
  ])('reports the failure %s, then exits 1 once the report is sent', async (reason, failed) => {
    const primary = fakePrimary();
    serveAsWorker(Promise.reject(reason), primary);
    await new Promise(setImmediate);
    expect(primary.send.mock.calls).toEqual([[{ failed }, expect.any(Function)]]);
    expect(primary.exit).not.toHaveBeenCalled();
    primary.send.mock.calls[0]![1]!();
    expect(primary.exit.mock.calls).toEqual([[1]]);
  });
});

it('is a worker only in a forked process', () => {
  expect(isServerWorker()).toBe(false);
});

it('defaults to one worker per core, at most 4', () => {
  expect(DEFAULT_WORKERS).toBeGreaterThanOrEqual(1);
  expect(DEFAULT_WORKERS).toBeLessThanOrEqual(Math.min(availableParallelism(), 4));
});
