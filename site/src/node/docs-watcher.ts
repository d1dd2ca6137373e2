import { watch, type FSWatcher } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { basename, dirname, join, sep } from 'node:path';

/** What the watcher tells of a path, named as chokidar (Vite's watcher) names it. */
export type DocsChange = 'add' | 'change' | 'unlink' | 'addDir' | 'unlinkDir';

export interface DocsWatcher {
  /** The initial scan done: every folder watched from then on. */
  ready: Promise<void>;
  close(): void;
}

/** What no docs folder serves or builds from: dot folders and files, `node_modules`. */
const skippedInDocs = (name: string) => name.startsWith('.') || name === 'node_modules';

/**
 * Dev: the docs folder watched with one `fs.watch` per folder (inotify on Linux), in
 * place of Vite's watcher. On any change in a folder that one (chokidar 3) reads the
 * folder again and stats each entry: on a save in a folder of 2,000 pages, ~70 ms of the
 * main thread, and of the file-system threads the save's own reads wait on. Here an
 * event stats only its own path. What is told is what chokidar tells after its initial
 * scan: a file's `change` only when its size or time changed, a folder's `unlinkDir` after
 * an `unlink` of each file in it.
 */
export function watchDocs(
  root: string,
  tell: (change: DocsChange, path: string) => void,
): DocsWatcher {
  /** Each file seen, with its size and time once an event stated it. */
  const files = new Map<string, string | undefined>();
  const folders = new Map<string, FSWatcher>();
  let closed = false;

  const signature = (stats: { size: number; mtimeMs: number }) => `${stats.size}:${stats.mtimeMs}`;
  const under = (folder: string, path: string) => path.startsWith(`${folder}${sep}`);

  async function addFolder(folder: string, initial: boolean): Promise<void> {
    if (closed || folders.has(folder)) return;
    let watcher: FSWatcher;
    try {
      watcher = watch(folder, (_, name) => {
        // (No name: the platform could not say which; read the folder again.)
        if (name) soon(join(folder, name.toString()));
        else void rescan(folder);
      });
    } catch {
      return; // Gone already, or unreadable: nothing to watch.
    }
    // An open watcher keeps no process alive: the dev server's close ends it.
    watcher.unref();
    watcher.on('error', () => removed(folder));
    folders.set(folder, watcher);
    if (!initial) tell('addDir', folder);
    await rescan(folder, initial);
  }

  /**
   * Reads `folder`: what is in it and was not seen is added, what was seen and is gone is
   * removed. (The first scan reads no file's stats: a file's first event is its change.)
   */
  async function rescan(folder: string, initial = false): Promise<void> {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    const found = new Set<string>();
    await Promise.all(
      entries
        .filter((entry) => !skippedInDocs(entry.name))
        .map((entry) => {
          const path = join(folder, entry.name);
          found.add(path);
          if (entry.isDirectory()) return addFolder(path, initial);
          if (initial && entry.isFile()) files.set(path, undefined);
          else if (!files.has(path)) return changed(path, initial);
          return undefined;
        }),
    );
    if (initial) return;
    const gone = [...files.keys(), ...folders.keys()].filter(
      (path) => dirname(path) === folder && !found.has(path),
    );
    for (const path of gone) removed(path);
  }

  /**
   * Paths with events read together: a save's truncate and write, seen at once, are one
   * change, stated after both (a stat between them would tell an empty page first).
   */
  const due = new Set<string>();
  function soon(path: string): void {
    if (due.has(path)) return;
    due.add(path);
    setImmediate(() => {
      due.delete(path);
      void changed(path);
    });
  }

  async function changed(path: string, initial = false): Promise<void> {
    if (closed || skippedInDocs(basename(path))) return;
    const stats = await stat(path).catch(() => undefined);
    if (closed) return;
    if (!stats) return removed(path);
    if (stats.isDirectory()) {
      if (!folders.has(path)) await addFolder(path, initial);
      return;
    }
    if (!stats.isFile()) return;
    const seen = files.has(path);
    const now = signature(stats);
    if (seen && files.get(path) === now) return;
    files.set(path, now);
    if (!initial) tell(seen ? 'change' : 'add', path);
  }

  function removed(path: string): void {
    if (files.delete(path)) tell('unlink', path);
    if (!folders.has(path)) return;
    for (const file of [...files.keys()].filter((f) => under(path, f))) {
      files.delete(file);
      tell('unlink', file);
    }
    const gone = [...folders.keys()].filter((f) => f === path || under(path, f));
    for (const folder of gone.reverse()) {
      folders.get(folder)!.close();
      folders.delete(folder);
      tell('unlinkDir', folder);
    }
  }

  return {
    ready: addFolder(root, true),
    close() {
      closed = true;
      for (const watcher of folders.values()) watcher.close();
      folders.clear();
    },
  };
}
