import { existsSync } from 'node:fs';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { REPO_ROOT } from '../paths';

/** Where a build writes before its swap into the output folder. */
export interface WorkFolders {
  /** The client build, the pages and the rest: swapped in at the end. */
  client: string;
  /** The server build, which the render's worker imports. */
  server: string;
  /** Each page's module code and static HTML, read by both builds (stored-pages.ts). */
  pages: string;
}

/** The builds this process started (each server build gets a folder of its own). */
let builds = 0;

/**
 * A build's working folders. Everything is written to the client's, beside `outDir`, and
 * swapped in at the end, so a failed build leaves the previous one intact.
 */
export function workFolders(outDir: string): WorkFolders {
  return {
    client: join(dirname(outDir), `.${basename(outDir)}-client-${process.pid}`),
    // The server render imports React and the rest from the repository's node_modules,
    // found from here wherever outDir is. A folder per build: Node caches a module by its
    // URL, and one process may build several sites (the browser tests' setup does).
    server: join(REPO_ROOT, 'node_modules', `.site-ssr-${process.pid}-${++builds}`),
    pages: join(dirname(outDir), `.${basename(outDir)}-pages-${process.pid}`),
  };
}

export async function removeWorkFolders(folders: WorkFolders): Promise<void> {
  for (const folder of Object.values(folders)) await rm(folder, { recursive: true, force: true });
}

/** Makes `fresh` the output folder: the previous one is renamed aside, then removed. */
export async function swapInto(fresh: string, outDir: string): Promise<void> {
  const old = `${outDir}-old-${process.pid}`;
  if (existsSync(outDir)) await rename(outDir, old);
  await rename(fresh, outDir);
  await rm(old, { recursive: true, force: true });
}

/** How many files a folder holds, and their bytes. */
export async function sizeOf(dir: string): Promise<{ files: number; bytes: number }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  const sizes = await Promise.all(files.map((f) => stat(join(f.parentPath, f.name))));
  return { files: files.length, bytes: sizes.reduce((sum, { size }) => sum + size, 0) };
}
