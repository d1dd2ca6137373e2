import { whenStyled } from './rest-styles';

/**
 * Set on the root once the page has loaded and painted with all its styles: from then
 * on, what a reader changes may animate (demo.css, blocks.css). Before, nothing does:
 * the rest of a page's styles (shared/rest-styles.ts) arrive after its first paint, and
 * would otherwise animate what they change (a demo's code closing, its arrow turning).
 */
export const MOTION_ATTRIBUTE = 'data-motion';

/** Allows motion two frames after the page is styled: its last styles are applied. */
export function allowMotionAfterLoad(): void {
  void whenStyled().then(() =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() => document.documentElement.setAttribute(MOTION_ATTRIBUTE, '')),
    ),
  );
}
