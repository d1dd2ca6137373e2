import { STORED } from '../shared/storage';
import { storageKey } from './storage-key';

/** A reload within this window of the last one, to the same URL, is a loop: don't. */
const LOOP_WINDOW_MS = 30_000;

function lastReload(): { url: string; at: number } | null {
  try {
    return JSON.parse(sessionStorage.getItem(storageKey(STORED.reloaded)) ?? 'null') as {
      url: string;
      at: number;
    } | null;
  } catch {
    return null;
  }
}

/** Whether a full load of `url` may be tried: not if one was just tried. */
export function mayReload(url: string): boolean {
  const last = lastReload();
  return !(last && last.url === url && Date.now() - last.at < LOOP_WINDOW_MS);
}

/**
 * After a chunk failed (most often: a redeploy removed the old chunks), loads the
 * target URL in full, remembering it so that a second failure does not loop.
 */
export function reload(url: string): void {
  try {
    sessionStorage.setItem(storageKey(STORED.reloaded), JSON.stringify({ url, at: Date.now() }));
  } catch {
    // Storage can be blocked; a reload without the guard is still better than a dead page.
  }
  window.location.assign(url);
}
