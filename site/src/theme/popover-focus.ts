import { useEffect, useEffectEvent, type RefObject } from 'react';

/** Whether a popover is showing. */
export const isPopoverOpen = (popover: RefObject<HTMLElement | null>): boolean =>
  popover.current?.matches(':popover-open') ?? false;

/**
 * A popover's focus (the drawer, the search box): `onOpen` when it opens (it moves focus
 * in); when it closes with focus inside it, or nowhere, focus goes back to `invoker`.
 */
export function usePopoverFocus(
  popover: RefObject<HTMLElement | null>,
  invoker: RefObject<HTMLElement | null>,
  onOpen: () => void,
): void {
  const opened = useEffectEvent(onOpen);
  useEffect(() => {
    const root = popover.current!;
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') opened();
      else if (root.contains(document.activeElement) || document.activeElement === document.body)
        invoker.current?.focus();
    };
    root.addEventListener('toggle', onToggle);
    return () => root.removeEventListener('toggle', onToggle);
  }, [popover, invoker]);
}
