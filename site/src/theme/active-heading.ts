import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '../runtime/index';
import { ANCHOR_TOLERANCE_PX, SCROLL_HANDLER_THROTTLE_MS } from '../shared/constants';

/**
 * The heading the reader has scrolled to: the last one whose top is above the line where
 * a jump to a heading leaves it (`offset`, within ANCHOR_TOLERANCE_PX), or the last heading
 * once the page is scrolled to its end, since the last headings of a page may never reach
 * the top. Headings are in document order, so their tops only grow: a binary search
 * measures about log2(n) of them. Measuring one may lay out a deferred section
 * (`content-visibility`), and measuring each of 5,000 headings froze the page for 20 s.
 */
export function activeSlugAt<T extends { slug: string }>(
  headings: readonly T[],
  topOf: (heading: T) => number,
  scrollY: number,
  offset: number,
  atBottom = false,
): string | undefined {
  if (atBottom && headings.length) return headings.at(-1)!.slug;
  const line = scrollY + offset + ANCHOR_TOLERANCE_PX;
  // The first heading below the line is at `below`; the active one is just before it.
  let below = 0;
  let end = headings.length;
  while (below < end) {
    const middle = (below + end) >>> 1;
    if (topOf(headings[middle]!) <= line) below = middle + 1;
    else end = middle;
  }
  return below ? headings[below - 1]!.slug : undefined;
}

/** Tracks the active heading with a scroll handler throttled to once per 300 ms. */
export function useActiveHeading(slugs: readonly string[]): string | undefined {
  const [active, setActive] = useState<string>();
  const key = slugs.join(' ');
  useEffect(() => {
    const ids = key ? key.split(' ') : [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      timer = undefined;
      const headings = ids.flatMap((slug) => {
        const el = document.getElementById(slug);
        return el ? [{ slug, el }] : [];
      });
      // Where a heading rests after a jump to it: its scroll-margin-top below the top
      // (under the navbar, with a gap). There it counts as reached.
      const offset = headings.length
        ? parseFloat(getComputedStyle(headings[0]!.el).scrollMarginTop) || 0
        : 0;
      const atBottom =
        window.scrollY > 0 &&
        window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      const topOf = ({ el }: { el: Element }) => el.getBoundingClientRect().top + window.scrollY;
      const slug = activeSlugAt(headings, topOf, window.scrollY, offset, atBottom);
      // A transition: the outline's highlight never holds up a scroll or a tap.
      startTransition(() => setActive(slug));
    };
    const onScroll = () => {
      timer ??= setTimeout(update, SCROLL_HANDLER_THROTTLE_MS);
    };
    // The first reading waits for the page's first paint (hydration's commit would
    // otherwise lay the page out for it).
    const cancel = afterNextPaint(update);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancel();
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, [key]);
  return active;
}
