/** The copy button's look, the same for a demo's button (theme) and a code block's (build). */

/** Distance of the copy button from the code block's edge. */
export const COPY_BUTTON_OFFSET_PX = 7.5;
/** The copy button's width and height. */
export const COPY_BUTTON_SIZE_PX = 32;
/** The copy button's colour/background transition. */
export const COPY_TRANSITION_MS = 350;
/** The copy button's icon (24 × 24). */
export const COPY_ICON_PATH =
  'M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z';
