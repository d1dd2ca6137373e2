/**
 * A deep link (`/v1/#api`) lands by the page's whole layout. On a deep link the head
 * script links the rest of the styles before the first paint (shared/rest-styles.ts), and
 * the browser scrolls to the target once they are in; should it have scrolled before
 * (their link failed, say), what is above the target moves once they are. Once they are
 * (runtime/rest-styles.ts), the boot script puts the target where the browser meant to,
 * on a page opened by a link (a reload, Back or Forward put the reader back at their own
 * place). Returns whether it moved.
 */
export function landDeepLink(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!location.hash || (entry && entry.type !== 'navigate')) return false;
  const target = elementNamed(location.hash.slice(1));
  if (!target) return false;
  const before = scrollY;
  target.scrollIntoView({ block: 'start', behavior: 'instant' });
  return scrollY !== before;
}

/** The element a fragment names; none for a malformed one. */
function elementNamed(fragment: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(fragment));
  } catch {
    return null;
  }
}
