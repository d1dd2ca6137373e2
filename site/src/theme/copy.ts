import { COPY_SUCCESS_MS, COPY_SUCCESS_TEXT } from '../shared/constants';
import { writeClipboard } from './clipboard';

/** What a copy button shows: nothing, `Copied!` for 500 ms, or a failure for 2 s. */
export type CopyState = 'idle' | 'copied' | 'failed';

export const COPY_FAILED_TEXT = 'Copy failed';

export const COPY_STATUS: Record<CopyState, { text: string; ms: number }> = {
  idle: { text: '', ms: 0 },
  copied: { text: COPY_SUCCESS_TEXT, ms: COPY_SUCCESS_MS },
  failed: { text: COPY_FAILED_TEXT, ms: 2000 },
};

/** Copies `text`, and says how it went. */
export async function copyText(text: string): Promise<CopyState> {
  try {
    await writeClipboard(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** Shows a copy control's state on a copy button outside React (code blocks, the boot script). */
export function showCopy(control: HTMLElement, state: CopyState): void {
  control.dataset.state = state;
  control.querySelector('.copy-status')!.textContent = COPY_STATUS[state].text;
}
