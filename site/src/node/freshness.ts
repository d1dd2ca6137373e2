import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './paths';

/**
 * What a build is made from: the docs folder (pages, config, setup, components, public
 * files), the site's engine, the locked dependencies (the playgrounds' versions), and
 * what the last build recorded it read besides (`recorded`: the documented packages'
 * sources and package.json files, whose versions pages show).
 */
export function buildInputs(docsDir: string, recorded: readonly string[] = []): string[] {
  return [docsDir, `${REPO_ROOT}site/src`, ...recorded, `${REPO_ROOT}package-lock.json`];
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
