import { setCopySource } from '../../runtime/index';
import { copyControlMarkup } from '../../shared/controls-markup';
import { markupToReact } from '../markup-to-react';

/**
 * A demo's copy control: the markup of every copy control (shared/controls.ts), answered
 * by the page's one controller (runtime/controls.ts), which copies `text`: the code as the
 * reader has it, edited or not. At the top right of the code, or `top` px lower (the top
 * of a later part).
 */
export function CopyButton({ text, label, top }: { text: string; label?: string; top?: number }) {
  return markupToReact(copyControlMarkup({ label, top }), {
    ref: (control: HTMLElement | null) => {
      if (!control) return;
      setCopySource(control, text);
      return () => setCopySource(control, null);
    },
  });
}
