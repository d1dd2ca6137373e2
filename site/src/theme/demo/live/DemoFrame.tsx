import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  DEMO_FRAME_PATH,
  DEMO_FRAME_SANDBOX,
  isFrameMessage,
  type CompiledDemo,
  type FromFrame,
  type ToFrame,
} from '../../../shared/demo-frame';
import { onPaintedSchemeChange, paintedScheme } from './painted-scheme';

/**
 * In dev, the frame is not sandboxed: Vite serves its modules to the page's origin only,
 * and must (CVE-2025-24010), so the frame needs that origin. Built, it is an opaque one.
 */
const SANDBOX = import.meta.hot ? undefined : DEMO_FRAME_SANDBOX;

/** The page's styles, as the frame takes them: every stylesheet the page has inlined. */
const pageStyles = () =>
  Array.from(document.querySelectorAll('style'), (style) => style.textContent).join('\n');

/**
 * An edited example, run in a frame of its own (shared/demo-frame.ts): the page's styles
 * and colour scheme, sized to the example. Until the frame first shows it, the original
 * example stays in its place (`fallback`), so nothing moves while the frame loads.
 */
export default function DemoFrame({
  elementId,
  title,
  demo,
  run,
  fallback,
  onRunError,
}: {
  elementId: string;
  title: string;
  demo: CompiledDemo;
  run: number;
  fallback: ReactNode;
  /** The run's code did not evaluate: its error is shown with the compiler's. */
  onRunError: (run: number, message: string) => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number>();
  const [shown, setShown] = useState(false);
  const [crash, setCrash] = useState<{ run: number; message: string }>();
  // What a frame that (re)loads is sent: the latest of each.
  const latest = useRef({ demo, run, onRunError });
  useEffect(() => {
    latest.current = { demo, run, onRunError };
  });

  useEffect(() => {
    const target = frame.current!;
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
          send({ type: 'styles', css: pageStyles() });
          send({ type: 'scheme', scheme: paintedScheme() });
          geometry();
          send({ type: 'run', run: latest.current.run, demo: latest.current.demo });
          break;
        case 'height':
          setHeight(message.height);
          break;
        case 'rendered':
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

  // An error thrown while rendering takes the example's place, the original's too.
  const crashed = crash?.run === run;
  const state = crashed ? 'crashed' : shown ? 'shown' : 'loading';
  return (
    <div className="demo-live" id={elementId} data-frame={state}>
      {state === 'loading' && fallback}
      {crashed && (
        <p className="demo-error" role="alert">
          Error: {crash.message}
        </p>
      )}
      <iframe
        ref={frame}
        className="demo-frame"
        title={title}
        src={DEMO_FRAME_PATH}
        sandbox={SANDBOX}
        style={height === undefined ? undefined : { height }}
      />
    </div>
  );
}
