/**
 * The search box's shortcut, Ctrl+K or ⌘K, answered by the boot script until the app runs
 * (runtime/boot.ts) and by the search box after (theme/search/Search.tsx).
 */

/** The search box's panel: a native popover, so it opens before the app has loaded. */
export const SEARCH_PANEL_ID = 'search';

/** The shortcut as `aria-keyshortcuts` spells it. */
export const SEARCH_KEYS = 'Control+K Meta+K';

/** What the shortcut is told by: a keyboard event's key and modifiers. */
interface Keys {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** Whether `event` is the shortcut. */
export const isSearchKey = (event: Keys): boolean =>
  event.key.toLowerCase() === 'k' &&
  (event.ctrlKey || event.metaKey) &&
  !event.altKey &&
  !event.shiftKey;
