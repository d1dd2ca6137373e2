import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { withBase } from '../../../shared/base';
import { DEMO_FRAME_READY_MS } from '../../../shared/constants';
import { useSite } from '../../../runtime/index';
import {
  DEMO_FRAME_PATH,
  DEMO_FRAME_SANDBOX,
  isFrameMessage,
  type CompiledDemo,
  type FrameState,
  type FromFrame,
  type ToFrame,
} from '../../../shared/demo/demo-frame';
import { onPaintedSchemeChange, paintedScheme } from './painted-scheme';

/**
 * In dev, the frame is not sandboxed: Vite serves its modules to the page's origin only,
 * and must (CVE-2025-24010), so the frame needs that origin. Built, it is an opaque one.
 */
const SANDBOX = import.meta.hot ? undefined : DEMO_FRAME_SANDBOX;

/**
 * The page's styles, as the frame takes them (its policy allows inline styles only): the
 * text of every stylesheet the page has inlined, then the rules of those it links (the
 * build links what a page's first screen does not need; the page's own origin).
 */
const pageStyles = () =>
  Array.from(document.styleSheets, (sheet) => {
    if (sheet.ownerNode instanceof HTMLStyleElement) return sheet.ownerNode.textContent;
    try {
      return Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n');
    } catch {
      return ''; // another origin's (a font service's, from the config's head), unreadable
    }
  }).join('\n');

/**
 * An edited example, run in a frame of its own (shared/demo/demo-frame.ts): the page's styles
 * and colour scheme, sized to the example. Rendered inside the example's box (DemoLive),
 * which it tells what to show (`onState`): the original example stays in its place until
 * the frame first shows the edit, so nothing moves while the frame loads.
 */
export default function DemoFrame({
  title,
  demo,
  run,
  onState,
  onRunError,
}: {
  title: string;
  demo: CompiledDemo;
  run: number;
  onState: (state: FrameState | undefined) => void;
  /** The run's code did not evaluate: its error is shown with the compiler's. */
  onRunError: (run: number, message: string) => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const { base } = useSite().siteData;
  const [height, setHeight] = useState<number>();
  const [shown, setShown] = useState(false);
  const [failed, setFailed] = useState(false);
  /** An error thrown while rendering: it takes the example's place until a later run shows. */
  const [crash, setCrash] = useState<{ run: number; message: string }>();
  // What a frame that (re)loads is sent: the latest of each.
  const latest = useRef({ demo, run, onRunError });
  useEffect(() => {
    latest.current = { demo, run, onRunError };
  });

  // Listening from the commit on: a frame that loads fast says it is ready at once.
  useLayoutEffect(() => {
    const target = frame.current!;
    let ready = false;
    let waiting: ReturnType<typeof setTimeout> | undefined;
    // Loaded, and never ready (its scripts did not load): say so, rather than wait for ever.
    const loaded = () => {
      waiting = setTimeout(() => setFailed(!ready), DEMO_FRAME_READY_MS);
    };
    const send = (message: ToFrame) => target.contentWindow?.postMessage(message, '*');
    const geometry = () => {
      const box = target.getBoundingClientRect();
      send({
        type: 'geometry',
        geometry: {
          frame: {
            left: box.left + target.clientLeft,
            top: box.top + target.clientTop,
            width: target.clientWidth,
            height: target.clientHeight,
          },
          viewport: {
            width: document.documentElement.clientWidth,
            height: document.documentElement.clientHeight,
          },
        },
      });
    };
    let frameRequest = 0;
    const moved = () => {
      if (!frameRequest)
        frameRequest = requestAnimationFrame(() => {
          frameRequest = 0;
          geometry();
        });
    };
    function listen(event: MessageEvent<unknown>) {
      if (event.source !== target.contentWindow || !isFrameMessage(event.data)) return;
      const message = event.data as FromFrame;
      switch (message.type) {
        case 'ready':
          ready = true;
          setFailed(false);
          send({ type: 'styles', css: pageStyles() });
          send({ type: 'scheme', scheme: paintedScheme() });
          geometry();
          send({ type: 'run', run: latest.current.run, demo: latest.current.demo });
          break;
        case 'height':
          setHeight(message.height);
          break;
        case 'rendered':
          setHeight(message.height);
          setShown(true);
          setCrash((last) => (last && last.run < message.run ? undefined : last));
          break;
        case 'crash':
          setCrash({ run: message.run, message: message.message });
          break;
        case 'error':
          latest.current.onRunError(message.run, message.message);
          break;
      }
    }
    addEventListener('message', listen);
    target.addEventListener('load', loaded);
    addEventListener('scroll', moved, { passive: true });
    addEventListener('resize', moved);
    const layout = new ResizeObserver(moved);
    layout.observe(document.body);
    layout.observe(target);
    const stopScheme = onPaintedSchemeChange(() =>
      send({ type: 'scheme', scheme: paintedScheme() }),
    );
    return () => {
      removeEventListener('message', listen);
      target.removeEventListener('load', loaded);
      clearTimeout(waiting);
      removeEventListener('scroll', moved);
      removeEventListener('resize', moved);
      layout.disconnect();
      stopScheme();
      cancelAnimationFrame(frameRequest);
    };
  }, []);

  // Each new run, once the frame is there (a frame still loading gets it when ready).
  useEffect(() => {
    frame.current!.contentWindow?.postMessage({ type: 'run', run, demo } satisfies ToFrame, '*');
  }, [run, demo]);

  // A crash stays until a later run shows ('rendered' clears it).
  const state: FrameState = failed ? 'failed' : crash ? 'crashed' : shown ? 'shown' : 'loading';
  useEffect(() => onState(state), [onState, state]);
  useEffect(() => () => onState(undefined), [onState]);
  return (
    <>
      {crash && (
        <p className="demo-error" role="alert">
          Error: {crash.message}
        </p>
      )}
      {failed && (
        <p className="demo-error" role="alert">
          This edit could not be run: its frame did not load.
        </p>
      )}
      <iframe
        ref={frame}
        className="demo-frame"
        title={title}
        src={withBase(base, DEMO_FRAME_PATH)}
        sandbox={SANDBOX}
        style={height === undefined ? undefined : { height }}
      />
    </>
  );
}
