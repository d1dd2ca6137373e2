import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './paths';

/**
 * What a build is made from: the docs folder (pages, config, setup, components, public
 * files), the site's engine, and the library with its package.json (its version is in
 * every page's title) and the locked dependencies (the playgrounds' versions).
 */
export function buildInputs(docsDir: string): string[] {
  return [
    docsDir,
    `${REPO_ROOT}site/src`,
    `${REPO_ROOT}packages/lazy-load/src`,
    `${REPO_ROOT}packages/lazy-load/package.json`,
    `${REPO_ROOT}package-lock.json`,
  ];
}

/** The newest modification time of a file, or of the files in a folder (not node_modules or dot entries). */
function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

/** True when `outDir` has no build, or one older than any of `inputs` (files or folders). */
export function needsBuild(
  outDir: string,
  inputs: readonly string[],
  marker = '404.html',
): boolean {
  const built = join(outDir, marker);
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return inputs.some((input) => existsSync(input) && newestMtime(input) > builtAt);
}
