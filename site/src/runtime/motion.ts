/**
 * Set on the root once the page has loaded and painted with all its styles: from then
 * on, what a reader changes may animate (demo.css, blocks.css). Before, nothing does:
 * the styles a page links at the end of its body (node/first-screen-css.ts) may arrive
 * after its first paint, and would otherwise animate what they change (a demo's code
 * closing, its arrow turning) as they arrive.
 */
export const MOTION_ATTRIBUTE = 'data-motion';

/** Allows motion two frames after the load: the styles the load brought are applied. */
export function allowMotionAfterLoad(): void {
  const allow = () =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() => document.documentElement.setAttribute(MOTION_ATTRIBUTE, '')),
    );
  if (document.readyState === 'complete') allow();
  else addEventListener('load', allow, { once: true });
}
