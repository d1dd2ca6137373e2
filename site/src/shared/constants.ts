/**
 * The behaviour constants (timings, offsets, texts), named once and imported everywhere.
 * The boot script imports this module: what only the app or the build needs goes in a
 * module of its subject (copy-button.ts, navigation-error.ts), so it does not travel in
 * the boot chunk (a module goes whole in the chunk of the first that needs it).
 */

/** How long the copy button shows its success text. */
export const COPY_SUCCESS_MS = 500;
/** The copy button's success text. */
export const COPY_SUCCESS_TEXT = 'Copied!';
/** Throttle of the scroll handler that tracks the active heading. */
export const SCROLL_HANDLER_THROTTLE_MS = 300;
/** Tolerance when deciding which heading the reader has scrolled to. */
export const ANCHOR_TOLERANCE_PX = 10;
/** Default `minHeight` of a demo's code block: shorter code cannot be toggled. */
export const DEMO_MIN_HEIGHT = 200;
/** A demo's chunk loads when its block comes this near the viewport. */
export const DEMO_LOAD_AHEAD_PX = 400;
/**
 * Before the app has started, a demo this near the viewport starts it: further out than
 * the demo loads, so the app is ready by the time the demo is due.
 */
export const DEMO_START_APP_AHEAD_PX = DEMO_LOAD_AHEAD_PX + 200;
/** Show a progress bar or a loading state only when loading takes longer than this. */
export const LOADING_DELAY_MS = 200;
/** When hiding a demo's code, its top lands this far below the navbar. */
export const CODE_BLOCK_SCROLL_OFFSET_PX = 35;
/** A script chunk that has not loaded after this long fails with type `timeout`. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Separator between page title and site title in the document title. */
export const TITLE_SEPARATOR = ' | ';
/** The language of every page. */
export const SITE_LANG = 'en-US';
/** How long after its document has loaded an edited example's frame may take to say it is ready. */
export const DEMO_FRAME_READY_MS = 10_000;
/** How long an edited example's code may loop without returning before it is stopped. */
export const RUNAWAY_LOOP_MS = 500;
/**
 * How many times an edited example's effects may run within a second before it is stopped.
 * An effect re-running itself runs ~2,500 times a second on a desktop, ~600 on a phone (4×
 * slower): the limit must sit well below both, and above what a page of effects runs at once.
 */
export const RUNAWAY_EFFECT_RUNS = 250;
