/**
 * A deep link (`/v1/#api`) lands by the page's whole layout. The browser scrolls to the
 * target as it lays the page out; Firefox does so before the styles a page links at the
 * end of its body (node/first-screen-css.ts) have arrived, and what is above the target
 * moves once they do. The boot script runs only once they have (scripts wait for them):
 * it puts the target where the browser meant to, on a page opened by a link (a reload,
 * Back or Forward put the reader back at their own place). Returns whether it moved.
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
