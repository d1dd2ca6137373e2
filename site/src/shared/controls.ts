import { COPY_SUCCESS_MS, COPY_SUCCESS_TEXT } from './constants';

/**
 * The controls that answer before hydration: a demo's "show code" toggle and the copy
 * buttons (of demos and code blocks). Three writers must agree on them: the build,
 * which writes code blocks' copy buttons into static HTML (node/markdown/rehype-site.ts);
 * the boot script, which answers a click before the app runs (runtime/instant-controls.ts);
 * and the app, which renders the same controls and adopts the state the boot script left
 * (theme/demo). Their class names, attributes, states and DOM updates are written here
 * once; styles.css and demo.css style the same class names.
 */
// (Each a constant of its own, not an object's keys: the bundler writes constants into
// the code that uses them, and the boot script stays small.)
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

export const DEMO_TOGGLE_SELECTOR = `button.${DEMO_TOGGLE_CLASS}`;
export const COPY_BUTTON_SELECTOR = `button.${COPY_BUTTON_CLASS}`;

/** On a demo's toggle: the text it says once the code is shown (its own is the other). */
export const HIDE_TEXT_ATTRIBUTE = 'data-hide-text';

/**
 * The little of the DOM these updates touch, written out: this module is compiled for
 * the build too, which has no DOM types (the browser passes its elements).
 */
interface ControlElement {
  dataset: Record<string, string | undefined>;
  setAttribute(name: string, value: string): void;
  querySelector(selector: string): { textContent: string | null } | null;
}
interface InBlock {
  closest(selector: string): Pick<ControlElement, 'querySelector'> | null;
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

/** Shows a copy control's state on a copy button outside React (code blocks, the boot script). */
export function showCopy(control: ControlElement, state: CopyState): void {
  control.dataset.state = state;
  control.querySelector(`.${COPY_STATUS_CLASS}`)!.textContent = COPY_STATUS[state].text;
}

/** The code a copy button copies: the `<pre>` of its demo's code or of its code block. */
export function codeToCopy(button: InBlock): string {
  return (
    button.closest(`.${DEMO_CODE_CLASS}, .${CODE_BLOCK_CLASS}`)?.querySelector('pre')
      ?.textContent ?? ''
  );
}
