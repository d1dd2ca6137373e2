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

/** Loads tried while the folder keeps changing under them, before giving up for now. */
const ATTEMPTS = 3;

/**
 * Returns the snapshot of root's current deploy, loading a new one when the deploy
 * stamp changes. A load the folder changed under is made again, so a snapshot is never
 * half of one deploy and half of the next. While no complete deploy can be read (root
 * missing between the two renames of a swap, a folder caught mid-copy, a bad
 * `_redirects`), the last good one is served and the next request tries again after a
 * moment. The first load throws, so startup fails loudly on a broken folder.
 */
export function liveSnapshot<T>(
  root: string,
  load: (root: string) => T,
  log: (line: string) => void,
): () => T {
  let stamp = deployStamp(root);
  let current: T = load(root);
  let failedAt = 0;
  return () => {
    // (A missing root is no new deploy either: the loop below finds it gone, and waits.)
    if (deployStamp(root) === stamp || Date.now() - failedAt < RETRY_MS) return current;
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const before = deployStamp(root);
      if (before === undefined) return current;
      try {
        const next = load(root);
        if (deployStamp(root) !== before) continue; // swapped while it was read
        stamp = before;
        current = next;
        return current;
      } catch (error) {
        if (deployStamp(root) !== before) continue;
        failedAt = Date.now();
        log(`Cannot load ${root}: ${error instanceof Error ? error.message : String(error)}`);
        return current;
      }
    }
    failedAt = Date.now();
    return current;
  };
}
