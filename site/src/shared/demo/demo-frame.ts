/**
 * What passes between a page and the frame an edited example runs in. The reader's code
 * runs in a document of its own, on an opaque origin (`sandbox="allow-scripts"`): it can
 * neither read the site's storage nor navigate the page. The page compiles the code
 * (theme/demo/live/compile.ts), the frame runs it (runtime/demo-frame/) and says how
 * tall it is; the page tells it the styles, the colour scheme, and where it is on screen.
 */
import type { PaintedScheme } from '../color-scheme';

/**
 * The frame's document, written by the build beside the pages (served by the dev server
 * too). A folder's index: every host serves it at this path as it is (Cloudflare Pages
 * sends `/x.html` on to `/x`, where a header rule for `/x.html` no longer applies).
 */
export const DEMO_FRAME_PATH = '/demo-frame/';

/**
 * The name the reader's guarded code calls its loop guard by: the page's compile writes
 * the calls (theme/demo/live/instrument-loops.ts), the frame defines the guard
 * (runtime/demo-frame/loop-guard.ts).
 */
export const LOOP_GUARD = '__loopGuard';
/** Its file in the built folder. */
export const DEMO_FRAME_FILE = 'demo-frame/index.html';

/**
 * Its sandbox. Scripts only: an opaque origin, no storage, no navigation of the page, no
 * forms or pop-ups. (The dev server's frames are not sandboxed: live/DemoFrame.tsx.)
 */
export const DEMO_FRAME_SANDBOX = 'allow-scripts';

/** What the frame shows, running nothing, when it is not sandboxed (opened or framed elsewhere). */
export const DEMO_FRAME_NOT_ISOLATED = 'This frame runs edited examples only inside the docs.';

/**
 * What an edited example's box shows: the original while the frame loads (`loading`), or
 * failed to (`failed`); the frame (`shown`); the error its example threw (`crashed`).
 */
export type FrameState = 'loading' | 'failed' | 'shown' | 'crashed';

/** An edited example compiled: the body of a module that default-exports a function of what it is given. */
export interface CompiledDemo {
  /** `export default function (require, module, exports, React, loopGuard) {…}` */
  module: string;
  /** Lines the compiler placed above the reader's first line. */
  lineOffset: number;
  /** How many lines the reader wrote. */
  lines: number;
}

/** A rectangle in CSS pixels. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where the frame is: its content box in the page's viewport, and the viewport's size. */
export interface FrameGeometry {
  frame: Box;
  viewport: { width: number; height: number };
}

/** What the page tells the frame. */
export type ToFrame =
  | { type: 'styles'; css: string }
  | { type: 'scheme'; scheme: PaintedScheme }
  | { type: 'geometry'; geometry: FrameGeometry }
  | { type: 'run'; run: number; demo: CompiledDemo };

/** What the frame tells the page. */
export type FromFrame =
  | { type: 'ready' }
  /** The run's code did not evaluate (a throw at its top level): the last run stays. */
  | { type: 'error'; run: number; message: string }
  /** The run's example threw while rendering: it shows the error in its place. */
  | { type: 'crash'; run: number; message: string }
  /** The run is on screen, this tall. */
  | { type: 'rendered'; run: number; height: number }
  /** The example's height, whenever it changes. */
  | { type: 'height'; height: number };

const MESSAGE_TYPES: Record<FromFrame['type'] | ToFrame['type'], true> = {
  ready: true,
  error: true,
  crash: true,
  rendered: true,
  height: true,
  styles: true,
  scheme: true,
  geometry: true,
  run: true,
};

/** Whether `data` is one of our messages (a page may receive others, from extensions). */
export function isFrameMessage(data: unknown): data is FromFrame | ToFrame {
  return (
    typeof data === 'object' &&
    data !== null &&
    Object.hasOwn(MESSAGE_TYPES, (data as { type?: unknown }).type as string)
  );
}

/** `Unexpected token (3:7)` → `Line 3: Unexpected token`, within the reader's lines. */
export function describeError(error: unknown, lineOffset: number, lines: number): string {
  const message = error instanceof Error ? error.message : String(error);
  const at = /\((\d+):(\d+)\)/.exec(message);
  if (!at) return message;
  const line = Math.min(Math.max(1, Number(at[1]) - lineOffset), lines);
  return `Line ${line}: ${message.replace(at[0], '').trim()}`;
}
