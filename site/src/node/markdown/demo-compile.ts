import { transformWithOxc } from 'vite';
import type { DemoCode } from '../../shared/demo';
import {
  DEMO_IMPORTS,
  MARKUP_PREFIX_LINES,
  demoModule,
  unsupportedImports,
} from '../../shared/playground';
import { SiteBuildError } from '../errors';
import type { DemoContainer } from './demo-containers';

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/** The Markdown line of a module line, kept within the demo's own lines. */
function markdownLine(demo: DemoContainer, moduleLine: number): number {
  const line =
    demo.sourceLine + moduleLine - 1 - (demo.kind === 'markup' ? MARKUP_PREFIX_LINES : 0);
  const last = demo.sourceLine + demo.source.trim().split('\n').length - 1;
  return Math.min(Math.max(line, demo.sourceLine), last);
}

/** The earliest of the parser's errors: message and module line. */
function firstError(error: unknown): { message: string; line?: number } {
  const text = (error as Error).message.replace(ANSI, '');
  const found = text
    .split('[PARSE_ERROR]')
    .slice(1)
    .map((part) => ({
      message: part.trim().split('\n')[0]!,
      line: Number(/demo\.[jt]sx:(\d+):\d+/.exec(part)?.[1]) || undefined,
    }))
    .sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity));
  return found[0] ?? { message: text.split('\n')[0]! };
}

/**
 * Checks a demo and prepares its code: it must compile, default-export a component
 * (modules), and import only what the exports can provide. Returns the code the
 * site shows, copies and exports; `script` is the module with TypeScript removed.
 */
export async function compileDemo(demo: DemoContainer, file: string): Promise<DemoCode> {
  const module = demoModule(demo);
  let script: string;
  try {
    script = (
      await transformWithOxc(module, `demo.${demo.language}`, {
        lang: demo.language,
        jsx: 'preserve',
      })
    ).code;
  } catch (error) {
    const { message, line } = firstError(error);
    throw new SiteBuildError(
      file,
      line ? markdownLine(demo, line) : demo.line,
      `demo code is valid ${demo.language.toUpperCase()}`,
      `does not compile: ${message}`,
    );
  }
  if (demo.kind === 'module' && !/export\s+default\b/.test(demo.source)) {
    throw new SiteBuildError(
      file,
      demo.sourceLine,
      'a demo module default-exports its component',
      'no default export',
    );
  }
  const unsupported = unsupportedImports(demo.source);
  if (unsupported.length) {
    throw new SiteBuildError(
      file,
      demo.sourceLine,
      `demos import only ${DEMO_IMPORTS.join(', ')}`,
      `cannot import ${unsupported.join(', ')}`,
    );
  }
  return { kind: demo.kind, language: demo.language, source: demo.source, script, css: demo.css };
}
