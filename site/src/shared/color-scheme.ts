import { DEFAULT_STORAGE_PREFIX, STORAGE_PREFIX_ATTRIBUTE, STORED } from './storage';

/**
 * The reader's colour scheme: the system's unless they pick light or dark in the navbar;
 * the pick is remembered across visits. A pick is `data-theme` on `<html>`, and CSS does
 * the rest (`color-scheme` and `light-dark()`). Shared by the build (the head script),
 * the server (its CSP hash), the boot script and the app.
 */
export const COLOR_SCHEMES = ['system', 'light', 'dark'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];
/** A scheme as painted: the system's resolved. */
export type PaintedScheme = Exclude<ColorScheme, 'system'>;
export const PAINTED_SCHEMES: readonly PaintedScheme[] = ['light', 'dark'];

export const COLOR_SCHEME_LABELS: Readonly<Record<ColorScheme, string>> = {
  system: 'System',
  light: 'Light',
  dark: 'Dark',
};

/** The attribute on `<html>` that carries a pick. */
export const COLOR_SCHEME_ATTRIBUTE = 'data-theme';

/** The stored value as a scheme: anything else (absent, stale, tampered) is the system's. */
export function colorSchemeOf(value: string | null | undefined): ColorScheme {
  return PAINTED_SCHEMES.find((s) => s === value) ?? 'system';
}

/**
 * Runs inline in `<head>`, before the first paint, so a reader who picked a scheme never
 * sees a flash of the other. Allowed by its hash in the Content-Security-Policy.
 */
// (Pure: a bundle that does not use it drops it, JSON.stringify calls and all.)
// The key is the site's (shared/storage.ts): read from <html>, the script is the same on
// every site, and so is its hash.
export const COLOR_SCHEME_SCRIPT = /* @__PURE__ */ (() =>
  `try{var r=document.documentElement,s=localStorage.getItem((r.getAttribute(${JSON.stringify(STORAGE_PREFIX_ATTRIBUTE)})||${JSON.stringify(DEFAULT_STORAGE_PREFIX)})+${JSON.stringify(`:${STORED.colorScheme}`)});if(${JSON.stringify(PAINTED_SCHEMES)}.indexOf(s)>=0)r.setAttribute(${JSON.stringify(COLOR_SCHEME_ATTRIBUTE)},s)}catch(e){}`)();
