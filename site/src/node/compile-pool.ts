import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { SiteBuildError, SiteBuildErrors } from './errors';
import type { CompiledPage, CompileOptions } from './markdown/compile-page';

/**
 * Pages to compile before worker threads pay: each loads the compiler and warms its
 * highlighter (~2.5 s on these machines) before its first page (~80 ms a page after).
 */
export const POOL_MIN_PAGES = 40;

/**
 * Pages from which only worker threads compile (one per core), not this thread too: what
 * a compile loads and keeps here (the highlighter's WebAssembly memory, 72 MB at 2,000
 * pages, and its grammars) would stay for the rest of a large build, its bundles' peak
 * included. Its results cross over either way.
 */
export const WORKERS_ONLY_PAGES = 1_000;

/** A page to compile, as `compilePage` takes it. */
export interface CompileTask {
  source: string;
  file: { path: string; relativePath: string };
  options: CompileOptions;
}

/** A mistake as it crosses threads (a class does not): rebuilt as it was. */
type SentError =
  | { kind: 'one'; file: string; line: number | undefined; rule: string; detail: string }
  | { kind: 'many'; errors: SentError[] }
  | { kind: 'other'; message: string };

type Answer =
  { compiled: CompiledPage; classes: [string, unknown][] } | { error: SentError } | { ready: true };

function sent(error: unknown): SentError {
  if (error instanceof SiteBuildError)
    return {
      kind: 'one',
      file: error.file,
      line: error.line,
      rule: error.rule,
      detail: error.detail,
    };
  if (error instanceof SiteBuildErrors) return { kind: 'many', errors: error.errors.map(sent) };
  return {
    kind: 'other',
    message: error instanceof Error ? (error.stack ?? error.message) : String(error),
  };
}

function received(error: SentError): Error {
  if (error.kind === 'one')
    return new SiteBuildError(error.file, error.line, error.rule, error.detail);
  if (error.kind === 'many')
    return new SiteBuildErrors(error.errors.map((e) => received(e) as SiteBuildError));
  return new Error(error.message);
}

/** In a worker (compile-worker.mjs): compiles a page, with the token classes it knows so far. */
export async function compileInWorker(task: CompileTask): Promise<Answer> {
  const { compilePage, highlightClasses } = await import('./markdown/compile-page');
  try {
    const compiled = await compilePage(task.source, task.file, task.options);
    return { compiled, classes: [...highlightClasses.getClassRegistry()] };
  } catch (error) {
    return { error: sent(error) };
  }
}

/**
 * Compiles `tasks`, in this thread and, when there are enough of them, in worker threads
 * too (one per other core): a build's compile of many pages in a fraction of the time.
 * Each result is that of `compilePage` here, in the order of `tasks`; the token classes a
 * worker registered are registered here as well (`highlightClasses`, one stylesheet).
 */
export async function compileAll(
  tasks: readonly CompileTask[],
  /** Worker threads, and whether this thread compiles too (by default: as said above). */
  {
    here: inThisThread = tasks.length < WORKERS_ONLY_PAGES,
    workers = tasks.length >= POOL_MIN_PAGES ? availableParallelism() - (inThisThread ? 1 : 0) : 0,
  }: { workers?: number; here?: boolean } = {},
): Promise<PromiseSettledResult<CompiledPage>[]> {
  // (None to compile, as when the dev server starts: the compiler is not even loaded.)
  if (!tasks.length) return [];
  const { compilePage, highlightClasses } = await import('./markdown/compile-page');
  const results: PromiseSettledResult<CompiledPage>[] = new Array(tasks.length);
  let next = 0;
  const take = () => (next < tasks.length ? next++ : undefined);
  const settle = async (i: number, run: () => Promise<CompiledPage>) => {
    results[i] = await run().then(
      (value) => ({ status: 'fulfilled', value }),
      (reason: unknown) => ({ status: 'rejected', reason }),
    );
  };
  const here = async () => {
    for (let i = take(); i !== undefined; i = take()) {
      const task = tasks[i]!;
      await settle(i, () => compilePage(task.source, task.file, task.options));
      // A compile hardly waits on anything: let the workers' messages in between pages.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  const registry = highlightClasses.getClassRegistry() as Map<string, unknown>;
  const worker = async () => {
    const thread = new Worker(new URL('./compile-worker.mjs', import.meta.url));
    try {
      /** What to do with each answer, by its task's number. */
      const answers = new Map<number, (answer: Answer) => void>();
      const ready = new Promise<void>((resolve, reject) => {
        thread.on('message', (answer: Answer & { id?: number }) => {
          if ('ready' in answer) return resolve();
          answers.get(answer.id!)?.(answer);
          answers.delete(answer.id!);
        });
        // A thread that fails: its pages fail (a page is never left waiting), or, before
        // it took any, the other threads compile them all.
        const failed = (error: unknown) => {
          reject(error instanceof Error ? error : new Error(String(error)));
          for (const answer of answers.values()) answer({ error: sent(error) });
          answers.clear();
        };
        thread.on('error', failed);
        thread.on('exit', (code) => failed(new Error(`a compile thread stopped (${code})`)));
      });
      if (
        !(await ready.then(
          () => true,
          () => false,
        ))
      )
        return;
      const ask = (id: number) =>
        new Promise<CompiledPage>((resolve, reject) => {
          answers.set(id, (answer) => {
            if ('error' in answer) return reject(received(answer.error));
            if (!('compiled' in answer)) return reject(new Error('no page compiled'));
            for (const [name, style] of answer.classes)
              if (!registry.has(name)) registry.set(name, style);
            resolve(answer.compiled);
          });
          thread.postMessage({ id, task: tasks[id] });
        });
      // Two pages asked at a time: the next waits in the worker's queue, so the worker
      // never idles while this thread, busy compiling, has yet to read its answer.
      const lane = async () => {
        for (let i = take(); i !== undefined; i = take()) await settle(i, () => ask(i));
      };
      await Promise.all([lane(), lane()]);
    } finally {
      await thread.terminate();
    }
  };
  await Promise.all([
    ...(inThisThread ? [here()] : []),
    ...Array.from({ length: workers }, worker),
  ]);
  return results;
}
