import { SiteBuildError } from '../errors';

/**
 * Authors write containers as VuePress and VitePress do: `::: tip A title`, `::: demo
 * {"hideCode": true}`, closed by a line of `:::`, nested with the same three colons.
 * remark-directive, which parses them, reads `:::tip[A title]{…}`, wants its attributes
 * as `{key=value}`, and closes a container at the first run of at least as many colons,
 * so an outer one needs more colons than those inside it. This pass rewrites the one
 * syntax into the other, line for line (every line keeps its number, so errors and a
 * demo's code keep theirs), and keeps what follows each opening's name for its reader.
 */

/** What may come before a block on its line: indentation, and the `>` of quotes. */
const LEAD = String.raw`(?:[ \t]*>)*[ \t]*`;
/** `::: name`, then maybe more: a container's opening line. */
const OPEN = new RegExp(String.raw`^(${LEAD}):{3,}[ \t]*([a-z][\w-]*)(?:[ \t]+(.*?))?[ \t]*$`, 'i');
/** A line of colons alone. */
const CLOSE = new RegExp(String.raw`^(${LEAD})(:{3,})[ \t]*$`);
/** A code fence's opening: its run of backticks or tildes. */
const FENCE = new RegExp(String.raw`^${LEAD}(\`{3,}|~{3,})`);
/** A line of a fence's marks alone: maybe its end. */
const MARKS_ONLY = new RegExp(String.raw`^${LEAD}(?:\`+|~+)[ \t]*$`);

/** What an opening line said after its container's name. */
export interface ContainerOpening {
  name: string;
  /** As written: an admonition's title, a demo's options ('' for none). */
  rest: string;
}

export interface DirectiveSyntax {
  /** The page in remark-directive's syntax, with the same lines. */
  text: string;
  /** Each container's opening, by its line (1-based). */
  openings: Map<number, ContainerOpening>;
  /** Containers never closed; left as written, so they read as text. */
  problems: SiteBuildError[];
}

interface Open extends ContainerOpening {
  /** Its line's index. */
  at: number;
  indent: string;
  /** How many colons it needs: more than any container it holds, or any line of colons in its code. */
  colons: number;
}

/** Whether a title's brackets pair up, as a directive's label needs them to. */
function balanced(title: string): boolean {
  let open = 0;
  for (let i = 0; i < title.length; i++) {
    if (title[i - 1] === '\\') continue;
    if (title[i] === '[') open++;
    else if (title[i] === ']' && --open < 0) return false;
  }
  return open === 0;
}

/** A title as a directive's label. */
const label = (title: string) =>
  title === '' ? '' : `[${balanced(title) ? title : title.replace(/(?<!\\)([[\]])/g, '\\$1')}]`;

/**
 * Rewrites the page's `:::` containers (outside code fences) as remark-directive reads
 * them. A demo's options stay out of the rewritten line: they are JSON, which is not
 * the directive's attribute syntax; its reader finds them in `openings`.
 */
export function directiveSyntax(source: string, file: string): DirectiveSyntax {
  const lines = source.split('\n');
  const openings = new Map<number, ContainerOpening>();
  const stack: Open[] = [];
  let fence: string | undefined;
  for (const [i, raw] of lines.entries()) {
    // A line ending of "\r\n" keeps its "\r", after whatever the line becomes.
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const marks = FENCE.exec(line)?.[1];
    if (fence) {
      // remark-directive would close a container at a line of colons even in its code.
      const colons = CLOSE.exec(line)?.[2]!.length;
      if (colons) for (const open of stack) open.colons = Math.max(open.colons, colons + 1);
      if (marks && marks[0] === fence[0] && marks.length >= fence.length && MARKS_ONLY.test(line))
        fence = undefined;
      continue;
    }
    if (marks) {
      fence = marks;
      continue;
    }
    const open = OPEN.exec(line);
    if (open) {
      stack.push({ at: i, indent: open[1]!, name: open[2]!, rest: open[3] ?? '', colons: 3 });
      continue;
    }
    const close = CLOSE.exec(line);
    const closed = close ? stack.pop() : undefined;
    if (!closed) continue;
    const parent = stack.at(-1);
    if (parent) parent.colons = Math.max(parent.colons, closed.colons + 1);
    const colons = ':'.repeat(closed.colons);
    const title = closed.name === 'demo' ? '' : label(closed.rest);
    const cr = (n: number) => (lines[n]!.endsWith('\r') ? '\r' : '');
    lines[closed.at] = `${closed.indent}${colons}${closed.name}${title}${cr(closed.at)}`;
    lines[i] = `${close![1]}${colons}${cr(i)}`;
    openings.set(closed.at + 1, { name: closed.name, rest: closed.rest });
  }
  const problems = stack.map(({ at, name }) =>
    name === 'demo'
      ? new SiteBuildError(
          file,
          at + 1,
          'a "::: demo" container is closed by ":::"',
          'unclosed demo container',
        )
      : new SiteBuildError(
          file,
          at + 1,
          'a container ends with a line of ":::"',
          `"::: ${name}" is never closed`,
        ),
  );
  return { text: lines.join('\n'), openings, problems };
}
