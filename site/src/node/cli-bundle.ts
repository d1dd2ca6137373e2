import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { bundleTs } from './ts-bundle';

/** A bundle of the CLI, and the files it was made from as they were then. */
export interface BundleRecord {
  dir: string;
  /** [absolute path, mtime in ms, size in bytes] of every file the bundle read. */
  inputs: [string, number, number][];
}

/** Bundles no run uses any more are removed once this old (a run may still be loading one). */
const STALE_MS = 24 * 60 * 60 * 1000;

/**
 * Bundles the CLI's entries with their packages into `<dir>/<entry name>.mjs`, a new
 * folder in `home` (inside node_modules, so that the packages it leaves out resolve),
 * and records the files it read as they were (`home/latest.json`). `site/bin/site.mjs`
 * runs that bundle while none of them changed: an installed tool is compiled once, not
 * on every run. Returns the folder.
 */
export async function makeCliBundle(entries: string[], home: string): Promise<string> {
  await mkdir(home, { recursive: true });
  const dir = join(home, `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`);
  const started = Date.now();
  const read = await bundleTs(entries, { outdir: dir }, { packages: true });
  const inputs = await Promise.all(read.map(signature));
  // A file saved while it was bundled may be in the bundle as it was before: not recorded.
  if (inputs.every(([, mtime]) => mtime < started)) {
    const record = join(home, 'latest.json');
    const temp = `${record}.${process.pid}`;
    await writeFile(temp, JSON.stringify({ dir, inputs } satisfies BundleRecord));
    await rename(temp, record); // atomic: a concurrent run reads one record or the other
  }
  await removeStale(home, dir);
  return dir;
}

async function signature(file: string): Promise<[string, number, number]> {
  const { mtimeMs, size } = await stat(file);
  return [file, mtimeMs, size];
}

async function removeStale(home: string, keep: string): Promise<void> {
  const entries = await readdir(home, { withFileTypes: true }).catch(() => []);
  await Promise.all(
    entries
      .filter((entry) => entry.isDirectory() && join(home, entry.name) !== keep)
      .map(async (entry) => {
        const path = join(home, entry.name);
        const { mtimeMs } = await stat(path);
        if (Date.now() - mtimeMs > STALE_MS) await rm(path, { recursive: true, force: true });
      }),
  );
}
