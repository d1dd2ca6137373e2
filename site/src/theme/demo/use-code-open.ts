import { useEffect, useState, type RefObject } from 'react';
import { CODE_TOGGLE_EVENT, isCodeOpen } from '../../runtime/index';

/**
 * Whether a demo's code (`codeId`, in `block`) is open: the page's controller shows and
 * hides it (runtime/controls.ts), before hydration too; the app follows, so that what it
 * renders again says the same.
 */
export function useCodeOpen(block: RefObject<HTMLElement | null>, codeId: string): boolean {
  const [open, setOpen] = useState(() => isCodeOpen(codeId));
  useEffect(() => {
    const element = block.current!;
    const follow = (event: Event) => setOpen((event as CustomEvent<boolean>).detail);
    element.addEventListener(CODE_TOGGLE_EVENT, follow);
    return () => element.removeEventListener(CODE_TOGGLE_EVENT, follow);
  }, [block]);
  return open;
}
