import { transform } from 'sucrase';
import type { DemoCode } from '../../../shared/demo/demo';
import { guardLoops } from './instrument-loops';
import { LOOP_GUARD } from '../../../shared/demo/demo-frame';
import { describeError, type CompiledDemo } from '../../../shared/demo/demo-frame';
import { packages } from 'virtual:documented-packages';
import { demoModule, markupPrefixLines } from '../../../shared/demo/demo-module';

export type Compiled = { demo: CompiledDemo } | { error: string };

/** A line of a module (an import, or an export), which markup cannot hold. */
const MODULE_LINE =
  /^\s*(import\s*[{*'"]|import\s+[\w$]+\s*(,|from\b)|export\s+(default|const|let|var|function|class)\b)/;

/** What markup gets without importing it: "LazyLoad and React are", say. */
function provided(): string {
  const names = [...packages.flatMap((p) => p.markupImports), 'React'];
  const list =
    names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
  return `${list} ${names.length === 1 ? 'is' : 'are'}`;
}

/**
 * Compiles an edited demo (JSX or TSX, markup or module) into a module the example's
 * frame runs (run-module.ts): every loop guarded, the reader's lines where they were.
 */
export function compileDemo(code: Pick<DemoCode, 'kind' | 'language' | 'source'>): Compiled {
  const lineOffset = code.kind === 'markup' ? markupPrefixLines(packages) : 0;
  const lines = code.source.trim().split('\n').length;
  if (code.kind === 'markup') {
    // Markup is placed inside a component: a module line there would not fail to
    // compile, it would show as text on the page.
    const line = code.source.split('\n').findIndex((text) => MODULE_LINE.test(text));
    if (line >= 0) {
      return {
        error: `Line ${line + 1}: This example is JSX markup: write it without import or export (${provided()} provided)`,
      };
    }
  }
  try {
    const js = transform(demoModule(code, packages), {
      transforms: code.language === 'tsx' ? ['jsx', 'typescript', 'imports'] : ['jsx', 'imports'],
      jsxRuntime: 'classic',
      production: true,
    }).code;
    // Sucrase keeps the lines where they were: a guard names the reader's line. The
    // module's first line is one above theirs (run-module.ts counts it).
    const module = `export default function (require, module, exports, React, ${LOOP_GUARD}) {\n${guardLoops(js, lineOffset)}\n}`;
    return { demo: { module, lineOffset, lines } };
  } catch (error) {
    return { error: describeError(error, lineOffset, lines) };
  }
}

/** The module as plain JSX, TypeScript removed: what the CodePen and JSFiddle exports get. */
export function scriptOf(code: Pick<DemoCode, 'kind' | 'language' | 'source'>): string {
  const module = demoModule(code, packages);
  if (code.language !== 'tsx') return module;
  return transform(module, { transforms: ['typescript', 'jsx'], jsxRuntime: 'preserve' }).code;
}

/** The compiler as one lazily loaded part. */
export default { compileDemo, scriptOf };
