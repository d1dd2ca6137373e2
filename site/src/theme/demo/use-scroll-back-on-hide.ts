import { useEffect, useRef, type RefObject } from 'react';
import { scrollBackTo } from '../../runtime/instant-controls';

/**
 * When `open` turns false, scrolls the page back to the top of `block` (just below the
 * navbar, as the original did): hiding a long piece of code would otherwise leave the reader far
 * below the example. Nothing happens on mount or when opening.
 */
export function useScrollBackOnHide(block: RefObject<HTMLElement | null>, open: boolean): void {
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open && block.current) scrollBackTo(block.current);
    wasOpen.current = open;
  }, [block, open]);
}
