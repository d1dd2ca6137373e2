import type {
  Blockquote,
  Paragraph,
  Parent,
  PhrasingContent,
  Root,
  RootContent,
  Text,
} from 'mdast';
import type { VFile } from 'vfile';
import { SiteBuildError } from '../errors';

/** The containers a maintainer may write (VuePress/VitePress syntax), and their default titles. */
export const ADMONITIONS = {
  info: 'INFO',
  tip: 'TIP',
  warning: 'WARNING',
  danger: 'DANGER',
  details: 'Details',
} as const;

type Kind = keyof typeof ADMONITIONS | 'important';

/**
 * GitHub's alerts (`> [!NOTE]` alone on a quote's first line), as READMEs pasted into
 * docs write them: each an admonition of ours, titled as GitHub titles it. IMPORTANT has
 * no `:::` kind of its own; it gets one for its colour.
 */
const ALERTS: Record<string, { kind: Kind; title: string }> = {
  NOTE: { kind: 'info', title: 'Note' },
  TIP: { kind: 'tip', title: 'Tip' },
  IMPORTANT: { kind: 'important', title: 'Important' },
  WARNING: { kind: 'warning', title: 'Warning' },
  CAUTION: { kind: 'danger', title: 'Caution' },
};

/** `[!NOTE]` (any case), alone on its line. */
const ALERT = /^\[!([a-z]+)\][ \t]*$/i;

/** `::: tip`, then maybe a title: the start of a paragraph's first line. */
const OPEN = /^:{3,}[ \t]*([a-z]+)(?=[ \t]|$)[ \t]*/;
/** A line of colons alone: the last line of a paragraph. */
const CLOSE = /^:{3,}[ \t]*$/;

interface Open {
  kind: Kind;
  /** The title as written (it may have inline code, emphasis…), or the kind's default. */
  title: PhrasingContent[];
  line: number | undefined;
  children: RootContent[];
}

const text = (value: string): Text => ({ type: 'text', value });

/** Splits a paragraph at its first line break: that line's nodes, and the rest. */
function firstLine(p: Paragraph): [PhrasingContent[], Paragraph | undefined] {
  for (const [i, child] of p.children.entries()) {
    const cut = child.type === 'text' ? child.value.indexOf('\n') : -1;
    if (cut === -1) continue;
    const value = (child as Text).value;
    const line = [...p.children.slice(0, i), ...(cut ? [text(value.slice(0, cut))] : [])];
    const rest = [
      ...(value.length > cut + 1 ? [text(value.slice(cut + 1))] : []),
      ...p.children.slice(i + 1),
    ];
    return [line, rest.length ? { ...p, children: rest } : undefined];
  }
  return [p.children, undefined];
}

/** The kind and title of an opening line, if it is one. */
function openingOf(
  line: PhrasingContent[],
): { kind: string; title: PhrasingContent[] } | undefined {
  // (A line is never empty, and ends with no space: the parser drops it before a line end.)
  const [head, ...more] = line as [PhrasingContent, ...PhrasingContent[]];
  const open = head.type === 'text' ? OPEN.exec(head.value) : null;
  if (!open) return undefined;
  const after = (head as Text).value.slice(open[0].length);
  return { kind: open[1]!, title: [...(after ? [text(after)] : []), ...more] };
}

/** Splits the last line off a paragraph whose last child is text. */
function lastLine(p: Paragraph): [Paragraph | undefined, string] | undefined {
  const tail = p.children.at(-1)!;
  if (tail.type !== 'text') return undefined;
  const cut = tail.value.lastIndexOf('\n');
  const line = tail.value.slice(cut + 1);
  const restOfTail = cut === -1 ? '' : tail.value.slice(0, cut);
  const children: PhrasingContent[] = [
    ...p.children.slice(0, -1),
    ...(restOfTail ? [text(restOfTail)] : []),
  ];
  return [children.length ? { ...p, children } : undefined, line];
}

/** The element an admonition becomes: a note with a title, or a disclosure. */
function admonitionNode({ kind, title, children }: Open): RootContent {
  const details = kind === 'details';
  const heading: Paragraph = {
    type: 'paragraph',
    children: title,
    data: { hName: details ? 'summary' : 'p', hProperties: { className: ['admonition-title'] } },
  };
  return {
    type: 'blockquote',
    children: [heading, ...(children as Paragraph[])],
    data: {
      hName: details ? 'details' : 'div',
      hProperties: {
        className: ['admonition', kind],
        ...(details ? {} : { role: 'note' }),
      },
    },
  };
}

/**
 * The admonition a GitHub alert becomes, or nothing: a quote whose first line is
 * `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]` (another name leaves
 * a quote a quote, as on GitHub).
 */
function alertOf(quote: Blockquote): RootContent | undefined {
  const [first, ...more] = quote.children;
  if (first?.type !== 'paragraph') return undefined;
  const [line, rest] = firstLine(first);
  const marker = line.length === 1 && line[0]!.type === 'text' ? ALERT.exec(line[0].value) : null;
  const alert = marker && ALERTS[marker[1]!.toUpperCase()];
  if (!alert) return undefined;
  return admonitionNode({
    kind: alert.kind,
    title: [text(alert.title)],
    line: undefined,
    children: [...(rest ? [rest] : []), ...more],
  });
}

/**
 * `::: tip`, `::: warning`, `::: danger`, `::: info` and `::: details`, with an optional
 * title after the marker, closed by a line of `:::` (VuePress/VitePress syntax), nested
 * or not. The opening and closing lines may share a paragraph with the text. Each
 * becomes plain HTML: a note (`role="note"`) or a `<details>`; no script. So do GitHub's
 * alerts (`> [!NOTE]`).
 */
export function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    const problems = file.data.problems!;
    const walk = (parent: Parent) => {
      const out: RootContent[] = [];
      const stack: Open[] = [];
      const add = (node: RootContent) => (stack.at(-1)?.children ?? out).push(node);
      for (const child of parent.children as RootContent[]) {
        let node: Paragraph | undefined = child.type === 'paragraph' ? child : undefined;
        if (!node) {
          if ('children' in child) walk(child);
          add((child.type === 'blockquote' && alertOf(child)) || child);
          continue;
        }
        const line = node.position?.start.line;
        const [first, rest] = firstLine(node);
        const open = openingOf(first);
        if (open) {
          if (!(open.kind in ADMONITIONS)) {
            problems.push(
              new SiteBuildError(
                file.path,
                line,
                `containers are ${['demo', ...Object.keys(ADMONITIONS)].join(', ')}`,
                `unknown container "::: ${open.kind}"`,
              ),
            );
          }
          const kind = open.kind as keyof typeof ADMONITIONS;
          stack.push({
            kind,
            title: open.title.length ? open.title : [text(ADMONITIONS[kind] ?? open.kind)],
            line,
            children: [],
          });
          node = rest;
        }
        const closing = node && lastLine(node);
        if (closing && CLOSE.test(closing[1]) && stack.length) {
          if (closing[0]) add(closing[0]);
          const done = stack.pop()!;
          add(admonitionNode(done));
        } else if (node) add(node);
      }
      for (const unclosed of stack) {
        problems.push(
          new SiteBuildError(
            file.path,
            unclosed.line,
            'a container ends with a line of ":::"',
            `"::: ${unclosed.kind}" is never closed`,
          ),
        );
      }
      parent.children = out;
    };
    walk(tree);
  };
}
