import { useEffect, useState } from 'react';
import { ANCHOR_TOLERANCE_PX, SCROLL_HANDLER_THROTTLE_MS } from '../shared/constants';

/**
 * The heading the reader has scrolled to: the last one whose top is above the line where
 * a jump to a heading leaves it (`offset`, with the spec's tolerance), or the last heading once the page is scrolled to
 * its end, since the last headings of a page may never reach the top.
 */
export function activeSlugAt(
  tops: readonly { slug: string; top: number }[],
  scrollY: number,
  offset: number,
  atBottom = false,
): string | undefined {
  if (atBottom && tops.length) return tops.at(-1)!.slug;
  let active: string | undefined;
  for (const { slug, top } of tops) {
    if (top - offset <= scrollY + ANCHOR_TOLERANCE_PX) active = slug;
    else break;
  }
  return active;
}

/** Tracks the active heading with a throttled scroll handler (spec §9: 300 ms). */
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
      const tops = headings.map(({ slug, el }) => ({
        slug,
        top: el.getBoundingClientRect().top + window.scrollY,
      }));
      const atBottom =
        window.scrollY > 0 &&
        window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      setActive(activeSlugAt(tops, window.scrollY, offset, atBottom));
    };
    const onScroll = () => {
      timer ??= setTimeout(update, SCROLL_HANDLER_THROTTLE_MS);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, [key]);
  return active;
}
