import { useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { COLOR_SCHEME_ATTRIBUTE } from '../../shared/color-scheme';
import {
  DEMO_FRAME_NOT_ISOLATED,
  isFrameMessage,
  type FromFrame,
  type ToFrame,
} from '../../shared/demo/demo-frame';
import { RunBoundary } from './RunBoundary';
import { runModule } from './run-module';
import { installFrameIntersectionObserver } from './intersection-observer';

/**
 * The document an edited example runs in (shared/demo/demo-frame.ts): on an opaque origin,
 * it renders what the page sends, and tells the page its height, so the page sizes the
 * frame to the example, as the example sat in the page before.
 */
const post = (message: FromFrame) => parent.postMessage(message, '*');

/**
 * Whether the frame is sandboxed, as the docs' pages frame it: on an opaque origin (its
 * `origin` reads "null"), where code it runs cannot reach the site. Opened on its own or
 * framed without the sandbox (by another site, or on a host that cannot send the frame's
 * CSP `sandbox`), it runs nothing. (The dev server's frame is not sandboxed.)
 */
const isolated = self.origin === 'null' || import.meta.hot !== undefined;

const observer = installFrameIntersectionObserver();
const container = document.getElementById('demo')!;
const root = createRoot(container);
const styles = document.head.appendChild(document.createElement('style'));

/** The example's height, as the page last heard it. */
let height = -1;
const measure = () => (height = container.getBoundingClientRect().height);

/** Tells the page once the run is on screen, and how tall it is then. */
function Rendered({ run, children }: { run: number; children: ReactNode }) {
  useEffect(() => post({ type: 'rendered', run, height: measure() }), [run]);
  return children;
}
/** The newest run asked for: an older one that finishes loading later is dropped. */
let latest = 0;

async function run(number: number, demo: Extract<ToFrame, { type: 'run' }>['demo']) {
  latest = Math.max(latest, number);
  const ran = await runModule(demo);
  if (number !== latest) return;
  if ('error' in ran) return post({ type: 'error', run: number, message: ran.error });
  const Example: ComponentType = ran.component;
  root.render(
    <RunBoundary key={number} onCrash={(message) => post({ type: 'crash', run: number, message })}>
      <Rendered run={number}>
        <Example />
      </Rendered>
    </RunBoundary>,
  );
}

addEventListener('message', (event: MessageEvent<unknown>) => {
  if (!isolated || event.source !== parent || !isFrameMessage(event.data)) return;
  const message = event.data as ToFrame;
  switch (message.type) {
    case 'styles':
      styles.textContent = message.css;
      break;
    case 'scheme':
      document.documentElement.setAttribute(COLOR_SCHEME_ATTRIBUTE, message.scheme);
      break;
    case 'geometry':
      observer.setGeometry(message.geometry);
      break;
    case 'run':
      void run(message.run, message.demo);
      break;
  }
});

// And whenever it changes after that (content loaded, revealed, resized).
new ResizeObserver(() => {
  const last = height;
  if (measure() !== last) post({ type: 'height', height });
}).observe(container);

if (isolated) post({ type: 'ready' });
else container.textContent = DEMO_FRAME_NOT_ISOLATED;
