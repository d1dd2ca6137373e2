import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type BuildFailure, type Plugin } from 'esbuild';

/**
 * Each module keeps its own `import.meta.url` once bundled, so paths computed from it
 * (the repository root, the theme's files) point where they did in the source.
 */
const ownUrl: Plugin = {
  name: 'own-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?tsx?$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      return {
        contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)),
        loader: path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

/**
 * Packages a bundle with its packages leaves to Node: those with native code or files
 * they read beside their modules (Vite's client, the Rolldown, Lightning CSS and esbuild
 * binaries, Shiki's grammars, the React plugin's runtime), React and the router, which
 * the server render must share with the pages' code, and what only tests and tools load.
 */
const UNBUNDLED = [
  'vite',
  'rolldown',
  '@rolldown/*',
  'lightningcss',
  'esbuild',
  'fsevents',
  'shiki',
  '@shikijs/*',
  '@vitejs/*',
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'react-router',
  '@lazy-load/react',
  'typescript',
  'tsx',
  // Required by @babel/core only when a config asks for it.
  '@babel/preset-typescript',
  '@babel/preset-typescript/*',
];

export interface BundleOptions {
  /**
   * Bundle the packages too (all but UNBUNDLED): Node then loads a few big modules
   * rather than a thousand small ones (~0.3 s of a build's start on 2 cores).
   */
  packages?: boolean;
}

/**
 * Bundles TypeScript entries and the local modules they import into ES modules:
 * `outfile` for one entry, or `<outdir>/<entry name>.mjs` (with shared chunks, and a
 * chunk per dynamic import, loaded when imported). Packages stay imports unless asked,
 * so the output must be where they resolve (in the repository). Node runs the result
 * without a TypeScript loader: a loader's hooks slow every module Node loads.
 * Returns the files it read (absolute paths).
 */
export async function bundleTs(
  entries: string | string[],
  out: { outfile: string } | { outdir: string },
  options: BundleOptions = {},
): Promise<string[]> {
  const result = await build({
    entryPoints: typeof entries === 'string' ? [entries] : entries,
    ...('outdir' in out
      ? { outdir: out.outdir, splitting: true, outExtension: { '.js': '.mjs' } }
      : { outfile: out.outfile }),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    ...(options.packages
      ? {
          external: UNBUNDLED,
          // Bundled CommonJS packages call require(): give them Node's.
          banner: {
            // Spelt in pieces: `ownUrl` rewrites the whole expression in this very file.
            js: `import { createRequire as __siteRequire } from 'node:module'; const require = __siteRequire(${['import', 'meta', 'url'].join('.')});`,
          },
        }
      : { packages: 'external' as const }),
    metafile: true,
    logLevel: 'silent',
    plugins: [ownUrl],
  }).catch((error: unknown) => {
    // esbuild's message starts with "Build failed with 1 error:"; say which and where.
    const first = (error as Partial<BuildFailure>).errors?.[0];
    if (!first) throw error;
    const where = first.location ? `${resolve(first.location.file)}:${first.location.line}: ` : '';
    throw new Error(`${where}${first.text}`, { cause: error });
  });
  // Paths in the metafile are relative to the working directory; some are namespaced.
  return Object.keys(result.metafile.inputs)
    .filter((input) => !input.includes(':'))
    .map((input) => resolve(input));
}

/**
 * Imports a TypeScript module (a site config) afresh on each call, with or without a
 * TypeScript loader in this process: bundled beside it, imported, then removed.
 */
export async function importTs(file: string): Promise<Record<string, unknown>> {
  const outfile = `${file}.${Date.now()}-${randomBytes(4).toString('hex')}.mjs`;
  try {
    await bundleTs(file, { outfile });
    return (await import(pathToFileURL(outfile).href)) as Record<string, unknown>;
  } finally {
    await rm(outfile, { force: true });
  }
}
