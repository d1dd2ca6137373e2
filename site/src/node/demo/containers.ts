import type { Parent, Root, RootContent } from 'mdast';
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

const OPEN = /^(:{3,})[ \t]*demo(?:[ \t]+(.*?))?[ \t]*$/;
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

/** The line (0-based index into `lines`) that closes a container opened at `open`, outside fences. */
function closingLine(lines: string[], open: number, colons: number): number | undefined {
  const close = new RegExp(`^:{${colons},}[ \\t]*$`);
  let fence: string | undefined;
  for (let j = open + 1; j < lines.length; j++) {
    const l = lines[j]!;
    if (fence) {
      if (closesFence(l, fence)) fence = undefined;
    } else if (close.test(l)) return j;
    else fence = FENCE.exec(l)?.[1];
  }
  return undefined;
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
 * Finds the `::: demo` containers of a page in its syntax tree, and hands each, with the
 * tree nodes it spans, to `replace`, which returns the node to put in their place. The
 * container's code is taken from the file's text by line, exactly as written (Markdown
 * parsed it as paragraphs and HTML, which is of no use here). Every mistake is collected
 * in `problems`, so that a page with several is reported whole.
 */
export function replaceDemoContainers(
  tree: Root,
  file: VFile,
  replace: (container: DemoContainer, spanned: RootContent[]) => RootContent,
  problems: SiteBuildError[],
): DemoContainer[] {
  const lines = String(file.value).split(/\r?\n/);
  const found: DemoContainer[] = [];
  const walk = (parent: Parent) => {
    const children = parent.children as RootContent[];
    for (let i = 0; i < children.length; i++) {
      const node = children[i]!;
      const start = node.position?.start;
      const open = start ? OPEN.exec(lines[start.line - 1]!) : null;
      if (!open || !start) {
        if ('children' in node) walk(node);
        continue;
      }
      // A container with a mistake leaves the page, so that nothing else reports it again.
      const fail = (error: SiteBuildError, count: number) => {
        problems.push(error);
        children.splice(i--, count);
      };
      const close = closingLine(lines, start.line - 1, open[1]!.length);
      if (close === undefined) {
        fail(
          new SiteBuildError(
            file.path,
            start.line,
            'a "::: demo" container is closed by ":::"',
            'unclosed demo container',
          ),
          1,
        );
        continue;
      }
      // The nodes the container spans: those starting before its closing line.
      let last = i;
      while (last + 1 < children.length && children[last + 1]!.position!.start.line <= close + 1)
        last++;
      if (children[last]!.position!.end.line > close + 1) {
        fail(
          new SiteBuildError(
            file.path,
            close + 1,
            'a demo\'s closing ":::" is followed by a blank line',
            'text right after the closing ":::"',
          ),
          last - i + 1,
        );
        continue;
      }
      try {
        const container: DemoContainer = {
          index: found.length,
          line: start.line,
          optionsText: open[2] ?? '',
          ...bodyOf(lines.slice(start.line, close), start.line + 1, file.path),
        };
        found.push(container);
        children.splice(i, last - i + 1, replace(container, children.slice(i, last + 1)));
      } catch (error) {
        if (!(error instanceof SiteBuildError)) throw error;
        fail(error, last - i + 1);
      }
    }
  };
  walk(tree);
  return found;
}
