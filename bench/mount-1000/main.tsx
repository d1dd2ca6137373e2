// Mounts 1,000 <LazyLoad> items on demand, for the bench: time and observer count.
import { LazyLoad } from '@lazy-load/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

declare global {
  interface Window {
    mount(): number;
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

const items = Array.from({ length: 1000 }, (_, i) => (
  <LazyLoad key={i} placeholder={<div style={{ height: 40 }} />}>
    <p>Item {i}</p>
  </LazyLoad>
));

window.mount = () => {
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
