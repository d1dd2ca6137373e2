/** Lets the browser paint and answer input before what follows (a task of its own). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}

/** When the browser has nothing else to do (Safari has no requestIdleCallback). */
export function whenIdle(callback: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback);
  else setTimeout(callback);
}

/**
 * Runs `callback` once the next frame has been painted, when layout is up to date:
 * reading it then costs nothing. Read in hydration's commit instead, layout would be
 * forced there for the whole page, lengthening the longest task of the first
 * interaction. Returns a function that cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
