import { Icon } from '../Icon';
import { useEffect, useRef, useState } from 'react';
import { COPY_BUTTON_OFFSET_PX, COPY_TRANSITION_MS } from '../../shared/copy-button';
import { copyText } from '../../runtime/copy';
import {
  COPY_BUTTON_CLASS,
  COPY_CLASS,
  COPY_STATUS_CLASS,
  COPY_STATUS,
  type CopyState,
} from '../../shared/controls';

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
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    const next = await copyText(text);
    clearTimeout(timer.current);
    setState(next);
    timer.current = setTimeout(() => setState('idle'), COPY_STATUS[next].ms);
  }

  return (
    <div
      className={COPY_CLASS}
      data-state={state}
      style={{
        top: top + COPY_BUTTON_OFFSET_PX,
        right: COPY_BUTTON_OFFSET_PX,
        transition: `color ${COPY_TRANSITION_MS}ms, background-color ${COPY_TRANSITION_MS}ms`,
      }}
    >
      <span className={COPY_STATUS_CLASS} role="status">
        {COPY_STATUS[state].text}
      </span>
      <button
        type="button"
        className={COPY_BUTTON_CLASS}
        aria-label={label}
        onClick={() => void copy()}
      >
        <Icon name="copy" size={18} />
      </button>
    </div>
  );
}
