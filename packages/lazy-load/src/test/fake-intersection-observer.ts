/**
 * A controllable IntersectionObserver for tests: records every instance, the
 * elements each observes, and lets a test decide when an element intersects.
 */
export class FakeIntersectionObserver implements IntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];

  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds: readonly number[];
  readonly scrollMargin = '0px';
  readonly observed = new Set<Element>();
  disconnected = false;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.rootMargin = options.rootMargin ?? '0px';
    const t = options.threshold ?? 0;
    this.thresholds = Array.isArray(t) ? t : [t];
    FakeIntersectionObserver.instances.push(this);
  }

  observe(target: Element): void {
    this.observed.add(target);
  }
  unobserve(target: Element): void {
    this.observed.delete(target);
  }
  disconnect(): void {
    this.observed.clear();
    this.disconnected = true;
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports `target` at `ratio` of visibility, as the browser would. */
  fire(target: Element, ratio: number, isIntersecting = ratio > 0): void {
    this.fireAll([target], ratio, isIntersecting);
  }

  /** Reports `targets` at `ratio` of visibility, in one batch (one callback). */
  fireAll(targets: Element[], ratio: number, isIntersecting = ratio > 0): void {
    const entries = targets.map((target) => {
      if (!this.observed.has(target)) throw new Error('fire() on an element that is not observed');
      const rect = target.getBoundingClientRect();
      return {
        target,
        intersectionRatio: ratio,
        isIntersecting,
        boundingClientRect: rect,
        intersectionRect: rect,
        rootBounds: null,
        time: 0,
      };
    });
    this.callback(entries, this);
  }

  /** The single live observer watching `target`. */
  static observing(target: Element): FakeIntersectionObserver {
    const found = FakeIntersectionObserver.instances.filter((o) => o.observed.has(target));
    if (found.length !== 1) throw new Error(`${found.length} observers watch this element`);
    return found[0]!;
  }

  static install(): void {
    FakeIntersectionObserver.instances = [];
    globalThis.IntersectionObserver = FakeIntersectionObserver;
  }
}
