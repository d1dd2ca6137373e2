/**
 * "show code"/"hide code" and copy, answered by the boot script before the app has
 * hydrated: a reader on a slow phone sees the code open, or "Copied!", at once rather
 * than seconds later. Hydration then adopts the state: a demo's toggle starts as the DOM
 * says (`expandedBeforeHydration`), and the app starts only once a copy's message has
 * gone (`whenSettled`), so what React renders matches the page. Once hydration has begun
 * the boot script holds clicks instead, and makes them after.
 */
import { CODE_BLOCK_SCROLL_OFFSET_PX } from '../shared/constants';
import {
  COPY_BUTTON_SELECTOR,
  COPY_STATUS,
  DEMO_TOGGLE_SELECTOR,
  HIDE_TEXT_ATTRIBUTE,
  codeToCopy,
  setCodeOpen,
  showCopy,
} from '../shared/controls';
import { copyText } from './copy';

/** Set on `<html>` as React starts hydrating: from then on the app answers. */
export const HYDRATING_ATTRIBUTE = 'data-hydrating';

const showTexts = new WeakMap<HTMLElement, string>();
let feedback: Promise<unknown> = Promise.resolve();

/** Resolves once no copy message is showing. */
export function whenSettled(): Promise<unknown> {
  return feedback;
}

/** Whether the demo toggle controlling `codeId` was opened before hydration. */
export function expandedBeforeHydration(codeId: string): boolean {
  if (typeof document === 'undefined') return false;
  const toggle = [...document.querySelectorAll(DEMO_TOGGLE_SELECTOR)].find(
    (button) => button.getAttribute('aria-controls') === codeId,
  );
  return toggle?.getAttribute('aria-expanded') === 'true';
}

/** Hiding a demo's code scrolls back to the top of its block, as the app does it too. */
export function scrollBackTo(block: Element): void {
  const navbar = document.querySelector('.navbar')?.getBoundingClientRect().height ?? 0;
  const top = scrollY + block.getBoundingClientRect().top - navbar - CODE_BLOCK_SCROLL_OFFSET_PX;
  const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
  scrollTo({ top, behavior: reduce ? 'auto' : 'smooth' });
}

/** Shows or hides a demo's code as the app would. */
function toggle(button: HTMLButtonElement): void {
  const code = document.getElementById(button.getAttribute('aria-controls') ?? '');
  const label = button.firstChild;
  if (!code || !label) return;
  const expand = button.getAttribute('aria-expanded') !== 'true';
  if (expand) {
    showTexts.set(button, label.textContent ?? '');
    label.textContent = button.getAttribute(HIDE_TEXT_ATTRIBUTE);
  } else {
    const shown = showTexts.get(button);
    if (shown === undefined) return;
    label.textContent = shown;
    scrollBackTo(button.closest('section')!);
  }
  setCodeOpen(button, code, expand);
}

/** Copies the code of a demo or a code block, and says so, as the app would. */
function copy(button: HTMLButtonElement): void {
  const control = button.parentElement!;
  const code = codeToCopy(button);
  feedback = Promise.all([
    feedback,
    copyText(code).then((state) => {
      showCopy(control, state);
      return new Promise((done) =>
        setTimeout(() => done(showCopy(control, 'idle')), COPY_STATUS[state].ms),
      );
    }),
  ]);
}

/** Answers a click on a toggle or a copy button; false for any other control. */
export function answerBeforeHydration(button: HTMLButtonElement): boolean {
  if (button.matches(DEMO_TOGGLE_SELECTOR)) toggle(button);
  else if (button.matches(COPY_BUTTON_SELECTOR)) copy(button);
  else return false;
  return true;
}

let tabs = 0;

/**
 * A playground button waits for the app, which makes its form's fields. Its tab opens
 * now, in the reader's click (opened seconds later it could be blocked as a popup), says
 * what it is opening, and the form posts into it once ready.
 */
export function openPlaygroundTab(button: HTMLButtonElement): void {
  const form = button.closest<HTMLFormElement>('form.playground-form');
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
