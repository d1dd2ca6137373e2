import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Links to a heading of the page (`#slug`: TOC, heading anchors, Markdown) go through
 * the router, as every other navigation: each jump is a history entry of the router's
 * own, so Back restores the position the reader left (the browser's own fragment
 * entries would share one key with the page's first entry, and the router would
 * restore the wrong position, cutting the smooth scroll short). A link to the heading
 * already in the URL jumps to it again, without a new entry.
 */
export function useInPageLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a');
      const href = anchor?.getAttribute('href');
      if (!anchor || !href?.startsWith('#') || anchor.target) return;
      event.preventDefault();
      const land = () =>
        document.getElementById(decodeURIComponent(href.slice(1)))?.scrollIntoView();
      if (href === window.location.hash) land();
      else void Promise.resolve(navigate(href)).then(land);
    }
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
