/** Set on the root once the page has loaded: from then on, jumps within it are smooth (styles.css). */
export const SMOOTH_SCROLL_ATTRIBUTE = 'data-smooth-scroll';

/**
 * Makes in-page jumps smooth, but only after the load: with `scroll-behavior: smooth`
 * from the start, Chromium animates a deep link's first jump (`/v1/#api`) from the top
 * of the page over a second and a half, where a reader expects to land there at once.
 */
export function smoothScrollAfterLoad(): void {
  const on = () =>
    requestAnimationFrame(() => document.documentElement.setAttribute(SMOOTH_SCROLL_ATTRIBUTE, ''));
  if (document.readyState === 'complete') on();
  else addEventListener('load', on, { once: true });
}
