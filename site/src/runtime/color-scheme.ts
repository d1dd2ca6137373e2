import { COLOR_SCHEME_ATTRIBUTE, colorSchemeOf, type ColorScheme } from '../shared/color-scheme';
import { STORED } from '../shared/storage';
import { storageKey } from './storage-key';

/** The navbar's scheme pickers (native selects: they work before the app has loaded). */
export const COLOR_SCHEME_SELECT = 'select.color-scheme-select';

/** The reader's pick, as remembered (storage may be unavailable). */
export function storedColorScheme(): ColorScheme {
  try {
    return colorSchemeOf(localStorage.getItem(storageKey(STORED.colorScheme)));
  } catch {
    return 'system';
  }
}

function showPick(scheme: ColorScheme): void {
  for (const select of document.querySelectorAll<HTMLSelectElement>(COLOR_SCHEME_SELECT))
    select.value = scheme;
}

/** Paints `scheme`, shows it in every picker and remembers it. */
export function pickColorScheme(scheme: ColorScheme): void {
  const root = document.documentElement;
  if (scheme === 'system') root.removeAttribute(COLOR_SCHEME_ATTRIBUTE);
  else root.setAttribute(COLOR_SCHEME_ATTRIBUTE, scheme);
  showPick(scheme);
  try {
    if (scheme === 'system') localStorage.removeItem(storageKey(STORED.colorScheme));
    else localStorage.setItem(storageKey(STORED.colorScheme), scheme);
  } catch {
    // Not remembered (storage unavailable): this page still shows it.
  }
}

/**
 * Shows the remembered pick in the pickers on the page, and from now on paints and
 * remembers a pick the reader makes (one listener, on the document, so a picker the
 * app renders later is followed too). The head script has painted it already.
 */
export function followColorSchemeChoice(): void {
  showPick(storedColorScheme());
  // In the capture phase, before React sees the event: a pick made while the app
  // hydrates makes React hydrate the navbar at once, which puts the select back to its
  // default before the event bubbles on (the select's effect then shows the pick again).
  addEventListener(
    'change',
    (event) => {
      const select = event.target as HTMLSelectElement;
      if (select.matches?.(COLOR_SCHEME_SELECT)) pickColorScheme(colorSchemeOf(select.value));
    },
    true,
  );
}
