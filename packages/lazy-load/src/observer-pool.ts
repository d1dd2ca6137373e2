/**
 * One IntersectionObserver per distinct set of options, shared by every
 * element that uses those options: a page with 1,000 lazy items that share
 * options creates one observer, not 1,000.
 */
export type IntersectionListener = (entry: IntersectionObserverEntry) => void;

interface PooledObserver {
  observer: IntersectionObserver;
  listeners: Map<Element, IntersectionListener>;
}

const pool = new Map<string, PooledObserver>();

function keyOf(rootMargin: string, thresholds: readonly number[]): string {
  return `${rootMargin}|${thresholds.join(',')}`;
}

/**
 * Observes `element` and calls `listener` with each of its entries.
 * Returns a function that stops observing it; the shared observer is
 * disconnected once nothing uses it any more.
 */
export function observe(
  element: Element,
  rootMargin: string,
  thresholds: readonly number[],
  listener: IntersectionListener,
): () => void {
  const key = keyOf(rootMargin, thresholds);
  let pooled = pool.get(key);
  if (!pooled) {
    const listeners = new Map<Element, IntersectionListener>();
    const observer = new IntersectionObserver(
      (entries) => {
        // Each entry on its own: one throwing callback must not hold back the others.
        for (const entry of entries) {
          try {
            listeners.get(entry.target)?.(entry);
          } catch (error) {
            reportError(error);
          }
        }
      },
      { rootMargin, threshold: [...thresholds] },
    );
    pooled = { observer, listeners };
    pool.set(key, pooled);
  }
  const { observer, listeners } = pooled;
  listeners.set(element, listener);
  observer.observe(element);

  return () => {
    if (!listeners.delete(element)) return;
    observer.unobserve(element);
    if (listeners.size === 0) {
      observer.disconnect();
      pool.delete(key);
    }
  };
}

/** How many shared observers exist right now (for tests and diagnostics). */
export function activeObserverCount(): number {
  return pool.size;
}
