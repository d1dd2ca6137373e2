import { whenStyled } from './rest-styles';

/** Set on the root once the page has loaded with all its styles: from then on, jumps within it are smooth (styles.css). */
export const SMOOTH_SCROLL_ATTRIBUTE = 'data-smooth-scroll';

/** What a reader does to jump within the page (a link clicked or pressed). */
const INPUTS = ['pointerdown', 'keydown'];

/**
 * Makes in-page jumps smooth, but only after the load (and the rest of the styles): with `scroll-behavior: smooth`
 * from the start, Chromium animates a deep link's first jump (`/v1/#api`) from the top
 * of the page over a second and a half, where a reader expects to land there at once.
 * Back and Forward put the reader back at once too, as browsers do (animated, the
 * page passed through everything between, which may render and move meanwhile):
 * smoothness returns with the reader's next click or key.
 */
export function smoothScrollAfterLoad(): void {
  const root = document.documentElement;
  const smooth = () => root.setAttribute(SMOOTH_SCROLL_ATTRIBUTE, '');
  addEventListener('popstate', () => {
    root.removeAttribute(SMOOTH_SCROLL_ATTRIBUTE);
    for (const type of INPUTS) addEventListener(type, smooth, { capture: true, once: true });
  });
  void whenStyled().then(() => requestAnimationFrame(smooth));
}
