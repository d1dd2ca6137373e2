import { readdirSync, statSync, type Stats } from 'node:fs';
import { join } from 'node:path';

/** Identifies a file by device and inode, whatever path reached it. */
export function fileId(stats: Stats): string {
  return `${stats.dev}:${stats.ino}`;
}

/** Ids of the regular files under root, found without following symbolic links. */
export function physicalFileIds(root: string): Set<string> {
  const ids = new Set<string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) ids.add(fileId(statSync(join(entry.parentPath, entry.name))));
  }
  return ids;
}
