import { Suspense, memo, use, useState, type ComponentType } from 'react';
import { loadPart, nearViewport } from '../../runtime/index';

import type { CompiledDemo, FrameState } from '../../shared/demo/demo-frame';
import { PartBoundary } from '../PartBoundary';
import type DemoFrame from './live/DemoFrame';
import type { DemoLoader } from './demo-loaders';

const modules = new WeakMap<DemoLoader, Promise<{ default: ComponentType }>>();

/** One load per demo, shared by every render that waits for it. */
function moduleOf(load: DemoLoader, name: string) {
  let module = modules.get(load);
  if (!module) {
    module = loadPart(name, load);
    modules.set(load, module);
  }
  return module;
}

/** React's markers of a Suspense boundary in server-rendered HTML. */
const BOUNDARY_MARKERS = /<!--\/?\$[!?]?-->/g;
const prerendered = new WeakMap<DemoLoader, string>();

/**
 * The demo as the server rendered it, read from the page the first time the app renders
 * it (hydrating, the DOM is still the server's). Shown while the demo waits, should React
 * give up hydrating it: a navigation's update (a heading link, Back) reaching a demo
 * still waiting to near the viewport makes React render it afresh, and the reader would
 * otherwise see "Loading example…" in its place, and the page shift by the difference.
 */
function prerenderedDemo(load: DemoLoader, elementId: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  if (!prerendered.has(load)) {
    const html = document.getElementById(elementId)?.innerHTML.replace(BOUNDARY_MARKERS, '');
    prerendered.set(load, html ?? '');
  }
  return prerendered.get(load) || undefined;
}

function Demo({ load, name, elementId }: { load: DemoLoader; name: string; elementId: string }) {
  // In the browser, wait until the block nears the viewport: until then the
  // prerendered demo stays as it is, and its chunk is not fetched.
  if (typeof window !== 'undefined') use(nearViewport(load, elementId));
  const { default: Component } = use(moduleOf(load, name));
  return <Component />;
}

/**
 * The live example: prerendered, then loaded and hydrated when it nears the viewport.
 * Memoised: a re-render of the block (e.g. toggling the code) must not touch a demo
 * that is still waiting to hydrate, or React would replace it with the fallback.
 */
export const DemoLive = memo(function DemoLive({
  id,
  load,
  name,
  title,
  edited,
  onRunError,
}: {
  id: string;
  load: DemoLoader | undefined;
  name: string;
  /** The example's name, for its frame once edited. */
  title: string;
  /**
   * The reader's edited version, once it compiles: it runs in a frame instead of the
   * original (`Frame`, loaded with the editor).
   */
  edited?: { demo: CompiledDemo; run: number; Frame: typeof DemoFrame };
  onRunError: (run: number, message: string) => void;
}) {
  const elementId = `${id}-live`;
  const html = load && prerenderedDemo(load, elementId);
  const original = (
    <PartBoundary fallback={<p className="demo-status">This example could not be loaded.</p>}>
      <Suspense
        fallback={
          html ? (
            <div className="demo-prerendered" dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <p className="demo-status">Loading example…</p>
          )
        }
      >
        {load && <Demo load={load} name={name} elementId={elementId} />}
      </Suspense>
    </PartBoundary>
  );
  const [frame, setFrame] = useState<FrameState>();
  const state = edited ? (frame ?? 'loading') : undefined;
  // One box for both: the original keeps its place (and its state) while an edit loads.
  return (
    <div className="demo-live" id={elementId} data-frame={state}>
      {(!state || state === 'loading' || state === 'failed') && original}
      {edited && (
        <edited.Frame
          title={`${title}, as edited`}
          demo={edited.demo}
          run={edited.run}
          onState={setFrame}
          onRunError={onRunError}
        />
      )}
    </div>
  );
});
