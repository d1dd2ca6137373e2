import type { Box, FrameGeometry } from '../../shared/demo/demo-frame';

/**
 * IntersectionObserver for the edited example's frame. The frame is on an opaque origin,
 * and for a cross-origin frame browsers ignore `rootMargin` (by the specification, for
 * privacy: w3c/IntersectionObserver#283), so an edited `<LazyLoad rootMargin="…">` would
 * not do what the original does. The page tells the frame where it is on screen
 * (FrameGeometry); this observer computes each entry as the browser does for the page:
 * the target, clipped by every scrolling or clipping box around it and by the frame,
 * against the page's viewport grown by `rootMargin`. An observer with an explicit `root`
 * (an element of the frame) is the browser's own, which honours its margin there.
 */

interface Edges {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

const edgesOf = ({ left, top, width, height }: Box): Edges => ({
  top,
  left,
  right: left + width,
  bottom: top + height,
});

/** Where two boxes overlap; undefined if they do not (touching edges do overlap). */
function intersect(a: Edges, b: Edges): Edges | undefined {
  const overlap = {
    top: Math.max(a.top, b.top),
    left: Math.max(a.left, b.left),
    bottom: Math.min(a.bottom, b.bottom),
    right: Math.min(a.right, b.right),
  };
  return overlap.right >= overlap.left && overlap.bottom >= overlap.top ? overlap : undefined;
}

const area = (e: Edges) => (e.right - e.left) * (e.bottom - e.top);
const shift = (e: Edges, x: number, y: number): Edges => ({
  top: e.top + y,
  bottom: e.bottom + y,
  left: e.left + x,
  right: e.right + x,
});
const rectOf = (e: Edges) =>
  DOMRectReadOnly.fromRect({
    x: e.left,
    y: e.top,
    width: e.right - e.left,
    height: e.bottom - e.top,
  });

/** `rootMargin` as the browser parses it: one to four lengths in px or %, CSS's shorthand order. */
export function parseRootMargin(margin: string): [string, string, string, string] {
  const parts = margin.trim().split(/\s+/).filter(Boolean);
  if (parts.length > 4 || parts.some((p) => !/^-?(\d+|\d*\.\d+)(px|%)$|^0$/.test(p)))
    throw new SyntaxError(
      `Failed to construct 'IntersectionObserver': rootMargin "${margin}" is not px or %`,
    );
  const [top = '0px', right = top, bottom = top, left = right] = parts;
  return [top, right, bottom, left];
}

/** The viewport grown by the margin (a percentage is of the viewport's width or height). */
export function rootEdges(margin: string, viewport: { width: number; height: number }): Edges {
  const [top, right, bottom, left] = parseRootMargin(margin).map((length, i) => {
    const value = parseFloat(length);
    return length.endsWith('%')
      ? (value / 100) * (i % 2 ? viewport.width : viewport.height)
      : value;
  }) as [number, number, number, number];
  return {
    top: -top,
    left: -left,
    right: viewport.width + right,
    bottom: viewport.height + bottom,
  };
}

/**
 * The box an element clips its content to, if it clips: its padding box, on each axis
 * whose overflow is not visible. An element without a box (`display: contents`) clips nothing.
 */
function clipOf(element: Element): Edges | undefined {
  const style = getComputedStyle(element);
  const clipsX = style.overflowX !== 'visible';
  const clipsY = style.overflowY !== 'visible';
  if ((!clipsX && !clipsY) || element.getClientRects().length === 0) return undefined;
  const box = element.getBoundingClientRect();
  const left = box.left + element.clientLeft;
  const top = box.top + element.clientTop;
  return {
    left: clipsX ? left : -Infinity,
    right: clipsX ? left + element.clientWidth : Infinity,
    top: clipsY ? top : -Infinity,
    bottom: clipsY ? top + element.clientHeight : Infinity,
  };
}

/** What of `target` its clipping boxes and the frame leave visible, in the frame's coordinates. */
function visiblePart(target: Element, bounds: Edges): Edges | undefined {
  let visible: Edges | undefined = bounds;
  for (let box = target.parentElement; visible && box; box = box.parentElement) {
    const clip = box === document.documentElement ? undefined : clipOf(box);
    if (clip) visible = intersect(visible, clip);
  }
  const { clientWidth, clientHeight } = document.documentElement;
  return (
    visible && intersect(visible, { top: 0, left: 0, right: clientWidth, bottom: clientHeight })
  );
}

type Native = typeof IntersectionObserver;
/** The observers of the frame's viewport now observing something. */
const observers = new Set<FrameIntersectionObserver>();
let geometry: FrameGeometry | undefined;
let pending = false;

/** Computes every observer's entries once the current task is done (a scroll, a layout). */
function schedule(): void {
  if (pending || !geometry) return;
  pending = true;
  // A task, not a frame: the browser pauses a cross-origin frame's animation frames while
  // it is off screen, which is exactly when a margin matters.
  setTimeout(() => {
    pending = false;
    for (const observer of observers) {
      try {
        observer.update();
      } catch (error) {
        // A callback that throws holds back no other observer (as the browser's).
        reportError(error);
      }
    }
  });
}

class FrameIntersectionObserver implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin: string;
  readonly scrollMargin = '0px 0px 0px 0px';
  readonly thresholds: readonly number[];
  readonly #callback: IntersectionObserverCallback;
  /** Per target: the last state reported (undefined: none yet, so one is due). */
  readonly #targets = new Map<Element, { index: number; intersecting: boolean } | undefined>();

  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
    this.rootMargin = parseRootMargin(options.rootMargin ?? '0px').join(' ');
    const threshold = options.threshold ?? 0;
    this.thresholds = (Array.isArray(threshold) ? [...threshold] : [threshold]).sort(
      (a, b) => a - b,
    );
    if (this.thresholds.some((t) => !(t >= 0 && t <= 1)))
      throw new RangeError(
        "Failed to construct 'IntersectionObserver': threshold values must be in [0, 1]",
      );
    this.#callback = callback;
  }

  observe(target: Element): void {
    if (this.#targets.has(target)) return;
    this.#targets.set(target, undefined);
    observers.add(this);
    schedule();
  }

  unobserve(target: Element): void {
    this.#targets.delete(target);
    if (!this.#targets.size) observers.delete(this);
  }

  disconnect(): void {
    this.#targets.clear();
    observers.delete(this);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /**
   * Reports each target whose state (intersecting, threshold crossed) changed. Its
   * rectangles are in the page's viewport, as if the example were in the page, where
   * `innerHeight` is the page's too (see `installFrameIntersectionObserver`).
   */
  update(): void {
    if (!geometry) return;
    const { left, top } = geometry.frame;
    const root = rootEdges(this.rootMargin, geometry.viewport);
    const entries: IntersectionObserverEntry[] = [];
    for (const [target, last] of this.#targets) {
      const bounds = edgesOf(target.getBoundingClientRect());
      // A target without a box (not connected, `display: none`) intersects nothing.
      const rendered = target.isConnected && target.getClientRects().length > 0;
      const seen = rendered ? visiblePart(target, bounds) : undefined;
      const overlap = seen && intersect(shift(seen, left, top), root);
      const targetArea = area(bounds);
      const ratio = !overlap ? 0 : targetArea > 0 ? area(overlap) / targetArea : 1;
      const intersecting = Boolean(overlap);
      const index = this.thresholds.filter((t) => ratio >= t).length;
      if (last && last.index === index && last.intersecting === intersecting) continue;
      this.#targets.set(target, { index, intersecting });
      entries.push({
        target,
        time: performance.now(),
        rootBounds: rectOf(root),
        boundingClientRect: rectOf(shift(bounds, left, top)),
        intersectionRect: rectOf(overlap ?? { top: 0, left: 0, right: 0, bottom: 0 }),
        intersectionRatio: ratio,
        isIntersecting: intersecting,
      });
    }
    if (entries.length) this.#callback(entries, this);
  }
}

/**
 * Makes `IntersectionObserver` the frame's own for observers of the viewport, and
 * `innerWidth`/`innerHeight` the page's viewport's (an example that compares an entry's
 * position with the viewport's height does what it does in the page). Returns how the
 * page's messages reach it: where the frame is, whenever that changes.
 */
export function installFrameIntersectionObserver(): { setGeometry(g: FrameGeometry): void } {
  const Native: Native = window.IntersectionObserver;
  const { documentElement } = document;
  Object.defineProperties(window, {
    innerWidth: { get: () => geometry?.viewport.width ?? documentElement.clientWidth },
    innerHeight: { get: () => geometry?.viewport.height ?? documentElement.clientHeight },
  });
  window.IntersectionObserver = function IntersectionObserver(
    callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    return options?.root
      ? new Native(callback, options)
      : new FrameIntersectionObserver(callback, options);
  } as unknown as Native;
  // What moves a target within the frame: a scroll (of any box), a change of size, of
  // the document, an image or font loaded, a transition or animation ended.
  for (const event of ['scroll', 'load', 'transitionend', 'animationend'])
    addEventListener(event, schedule, { capture: true, passive: true });
  addEventListener('resize', schedule);
  new ResizeObserver(schedule).observe(document.documentElement);
  new MutationObserver(schedule).observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    characterData: true,
  });
  return {
    setGeometry(next) {
      geometry = next;
      schedule();
    },
  };
}
