import { COPY_SUCCESS_MS, COPY_SUCCESS_TEXT } from './constants';

/**
 * The page's controls that work before the app has hydrated, and the same after: a
 * demo's "show code" toggle, the copy buttons (of demos and code blocks), the
 * package-manager tabs and the playground buttons. One listener on the document
 * answers each kind, whoever wrote its markup (runtime/controls.ts for toggles and copy,
 * runtime/package-manager-choice.ts for the tabs); the build writes copy controls into
 * static HTML and React renders them from one factory (controls-markup.ts); styles.css
 * and demo.css style the same class names. Names, states and DOM updates are written
 * here once.
 */
// (Each a constant of its own, not an object's keys: the bundler writes constants into
// the code that uses them, and the boot script stays small.)
/** A demo: its live example, its bar of controls and its code. */
export const DEMO_CLASS = 'demo';
/** A demo's show/hide button. */
export const DEMO_TOGGLE_CLASS = 'demo-toggle';
/** A demo's code, which the toggle shows and hides. */
export const DEMO_CODE_CLASS = 'demo-code';
/** A code block of the page. */
export const CODE_BLOCK_CLASS = 'code-block';
/** A copy control: its status and its button. */
export const COPY_CLASS = 'copy';
export const COPY_STATUS_CLASS = 'copy-status';
export const COPY_BUTTON_CLASS = 'copy-button';
/** The page's "Copy page" control (config `llms`): its button copies the page's Markdown twin. */
export const PAGE_COPY_CLASS = 'page-copy';
export const PAGE_COPY_BUTTON_CLASS = 'page-copy-button';
/** On a copy control: the address of the text it copies, fetched on the click. */
export const COPY_URL_ATTRIBUTE = 'data-copy-url';
/** A playground button's form (a POST to CodePen, JSFiddle or CodeSandbox). */
export const PLAYGROUND_FORM_CLASS = 'playground-form';
/** A group of package-manager tabs (radio buttons, one per package manager). */
export const PM_TABS_CLASS = 'pm-tabs';
/** The navbar, which covers the top of the page: scrolling to a block clears it. */
export const NAVBAR_CLASS = 'navbar';

export const DEMO_TOGGLE_SELECTOR = `button.${DEMO_TOGGLE_CLASS}`;
export const COPY_BUTTON_SELECTOR = `button.${COPY_BUTTON_CLASS}`;
export const PLAYGROUND_BUTTON_SELECTOR = `form.${PLAYGROUND_FORM_CLASS} button`;
export const PAGE_COPY_BUTTON_SELECTOR = `button.${PAGE_COPY_BUTTON_CLASS}`;
/** Every button the controller (runtime/controls.ts) answers. */
export const CONTROLS_SELECTOR = `${DEMO_TOGGLE_SELECTOR}, ${COPY_BUTTON_SELECTOR}, ${PAGE_COPY_BUTTON_SELECTOR}`;

/** On a demo's toggle: the text it says once the code is shown (its own is the other). */
export const HIDE_TEXT_ATTRIBUTE = 'data-hide-text';
/** On a demo's code: its whole height (px), to which it opens; none, without limit. */
export const CODE_HEIGHT_PROPERTY = '--code-height';
/** On a copy control below the top of its code (a demo's CSS part): how far (px). */
export const COPY_TOP_PROPERTY = '--copy-top';

/**
 * The little of the DOM these updates touch, written out: this module is compiled for
 * the build too, which has no DOM types (the browser passes its elements).
 */
interface ControlElement {
  dataset: Record<string, string | undefined>;
  setAttribute(name: string, value: string): void;
  querySelector(selector: string): { textContent: string | null } | null;
}

/** A demo's code and its toggle: `data-state`, as Radix's Collapsible has it. */
export type CodeState = 'open' | 'closed';
export const codeState = (open: boolean): CodeState => (open ? 'open' : 'closed');

/** Shows or hides a demo's code in the DOM, as the app renders the two. */
export function setCodeOpen(toggle: ControlElement, code: ControlElement, open: boolean): void {
  code.dataset.state = toggle.dataset.state = codeState(open);
  toggle.setAttribute('aria-expanded', String(open));
}

/** What a copy button shows: nothing, `Copied!` for 500 ms, or a failure for 2 s. */
export type CopyState = 'idle' | 'copied' | 'failed';

export const COPY_FAILED_TEXT = 'Copy failed';

export const COPY_STATUS: Record<CopyState, { text: string; ms: number }> = {
  idle: { text: '', ms: 0 },
  copied: { text: COPY_SUCCESS_TEXT, ms: COPY_SUCCESS_MS },
  failed: { text: COPY_FAILED_TEXT, ms: 2000 },
};

/** Shows a copy control's state. */
export function showCopy(control: ControlElement, state: CopyState): void {
  control.dataset.state = state;
  control.querySelector(`.${COPY_STATUS_CLASS}`)!.textContent = COPY_STATUS[state].text;
}
