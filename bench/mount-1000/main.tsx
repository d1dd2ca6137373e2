// Mounts 1,000 lazy items on demand, for the bench: time and observer count. Each
// candidate (see candidates.ts) renders the same list its own way.
import { LazyLoad } from '@lazy-load/react';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { useInView } from 'react-intersection-observer';
import type { CandidateKind } from './candidates';

declare global {
  interface Window {
    mount(kind: CandidateKind): number;
    observers: number;
  }
}

window.observers = 0;
const Native = window.IntersectionObserver;
window.IntersectionObserver = class extends Native {
  constructor(...args: ConstructorParameters<typeof IntersectionObserver>) {
    super(...args);
    window.observers++;
  }
};

/** react-intersection-observer's own recipe: one element, its content once in view. */
function InViewItem({ children }: { children: ReactNode }) {
  const { ref, inView } = useInView({ triggerOnce: true });
  return (
    <div ref={ref} style={{ height: 40 }}>
      {inView ? children : null}
    </div>
  );
}

const ITEMS = Array.from({ length: 1000 }, (_, i) => i);

const LISTS: Record<CandidateKind, () => ReactNode> = {
  // As the docs show it: a placeholder element of the content's size, in the wrapper.
  'lazy-load': () =>
    ITEMS.map((i) => (
      <LazyLoad key={i} placeholder={<div style={{ height: 40 }} />}>
        <p>Item {i}</p>
      </LazyLoad>
    )),
  // The wrapper itself given the size: one element per item.
  'lazy-load-sized': () =>
    ITEMS.map((i) => (
      <LazyLoad key={i} style={{ height: 40 }}>
        <p>Item {i}</p>
      </LazyLoad>
    )),
  'react-intersection-observer': () =>
    ITEMS.map((i) => (
      <InViewItem key={i}>
        <p>Item {i}</p>
      </InViewItem>
    )),
};

window.mount = (kind) => {
  const items = LISTS[kind]();
  const root = createRoot(document.getElementById('root')!);
  // The marks let a trace give the main thread's CPU time over the same span.
  console.timeStamp('mount');
  const start = performance.now();
  // In a list element, as in an app's first render. As 1,000 children of the root
  // itself, each would be its own insertion into the document, and React's search for
  // the next sibling to insert before scans all the siblings after it: about 4 ms of
  // main-thread time (of ~28) that no real first render pays, whatever the items are.
  flushSync(() => root.render(<div>{items}</div>));
  const end = performance.now();
  console.timeStamp('mounted');
  return end - start;
};
