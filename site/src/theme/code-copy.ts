import { useEffect, type RefObject } from 'react';
import { copyText } from '../runtime/copy';
import {
  CODE_BLOCK_CLASS,
  COPY_BUTTON_CLASS,
  COPY_CLASS,
  COPY_STATUS,
  codeToCopy,
  showCopy,
} from '../shared/controls';

/** A copy button of a code block in the page's static HTML (see rehypeCodeBlocks). */
const BUTTON = `.static-html .${CODE_BLOCK_CLASS} > .${COPY_CLASS} > .${COPY_BUTTON_CLASS}`;

/**
 * The copy buttons of the page's code blocks: plain HTML, so one listener serves them
 * all, as a demo's CopyButton does its own (a click before hydration is held and made
 * after, by the boot script).
 */
export function useCodeCopy(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = root.current!;
    const timers = new Map<HTMLElement, ReturnType<typeof setTimeout>>();
    async function onClick(event: MouseEvent) {
      const button = (event.target as Element | null)?.closest?.(BUTTON);
      if (!button) return;
      const control = button.parentElement!;
      const state = await copyText(codeToCopy(button));
      clearTimeout(timers.get(control));
      showCopy(control, state);
      timers.set(
        control,
        setTimeout(() => showCopy(control, 'idle'), COPY_STATUS[state].ms),
      );
    }
    const listener = (event: MouseEvent) => void onClick(event);
    element.addEventListener('click', listener);
    return () => {
      element.removeEventListener('click', listener);
      timers.forEach(clearTimeout);
    };
  }, [root]);
}
