// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { removeWorkFolders, sizeOf, swapInto, workFolders } from './work-folders';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'work-folders-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A folder holding `files` (name → text). */
function folder(name: string, files: Record<string, string>): string {
  const path = join(dir, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(path, file, '..'), { recursive: true });
    writeFileSync(join(path, file), text);
  }
  return path;
}

it('works beside the output folder, the server build in a folder of its own each time', () => {
  const out = join(dir, 'dist');
  const first = workFolders(out);
  expect(first.client).toBe(join(dir, `.dist-client-${process.pid}`));
  expect(workFolders(out).server).not.toBe(first.server);
});

it('removes every work folder, those a failed build left half written too', async () => {
  const folders = workFolders(join(dir, 'dist'));
  for (const folder of Object.values(folders)) mkdirSync(join(folder, 'sub'), { recursive: true });
  await removeWorkFolders(folders);
  expect(Object.values(folders).filter((folder) => existsSync(folder))).toEqual([]);
});

it('swaps the fresh folder in, the previous output gone', async () => {
  const out = folder('dist', { 'old.html': 'old' });
  await swapInto(folder('fresh', { 'index.html': 'new' }), out);
  expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('new');
  expect(existsSync(join(out, 'old.html'))).toBe(false);
  expect(existsSync(join(dir, 'fresh'))).toBe(false);
  expect(existsSync(`${out}-old-${process.pid}`)).toBe(false);
});

it('swaps in where there was no output yet', async () => {
  await swapInto(folder('fresh', { 'index.html': 'new' }), join(dir, 'dist'));
  expect(readFileSync(join(dir, 'dist', 'index.html'), 'utf8')).toBe('new');
});

it('counts the files of a folder, nested ones too, and their bytes', async () => {
  const out = folder('dist', { 'a.html': '12345', 'assets/js/b.js': '123' });
  expect(await sizeOf(out)).toEqual({ files: 2, bytes: 8 });
});
