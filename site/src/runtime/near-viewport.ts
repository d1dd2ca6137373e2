import { DEMO_LOAD_AHEAD_PX } from '../shared/constants';

const AHEAD = `${DEMO_LOAD_AHEAD_PX}px 0px`;

const waiting = new WeakMap<object, Promise<void>>();

/**
 * Resolves once the element with `elementId` is within reach of the viewport (or at
 * once without IntersectionObserver). One promise per `key`, so a component can
 * suspend on it across renders. Waits for the element to exist (it may be rendered
 * by the same commit that suspends).
 */
export function nearViewport(key: object, elementId: string): Promise<void> {
  let promise = waiting.get(key);
  if (!promise) {
    promise = new Promise<void>((resolve) => {
      const attach = () => {
        const element = document.getElementById(elementId);
        if (!element) return void requestAnimationFrame(attach);
        if (typeof IntersectionObserver === 'undefined') return resolve();
        const observer = new IntersectionObserver(
          (entries) => {
            if (!entries.some((e) => e.isIntersecting)) return;
            observer.disconnect();
            resolve();
          },
          { rootMargin: AHEAD },
        );
        observer.observe(element);
      };
      attach();
    });
    waiting.set(key, promise);
  }
  return promise;
}
