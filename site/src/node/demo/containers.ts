import type { Root, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { SiteBuildError } from '../errors';

/** One `::: demo` container as written, found in a page's syntax tree. */
export interface DemoContainer {
  /** Its place among the page's demos (0-based). */
  index: number;
  /** Line of the opening `:::` (1-based). */
  line: number;
  /** The options written after `::: demo` (a JSON object), as text. */
  optionsText: string;
  kind: 'markup' | 'module';
  language: 'jsx' | 'tsx';
  /** The markup, or the module's code, exactly as written. */
  source: string;
  /** Line where `source` starts. */
  sourceLine: number;
  css: string;
}

const FENCE = /^[ \t]*(`{3,}|~{3,})[ \t]*([\w-]*)/;

/** Whether `line` closes a fence opened by `marker`. */
const closesFence = (line: string, marker: string) =>
  line.trim().startsWith(marker) && line.trim().replace(/[`~]/g, '') === '';

/** The fenced blocks of a container's body: a jsx/tsx module and an optional css. */
function fencesOf(lines: string[]): { lang: string; start: number; body: string }[] {
  const fences: { lang: string; start: number; body: string }[] = [];
  // Stryker disable next-line EqualityOperator: one step further, FENCE finds nothing in undefined
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]!);
    if (!open) continue;
    const end = lines.findIndex((l, j) => j > i && closesFence(l, open[1]!));
    // Stryker disable next-line ConditionalExpression,UnaryOperator: never -1 (closingLine ends a container outside fences), kept as a guard
    const stop = end === -1 ? lines.length : end;
    fences.push({ lang: open[2]!, start: i + 1, body: lines.slice(i + 1, stop).join('\n') });
    i = stop;
  }
  return fences;
}

type Body = Omit<DemoContainer, 'index' | 'line' | 'optionsText'>;

/** What a container holds: markup, or a jsx/tsx fence and an optional css fence. */
function bodyOf(body: string[], bodyLine: number, file: string): Body {
  const fences = fencesOf(body);
  const code = fences.find((f) => f.lang === 'jsx' || f.lang === 'tsx');
  const css = fences.find((f) => f.lang === 'css');
  if (fences.length && !code) {
    throw new SiteBuildError(
      file,
      bodyLine,
      'a demo holds JSX markup, or a jsx/tsx fence (and an optional css fence)',
      'no jsx or tsx fence in this demo',
    );
  }
  const source = code ? code.body : body.join('\n').replace(/^\n+|\n+$/g, '');
  if (!source.trim())
    throw new SiteBuildError(file, bodyLine - 1, 'a demo is not empty', 'empty demo');
  return {
    kind: code ? 'module' : 'markup',
    language: code?.lang === 'tsx' ? 'tsx' : 'jsx',
    source,
    sourceLine: bodyLine + (code ? code.start : body.findIndex((l) => l.trim() !== '')),
    css: css?.body ?? '',
  };
}

/**
 * Finds the `::: demo` containers of a page (`containerDirective` nodes, from
 * `remarkContainers`) and hands each to `replace`, which returns the node to put in its
 * place. The container's code is taken from the file's text by line, exactly as
 * written (Markdown parsed it as paragraphs and HTML, which is of no use here); its
 * options from its opening line as written. Every mistake is collected in `problems`,
 * so that a page with several is reported whole.
 */
export function replaceDemoContainers(
  tree: Root,
  file: VFile,
  replace: (container: DemoContainer, node: ContainerDirective) => RootContent,
  problems: SiteBuildError[],
): DemoContainer[] {
  const lines = String(file.value).split(/\r?\n/);
  const found: DemoContainer[] = [];
  visit(tree, 'containerDirective', (node, index, parent) => {
    if (node.name !== 'demo') return undefined;
    const { start, end } = node.position!;
    try {
      const container: DemoContainer = {
        index: found.length,
        line: start.line,
        optionsText: file.data.containerOpenings?.get(start.line)?.rest ?? '',
        // (The closing line is the node's last.)
        ...bodyOf(lines.slice(start.line, end.line - 1), start.line + 1, file.path),
      };
      found.push(container);
      parent!.children[index!] = replace(container, node);
    } catch (error) {
      if (!(error instanceof SiteBuildError)) throw error;
      problems.push(error);
      // A container with a mistake leaves the page, so that nothing else reports it again.
      parent!.children.splice(index!, 1);
      return [SKIP, index!];
    }
    return SKIP;
  });
  return found;
}
