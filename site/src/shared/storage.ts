/**
 * What the site keeps in the reader's browser (their colour scheme, their package manager)
 * is kept under keys of its own: `<prefix>:<name>`, the prefix the site config's
 * `storagePrefix`, so that sites sharing an origin (GitHub Pages project sites, say)
 * keep theirs apart. The build writes the prefix on `<html>`; the head script, the boot
 * script and the app read it there (runtime/storage-key.ts).
 */
export const STORAGE_PREFIX_ATTRIBUTE = 'data-storage-prefix';
/** The prefix of a site whose config names none. */
export const DEFAULT_STORAGE_PREFIX = 'docs';

/** Names of what the site keeps, each under `<prefix>:<name>`. */
export const STORED = {
  colorScheme: 'color-scheme',
  packageManager: 'package-manager',
  reloaded: 'reloaded',
} as const;
