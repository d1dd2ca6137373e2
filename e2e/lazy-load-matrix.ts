import {
  MATRIX_HEIGHTS,
  MATRIX_THRESHOLDS,
  MATRIX_TOP,
  type ThresholdReveal,
} from './fixtures/lazy-load/matrix';

/**
 * The threshold matrix of the library's lab page (`?thresholds`), shared by the Playwright
 * spec (Chromium, Firefox) and the WebKit suite: every threshold on items of 100, 200 and
 * 400 px, scrolled into view 1 px at a time with the engine's own IntersectionObserver.
 */
export const MATRIX_PATH = '/?thresholds';

/**
 * A page function: brings the row of items to 2 px below the viewport, then scrolls 1 px
 * per rendered frame (two animation frames: the browser has run its observers) until the
 * tallest item is wholly in view.
 */
export const scrollThroughMatrix = async ([top, tallest]: readonly [
  number,
  number,
]): Promise<void> => {
  const start = top - innerHeight - 2;
  for (let y = start; y <= start + tallest + 4; y++) {
    window.scrollTo({ top: y, behavior: 'instant' });
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
  }
};

export const MATRIX_ARGS = [MATRIX_TOP, Math.max(...MATRIX_HEIGHTS)] as const;

/**
 * Where each item must reveal, in pixels of it in view: where the ratio the platform
 * reports first reaches the threshold (the smallest, for an array); at the first contact
 * (0 or 1 px) for 0.
 */
function expectedPx(threshold: number | number[], height: number): number[] {
  const t = Math.min(...[threshold].flat());
  if (t === 0) return [0, 1];
  return [Math.ceil(t * height - 1e-9)];
}

/** Every broken rule of the matrix, as a line each: an item not revealed, or revealed at the wrong pixel. */
export function matrixProblems(reveals: ThresholdReveal[]): string[] {
  const problems: string[] = [];
  for (const threshold of MATRIX_THRESHOLDS) {
    for (const height of MATRIX_HEIGHTS) {
      const id = `${String(threshold)}@${height}`;
      const found = reveals.filter((r) => r.id === id);
      const expected = expectedPx(threshold, height);
      if (found.length !== 1) problems.push(`${id}: revealed ${found.length} times, expected once`);
      else if (!expected.includes(found[0]!.visiblePx))
        problems.push(
          `${id}: revealed at ${found[0]!.visiblePx} px (ratio ${found[0]!.ratio}), expected ${expected.join(' or ')} px`,
        );
    }
  }
  return problems;
}
