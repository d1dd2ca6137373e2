/**
 * The classes Shiki's twoslash renderer (`@shikijs/twoslash`, rendererRich) gives type
 * hovers in code (node/markdown/twoslash-blocks.ts), which the build, the copy button and
 * twoslash.css read.
 */

/** On a `<pre>` whose code twoslash checked. */
export const TWOSLASH_CODE_CLASS = 'twoslash';
/** A token with a type popup. */
export const TWOSLASH_HOVER_CLASS = 'twoslash-hover';
/** A popup: in a hover, or in a query's line. Not code: never copied, never measured. */
export const TWOSLASH_POPUP_CLASS = 'twoslash-popup-container';
/** A line of code, as Shiki writes each (a query's or an error's line under it is not one). */
export const CODE_LINE_CLASS = 'line';
