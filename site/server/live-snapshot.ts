import { statSync } from 'node:fs';
import { join } from 'node:path';

/** After a failed load, the next attempt for the same deploy waits this long. */
const RETRY_MS = 1000;

/**
 * Identifies one deploy of root, in one `stat` call per request: `404.html` is a new
 * file in each deploy, whether the build renames a fresh folder into place or a copy
 * rewrites it. Root's own inode stands in when there is no `404.html`.
 * `undefined` while root is missing, e.g. between the two renames of a swap.
 */
export function deployStamp(root: string): string | undefined {
  const marker = statSync(join(root, '404.html'), { throwIfNoEntry: false });
  if (marker) return `${marker.dev}:${marker.ino}:${marker.mtimeMs}:${marker.size}`;
  const dir = statSync(root, { throwIfNoEntry: false });
  return dir?.isDirectory() ? `${dir.dev}:${dir.ino}` : undefined;
}

/**
 * Returns the snapshot of root's current deploy, loading a new one when the deploy
 * stamp changes, or `undefined` while no complete deploy can be read (the caller
 * answers 503). The first load throws, so startup fails loudly on a broken folder.
 */
export function liveSnapshot<T>(
  root: string,
  load: (root: string) => T,
  log: (line: string) => void,
): () => T | undefined {
  let stamp = deployStamp(root);
  let current: T | undefined = load(root);
  let failedAt = 0;
  return () => {
    const now = deployStamp(root);
    if (now === undefined) return undefined;
    if (now === stamp && (current !== undefined || Date.now() - failedAt < RETRY_MS)) {
      return current;
    }
    stamp = now;
    try {
      current = load(root);
    } catch (error) {
      // A folder caught mid-copy, or a bad `_redirects`: answer 503 rather than stale paths.
      current = undefined;
      failedAt = Date.now();
      log(`Cannot load ${root}: ${error instanceof Error ? error.message : String(error)}`);
    }
    return current;
  };
}
