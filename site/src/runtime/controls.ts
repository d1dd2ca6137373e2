/**
 * The one controller of the page's controls (shared/controls.ts): a demo's "show code"
 * toggle and every copy button, answered by one listener on the document, before the
 * app has hydrated and after, as VitePress answers its copy buttons. A reader on a slow
 * phone sees the code open, or "Copied!", at once rather than seconds later, and the app
 * renders none of it again: it renders the controls as they start, and follows what
 * they become (a toggle says so with a `CODE_TOGGLE_EVENT`). Hydration adopts the
 * state the DOM has: a demo's toggle starts as the DOM says (`isCodeOpen`), and the app
 * starts only once a copy's message has gone (`whenSettled`). While React hydrates, the
 * boot script holds clicks (boot.ts) and makes them after.
 */
import { CODE_BLOCK_SCROLL_OFFSET_PX } from '../shared/constants';
import {
  CODE_HEIGHT_PROPERTY,
  CONTROLS_SELECTOR,
  COPY_URL_ATTRIBUTE,
  COPY_STATUS,
  DEMO_TOGGLE_SELECTOR,
  HIDE_TEXT_ATTRIBUTE,
  NAVBAR_CLASS,
  PLAYGROUND_FORM_CLASS,
  setCodeOpen,
  showCopy,
} from '../shared/controls';
import { codeToCopy } from './code-to-copy';
import { copyText } from './copy';
import { whenStyled } from './rest-styles';

/** Set on `<html>` as React starts hydrating: until it has, clicks wait (boot.ts). */
export const HYDRATING_ATTRIBUTE = 'data-hydrating';

/** Dispatched on a demo's toggle once it has shown or hidden the code; `detail`: open. */
export const CODE_TOGGLE_EVENT = 'demo-code-toggle';

/** Copy controls whose text is not their `<pre>`'s (an edited demo's): given by the app. */
const copySources = new WeakMap<Element, string>();
const copyTimers = new Map<Element, ReturnType<typeof setTimeout>>();
const showTexts = new WeakMap<Element, string>();
const settled: (() => void)[] = [];
let installed = false;

/** What `control`'s button copies from now on, instead of its code's `<pre>`; null: that again. */
export function setCopySource(control: Element, text: string | null): void {
  if (text === null) copySources.delete(control);
  else copySources.set(control, text);
}

/** Resolves once no copy message is showing. */
export function whenSettled(): Promise<void> {
  return copyTimers.size === 0
    ? Promise.resolve()
    : new Promise((resolve) => settled.push(resolve));
}

/** Whether the demo toggle controlling `codeId` has opened its code (before hydration too). */
export function isCodeOpen(codeId: string): boolean {
  if (typeof document === 'undefined') return false;
  const toggle = [...document.querySelectorAll(DEMO_TOGGLE_SELECTOR)].find(
    (button) => button.getAttribute('aria-controls') === codeId,
  );
  return toggle?.getAttribute('aria-expanded') === 'true';
}

/** Scrolls back to the top of `block`, just below the navbar: hiding long code ends there. */
export function scrollBackTo(block: Element): void {
  const navbar = document.querySelector(`.${NAVBAR_CLASS}`)?.getBoundingClientRect().height ?? 0;
  const top = scrollY + block.getBoundingClientRect().top - navbar - CODE_BLOCK_SCROLL_OFFSET_PX;
  const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
  scrollTo({ top, behavior: reduce ? 'auto' : 'smooth' });
}

/**
 * Shows or hides a demo's code: it grows to its measured height (so the change
 * animates), the toggle says the other text, and hiding scrolls back to the demo.
 */
function toggle(button: HTMLButtonElement): void {
  const code = document.getElementById(button.getAttribute('aria-controls') ?? '');
  const label = button.firstChild;
  if (!code || !label) return;
  const open = button.getAttribute('aria-expanded') !== 'true';
  if (open) {
    showTexts.set(button, label.textContent ?? '');
    label.textContent = button.getAttribute(HIDE_TEXT_ATTRIBUTE);
    // Measured now: closed and off screen, it may not have been laid out. And again once
    // the page has all its styles (rest-styles.ts), which may lay the code out taller.
    const measure = () => code.style.setProperty(CODE_HEIGHT_PROPERTY, `${code.scrollHeight}px`);
    measure();
    void whenStyled().then(() => {
      if (button.getAttribute('aria-expanded') === 'true') measure();
    });
  } else {
    // Hidden before it was shown by this page (the app rendered it open): say "show".
    const shown = showTexts.get(button);
    if (shown === undefined) return;
    label.textContent = shown;
    scrollBackTo(button.closest('section') ?? button);
  }
  setCodeOpen(button, code, open);
  button.dispatchEvent(new CustomEvent(CODE_TOGGLE_EVENT, { bubbles: true, detail: open }));
}

/** The text at `url` (a page's Markdown twin). */
async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

/** Copies the code of a demo or a code block, or a page's Markdown, and says so for a while. */
async function copy(button: HTMLButtonElement): Promise<void> {
  const control = button.parentElement!;
  const url = control.getAttribute(COPY_URL_ATTRIBUTE);
  const state = await copyText(
    url === null ? (copySources.get(control) ?? codeToCopy(button)) : fetchText(url),
  );
  clearTimeout(copyTimers.get(control));
  showCopy(control, state);
  copyTimers.set(
    control,
    setTimeout(() => {
      showCopy(control, 'idle');
      copyTimers.delete(control);
      if (copyTimers.size === 0) for (const resolve of settled.splice(0)) resolve();
    }, COPY_STATUS[state].ms),
  );
}

/** Answers a click on a toggle or a copy button; false for any other click. */
export function answerClick(target: EventTarget | null): boolean {
  const button = (target as Element | null)?.closest?.<HTMLButtonElement>(CONTROLS_SELECTOR);
  if (!button) return false;
  if (button.matches(DEMO_TOGGLE_SELECTOR)) toggle(button);
  else void copy(button);
  return true;
}

/** From now on the document answers the controls' clicks (once, however often it is called). */
export function installControls(): void {
  if (installed) return;
  installed = true;
  document.addEventListener('click', (event) => void answerClick(event.target));
}

let tabs = 0;

/**
 * A playground button waits for the app, which makes its form's fields. Its tab opens
 * now, in the reader's click (opened seconds later it could be blocked as a popup), says
 * what it is opening, and the form posts into it once ready.
 */
export function openPlaygroundTab(button: HTMLButtonElement): void {
  const form = button.closest<HTMLFormElement>(`form.${PLAYGROUND_FORM_CLASS}`);
  if (!form) return;
  const name = `playground-${++tabs}`;
  const tab = window.open('', name);
  if (!tab) return; // blocked: the form will open its own tab, if it may
  tab.opener = null;
  const opening = `Opening ${button.dataset.tip ?? 'the playground'}…`;
  tab.document.title = opening;
  tab.document.body.textContent = opening;
  form.target = name;
}
