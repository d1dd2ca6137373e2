import { useEffect, useRef, useState } from 'react';
import {
  COPY_BUTTON_OFFSET_PX,
  COPY_SUCCESS_MS,
  COPY_SUCCESS_TEXT,
  COPY_TRANSITION_MS,
} from '../../shared/constants';
import { writeClipboard } from './clipboard';

/** How long a failed copy says so. */
const FAILURE_MS = 2000;
export const COPY_FAILED_TEXT = 'Copy failed';

type State = 'idle' | 'copied' | 'failed';

/**
 * Copies `text`; says `Copied!` for 500 ms, or that it failed. At the top right of the
 * code, or `top` px lower (the top of a later part).
 */
export function CopyButton({
  text,
  label = 'Copy code',
  top = 0,
}: {
  text: string;
  label?: string;
  top?: number;
}) {
  const [state, setState] = useState<State>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    let next: State;
    try {
      await writeClipboard(text);
      next = 'copied';
    } catch {
      next = 'failed';
    }
    clearTimeout(timer.current);
    setState(next);
    timer.current = setTimeout(
      () => setState('idle'),
      next === 'copied' ? COPY_SUCCESS_MS : FAILURE_MS,
    );
  }

  return (
    <div
      className="copy"
      data-state={state}
      style={{
        top: top + COPY_BUTTON_OFFSET_PX,
        right: COPY_BUTTON_OFFSET_PX,
        transition: `color ${COPY_TRANSITION_MS}ms, background-color ${COPY_TRANSITION_MS}ms`,
      }}
    >
      <span className="copy-status" role="status">
        {state === 'copied' ? COPY_SUCCESS_TEXT : state === 'failed' ? COPY_FAILED_TEXT : ''}
      </span>
      <button type="button" className="copy-button" aria-label={label} onClick={() => void copy()}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path
            fill="currentColor"
            d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z"
          />
        </svg>
      </button>
    </div>
  );
}
