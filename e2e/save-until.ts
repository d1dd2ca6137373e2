import { open } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { TIME_LIMITS } from '../test/time-limits';
import { expect } from './fixtures';

/**
 * Saves `text` to `file` as an editor does, in two steps the watcher may see apart: the
 * file is emptied, then written a moment later. (A server that reads the file in
 * between must wait for the text, or it shows an empty page as a mistake.)
 */
export async function save(file: string, text: string) {
  const handle = await open(file, 'w');
  try {
    await delay(30);
    await handle.writeFile(text);
  } finally {
    await handle.close();
  }
}

/**
 * Saves `text` to `file` until `seen` passes: the dev server's watcher may not be
 * watching yet when the page first shows (each save is a change to see).
 */
export async function saveUntil(file: string, text: string, seen: () => Promise<void>) {
  let saves = 0;
  await expect(async () => {
    await save(file, `${text}${'\n'.repeat(saves++ % 2)}`);
    await seen();
  }).toPass({ intervals: [1000], timeout: TIME_LIMITS.expect * 2 });
}
