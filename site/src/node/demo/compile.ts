import { readFileSync } from 'node:fs';
import { parseAst, transformWithOxc } from 'vite';
import type { DemoCode } from '../../shared/demo/demo';
import { demoImports, demoModule, markupPrefixLines } from '../../shared/demo/demo-module';
import type { PackageSource } from '../documented-packages';
import { SiteBuildError, SiteBuildErrors } from '../errors';
import type { DemoContainer } from './containers';

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/** The Markdown line of a module line, kept within the demo's own lines. */
function markdownLine(
  demo: DemoContainer,
  moduleLine: number,
  packages: readonly PackageSource[],
): number {
  const prefix = demo.kind === 'markup' ? markupPrefixLines(packages) : 0;
  const line = demo.sourceLine + moduleLine - 1 - prefix;
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
      line: Number(/demo\.[jt]sx:(\d+):\d/.exec(part)?.[1]) || undefined,
    }))
    .sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity));
  // Else a message of another form: its heading and the first error ("Parse failed…:\nA …").
  return found[0] ?? { message: text.split('\n').slice(0, 2).join(' ') };
}

type Program = ReturnType<typeof parseAst>;

/** The names a module exports at run time (types are not). */
function exportedNames(program: Program): string[] {
  return program.body.flatMap((node) => {
    if (node.type === 'ExportDefaultDeclaration') return ['default'];
    if (node.type !== 'ExportNamedDeclaration' || node.exportKind === 'type') return [];
    // `export function A`, `export class B`, `export const c = …, d = …`.
    const declared = node.declaration;
    if (declared?.type === 'FunctionDeclaration' || declared?.type === 'ClassDeclaration')
      return declared.id ? [declared.id.name] : [];
    if (declared?.type === 'VariableDeclaration')
      return declared.declarations.flatMap((d) => (d.id.type === 'Identifier' ? [d.id.name] : []));
    return node.specifiers
      .filter((s) => s.exportKind !== 'type')
      .map((s) => (s.exported.type === 'Identifier' ? s.exported.name : String(s.exported.value)));
  });
}

const exportsCache = new Map<string, Promise<Set<string>>>();

/**
 * What a package a demo may import exports: a documented package's from its source (read
 * again when it changes), React's as loaded.
 */
function exportsOf(specifier: string, packages: readonly PackageSource[]): Promise<Set<string>> {
  const documented = packages.find((p) => p.name === specifier);
  if (documented) {
    const code = readFileSync(documented.source, 'utf8');
    const lang = /\.([jt]sx?)$/.exec(documented.source)![1] as 'js' | 'jsx' | 'ts' | 'tsx';
    return Promise.resolve(new Set(exportedNames(parseAst(code, { lang }))));
  }
  let names = exportsCache.get(specifier);
  // Stryker disable next-line ConditionalExpression: the cache only saves time (same names without it)
  if (!names) {
    names = import(specifier).then((module: object) => new Set(Object.keys(module)));
    exportsCache.set(specifier, names);
  }
  return names;
}

/** Each import of the module that no allowed package provides, as an error at its line. */
async function importProblems(
  program: Program,
  module: string,
  demo: DemoContainer,
  file: string,
  packages: readonly PackageSource[],
): Promise<SiteBuildError[]> {
  const problems: SiteBuildError[] = [];
  const lineOf = (offset: number) =>
    markdownLine(demo, module.slice(0, offset).split('\n').length, packages);
  const allowed = demoImports(packages);
  for (const node of program.body) {
    if (node.type !== 'ImportDeclaration' || node.importKind === 'type') continue;
    const from = node.source.value;
    if (!allowed.includes(from)) {
      const rule = `demos import only ${allowed.join(', ')}`;
      problems.push(new SiteBuildError(file, lineOf(node.start), rule, `cannot import ${from}`));
      continue;
    }
    const exported = await exportsOf(from, packages);
    for (const specifier of node.specifiers) {
      if (specifier.type === 'ImportNamespaceSpecifier') continue;
      // Stryker disable next-line ConditionalExpression: only named specifiers have an importKind
      if (specifier.type === 'ImportSpecifier' && specifier.importKind === 'type') continue;
      const name =
        specifier.type === 'ImportDefaultSpecifier'
          ? 'default'
          : specifier.imported.type === 'Identifier'
            ? specifier.imported.name
            : String(specifier.imported.value);
      if (exported.has(name)) continue;
      problems.push(
        new SiteBuildError(
          file,
          lineOf(specifier.start),
          // Stryker disable next-line MethodExpression: names come sorted today (module namespaces, the library's index)
          `a demo imports what ${from} exports (${[...exported].sort().join(', ')})`,
          `${from} has no export "${name}"`,
        ),
      );
    }
  }
  return problems;
}

/**
 * Checks a demo and prepares its code: it must compile, default-export a component
 * (modules), and import only what the allowed packages export: every mistake is thrown
 * together. Returns the code the site shows, copies and exports; `script` is the module
 * with TypeScript removed.
 */
export async function compileDemo(
  demo: DemoContainer,
  file: string,
  packages: readonly PackageSource[],
): Promise<DemoCode> {
  const module = demoModule(demo, packages);
  let script: string;
  let program: Program;
  try {
    script = (
      await transformWithOxc(module, `demo.${demo.language}`, {
        lang: demo.language,
        jsx: 'preserve',
      })
    ).code;
    program = parseAst(module, { lang: demo.language });
  } catch (error) {
    const { message, line } = firstError(error);
    throw new SiteBuildError(
      file,
      line ? markdownLine(demo, line, packages) : demo.line,
      `demo code is valid ${demo.language.toUpperCase()}`,
      `does not compile: ${message}`,
    );
  }
  const problems = await importProblems(program, module, demo, file, packages);
  // The component is the default export (the module made of markup always has one).
  if (!exportedNames(program).includes('default')) {
    problems.unshift(
      new SiteBuildError(
        file,
        demo.sourceLine,
        'a demo module default-exports its component',
        'no default export',
      ),
    );
  }
  if (problems.length) throw problems.length === 1 ? problems[0]! : new SiteBuildErrors(problems);
  return { kind: demo.kind, language: demo.language, source: demo.source, script, css: demo.css };
}
