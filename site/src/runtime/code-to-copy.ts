import { CODE_BLOCK_CLASS, DEMO_CODE_CLASS } from '../shared/controls';
import {
  CODE_LINE_CLASS,
  TWOSLASH_CODE_CLASS,
  TWOSLASH_POPUP_CLASS,
} from '../shared/twoslash-classes';

/**
 * The code a copy button copies by default: the `<pre>` of its demo's code or code block.
 * Of a twoslash block, its lines without their type popups, nor the query and error lines
 * between them (which are no lines of code).
 */
export function codeToCopy(button: Element): string {
  const pre = button.closest(`.${DEMO_CODE_CLASS}, .${CODE_BLOCK_CLASS}`)?.querySelector('pre');
  if (!pre?.classList.contains(TWOSLASH_CODE_CLASS)) return pre?.textContent ?? '';
  return [...pre.querySelectorAll(`code > .${CODE_LINE_CLASS}`)]
    .map((line) => {
      const shown = line.cloneNode(true) as Element;
      for (const popup of shown.querySelectorAll(`.${TWOSLASH_POPUP_CLASS}`)) popup.remove();
      return shown.textContent;
    })
    .join('\n');
}
