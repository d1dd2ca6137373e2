import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** True when `outDir` has no build, or one older than any of the source folders. */
export function needsBuild(
  outDir: string,
  sources: readonly string[],
  marker = '404.html',
): boolean {
  const built = join(outDir, marker);
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return sources.some((dir) => existsSync(dir) && newestMtime(dir) > builtAt);
}
