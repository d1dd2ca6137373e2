import { mkdir, rm } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RehypeShikiOptions } from '@shikijs/rehype';
import type { MapLike } from '@shikijs/rehype/core';
import type { Root } from 'hast';
import type { HighlighterGeneric } from 'shiki';
import { highlightClasses } from './markdown/shiki-options';
import { HIGHLIGHT_WORKER_ENV, REPO_ROOT } from './paths';

/**
 * Highlighting ahead, for a build. Shiki's first use of each grammar rule compiles its
 * regular expressions: about a second of a cold build, on the main thread, just when
 * the pages compile. A build starts a worker at once that highlights every code block
 * of the docs (`highlight-worker.ts`, same options) while the main thread loads its
 * modules and parses the pages; a page's highlighting step then takes the worker's
 * fragments. A page with a block the worker did not foresee is highlighted on the main
 * thread, as without a worker: the output is the same either way.
 */

/** What the worker sends: rehype-shiki's fragments by its cache key, and their classes. */
export interface Highlighted {
  /** The worker's highlighter's languages (ids and aliases): rehype-shiki picks by them. */
  languages: string[];
  fragments: [string, Root][];
  classes: [string, Record<string, string> | string][];
}

interface Ahead {
  languages: string[];
  fragments: Map<string, Root>;
}

interface Handle {
  docsDir: string;
  ahead: Promise<Ahead | undefined>;
  /** Whether the worker's fragments arrived (false if it failed or was stopped first). */
  ready: Promise<boolean>;
  /** How many page compiles took the worker's fragments. */
  pages: number;
  stop(): Promise<void>;
}

let current: Handle | undefined;
let started = 0;

/**
 * Starts highlighting the code blocks of `docsDir` in a worker, for the pages compiled
 * next, or returns the one started already for that folder. Stop it after the build.
 */
export function highlightAhead(docsDir: string): Pick<Handle, 'ready' | 'pages' | 'stop'> {
  docsDir = resolve(docsDir);
  if (current?.docsDir === docsDir) return current;
  let worker: Worker | undefined;
  let stopped = false;
  let bundle: string | undefined;
  const ahead = (async (): Promise<Ahead | undefined> => {
    let file = process.env[HIGHLIGHT_WORKER_ENV];
    if (!file) {
      // Not run by the CLI (tests): bundle it, inside the repository so its imports resolve.
      file =
        bundle = `${REPO_ROOT}node_modules/.site-cli/highlight-${process.pid}-${++started}.mjs`;
      await mkdir(dirname(file), { recursive: true });
      const { bundleTs } = await import('./ts-bundle');
      const source = fileURLToPath(new URL('./highlight-worker.ts', import.meta.url));
      await bundleTs(source, { outfile: file });
    }
    if (stopped) return undefined;
    const thread = new Worker(file, { workerData: { docsDir } });
    worker = thread;
    thread.unref();
    const highlighted = await new Promise<Highlighted>((done, fail) => {
      thread.once('message', done);
      thread.once('error', fail);
      thread.once('exit', (code) => fail(new Error(`highlighting worker exited (${code})`)));
    });
    // The classes of the fragments, for the stylesheet of `highlightClasses`.
    const registry = highlightClasses.getClassRegistry();
    for (const [name, style] of highlighted.classes)
      if (!registry.has(name)) registry.set(name, style);
    return { languages: highlighted.languages, fragments: new Map(highlighted.fragments) };
  })()
    // Only a speed-up: without it, the pages are highlighted on the main thread.
    .catch(() => undefined)
    .finally(() => {
      void worker?.terminate();
      if (bundle) void rm(bundle, { force: true });
    });
  const handle: Handle = {
    docsDir,
    ahead,
    ready: ahead.then(Boolean),
    pages: 0,
    async stop() {
      stopped = true;
      if (current === handle) current = undefined;
      await worker?.terminate();
      await ahead;
    },
  };
  current = handle;
  return handle;
}

const MISS = Symbol('not highlighted ahead');

type Transform = (tree: Root) => Promise<Root | undefined | void> | Root | undefined | void;

/** rehype-shiki, taking the fragments highlighted ahead when there is one for every block. */
export function rehypeShikiAhead(this: unknown, options: RehypeShikiOptions) {
  let shiki: Transform | undefined;
  return async (tree: Root): Promise<Root | undefined | void> => {
    const handle = current;
    const ahead = await handle?.ahead;
    // On a copy: a block not highlighted ahead leaves the tree as it was.
    const copy = ahead && cloned(tree);
    if (ahead && copy) {
      const { default: fromHighlighter } = await import('@shikijs/rehype/core');
      try {
        const transform = fromHighlighter(highlighterOf(ahead), {
          ...options,
          cache: cacheOf(ahead),
        }) as Transform;
        await transform(copy);
        handle!.pages++;
        return copy;
      } catch (error) {
        if (error !== MISS) throw error;
      }
    }
    if (!shiki) {
      const { default: rehypeShiki } = await import('@shikijs/rehype');
      shiki = (rehypeShiki as unknown as (o: RehypeShikiOptions) => Transform).call(this, options);
    }
    return shiki(tree);
  };
}

function cloned(tree: Root): Root | undefined {
  try {
    return structuredClone(tree);
  } catch {
    return undefined; // something in it cannot be copied: highlight it in place
  }
}

/** The fragments, a fresh copy for each use (later steps change the tree in place). */
function cacheOf(ahead: Ahead): MapLike<string, Root> {
  const cache: MapLike<string, Root> = {
    get: (key) => {
      const fragment = ahead.fragments.get(key);
      return fragment && structuredClone(fragment);
    },
    set: () => cache,
  };
  return cache;
}

/** What rehype-shiki asks of a highlighter when every block is in its cache. */
function highlighterOf(ahead: Ahead) {
  return {
    getLoadedLanguages: () => ahead.languages,
    codeToHast: () => {
      throw MISS;
    },
    loadLanguage: () => Promise.reject(MISS),
  } as unknown as HighlighterGeneric<never, never>;
}
