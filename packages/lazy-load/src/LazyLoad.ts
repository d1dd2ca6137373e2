import {
  createElement,
  forwardRef,
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type ElementType,
  type ForwardedRef,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { observe } from './observer-pool.js';

export interface LazyLoadProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'children' | 'placeholder'
> {
  /**
   * Grows or shrinks the viewport used to decide when the content is in view, with
   * CSS margin syntax. A positive margin such as `'200px 0px'` reveals the content
   * before it scrolls into view. See the IntersectionObserver
   * [rootMargin](https://developer.mozilla.org/en-US/docs/Web/API/IntersectionObserver/rootMargin) docs.
   * @default '0px 0px 0px 0px'
   */
  rootMargin?: string;
  /**
   * How much of the element (from 0 to 1) must be in view before the content is
   * revealed. An array reveals at the smallest of its values. See the
   * IntersectionObserver
   * [thresholds](https://developer.mozilla.org/en-US/docs/Web/API/IntersectionObserver/thresholds) docs.
   * @default 0
   */
  threshold?: number | number[];
  /**
   * Rendered until the element comes into view, and on the server. Give it the size
   * of the content to keep the page from shifting when the content appears.
   */
  placeholder?: ReactNode;
  /** The lazy content: rendered once any part of the element comes into view, and kept from then on. */
  children?: ReactNode;
  /**
   * Called once, when the content is revealed. Receives the IntersectionObserver
   * entry, or `undefined` where the browser has no IntersectionObserver.
   */
  onVisible?: (entry: IntersectionObserverEntry | undefined) => void;
  /**
   * The element (or component) to render as the wrapper.
   * @default 'div'
   */
  as?: ElementType;
}

declare const process: { env: { NODE_ENV?: string } };

const DEFAULT_ROOT_MARGIN = '0px 0px 0px 0px';
/** Keeps an empty wrapper observable: a zero-size element never intersects. */
const MIN_SIZE: CSSProperties = { minWidth: 1, minHeight: 1 };

/**
 * Whether an entry reached a threshold. Compared in single precision, as browsers
 * compute: Chromium and WebKit report 0.7 of an element as 0.699999988, which a double
 * 0.7 would reject (and no further notification comes).
 */
function isRevealing(entry: IntersectionObserverEntry, thresholds: readonly number[]): boolean {
  const ratio = Math.fround(entry.intersectionRatio);
  return entry.isIntersecting && thresholds.some((t) => ratio >= Math.fround(t));
}

function assignRef<T>(ref: ForwardedRef<T>, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * Renders `placeholder` until the element scrolls into view, then renders `children`
 * and stops observing. Where IntersectionObserver is missing the children are shown
 * right after mount.
 */
export const LazyLoad = forwardRef<HTMLElement, LazyLoadProps>(function LazyLoad(
  {
    rootMargin = DEFAULT_ROOT_MARGIN,
    threshold = 0,
    placeholder = null,
    children,
    onVisible,
    as = 'div',
    style,
    ...rest
  },
  forwardedRef,
) {
  // The element lives in a ref, not in state: state would render every item twice.
  const element = useRef<HTMLElement | null>(null);
  const [visible, setVisible] = useState(false);
  const ref = useCallback(
    (node: HTMLElement | null) => {
      element.current = node;
      assignRef(forwardedRef, node);
    },
    [forwardedRef],
  );
  // The latest callback, read when the element is revealed, so that a new function
  // on every render does not restart observation. Kept in render, not in an effect: one
  // effect fewer per item is 5-8 % of a 1,000-item mount (`npm run bench:mount`), and a
  // render React discards can only leave a newer callback here, never a stale one.
  const onVisibleRef = useRef(onVisible);
  onVisibleRef.current = onVisible;

  const thresholdKey = Array.isArray(threshold) ? threshold.join(',') : String(threshold);

  useEffect(() => {
    const target = element.current;
    // An `as` component that drops its ref leaves nothing to observe: say so while
    // developing (bundlers strip this from production builds).
    if (process.env.NODE_ENV !== 'production' && !target && !visible)
      console.error('LazyLoad: the `as` component must pass its ref to an element');
    if (visible || !target) return;
    if (typeof IntersectionObserver === 'undefined') {
      // No way to know when it is in view: show the content right after mount,
      // never on the server, so hydration still matches the server HTML.
      setVisible(true);
      onVisibleRef.current?.(undefined);
      return;
    }
    const thresholds = thresholdKey.split(',').map(Number);
    const stop = observe(target, rootMargin, thresholds, (entry) => {
      if (!isRevealing(entry, thresholds)) return;
      stop();
      setVisible(true);
      onVisibleRef.current?.(entry);
    });
    return stop;
    // `as` is a dependency: another element type means another element to observe.
  }, [visible, rootMargin, thresholdKey, as]);

  return createElement(
    as,
    { ...rest, ref, style: style ? { ...MIN_SIZE, ...style } : MIN_SIZE },
    visible ? children : placeholder,
  );
});
