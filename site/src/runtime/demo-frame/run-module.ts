import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import type { ComponentType } from 'react';
import documentedModules from 'virtual:documented-modules';
import { describeError, type CompiledDemo } from '../../shared/demo/demo-frame';
import { effectGuard, loopGuard } from './loop-guard';

/**
 * React as an edited demo gets it: its effects counted, so that one re-running itself
 * for ever stops the example (see `effectGuard`) rather than burn a core.
 */
function guardedReact(): typeof React {
  const guard = effectGuard();
  const counted =
    (hook: typeof React.useEffect): typeof React.useEffect =>
    (effect, deps) =>
      hook(() => {
        guard();
        return effect();
      }, deps);
  return {
    ...React,
    useEffect: counted(React.useEffect),
    useLayoutEffect: counted(React.useLayoutEffect),
    useInsertionEffect: counted(React.useInsertionEffect),
  };
}

/**
 * The modules an edited demo may import: the frame's own copies, nothing fetched.
 * Code runs only from what the reader typed: no URL is ever read.
 */
const modulesWith = (react: typeof React): Record<string, unknown> => ({
  react,
  'react-dom': ReactDOM,
  'react-dom/client': ReactDOMClient,
  ...documentedModules,
});

/** "react, react-dom and @acme/ui": the modules, as a reader reads them. */
function allowed(modules: Record<string, unknown>): string {
  const names = Object.keys(modules).filter((name) => name !== 'react-dom/client');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
}

/** The compiled code's body as a function of what it is given (CommonJS's names, React, the loop guard). */
type ModuleBody = (
  require: (name: string) => unknown,
  module: { exports: { default?: unknown } },
  exports: { default?: unknown },
  React: unknown,
  loopGuard: (line: number) => void,
) => void;

export type Ran = { component: ComponentType } | { error: string };

/**
 * Loads `source` (an ES module) as a module of its own: a `blob:` URL, which the frame's
 * Content-Security-Policy allows for scripts, where `new Function` would need
 * `'unsafe-eval'` (and with it every string-to-code sink).
 */
export async function importBlob(source: string): Promise<{ default: ModuleBody }> {
  const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  try {
    return (await import(/* @vite-ignore */ url)) as { default: ModuleBody };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Runs a compiled edited demo (compile.ts) into its component. */
export async function runModule(
  { module: source, lineOffset, lines }: CompiledDemo,
  /** How the module is loaded (unit tests in Node use a `data:` URL). */
  load: typeof importBlob = importBlob,
): Promise<Ran> {
  const module = { exports: {} as { default?: unknown } };
  const react = guardedReact();
  const modules = modulesWith(react);
  const require = (name: string) => {
    if (!(name in modules))
      throw new Error(`Cannot import "${name}" here (only ${allowed(modules)})`);
    return modules[name];
  };
  try {
    // The reader's own code, compiled by the page: this is what a live editor is for.
    (await load(source)).default(require, module, module.exports, react, loopGuard());
  } catch (error) {
    return { error: describeError(error, lineOffset, lines) };
  }
  const component = module.exports.default;
  if (typeof component !== 'function' && typeof component !== 'object') {
    return { error: 'The code must default-export a component' };
  }
  return { component: component as ComponentType };
}
