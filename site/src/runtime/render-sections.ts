/**
 * The sections a first paint skips (styles.css: `content-visibility: auto` on each
 * `.static-section` until it is rendered or the app runs) are rendered after the page
 * has loaded with all its styles (rest-styles.ts), while the browser is idle, one per frame from the top: the first layout
 * covers the first screens only, yet by the time the reader acts the whole page is laid
 * out, in slices none of which blocks. (Done at once as the app starts, it was the
 * first interaction's longest work after the app's own code.)
 */
import { STATIC_SECTION_CLASS } from '../shared/static-sections';
import { whenIdle } from './scheduling';
import { whenStyled } from './rest-styles';

/** Set on a section once it is rendered for good (StaticHtml lets hydration keep it). */
export const SECTION_RENDERED_ATTRIBUTE = 'data-rendered';

/** Renders `sections` one per frame, each when the browser is idle. */
function renderInIdleFrames(sections: readonly Element[]): void {
  let next = 0;
  const step = () => {
    const section = sections[next++];
    if (!section) return;
    section.setAttribute(SECTION_RENDERED_ATTRIBUTE, '');
    // The next one once this one is laid out: at most one section's layout per frame.
    requestAnimationFrame(() => whenIdle(step));
  };
  whenIdle(step);
}

/** Renders the page's skipped sections once it has loaded with all its styles. */
export function renderSectionsAfterLoad(): void {
  void whenStyled().then(() =>
    renderInIdleFrames([...document.querySelectorAll(`.${STATIC_SECTION_CLASS}`)]),
  );
}
