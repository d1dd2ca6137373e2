import { readdirSync, statSync, type Stats } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Identifies a file by device and inode, whatever path reached it. */
export function fileId(stats: Stats): string {
  return `${stats.dev}:${stats.ino}`;
}

export interface PhysicalFiles {
  /** URL paths of the regular files, e.g. `/v1/index.html`. */
  paths: Set<string>;
  /** Their ids (see `fileId`). */
  ids: Set<string>;
}

/** The regular files under root, found without following symbolic links. */
export function physicalFiles(root: string): PhysicalFiles {
  const paths = new Set<string>();
  const ids = new Set<string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const abs = join(entry.parentPath, entry.name);
    paths.add(`/${relative(root, abs).split(sep).join('/')}`);
    ids.add(fileId(statSync(abs)));
  }
  return { paths, ids };
}
