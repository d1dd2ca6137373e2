import {
  COLOR_SCHEME_ATTRIBUTE,
  colorSchemeOf,
  type PaintedScheme,
} from '../../../shared/color-scheme';

// The editor's view of the page's scheme (kept out of the boot script, which has no use
// for it).
const SYSTEM_DARK = '(prefers-color-scheme: dark)';

/** The scheme the page is painted in now. */
export function paintedScheme(): PaintedScheme {
  const picked = colorSchemeOf(document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE));
  if (picked !== 'system') return picked;
  return matchMedia(SYSTEM_DARK).matches ? 'dark' : 'light';
}

/** Calls `listener` whenever the painted scheme may have changed (a pick, or the system's). */
export function onPaintedSchemeChange(listener: () => void): () => void {
  const system = matchMedia(SYSTEM_DARK);
  system.addEventListener('change', listener);
  const picks = new MutationObserver(listener);
  picks.observe(document.documentElement, { attributeFilter: [COLOR_SCHEME_ATTRIBUTE] });
  return () => {
    system.removeEventListener('change', listener);
    picks.disconnect();
  };
}
