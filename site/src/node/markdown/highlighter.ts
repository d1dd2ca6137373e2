import rehypeShikiFromHighlighter, { type RehypeShikiCoreOptions } from '@shikijs/rehype/core';
import type { Root } from 'hast';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createHighlighter, type BundledTheme, type Highlighter } from 'shiki';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import type { WebAssemblyInstance } from 'shiki/types';

const require = createRequire(import.meta.url);

/** Node's WebAssembly, as used here (its types come with the DOM library, not loaded here). */
const { WebAssembly: wasm } = globalThis as unknown as {
  WebAssembly: {
    instantiate(bytes: Uint8Array, imports: unknown): Promise<{ instance: WebAssemblyInstance }>;
  };
};

let shared: Promise<Highlighter> | undefined;

/**
 * The process's one highlighter (each compile thread has its own), every language Shiki
 * bundles loaded on first use, with Oniguruma's WebAssembly read from Shiki's own file.
 * (Shiki's default unzips an inlined copy through `Response`, which starts Node's fetch:
 * its HTTP parser's WebAssembly memory, 17 MB, ~12 MB of it resident, stayed in every
 * process and thread that highlights.)
 */
export async function sharedHighlighter(themes: readonly BundledTheme[]): Promise<Highlighter> {
  shared ??= createHighlighter({
    themes: [],
    langs: [],
    // (An instantiator: given the bytes, the engine would ask first whether they are a
    // `Response`, and that alone starts fetch.)
    engine: createOnigurumaEngine({
      instantiator: async (imports) =>
        (await wasm.instantiate(await readFile(require.resolve('shiki/onig.wasm')), imports))
          .instance,
    }),
  });
  const highlighter = await shared;
  const missing = themes.filter((theme) => !highlighter.getLoadedThemes().includes(theme));
  if (missing.length) await highlighter.loadTheme(...missing);
  return highlighter;
}

/** @shikijs/rehype on the shared highlighter, its themes those of `options`. */
export function rehypeShiki(
  options: RehypeShikiCoreOptions & { themes: Record<string, BundledTheme> },
) {
  let handler: Promise<(tree: Root) => unknown> | undefined;
  return async (tree: Root) => {
    handler ??= sharedHighlighter(Object.values(options.themes)).then(
      (highlighter) => rehypeShikiFromHighlighter(highlighter, options) as (tree: Root) => unknown,
    );
    return (await handler)(tree);
  };
}
