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
 * Bundles TypeScript entries and the local modules they import into ES modules:
 * `outfile` for one entry, or `<outdir>/<entry name>.mjs` (with shared chunks, and a
 * chunk per dynamic import, loaded when imported). Packages stay imports, so the
 * output must be where they resolve (in the repository). Node runs the result without
 * a TypeScript loader: a loader's hooks slow every module Node loads.
 */
export async function bundleTs(
  entries: string | string[],
  out: { outfile: string } | { outdir: string },
): Promise<void> {
  await build({
    entryPoints: typeof entries === 'string' ? [entries] : entries,
    ...('outdir' in out
      ? { outdir: out.outdir, splitting: true, outExtension: { '.js': '.mjs' } }
      : { outfile: out.outfile }),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
    plugins: [ownUrl],
  }).catch((error: unknown) => {
    // esbuild's message starts with "Build failed with 1 error:"; say which and where.
    const first = (error as Partial<BuildFailure>).errors?.[0];
    if (!first) throw error;
    const where = first.location ? `${resolve(first.location.file)}:${first.location.line}: ` : '';
    throw new Error(`${where}${first.text}`, { cause: error });
  });
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
