import { useEffect, useRef, useState, type ComponentType } from 'react';
import { loadNamedPart } from '../../../runtime/parts';
import type { DemoProps } from '../../../shared/demo';
import type { Compiled, compileDemo, scriptOf } from './compile';
import type DemoEditor from './DemoEditor';

/** How long typing must pause before the example re-runs. */
const RERUN_DELAY_MS = 400;

interface Tools {
  Editor: typeof DemoEditor;
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
  const [working, setWorking] = useState<{ component: ComponentType; run: number }>();
  const runs = useRef(0);

  useEffect(() => {
    if (!tools || source === demo.source) return;
    let current = true;
    const timer = setTimeout(() => {
      void tools.compileDemo({ ...demo, source }).then((result) => {
        if (!current) return; // a newer edit, or Reset, came meanwhile
        const run = ++runs.current;
        setCompiled({ source, result, run });
        if ('component' in result) setWorking({ component: result.component, run });
      });
    }, RERUN_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [tools, source, demo]);

  async function edit() {
    if (!tools) {
      const [editor, compiler] = await Promise.all([
        loadNamedPart('DemoEditor'),
        loadNamedPart('compile'),
      ]);
      setTools({
        Editor: editor.default,
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
    setGeneration((g) => g + 1);
  }

  const edited = source !== demo.source;
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
    /** The edited example's component: the latest edit's, or the last one that compiled. */
    component: !edited
      ? undefined
      : result && 'component' in result
        ? result.component
        : working?.component,
    error: result && 'error' in result ? result.error : undefined,
    /** Which run the component is: a fresh error boundary for each. */
    run: result && 'component' in result ? (compiled?.run ?? 0) : (working?.run ?? 0),
  };
}
