// @ts-check
// The site's Node code (site/src/node, site/server, site/src/shared) is TypeScript, which
// Node 20 does not run. Run through tsx's loader, every module imported after it cost a
// round trip to the loader's thread: ~0.4 s of CPU at each start, the dev server listening
// ~0.5 s after VitePress's. So it is bundled once per change, with Rolldown (the bundler
// Vite is built on), into a cache folder, and run from there: a start only compares the
// sources' sizes and times with those the bundle was made from.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { statSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** @param {string} path */
const here = (path) => fileURLToPath(new URL(path, import.meta.url));

/** The modules the site runs: its command line, and what a compile worker runs. */
export const SITE_ENTRIES = {
  main: here('../src/node/cli/main.ts'),
  'compile-pool': here('../src/node/compile-pool.ts'),
  // (Render threads write each page's file: render-thread.mjs.)
  'page-file': here('../src/node/page-file.ts'),
  // (Compression threads compress a build's files: build/compress-thread.mjs.)
  precompress: here('../src/node/precompress.ts'),
};
/** Under node_modules, where packages resolve from as they do from the sources. */
export const SITE_CACHE = here('../../node_modules/.cache/site-node');

/**
 * The environment variable naming the bundle's folder (a file URL), set by the command
 * line for the processes and threads it starts: they run the same code as it does.
 */
export const SITE_CODE_ENV = 'SITE_NODE_CODE';

/**
 * Imports one of the site's modules (a name of `SITE_ENTRIES`) in a process or thread the
 * command line started: the bundle's copy, so that it runs the same code as the command.
 * Started from the TypeScript sources instead (the unit tests), it registers tsx's loader
 * in its thread first and imports the source.
 * @param {keyof typeof SITE_ENTRIES} name
 * @returns {Promise<any>} the module (each caller names its type)
 */
export async function importSiteModule(name) {
  const bundled = process.env[SITE_CODE_ENV];
  if (bundled) return import(new URL(`${name}.js`, bundled).href);
  const { register } = await import('tsx/esm/api');
  register();
  return import(pathToFileURL(SITE_ENTRIES[name]).href);
}

/** Bumped when a bundle made by an earlier version of this file must not be reused. */
const FORMAT = 1;
/** A bundle no longer current is removed after this long (a process may still run it). */
const KEEP_OLD_MS = 24 * 60 * 60 * 1000;
const MANIFEST = 'current.json';

/**
 * @typedef {{ format: number, dir: string, entries: Record<string, string>,
 *   inputs: Record<string, [mtimeMs: number, size: number]> }} Manifest
 */

/** @param {string} file */
function stamp(file) {
  const { mtimeMs, size } = statSync(file);
  return /** @type {[number, number]} */ ([mtimeMs, size]);
}

/**
 * The bundle `manifest` describes, if every file it was made from is as it was then.
 * @param {string} cacheDir
 * @param {Record<string, string>} entries
 */
function current(cacheDir, entries) {
  /** @type {Manifest} */
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(cacheDir, MANIFEST), 'utf8'));
  } catch {
    return undefined;
  }
  if (manifest.format !== FORMAT) return undefined;
  if (JSON.stringify(manifest.entries) !== JSON.stringify(entries)) return undefined;
  try {
    for (const [file, [mtimeMs, size]] of Object.entries(manifest.inputs)) {
      const [now, bytes] = stamp(file);
      if (now !== mtimeMs || bytes !== size) return undefined;
    }
    statSync(join(cacheDir, manifest.dir));
  } catch {
    return undefined;
  }
  return manifest;
}

/**
 * Bundles `entries` into a new folder of `cacheDir`, then makes it the current one.
 * @param {string} cacheDir
 * @param {Record<string, string>} entries
 */
async function bundle(cacheDir, entries) {
  const { rolldown } = await import('rolldown');
  /** @type {Manifest['inputs']} */
  const inputs = { [fileURLToPath(import.meta.url)]: stamp(fileURLToPath(import.meta.url)) };
  const build = await rolldown({
    input: entries,
    platform: 'node',
    // Packages stay imports, resolved from the repository's node_modules as before.
    external: (id) => !id.startsWith('.') && !isAbsolute(id),
    // An entry chunk holds its entry and nothing another entry imports: a compile worker
    // importing `compile-pool` must not run `main` (the command line) as well.
    preserveEntrySignatures: 'strict',
    plugins: [
      {
        name: 'site-node-code',
        // Stamped before it is read: a file saved meanwhile makes the next start bundle again.
        load(id) {
          if (!isAbsolute(id)) return null;
          inputs[id] = stamp(id);
          return readFileSync(id, 'utf8');
        },
        // The code finds the site's other files next to its own (the theme's components,
        // the compile worker): a module's URL stays its source file's.
        transform(code, id) {
          if (!isAbsolute(id) || !code.includes('import.meta.')) return null;
          const url = pathToFileURL(id);
          const meta = { url: url.href, filename: id, dirname: dirname(id) };
          return {
            code: code.replace(/\bimport\.meta\.(url|filename|dirname)\b/g, (_, key) =>
              JSON.stringify(meta[/** @type {keyof typeof meta} */ (key)]),
            ),
            // Within lines only: the source map stays right.
            map: null,
          };
        },
      },
    ],
  });
  mkdirSync(cacheDir, { recursive: true });
  const dir = mkdtempSync(join(cacheDir, 'b-'));
  try {
    await build.write({
      dir,
      format: 'esm',
      entryFileNames: '[name].js',
      chunkFileNames: '[name]-[hash].js',
      // Stack traces name the TypeScript sources.
      sourcemap: true,
      sourcemapExcludeSources: true,
    });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  } finally {
    await build.close();
  }
  /** @type {Manifest} */
  const manifest = { format: FORMAT, dir: dir.slice(cacheDir.length + 1), entries, inputs };
  // Written aside, then renamed: a process starting meanwhile reads the old or the new.
  const written = join(cacheDir, `${MANIFEST}.${process.pid}.${manifest.dir}`);
  writeFileSync(written, JSON.stringify(manifest));
  renameSync(written, join(cacheDir, MANIFEST));
  for (const old of readdirSync(cacheDir)) {
    const path = join(cacheDir, old);
    try {
      if (
        old.startsWith('b-') &&
        old !== manifest.dir &&
        Date.now() - statSync(path).mtimeMs > KEEP_OLD_MS
      )
        rmSync(path, { recursive: true, force: true });
    } catch {
      // Removed by another process meanwhile.
    }
  }
  return manifest;
}

/**
 * The folder holding `entries` (name → TypeScript file), each bundled as `<name>.js`, made
 * again only if a file they were made from changed (or was removed).
 * @param {{ entries: Record<string, string>, cacheDir: string }} options
 * @returns {Promise<{ dir: URL, bundled: boolean }>}
 */
export async function nodeCode({ entries, cacheDir }) {
  const fresh = current(cacheDir, entries);
  const manifest = fresh ?? (await bundle(cacheDir, entries));
  return { dir: pathToFileURL(join(cacheDir, manifest.dir, '/')), bundled: !fresh };
}
