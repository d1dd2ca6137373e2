import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { loadThemePart } from '../../parts';
import type { DemoProps } from '../../../shared/demo/demo';
import type { CompiledDemo } from '../../../shared/demo/demo-frame';
import type { Compiled, compileDemo, scriptOf } from './compile';
import type DemoEditor from './DemoEditor';
import type DemoFrame from './DemoFrame';

/** How long typing must pause before the example re-runs. */
const RERUN_DELAY_MS = 400;

interface Tools {
  Editor: typeof DemoEditor;
  Frame: typeof DemoFrame;
  compileDemo: typeof compileDemo;
  scriptOf: typeof scriptOf;
}

/**
 * Editing a demo in place. The editor and the compiler are loaded on the first Edit,
 * as their own chunks. Edits re-run the example after a pause; copy and the exports
 * use the code as edited.
 */
export function useLiveEdit(demo: DemoProps) {
  const [tools, setTools] = useState<Tools>();
  const [editing, setEditing] = useState(false);
  const [source, setSource] = useState(demo.source);
  /** Bumped by Reset: a fresh editor, and a fresh error boundary. */
  const [generation, setGeneration] = useState(0);
  const [compiled, setCompiled] = useState<{ source: string; result: Compiled; run: number }>();
  /** The last edit that compiled: it keeps running while the code does not. */
  const [working, setWorking] = useState<{ demo: CompiledDemo; run: number }>();
  /** The latest run whose code threw as it was evaluated, in the example's frame. */
  const [runError, setRunError] = useState<{ run: number; message: string }>();
  const onRunError = useCallback(
    (run: number, message: string) => setRunError({ run, message }),
    [],
  );
  const runs = useRef(0);

  useEffect(() => {
    if (!tools || source === demo.source) return;
    const timer = setTimeout(() => {
      const result = tools.compileDemo({ ...demo, source });
      const run = ++runs.current;
      setCompiled({ source, result, run });
      if ('demo' in result) setWorking({ demo: result.demo, run });
    }, RERUN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [tools, source, demo]);

  async function edit() {
    if (!tools) {
      const [editor, compiler, frame] = await Promise.all([
        loadThemePart('DemoEditor'),
        loadThemePart('compile'),
        loadThemePart('DemoFrame'),
      ]);
      setTools({
        Editor: editor.default,
        Frame: frame.default,
        compileDemo: compiler.compileDemo,
        scriptOf: compiler.scriptOf,
      });
    }
    setEditing(!editing);
  }

  function reset() {
    setSource(demo.source);
    setCompiled(undefined);
    setWorking(undefined);
    setRunError(undefined);
    setGeneration((g) => g + 1);
  }

  const edited = source !== demo.source;
  const Frame = tools?.Frame;
  // One object per run: the demo is memoised on it.
  const running = useMemo(
    () => (edited && working && Frame ? { ...working, Frame } : undefined),
    [edited, working, Frame],
  );
  const result = edited ? compiled?.result : undefined;
  let script = demo.script;
  if (edited && tools) {
    try {
      script = tools.scriptOf({ ...demo, source });
    } catch {
      script = source; // Not valid yet: export what the reader wrote.
    }
  }
  return {
    Editor: editing ? tools?.Editor : undefined,
    editing,
    edited,
    edit,
    reset,
    source,
    setSource,
    script,
    generation,
    /** The edited example as it runs: the latest edit that compiled, and which run it is. */
    running,
    /** Why the latest edit does not run: it does not compile, or it threw as it was evaluated. */
    error:
      result && 'error' in result
        ? result.error
        : edited && runError && runError.run === working?.run
          ? runError.message
          : undefined,
    onRunError,
  };
}
