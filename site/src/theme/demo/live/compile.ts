import * as LazyLoadLibrary from '@lazy-load/react';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import type { ComponentType } from 'react';
import { transform } from 'sucrase';
import type { DemoCode } from '../../../shared/demo';
import { LOOP_GUARD, effectGuard, guardLoops, loopGuard } from '../../../shared/loop-guard';
import { MARKUP_PREFIX_LINES, demoModule } from '../../../shared/playground';

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
 * The modules an edited demo may import: the page's own copies, nothing fetched.
 * Code runs only from what the reader typed: no URL or storage is ever read.
 */
const modulesWith = (react: typeof React): Record<string, unknown> => ({
  react,
  'react-dom': ReactDOM,
  'react-dom/client': ReactDOMClient,
  '@lazy-load/react': LazyLoadLibrary,
});

export type Compiled = { component: ComponentType } | { error: string };

/** `Unexpected token (3:7)` → `Line 3: Unexpected token`, within the reader's lines. */
function describe(error: unknown, lineOffset: number, lines: number): string {
  const message = error instanceof Error ? error.message : String(error);
  const at = /\((\d+):(\d+)\)/.exec(message);
  if (!at) return message;
  const line = Math.min(Math.max(1, Number(at[1]) - lineOffset), lines);
  return `Line ${line}: ${message.replace(at[0], '').trim()}`;
}

/** A line of a module (an import, or an export), which markup cannot hold. */
const MODULE_LINE =
  /^\s*(import\s*[{*'"]|import\s+[\w$]+\s*(,|from\b)|export\s+(default|const|let|var|function|class)\b)/;

/** The compiled code's body as a function of what it is given (CommonJS's names, React, the loop guard). */
type ModuleBody = (
  require: (name: string) => unknown,
  module: { exports: { default?: unknown } },
  exports: { default?: unknown },
  React: unknown,
  loopGuard: (line: number) => void,
) => void;

/**
 * Loads `source` (an ES module) as a module of its own: a `blob:` URL, which the site's
 * Content-Security-Policy allows for scripts, where `new Function` would need
 * `'unsafe-eval'` (and with it every string-to-code sink, for any script on the site).
 */
export async function importBlob(source: string): Promise<{ default: ModuleBody }> {
  const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  try {
    return (await import(/* @vite-ignore */ url)) as { default: ModuleBody };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Compiles an edited demo (JSX or TSX, markup or module) into its component. */
export async function compileDemo(
  code: Pick<DemoCode, 'kind' | 'language' | 'source'>,
  /** How the compiled module is loaded (unit tests in Node use a `data:` URL). */
  load: typeof importBlob = importBlob,
): Promise<Compiled> {
  const offset = code.kind === 'markup' ? MARKUP_PREFIX_LINES : 0;
  const lines = code.source.trim().split('\n').length;
  if (code.kind === 'markup') {
    // Markup is placed inside a component: a module line there would not fail to
    // compile, it would show as text on the page.
    const line = code.source.split('\n').findIndex((text) => MODULE_LINE.test(text));
    if (line >= 0) {
      return {
        error: `Line ${line + 1}: This example is JSX markup: write it without import or export (LazyLoad and React are provided)`,
      };
    }
  }
  let js: string;
  try {
    js = transform(demoModule(code), {
      transforms: code.language === 'tsx' ? ['jsx', 'typescript', 'imports'] : ['jsx', 'imports'],
      jsxRuntime: 'classic',
      production: true,
    }).code;
    // Sucrase keeps the lines where they were: a guard names the reader's line.
    js = guardLoops(js, offset);
  } catch (error) {
    return { error: describe(error, offset, lines) };
  }
  const module = { exports: {} as { default?: unknown } };
  const react = guardedReact();
  const modules = modulesWith(react);
  const require = (name: string) => {
    if (!(name in modules))
      throw new Error(`Cannot import "${name}" here (only react, react-dom and @lazy-load/react)`);
    return modules[name];
  };
  try {
    // The reader's own code, compiled above: this is what a live editor is for. (One
    // line above theirs; errors are named by their lines before this point.)
    const body = `export default function (require, module, exports, React, ${LOOP_GUARD}) {\n${js}\n}`;
    (await load(body)).default(require, module, module.exports, react, loopGuard());
  } catch (error) {
    return { error: describe(error, offset, lines) };
  }
  const component = module.exports.default;
  if (typeof component !== 'function' && typeof component !== 'object') {
    return { error: 'The code must default-export a component' };
  }
  return { component: component as ComponentType };
}

/** The module as plain JSX, TypeScript removed: what the CodePen and JSFiddle exports get. */
export function scriptOf(code: Pick<DemoCode, 'kind' | 'language' | 'source'>): string {
  const module = demoModule(code);
  if (code.language !== 'tsx') return module;
  return transform(module, { transforms: ['typescript', 'jsx'], jsxRuntime: 'preserve' }).code;
}

/** The compiler as one lazily loaded part. */
export default { compileDemo, scriptOf };
